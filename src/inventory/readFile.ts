import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/universal';
import { MAX_FILE_BYTES, MAX_UNPACKED_BYTES } from './caps';
import { decodeText } from './encoding';
import { oversizedSheet } from './extent';
import type { FileProblem } from './types';
import { storedZip, unpack } from './unpack';
import type { Sheet, Workbook } from './workbook';

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
 * The bytes of a file as sheets of cells: xlsx through read-excel-file (the universal build, which
 * runs alike in a Web Worker and in Node), CSV through papaparse. The kind is told by the bytes,
 * not the file name.
 */
export async function readWorkbook(file: string, data: ArrayBuffer): Promise<WorkbookResult> {
  const tooLarge = sizeRefusal(file, data.byteLength);
  if (tooLarge) return refuse(tooLarge);
  if (data.byteLength === 0) return refuse({ code: 'empty', file });
  const bytes = new Uint8Array(data, 0, Math.min(data.byteLength, 8));
  if (startsWith(bytes, CFB)) return refuse({ code: 'encrypted', file });
  if (startsWith(bytes, ZIP)) return readXlsx(file, data);
  const decoded = decodeText(data);
  if (!decoded.ok) return refuse({ code: decoded.code, file });
  const text = decoded.text;
  // JSON, HTML or a single column of text is not a table of VMs.
  if (/^\s*[[{<]/.test(text) || !/[,;\t]/.test(text.slice(0, 4096))) return refuse({ code: 'not-spreadsheet', file });
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return { ok: true, book: { fileName: file, container: 'csv', sheets: [{ name: file, rows: parsed.data }] } };
}

/**
 * A workbook read within the caps: unpacked while counting what it yields, its sheets' extent
 * checked, and only then handed to the reader, which holds each sheet as a dense grid.
 */
async function readXlsx(file: string, data: ArrayBuffer): Promise<WorkbookResult> {
  const unpacked = await unpack(new Uint8Array(data), (name) => /\.(xml|rels)$/.test(name));
  if (!unpacked.ok)
    return refuse(
      unpacked.reason === 'too-large'
        ? { code: 'unpacks-too-large', file, count: data.byteLength, limit: MAX_UNPACKED_BYTES }
        : { code: 'corrupt', file },
    );
  const oversized = oversizedSheet(file, unpacked.parts);
  if (oversized) return refuse(oversized);
  try {
    const sheets = await readXlsxFile(storedZip(unpacked.parts));
    return { ok: true, book: { fileName: file, container: 'xlsx', sheets: sheets.map((s) => ({ name: s.sheet, rows: asRows(s.data) })) } };
  } catch {
    return refuse({ code: 'corrupt', file });
  }
}

/** The library's typings give date cells as `typeof Date`; they are Date instances, as Cell has it. */
const asRows = (data: unknown): Sheet['rows'] => data as Sheet['rows'];
