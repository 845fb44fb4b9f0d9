import { unzipSync, zipSync } from 'fflate';
import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/universal';
import type { FileProblem } from './types';
import type { Sheet, Workbook } from './workbook';

/** Larger files are refused unread: an RVTools export of 10,000 VMs is about 5 MB. */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;
/** What a workbook may unpack to: a small file that inflates beyond this is a zip bomb, not an inventory. */
const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;

class TooLarge extends Error {}

/**
 * The workbook unzipped here and zipped again without compression. read-excel-file inflates
 * large entries in Web Workers made from blob: URLs, which the page's Content-Security-Policy
 * forbids (the read would never finish); stored entries it only copies. Unzipping here also caps
 * what the file unpacks to.
 */
function repackStored(data: ArrayBuffer): ArrayBuffer {
  let unpacked = 0;
  const files = unzipSync(new Uint8Array(data), {
    filter: (f) => {
      unpacked += f.originalSize;
      if (unpacked > MAX_UNPACKED_BYTES) throw new TooLarge();
      return /\.(xml|rels)$/.test(f.name);
    },
  });
  const zipped = zipSync(files, { level: 0 });
  return zipped.buffer.slice(zipped.byteOffset, zipped.byteOffset + zipped.byteLength) as ArrayBuffer;
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Compound File Binary: a password-protected xlsx, or an old binary .xls. */
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export type WorkbookResult = { ok: true; book: Workbook } | { ok: false; problems: FileProblem[] };

/**
 * The bytes of a file as sheets of cells: xlsx through read-excel-file (the universal build, which
 * runs alike in a Web Worker and in Node), CSV through papaparse. The kind is told by the bytes,
 * not the file name.
 */
export async function readWorkbook(fileName: string, data: ArrayBuffer): Promise<WorkbookResult> {
  const fail = (code: FileProblem['code'], extra: Partial<FileProblem> = {}): WorkbookResult => ({
    ok: false,
    problems: [{ code, file: fileName, ...extra }],
  });
  if (data.byteLength > MAX_FILE_BYTES) return fail('too-large', { count: data.byteLength, limit: MAX_FILE_BYTES });
  if (data.byteLength === 0) return fail('empty');
  const bytes = new Uint8Array(data, 0, Math.min(data.byteLength, 8));
  if (startsWith(bytes, CFB)) return fail('encrypted');
  if (startsWith(bytes, ZIP)) {
    try {
      const sheets = await readXlsxFile(repackStored(data));
      return { ok: true, book: { fileName, container: 'xlsx', sheets: sheets.map((s) => ({ name: s.sheet, rows: asRows(s.data) })) } };
    } catch (e) {
      return e instanceof TooLarge ? fail('too-large', { count: MAX_UNPACKED_BYTES + 1, limit: MAX_UNPACKED_BYTES }) : fail('corrupt');
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return fail('not-spreadsheet');
  }
  // JSON, HTML or a single column of text is not a table of VMs.
  if (/^\s*[[{<]/.test(text) || !/[,;\t]/.test(text.slice(0, 4096))) return fail('not-spreadsheet');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return { ok: true, book: { fileName, container: 'csv', sheets: [{ name: fileName, rows: parsed.data }] } };
}

/** The library's typings give date cells as `typeof Date`; they are Date instances, as Cell has it. */
const asRows = (data: unknown): Sheet['rows'] => data as Sheet['rows'];
