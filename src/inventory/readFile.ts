import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/universal';
import { MAX_FILE_BYTES, MAX_UNPACKED_BYTES } from './caps';
import { withColumnsRead } from './columnsRead';
import { decodeText } from './encoding';
import { oversizedSheet } from './extent';
import { sheetNames } from './workbookParts';
import type { FileProblem } from './types';
import { readSheetCells } from './sheetCells';
import { storedZip, unpack } from './unpack';
import { normalizeHeader, type Sheet, SHEETS_READ, type Workbook } from './workbook';

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Compound File Binary: a password-protected xlsx, or an old binary .xls. */
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export type WorkbookResult = { ok: true; book: Workbook } | { ok: false; problems: FileProblem[] };

const refuse = (problem: FileProblem): WorkbookResult => ({ ok: false, problems: [problem] });

/** Why a file of this many bytes is refused unread, if it is: asked before its bytes are loaded. */
export const sizeRefusal = (file: string, bytes: number): FileProblem | null =>
  bytes > MAX_FILE_BYTES ? { code: 'too-large', file, count: bytes, limit: MAX_FILE_BYTES } : null;

/**
 * Which sheets of a workbook are read: those the inventory readers look up (`SHEETS_READ`, or every
 * sheet when it has none of them), or all, for a test that checks a sheet no reader uses.
 */
export type SheetsToRead = 'inventory' | 'all';

/**
 * The bytes of a file as sheets of cells: xlsx through read-excel-file (the universal build, which
 * runs alike in a Web Worker and in Node), CSV through papaparse. The kind is told by the bytes,
 * not the file name.
 */
export async function readWorkbook(file: string, data: ArrayBuffer, sheets: SheetsToRead = 'inventory'): Promise<WorkbookResult> {
  const tooLarge = sizeRefusal(file, data.byteLength);
  if (tooLarge) return refuse(tooLarge);
  if (data.byteLength === 0) return refuse({ code: 'empty', file });
  const bytes = new Uint8Array(data, 0, Math.min(data.byteLength, 8));
  if (startsWith(bytes, CFB)) return refuse({ code: 'encrypted', file });
  if (startsWith(bytes, ZIP)) return readXlsx(file, new Uint8Array(data), sheets);
  const decoded = decodeText(data);
  if (!decoded.ok) return refuse({ code: decoded.code, file });
  const text = decoded.text;
  // JSON, HTML or a single column of text is not a table of VMs.
  if (/^\s*[[{<]/.test(text) || !/[,;\t]/.test(text.slice(0, 4096))) return refuse({ code: 'not-spreadsheet', file });
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return { ok: true, book: { fileName: file, container: 'csv', sheets: [{ name: file, rows: parsed.data }] } };
}

/** The sheets read and the parts of those left out, when some are. */
interface Selection {
  sheets: string[];
  leftOut: Set<string>;
}

const WORKBOOK_PARTS = new Set(['xl/workbook.xml', 'xl/_rels/workbook.xml.rels']);
const READ = new Set(SHEETS_READ.map(normalizeHeader));

/** Which sheets the readers need, from the workbook's list of sheets; null when they need all. */
async function select(zip: Uint8Array): Promise<Selection | null> {
  const listing = await unpack(zip, (name) => WORKBOOK_PARTS.has(name));
  if (!listing.ok) return null;
  const parts = [...sheetNames(listing.parts)];
  const sheets = parts.filter(([, name]) => READ.has(normalizeHeader(name))).map(([, name]) => name);
  if (sheets.length === 0 || sheets.length === parts.length) return null;
  return { sheets, leftOut: new Set(parts.filter(([, name]) => !sheets.includes(name)).map(([part]) => part)) };
}

/**
 * A workbook's sheets that the readers need, or all of them, cut to the columns read
 * (columnsRead.ts). The other sheets are never inflated, measured or parsed: 20 of the 25 sheets
 * of automatic_sizing_rvtools.xlsx, 54 % of what it unpacks. A workbook whose sheets read are all
 * empty, or that the reader fails on so cut, is read whole, since whether it is empty or lacks
 * columns depends on the rest.
 */
async function readXlsx(file: string, zip: Uint8Array, which: SheetsToRead): Promise<WorkbookResult> {
  if (which === 'inventory') {
    const read = await readParts(file, zip, { sheets: await select(zip), cut: true });
    if (read && !(read.ok && read.book.sheets.every((s) => s.rows.length === 0))) return read;
  }
  return (await readParts(file, zip, { sheets: null, cut: false }))!;
}

/**
 * A workbook read within the caps: unpacked while counting what it yields, then read: plainly
 * written sheets straight from their bytes (sheetCells.ts), any other by read-excel-file, which
 * holds each sheet as a dense grid. The caps bound what is read, the parts as cut to the columns
 * read: a column past the last one a sheet may have, which no reader reads, is cut away with the
 * rest. They are checked before read-excel-file sees the parts, or, for the sheets read straight,
 * as they are read: that reader stops as a sheet passes a cap and measures what it read, so that
 * only the parts it did not read are scanned for the check. Null when the reader fails on a
 * selection of sheets or columns, which is then read whole: the `sheets` option is the one
 * read-excel-file's own readSheet passes, not in its typings.
 */
async function readParts(
  file: string,
  zip: Uint8Array,
  { sheets: selection, cut }: { sheets: Selection | null; cut: boolean },
): Promise<WorkbookResult | null> {
  const unpacked = await unpack(zip, (name) => /\.(xml|rels)$/.test(name) && !selection?.leftOut.has(name));
  if (!unpacked.ok)
    return refuse(
      unpacked.reason === 'too-large'
        ? { code: 'unpacks-too-large', file, count: zip.byteLength, limit: MAX_UNPACKED_BYTES }
        : { code: 'corrupt', file },
    );
  try {
    const parts = cut ? withColumnsRead(unpacked.parts) : unpacked.parts;
    const direct = readSheetCells(parts, selection?.sheets ?? null);
    const oversized = oversizedSheet(file, parts, direct?.extents);
    if (oversized) return refuse(oversized);
    if (direct) return { ok: true, book: { fileName: file, container: 'xlsx', sheets: direct.sheets } };
    const options = selection ? ({ sheets: selection.sheets } as Parameters<typeof readXlsxFile>[1]) : undefined;
    const sheets = await readXlsxFile(storedZip(parts), options);
    return { ok: true, book: { fileName: file, container: 'xlsx', sheets: sheets.map((s) => ({ name: s.sheet, rows: asRows(s.data) })) } };
  } catch {
    return selection || cut ? null : refuse({ code: 'corrupt', file });
  }
}

/** The library's typings give date cells as `typeof Date`; they are Date instances, as Cell has it. */
const asRows = (data: unknown): Sheet['rows'] => data as Sheet['rows'];
