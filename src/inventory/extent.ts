import { MAX_SHEET_COLUMNS, MAX_SHEET_ROWS, MAX_WORKBOOK_CELLS } from './caps';
import type { FileProblem } from './types';
import { sheetNames } from './workbookParts';
import { attributeIn, cellIn, elementAt, GT, LT, numberIn, R, REF } from './xmlBytes';

/** How far a part's cells reach: the last row and column any reference in it names. */
export interface Extent {
  rows: number;
  columns: number;
}

/** The last plain cell reference read by plainCellAt. */
const plain = { column: 0, row: 0 };

/**
 * Whether the cell tag from `from` to `to` starts `c r="` with a reference of letters A to Z then
 * digits, as spreadsheet writers put it; its column and row are then in `plain`. Any other tag is
 * read by the general path, which reads odd references as the reader does.
 */
function plainCellAt(xml: Uint8Array, from: number, to: number): boolean {
  if (!(xml[from + 1] === 0x20 && xml[from + 2] === 0x72 && xml[from + 3] === 0x3d && xml[from + 4] === 0x22)) return false;
  let at = from + 5;
  let column = 0;
  for (; at < to && xml[at]! >= 0x41 && xml[at]! <= 0x5a; at++) column = column * 26 + xml[at]! - 64;
  let row = 0;
  const digits = at;
  for (; at < to && xml[at]! >= 0x30 && xml[at]! <= 0x39; at++) row = row * 10 + xml[at]! - 0x30;
  if (column === 0 || at === digits || at - digits > 15 || xml[at] !== 0x22) return false;
  plain.column = column;
  plain.row = row;
  return true;
}

/**
 * The part's extent, counting rows without a number as the reader does: one after the last. Read
 * from the bytes, which a sheet of 250 MB cannot afford to decode first.
 */
export function extentOf(xml: Uint8Array): Extent {
  let rows = 0;
  let columns = 0;
  let row = 0;
  for (let i = 0; i < xml.length; i++) {
    if (xml[i] !== LT) continue;
    const element = elementAt(xml, i + 1);
    if (!element) continue;
    let end = i + 1;
    while (end < xml.length && xml[end] !== GT) end++;
    if (element === 'c' && plainCellAt(xml, i + 1, end)) {
      // Most cells, read without making an object for each (a sheet has hundreds of thousands).
      columns = Math.max(columns, plain.column);
      row = Math.max(row, plain.row);
      rows = Math.max(rows, row);
      i = end;
      continue;
    }
    const value = attributeIn(xml, i + 1, end, element === 'dimension' ? REF : R);
    if (element === 'row') {
      const r = value ? numberIn(xml, value[0], value[1]) : NaN;
      row = Number.isNaN(r) || r === 0 ? row + 1 : r;
    } else if (value) {
      // A dimension names a range, "A1:XFD1048576"; a cell one reference.
      const colon = element === 'dimension' ? xml.subarray(value[0], value[1]).indexOf(0x3a) : -1;
      const refs: [number, number][] =
        colon < 0
          ? [value]
          : [
              [value[0], value[0] + colon],
              [value[0] + colon + 1, value[1]],
            ];
      for (const [from, to] of refs) {
        const cell = cellIn(xml, from, to);
        if (!cell) continue;
        columns = Math.max(columns, cell.column);
        if (element === 'c') row = Math.max(row, cell.row);
        rows = Math.max(rows, cell.row);
      }
    }
    rows = Math.max(rows, row);
    i = end;
  }
  return { rows, columns };
}

/** "XFD1048576" for row 1,048,576 of column 16,384; a reference past any number is named by its row alone. */
function cellName(row: number, column: number): string {
  if (!Number.isFinite(row + column)) return String(row);
  let name = '';
  for (let c = Math.max(column, 1); c > 0; c = Math.floor((c - 1) / 26)) name = String.fromCharCode(65 + ((c - 1) % 26)) + name;
  return name + row;
}

/**
 * Why a workbook's sheets are too large to read, or null: asked of the parts as they are read
 * (cut to the columns read) before read-excel-file allocates anything. Every part is looked at,
 * not only those the workbook lists as sheets, since that reader follows the relationships
 * wherever they point; a part whose extent is `known` (measured by the direct reader as it read
 * it) is not scanned again.
 */
export function oversizedSheet(
  file: string,
  parts: ReadonlyMap<string, Uint8Array>,
  known: ReadonlyMap<string, Extent> = new Map(),
): FileProblem | null {
  const names = sheetNames(parts);
  let cells = 0;
  for (const [path, bytes] of parts) {
    if (!path.endsWith('.xml')) continue;
    const { rows, columns } = known.get(path) ?? extentOf(bytes);
    if (rows > MAX_SHEET_ROWS || columns > MAX_SHEET_COLUMNS)
      return { code: 'sheet-too-large', file, sheet: names.get(path) ?? path, cell: cellName(rows, columns) };
    cells += rows * columns;
  }
  return cells > MAX_WORKBOOK_CELLS ? { code: 'too-many-cells', file, count: cells, limit: MAX_WORKBOOK_CELLS } : null;
}
