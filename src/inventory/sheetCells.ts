import { strFromU8 } from 'fflate';
import { MAX_SHEET_COLUMNS, MAX_SHEET_ROWS, MAX_WORKBOOK_CELLS } from './caps';
import { type Extent, extentOf } from './extent';
import { relatedPart, sheetNames } from './workbookParts';
import { attributeIn, bytesOf, ENTITY, find, GT, LT, NAMED_ENTITIES, next, R } from './xmlBytes';
import type { Cell, Sheet } from './workbook';

/**
 * The common case of a workbook's sheets read straight from their bytes, as read-excel-file reads
 * them (the same cells, rows and gaps), three to four times as fast: a 10,000-VM export's two
 * sheets took 0.7 s in its parser in Chromium's worker, and take 0.17 to 0.21 s here. Only what
 * is plainly written is read here: cells with a reference holding a number, a shared, inline or
 * formula string, or a boolean. Any other shape (a date, a rich or escaped string, an error, a
 * cell without a reference, an element it does not know) returns null, and read-excel-file reads
 * the workbook as before.
 */
export function readSheetCells(parts: ReadonlyMap<string, Uint8Array>, wanted: readonly string[] | null): DirectRead | null {
  const byName = new Map([...sheetNames(parts)].map(([path, name]) => [name, path]));
  const names = wanted ?? [...byName.keys()];
  if (names.length === 0 || names.some((name) => name.includes('&'))) return null;
  const stringsPart = parts.get(relatedPart(parts, 'sharedStrings'));
  const strings = stringsPart ? sharedStringList(stringsPart) : [];
  if (!strings) return null;
  const styles = parts.get(relatedPart(parts, 'styles'));
  const plainStyles = styles ? plainStyleCount(strFromU8(styles)) : 0;
  const sheets: Sheet[] = [];
  const extents = new Map<string, Extent>();
  let cells = 0;
  for (const name of names) {
    const path = byName.get(name) ?? '';
    const xml = parts.get(path);
    const read = xml && readRows(xml, strings, plainStyles, MAX_WORKBOOK_CELLS - cells);
    if (!read) return null;
    sheets.push({ name, rows: read.rows });
    extents.set(path, read.extent);
    cells += read.extent.rows * read.extent.columns;
  }
  return { sheets, extents };
}

/**
 * The sheets read, and how far each sheet's part reaches (by its path), measured as it was read
 * and as `extentOf` measures it, so that the caps' check need not scan it again.
 */
export interface DirectRead {
  sheets: Sheet[];
  extents: Map<string, Extent>;
}

/**
 * Number formats that are never dates: General, the built-in number, currency, percent, fraction
 * and scientific formats (ECMA-376 Part 1, §18.8.30, ids 0 to 13) and text (49). read-excel-file
 * reads a number as a date by its style's format; here a number with a style is read only when no
 * style of the workbook has another format.
 */
const PLAIN_FORMATS = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 49]);

