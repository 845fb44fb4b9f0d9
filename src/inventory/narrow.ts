import { HEADER_SEARCH_ROWS } from './columns';
import { attributeIn, bytesOf, cellIn, elementAt, ENTITY, find, GT, LT, NAMED_ENTITIES, R } from './xmlBytes';

const SLASH = 0x2f;
const T = bytesOf('t');
const ROW_END = bytesOf('/row>');
const V_OPEN = bytesOf('<v');
const V_CLOSE = bytesOf('</v>');
const T_OPEN = bytesOf('<t');
const T_CLOSE = bytesOf('</t>');
const SI = bytesOf('<si');
const SI_CLOSE = bytesOf('</si>');
const RPH = bytesOf('<rPh');
const RPH_CLOSE = bytesOf('</rPh>');

const utf8 = new TextDecoder();
const text = (xml: Uint8Array, from: number, to: number) =>
  utf8
    .decode(xml.subarray(from, to))
    .replace(ENTITY, (_, name?: string, dec?: string, hex?: string) =>
      name ? NAMED_ENTITIES[name]! : String.fromCodePoint(Number.parseInt(dec ?? hex!, dec ? 10 : 16)),
    );

/** The text of every `<t>` from `from` to `to`, phonetic runs (`<rPh>`) left out, as the reader reads a string. */
function runsText(xml: Uint8Array, from: number, to: number): string {
  let out = '';
  for (let i = xml.indexOf(LT, from); i >= 0 && i < to; i = xml.indexOf(LT, i + 1)) {
    if (find(xml, RPH, i, i + RPH.length) === i) {
      const skip = find(xml, RPH_CLOSE, i, to);
      if (skip < 0) break;
      i = skip;
      continue;
    }
    const isT = find(xml, T_OPEN, i, i + T_OPEN.length) === i && (xml[i + 2] === GT || xml[i + 2] === 0x20);
    if (!isT) continue;
    const open = xml.indexOf(GT, i);
    if (open < 0 || open >= to || xml[open - 1] === SLASH) continue;
    const close = find(xml, T_CLOSE, open, to);
    if (close < 0) break;
    out += text(xml, open + 1, close);
    i = close;
  }
  return out;
}

/** Each cell the scan finds is these numbers in a row of `Cells.data`. */
const START = 0;
const END = 1;
const COLUMN = 2;
const INNER_FROM = 3;
const INNER_TO = 4;
const TAG_TO = 5;
const FIELDS_USED = 6;
const FIELDS = FIELDS_USED;

