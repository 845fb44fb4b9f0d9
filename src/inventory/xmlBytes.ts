/**
 * Reading a sheet's XML as bytes, as read-excel-file reads it: elements by their bare names and
 * cell references as base-26 columns and row numbers. A sheet of many megabytes is scanned here
 * without decoding it to text first.
 */
export const LT = 0x3c;
export const GT = 0x3e;
const isSpace = (b: number | undefined) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;
const ends = (b: number | undefined) => isSpace(b) || b === 0x2f || b === GT;
export const bytesOf = (word: string) => Uint8Array.from(word, (ch) => ch.charCodeAt(0));
const ROW = bytesOf('row');
const DIMENSION = bytesOf('dimension');
export const R = bytesOf('r');
export const REF = bytesOf('ref');
/** The character references and the five named entities XML has; nothing else is an entity in a workbook part. */
export const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));/g;
export const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Where `byte` next is, at or after `from`; -1 when nowhere. A plain loop: in a sheet the next tag
 * is a few bytes on, nearer than a call to the typed array's indexOf pays for (it took most of the
 * time when used to read sheets).
 */
export function next(xml: Uint8Array, byte: number, from: number): number {
  for (let i = from; i < xml.length; i++) if (xml[i] === byte) return i;
  return -1;
}

/** Where `word` starts at or after `from`, ending by `to`; -1 when nowhere. */
export function find(xml: Uint8Array, word: Uint8Array, from: number, to = xml.length): number {
  for (let i = next(xml, word[0]!, from); i >= 0 && i + word.length <= to; i = next(xml, word[0]!, i + 1)) {
    let k = 1;
    while (k < word.length && xml[i + k] === word[k]) k++;
    if (k === word.length) return i;
  }
  return -1;
}

function at(xml: Uint8Array, i: number, word: Uint8Array): boolean {
  for (let k = 0; k < word.length; k++) if (xml[i + k] !== word[k]) return false;
  return true;
}

/**
 * The elements read-excel-file sizes its grid by, matched as it matches them (by their bare
 * names): each row's and cell's `r`, and the sheet's `<dimension ref>`, which the reader ignores
 * today but a sheet claiming the whole grid is no inventory either.
 */
export type Element = 'row' | 'c' | 'dimension';
export function elementAt(xml: Uint8Array, i: number): Element | null {
  if (xml[i] === 0x63) return ends(xml[i + 1]) ? 'c' : null;
  if (xml[i] === 0x72) return at(xml, i, ROW) && ends(xml[i + 3]) ? 'row' : null;
  if (xml[i] === 0x64) return at(xml, i, DIMENSION) && ends(xml[i + 9]) ? 'dimension' : null;
  return null;
}

/**
 * Where the value of attribute `name` starts in the tag from `from` to `to`, and where its quote
 * closes; null when the tag has none.
 */
export function attributeIn(xml: Uint8Array, from: number, to: number, name: Uint8Array): [number, number] | null {
  for (let i = from; i < to; i++) {
    if (!isSpace(xml[i]) || !at(xml, i + 1, name)) continue;
    let j = i + 1 + name.length;
    while (isSpace(xml[j])) j++;
    if (xml[j] !== 0x3d) continue;
    j++;
    while (isSpace(xml[j])) j++;
    const quote = xml[j];
    if (quote !== 0x22 && quote !== 0x27) continue;
    const close = xml.indexOf(quote, j + 1);
    return close < 0 || close > to ? null : [j + 1, close];
  }
  return null;
}

const isDigit = (b: number) => b >= 0x30 && b <= 0x39;

/** The number the bytes spell as JavaScript's Number() reads it (plain digits without making a string). */
export function numberIn(xml: Uint8Array, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    if (!isDigit(xml[i]!)) return Number(String.fromCharCode(...xml.subarray(from, to)));
    n = n * 10 + xml[i]! - 0x30;
  }
  return from < to ? n : NaN;
}

/** A cell reference read as read-excel-file reads it: every byte before the first digit a base-26 digit, then a number. */
export function cellIn(xml: Uint8Array, from: number, to: number): { row: number; column: number } | null {
  let column = 0;
  for (let i = from; i < to; i++) {
    if (isDigit(xml[i]!)) {
      const row = numberIn(xml, i, to);
      return Number.isNaN(row) ? null : { row, column };
    }
    column = column * 26 + xml[i]! - 64;
  }
  return null;
}