/** How many cell styles (`cellXfs`) the workbook has when none of its formats may be a date; null otherwise. */
function plainStyleCount(styles: string): number | null {
  for (const [, id] of styles.matchAll(/numFmtId\s*=\s*["'](\d+)["']/g)) if (!PLAIN_FORMATS.has(Number(id))) return null;
  const cellXfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles);
  return cellXfs ? (cellXfs[1]!.match(/<xf\b/g) ?? []).length : 0;
}

/** An `_xHHHH_` escape (ECMA-376 Part 1, §22.9.2.19): left to read-excel-file. */
const ESCAPED = /_x[0-9a-fA-F]{4}_/;
const utf8 = new TextDecoder();
/** The bytes as text: most values are a few ASCII bytes, which TextDecoder takes far longer to decode. */
function decode(xml: Uint8Array, from: number, to: number): string {
  if (to - from > 64) return utf8.decode(xml.subarray(from, to));
  let out = '';
  for (let i = from; i < to; i++) {
    const b = xml[i]!;
    if (b >= 0x80) return utf8.decode(xml.subarray(from, to));
    out += String.fromCharCode(b);
  }
  return out;
}

/** Text between tags, its entities decoded; null when it holds anything this reader leaves to read-excel-file. */
function textOf(xml: Uint8Array, from: number, to: number): string | null {
  const raw = decode(xml, from, to);
  if (ESCAPED.test(raw) || raw.includes('<')) return null;
  if (!raw.includes('&')) return raw;
  let known = true;
  const decoded = raw.replace(ENTITY, (_, name?: string, dec?: string, hex?: string) => {
    if (name) return NAMED_ENTITIES[name]!;
    const code = Number.parseInt(dec ?? hex!, dec ? 10 : 16);
    if (code > 0x10ffff) known = false;
    return known ? String.fromCodePoint(code) : '';
  });
  // An entity it does not know, or a character beyond Unicode.
  return known && !/&(?!amp;|lt;|gt;|quot;|apos;|#\d+;|#x[0-9a-fA-F]+;)/.test(raw) ? decoded : null;
}

const T_OPEN = bytesOf('<t');
const T_CLOSE = bytesOf('</t>');
const SI_CLOSE = bytesOf('</si>');
const isSpace = (b: number | undefined) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;
/** Whether a tag's name ends at `at` (a space, its end or a self-closing slash). */
const nameEnds = (xml: Uint8Array, at: number) => isSpace(xml[at]) || xml[at] === GT || xml[at] === 0x2f;

/**
 * The text of an element holding one `<t>` and nothing else but white space (a shared string's
 * `<si>`, an inline string's `<is>`), from after its opening tag to its close; null for a rich or
 * phonetic string, or any other shape.
 */
function plainT(xml: Uint8Array, from: number, to: number): string | null {
  let i = from;
  while (i < to && isSpace(xml[i])) i++;
  if (find(xml, T_OPEN, i, i + 2) !== i || !nameEnds(xml, i + 2)) return null;
  const open = next(xml, GT, i);
  if (open < 0 || open >= to) return null;
  if (xml[open - 1] === 0x2f) return onlySpace(xml, open + 1, to) ? '' : null;
  const close = find(xml, T_CLOSE, open, to);
  if (close < 0 || !onlySpace(xml, close + T_CLOSE.length, to)) return null;
  return textOf(xml, open + 1, close);
}

function onlySpace(xml: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isSpace(xml[i])) return false;
  return true;
}

/** Every shared string, in order; null when one is not a plain `<t>`. */
function sharedStringList(xml: Uint8Array): string[] | null {
  const strings: string[] = [];
  for (let i = next(xml, LT, 0); i >= 0; i = next(xml, LT, i + 1)) {
    if (xml[i + 1] !== 0x73 || xml[i + 2] !== 0x69 || !nameEnds(xml, i + 3)) continue;
    const open = next(xml, GT, i);
    if (open < 0) return null;
    if (xml[open - 1] === 0x2f) {
      strings.push('');
      i = open;
      continue;
    }
    const close = find(xml, SI_CLOSE, open, xml.length);
    if (close < 0) return null;
    const text = plainT(xml, open + 1, close);
    if (text === null) return null;
    strings.push(text);
    i = close;
  }
  return strings;
}

const SHEET_DATA = bytesOf('<sheetData');
const SHEET_DATA_CLOSE = bytesOf('</sheetData>');

/** The cell tag last read by `cellTag`: kept in one object, as a sheet has hundreds of thousands of cells. */
const tag = { row: 0, column: 0, type: 'n', style: null as string | null };

/**
 * Reads a cell tag's attributes from after its name to its `>` in one pass: its reference (`r`),
 * type (`t`, "n" when absent) and style (`s`, null when absent or empty). False for a tag without
 * a reference, an attribute with a namespace prefix, or anything not plainly an attribute.
 */
function cellTag(xml: Uint8Array, from: number, gt: number): boolean {
  tag.row = 0;
  tag.column = 0;
  tag.type = 'n';
  tag.style = null;
  let referenced = false;
  let i = from;
  for (;;) {
    while (i < gt && isSpace(xml[i])) i++;
    if (i >= gt || xml[i] === 0x2f) return referenced;
    const nameFrom = i;
    while (i < gt && xml[i] !== 0x3d && !isSpace(xml[i])) {
      if (xml[i] === 0x3a) return false;
      i++;
    }
    const nameTo = i;
    while (i < gt && isSpace(xml[i])) i++;
    if (xml[i] !== 0x3d) return false;
    i++;
    while (i < gt && isSpace(xml[i])) i++;
    const quote = xml[i];
    if (quote !== 0x22 && quote !== 0x27) return false;
    const valueFrom = ++i;
    while (i < gt && xml[i] !== quote) i++;
    if (i >= gt) return false;
    const valueTo = i++;
    if (nameTo - nameFrom !== 1) continue;
    const name = xml[nameFrom];
    if (name === 0x72) {
      // As read-excel-file reads a reference: every byte before the first digit a base-26 digit, then the row.
      let k = valueFrom;
      let column = 0;
      while (k < valueTo && !(xml[k]! >= 0x30 && xml[k]! <= 0x39)) column = column * 26 + xml[k++]! - 64;
      let row = 0;
      for (; k < valueTo; k++) {
        const b = xml[k]!;
        if (b < 0x30 || b > 0x39) return false;
        row = row * 10 + b - 0x30;
      }
      tag.row = row;
      tag.column = column;
      referenced = true;
    } else if (name === 0x74) tag.type = decode(xml, valueFrom, valueTo);
    else if (name === 0x73) tag.style = valueTo > valueFrom ? decode(xml, valueFrom, valueTo) : null;
  }
}
const tagEnd = (xml: Uint8Array, from: number) => next(xml, GT, from);

/** A cell's value as read-excel-file gives it, `undefined` for an empty one; null when it is left to that reader. */
type Value = string | number | boolean | undefined | null;

/**
 * A sheet's rows as read-excel-file builds them: each row at its number (rows between left
 * empty), each cell at its column (cells between null), a string trimmed and an empty one no
 * cell, the empty rows at the end left out and every row filled with null to the last column
 * that holds a value; and the sheet's extent. Null for a sheet it leaves to that reader, and for
 * one that reaches past the caps (more rows or columns than a sheet may have, more cells than
 * `cellBudget`) as soon as it does, before its rows are made: the caps' check then names it.
 */
function readRows(
  xml: Uint8Array,
  strings: readonly string[],
  plainStyles: number | null,
  cellBudget: number,
): { rows: Cell[][]; extent: Extent } | null {
  const start = find(xml, SHEET_DATA, 0, xml.length);
  if (start < 0) return null;
  // How far the rows and cells reach, checked against the caps each time it grows.
  let lastRow = 0;
  let lastColumn = 0;
  const within = () => lastRow <= MAX_SHEET_ROWS && lastColumn <= MAX_SHEET_COLUMNS && lastRow * lastColumn <= cellBudget;
  const rows: Cell[][] = [];
  let dataRows = 0;
  let dataColumns = 0;
  let row: Cell[] | null = null;
  let rowNumber = 0;
  let cursorRow = 0;
  let cursorColumn = 0;
  const closeRow = (): boolean => {
    if (rowNumber <= rows.length) return false;
    while (rowNumber > rows.length + 1) rows.push([]);
    rows.push(row!);
    if (row!.length > 0) dataRows = rowNumber;
    row = null;
    return true;
  };
  let i = tagEnd(xml, start);
  if (i < 0) return null;
  if (xml[i - 1] === 0x2f) return { rows: [], extent: extentOf(xml) };
  for (i = next(xml, LT, i); i >= 0; i = next(xml, LT, i + 1)) {
    const next = xml[i + 1];
    const gt = tagEnd(xml, i);
    if (gt < 0) return null;
    const selfClosed = xml[gt - 1] === 0x2f;
    if (next === 0x2f) {
      // A closing tag: of a row, or of the sheet's data.
      if (xml[i + 2] === 0x72 && xml[i + 3] === 0x6f && xml[i + 4] === 0x77 && xml[i + 5] === GT && row) {
        if (!closeRow()) return null;
        i = gt;
        continue;
      }
      if (find(xml, SHEET_DATA_CLOSE, i, i + SHEET_DATA_CLOSE.length) === i) break;
      return null;
    }
    if (next === 0x72 && xml[i + 2] === 0x6f && xml[i + 3] === 0x77 && nameEnds(xml, i + 4)) {
      if (row) return null;
      rowNumber = rowNumberOf(xml, i, gt);
      if (!Number.isInteger(rowNumber) || rowNumber < 1) return null;
      if (rowNumber > lastRow) {
        lastRow = rowNumber;
        if (!within()) return null;
      }
      row = [];
      if (selfClosed && !closeRow()) return null;
      i = gt;
      continue;
    }
    if (next !== 0x63 || !nameEnds(xml, i + 2) || !row) return null;
    // A cell.
    if (!cellTag(xml, i + 2, gt)) return null;
    const at = tag;
    if (at.column < 1 || at.row < 1) return null;
    if (at.row < cursorRow || (at.row === cursorRow && at.column <= cursorColumn)) return null;
    if (at.row > lastRow || at.column > lastColumn) {
      lastRow = Math.max(lastRow, at.row);
      lastColumn = Math.max(lastColumn, at.column);
      if (!within()) return null;
    }
    cursorRow = at.row;
    cursorColumn = at.column;
    const type = at.type;
    const style = at.style;
    let end = gt;
    cell.vFrom = -1;
    cell.vTo = -1;
    cell.inline = undefined;
    if (!selfClosed) {
      if (!readCellInner(xml, gt + 1)) return null;
      end = cell.end;
    }
    const value = cellValue(xml, type, strings, style, plainStyles);
    if (value === null) return null;
    if (value !== undefined) {
      while (at.column > row.length + 1) row.push(null);
      row.push(value);
      if (at.column > dataColumns) dataColumns = at.column;
    }
    i = end;
  }
  if (i < 0 || row) return null;
  const kept = dataRows < rows.length ? rows.slice(0, dataRows) : rows;
  for (const r of kept) while (r.length < dataColumns) r.push(null);
  // What lies before and after the rows (the sheet's <dimension>, say) counts as the caps' check counts it.
  const head = extentOf(xml.subarray(0, start));
  const tail = extentOf(xml.subarray(i));
  return {
    rows: kept,
    extent: { rows: Math.max(head.rows, lastRow, tail.rows), columns: Math.max(head.columns, lastColumn, tail.columns) },
  };
}

/**
 * The number a `<row>` tag from `lt` to `gt` gives in its `r`, NaN without one. Read from the
 * bytes when `r` comes first and holds only digits, as spreadsheet writers put it: one row in
 * three of a sheet, where looking the attribute up and making a string of it took a tenth of the
 * read.
 */
function rowNumberOf(xml: Uint8Array, lt: number, gt: number): number {
  if (xml[lt + 4] === 0x20 && xml[lt + 5] === 0x72 && xml[lt + 6] === 0x3d && xml[lt + 7] === 0x22) {
    const close = next(xml, 0x22, lt + 8);
    const digits = close > 0 && close < gt ? digitsIn(xml, lt + 8, close) : -1;
    if (digits >= 0) return digits;
  }
  const r = attributeIn(xml, lt + 1, gt, R);
  return r ? Number(decode(xml, r[0], r[1])) : NaN;
}

const V_CLOSE = bytesOf('</v>');
const F_CLOSE = bytesOf('</f>');
const IS_CLOSE = bytesOf('</is>');
const C_CLOSE = bytesOf('</c>');

/** What `readCellInner` found in the cell last read: where its `<v>` text is (-1 without one), its inline string, where it ends. */
const cell = { vFrom: -1, vTo: -1, inline: undefined as string | undefined, end: 0 };

/** A cell's `<v>`, `<f>` and `<is>`, up to its `</c>`, into `cell`; false for anything else inside it. */
function readCellInner(xml: Uint8Array, from: number): boolean {
  for (let i = next(xml, LT, from); i >= 0; i = next(xml, LT, i + 1)) {
    if (!onlySpace(xml, from, i)) return false;
    const gt = tagEnd(xml, i);
    if (gt < 0) return false;
    const selfClosed = xml[gt - 1] === 0x2f;
    if (find(xml, C_CLOSE, i, i + C_CLOSE.length) === i) {
      cell.end = i + C_CLOSE.length - 1;
      return true;
    }
    let close: number;
    if (xml[i + 1] === 0x76 && nameEnds(xml, i + 2)) {
      if (cell.vFrom >= 0) return false;
      const c = selfClosed ? gt + 1 : find(xml, V_CLOSE, gt, xml.length);
      if (c < 0) return false;
      cell.vFrom = selfClosed ? c : gt + 1;
      cell.vTo = c;
      close = selfClosed ? gt : c + V_CLOSE.length - 1;
    } else if (xml[i + 1] === 0x66 && nameEnds(xml, i + 2)) {
      const c = selfClosed ? gt : find(xml, F_CLOSE, gt, xml.length);
      if (c < 0) return false;
      close = selfClosed ? gt : c + F_CLOSE.length - 1;
    } else if (xml[i + 1] === 0x69 && xml[i + 2] === 0x73 && nameEnds(xml, i + 3) && !selfClosed) {
      const c = find(xml, IS_CLOSE, gt, xml.length);
      const text = c < 0 ? null : plainT(xml, gt + 1, c);
      if (text === null || cell.inline !== undefined) return false;
      cell.inline = text;
      close = c + IS_CLOSE.length - 1;
    } else return false;
    from = close + 1;
    i = close;
  }
  return false;
}

/**
 * The whole number a value's bytes spell when they are only digits (at most 15, which a double
 * holds exactly: as Number() reads them), without making a string; -1 otherwise.
 */
function digitsIn(xml: Uint8Array, from: number, to: number): number {
  if (to <= from || to - from > 15) return -1;
  let n = 0;
  for (let i = from; i < to; i++) {
    const b = xml[i]!;
    if (b < 0x30 || b > 0x39) return -1;
    n = n * 10 + b - 0x30;
  }
  return n;
}

/** A string cell as read-excel-file gives it: trimmed, and no cell when that leaves nothing. */
const trimmed = (s: string) => s.trim() || undefined;

/**
 * A cell's value as read-excel-file reads it (its parseCell, with the repairs and trimming its
 * sheet reader adds); undefined for an empty cell, null for a cell left to that reader.
 */
function cellValue(xml: Uint8Array, type: string, strings: readonly string[], style: string | null, plainStyles: number | null): Value {
  const { vFrom, vTo } = cell;
  // As read-excel-file tests its value: none, or an empty one.
  const empty = vFrom < 0 || vTo === vFrom;
  switch (type) {
    case 's': {
      if (empty) return undefined;
      const digits = digitsIn(xml, vFrom, vTo);
      const v = digits >= 0 ? null : textOf(xml, vFrom, vTo);
      const index = digits >= 0 ? digits : v === null ? NaN : Number(v);
      const s = strings[index];
      return Number.isNaN(index) || s === undefined ? null : trimmed(s);
    }
    case 'str': {
      if (empty) return undefined;
      const v = textOf(xml, vFrom, vTo);
      return v === null ? null : trimmed(v);
    }
    case 'inlineStr':
      return cell.inline === undefined ? undefined : trimmed(cell.inline);
    case 'b':
      if (empty) return undefined;
      return vTo - vFrom !== 1 ? null : xml[vFrom] === 0x31 ? true : xml[vFrom] === 0x30 ? false : null;
    case 'e':
      return undefined;
    case 'n': {
      if (empty) return undefined;
      if (style !== null) {
        const id = Number(style);
        if (plainStyles === null || !Number.isInteger(id) || id < 0 || id >= plainStyles) return null;
      }
      const digits = digitsIn(xml, vFrom, vTo);
      if (digits >= 0) return digits;
      const v = textOf(xml, vFrom, vTo);
      const n = v === null ? NaN : Number(v);
      return Number.isNaN(n) ? null : n;
    }
    default:
      return null;
  }
}