/** A row's cells, in a buffer kept from row to row: a sheet has hundreds of thousands of them. */
class Cells {
  data = new Int32Array(FIELDS * 128);
  count = 0;
  push(start: number, end: number, column: number, innerFrom: number, innerTo: number, tagTo: number) {
    if ((this.count + 1) * FIELDS > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const at = this.count++ * FIELDS;
    const d = this.data;
    d[at + START] = start;
    d[at + END] = end;
    d[at + COLUMN] = column;
    d[at + INNER_FROM] = innerFrom;
    d[at + INNER_TO] = innerTo;
    d[at + TAG_TO] = tagTo;
  }
  get(i: number, field: number): number {
    return this.data[i * FIELDS + field]!;
  }
  filled(i: number): boolean {
    return this.get(i, INNER_TO) > this.get(i, INNER_FROM);
  }
}

/** Where `</c>` starts after `from`. */
function cellClose(xml: Uint8Array, from: number): number {
  // A plain loop: the close is a few bytes on, nearer than a call to indexOf pays for.
  for (let i = from; i < xml.length; i++) {
    if (xml[i] === LT && xml[i + 1] === SLASH && xml[i + 2] === 0x63 && xml[i + 3] === GT) return i;
  }
  return -1;
}
const CELL_CLOSE = 4;

/** The column a cell's tag names, from its `r` (the first attribute, as spreadsheet writers put it, or any); -1 without one. */
function columnOf(xml: Uint8Array, from: number, to: number): number {
  let at = from + 1;
  if (!(xml[at] === 0x20 && xml[at + 1] === 0x72 && xml[at + 2] === 0x3d && xml[at + 3] === 0x22)) {
    const ref = attributeIn(xml, from, to, R);
    return ref ? (cellIn(xml, ref[0], ref[1])?.column ?? -1) : -1;
  }
  let column = 0;
  for (at += 4; at < to; at++) {
    const b = xml[at]!;
    if (b >= 0x30 && b <= 0x39) return column;
    column = column * 26 + b - 64;
  }
  return -1;
}

/**
 * Calls `row` with each row's cells, in order, until it returns false. False when a cell carries
 * no reference (its column would then be its position, which leaving cells out would change).
 */
function eachRow(xml: Uint8Array, row: (cells: Cells) => boolean): boolean {
  const cells = new Cells();
  let inRow = false;
  for (let i = 0; i < xml.length; i++) {
    if (xml[i] !== LT) continue;
    if (inRow && xml[i + 1] === SLASH && find(xml, ROW_END, i + 1, i + 1 + ROW_END.length) === i + 1) {
      inRow = false;
      if (!row(cells)) return true;
      continue;
    }
    const element = elementAt(xml, i + 1);
    if (!element || element === 'dimension') continue;
    let gt = i;
    while (gt < xml.length && xml[gt] !== GT) gt++;
    if (gt === xml.length) return true;
    if (element === 'row') {
      inRow = xml[gt - 1] !== SLASH;
      cells.count = 0;
      i = gt;
      continue;
    }
    const column = columnOf(xml, i + 1, gt);
    if (column < 0) return false;
    const closed = xml[gt - 1] === SLASH;
    const close = closed ? gt : cellClose(xml, gt);
    if (close < 0) return true;
    const end = closed ? gt + 1 : close + CELL_CLOSE;
    cells.push(i, end, column, gt + 1, close, gt);
    i = end - 1;
  }
  return true;
}

/** A header cell: its column, and its text or the index of its shared string. */
export type HeaderCell = { column: number; text: string } | { column: number; shared: number };

/** The cells of a sheet's first rows, where the readers look for its header; null when cells carry no reference. */
export function headerCells(xml: Uint8Array): HeaderCell[] | null {
  const found: HeaderCell[] = [];
  let rows = 0;
  const complete = eachRow(xml, (cells) => {
    for (let c = 0; c < cells.count; c++) {
      if (!cells.filled(c)) continue;
      const column = cells.get(c, COLUMN);
      const [from, to] = [cells.get(c, INNER_FROM), cells.get(c, INNER_TO)];
      const typed = attributeIn(xml, cells.get(c, START) + 1, cells.get(c, TAG_TO), T);
      const type = typed ? utf8.decode(xml.subarray(typed[0], typed[1])) : '';
      if (type === 'inlineStr') {
        found.push({ column, text: runsText(xml, from, to) });
        continue;
      }
      const v = find(xml, V_OPEN, from, to);
      const open = v < 0 ? -1 : xml.indexOf(GT, v) + 1;
      const close = v < 0 ? -1 : find(xml, V_CLOSE, open, to + 1);
      if (open <= 0 || close < 0) continue;
      const value = text(xml, open, close);
      found.push(type === 's' ? { column, shared: Number(value) } : { column, text: value });
    }
    return ++rows < HEADER_SEARCH_ROWS;
  });
  return complete ? found : null;
}

/** The shared strings at the given indexes, read up to the last of them. */
export function sharedStrings(xml: Uint8Array, wanted: ReadonlySet<number>): Map<number, string> {
  const found = new Map<number, string>();
  const last = Math.max(-1, ...wanted);
  let index = 0;
  for (let i = find(xml, SI, 0); i >= 0 && index <= last; i = find(xml, SI, i + 1), index++) {
    const close = find(xml, SI_CLOSE, i);
    if (close < 0) break;
    if (wanted.has(index)) found.set(index, runsText(xml, i, close));
    i = close;
  }
  return found;
}

/**
 * The sheet without the cells of columns not kept. A row whose kept cells are all empty stays
 * whole, so that a row the readers would have reported (a VM without a name, say) is not made
 * blank and skipped. Null when the sheet cannot be narrowed as read (a cell without a reference).
 */
export function withColumns(xml: Uint8Array, keep: (column: number) => boolean): Uint8Array | null {
  // The kept bytes are copied run by run into a buffer written only as far as they reach: a copy
  // of the whole sheet to move them up within took most of the cut (149 ms of a 29 MB vInfo, in Node).
  // Bytes before `read` are settled; `written` is where the next kept byte goes.
  const out = new Uint8Array(xml.length);
  let read = 0;
  let written = 0;
  const keepTo = (end: number) => {
    out.set(xml.subarray(read, end), written);
    written += end - read;
  };
  const complete = eachRow(xml, (cells) => {
    let anyKept = false;
    for (let c = 0; c < cells.count && !anyKept; c++) anyKept = cells.filled(c) && keep(cells.get(c, COLUMN));
    if (!anyKept) return true;
    for (let c = 0; c < cells.count; c++) {
      if (keep(cells.get(c, COLUMN))) continue;
      // Cells left out side by side copy nothing: a copy a run of kept bytes, not a copy a cell.
      const start = cells.get(c, START);
      if (start > read) keepTo(start);
      read = cells.get(c, END);
    }
    return true;
  });
  if (!complete) return null;
  keepTo(xml.length);
  return out.subarray(0, written);
}
