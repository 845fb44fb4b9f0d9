/** The encodings a CSV is read in, as TextDecoder names them. */
type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'shift_jis';

const BOMS: readonly [TextEncoding, readonly number[]][] = [
  ['utf-8', [0xef, 0xbb, 0xbf]],
  ['utf-16le', [0xff, 0xfe]],
  ['utf-16be', [0xfe, 0xff]],
];

function decode(encoding: TextEncoding, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export type DecodedText = { ok: true; text: string } | { ok: false; code: 'not-spreadsheet' | 'unknown-encoding' };

/**
 * The text of a CSV file. A byte order mark names its encoding: Excel's "CSV UTF-8" writes one,
 * its "Unicode text" is UTF-16 LE with one. Without a mark, UTF-8 is tried, then Shift-JIS, what
 * Excel's plain "CSV" is on Japanese Windows; text with accents in Windows-1252 fails both but
 * may pass as Shift-JIS by chance, its names then read wrong while its numbers still read right.
 * Bytes that are no text (a NUL among them) are not a spreadsheet; text in any other encoding is
 * named as such, so that the message can say how to save it as CSV UTF-8.
 */
export function decodeText(data: ArrayBuffer): DecodedText {
  const bytes = new Uint8Array(data);
  const bom = BOMS.find(([, mark]) => mark.every((b, i) => bytes[i] === b));
  const text = bom ? decode(bom[0], bytes.subarray(bom[1].length)) : (decode('utf-8', bytes) ?? decode('shift_jis', bytes));
  if (text === null) return { ok: false, code: bytes.subarray(0, 4096).includes(0) ? 'not-spreadsheet' : 'unknown-encoding' };
  return text.includes('\0') ? { ok: false, code: 'not-spreadsheet' } : { ok: true, text };
}
