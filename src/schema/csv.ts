/**
 * The one writer of every CSV the project offers, so that a name from the user's file or sizing
 * never runs as a formula in a spreadsheet (OWASP, "CSV Injection"). Where the list separator is
 * `;` (German, French, Spanish, Italian… Excel), a comma-separated file is split on semicolons,
 * and a reader that ignores quotes splits inside them: so every text is quoted, and the start of
 * the text and of every piece a separator could cut it into gets an apostrophe when it starts like
 * a formula. Numbers stay numbers: a negative figure is written bare, as the number it is.
 */
export type CsvValue = string | number;

// = + - @ and their full-width forms (Excel in Japanese runs ＝1+1), tab and CR (OWASP's list).
const FORMULA_START = '=+\\-@＝＋－＠\\t\\r';
const SEPARATORS = ',;\\t\\r\\n';
// A start (of the text, or after a separator), through any spaces and quotes a reader may keep.
const RISKY_START = new RegExp(`(?<=^|[${SEPARATORS}])(?=[ "]*[${FORMULA_START}])`, 'g');

/** One field: a finite number bare, any other number empty, text quoted and kept from running. */
export function csvField(value: CsvValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return `"${value.replace(RISKY_START, "'").replace(/"/g, '""')}"`;
}

/**
 * Rows as CSV: CRLF line ends (RFC 4180), one after the last row too, behind a byte order mark:
 * without it Excel reads the file in the system's code page, and Japanese names come out garbled.
 */
export function csvText(rows: Iterable<readonly CsvValue[]>): string {
  let text = '\uFEFF';
  for (const row of rows) text += row.map(csvField).join(',') + '\r\n';
  return text;
}
