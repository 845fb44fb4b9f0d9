/**
 * Parses what a person types: digits with `.` or `,` as the decimal mark. Full-width digits and
 * marks (`１．８`, as Japanese input methods write them) read as their ASCII forms. A comma before
 * groups of exactly three digits groups thousands (`1,000`, `１，０００`, `12,345.6`); any other
 * comma is a decimal mark (`1,8`). No scientific notation: on the way to "1e308" the field would
 * hold "1e3", a valid 1,000 the results would follow, and no sizing figure needs an exponent.
 */
export function parseNumber(text: string): number | null {
  const s = plain(text);
  const grouped = /^[-+]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(s);
  const normalised = grouped ? s.replace(/,/g, '') : s.includes('.') ? s : s.replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return null;
  const n = Number(normalised);
  return Number.isFinite(n) ? n : null;
}

/** A number written with an exponent ("1e9", "２．５Ｅ３"): refused, and the field says why. */
export const hasExponent = (text: string): boolean => /^[-+]?(\d+\.?\d*|\.\d+)e[-+]?\d+$/i.test(plain(text));

/** What was typed in ASCII, without blanks: full-width forms and the minus sign read as a keyboard's. */
const plain = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/\u2212/g, '-')
    .trim()
    .replace(/\s/g, '');

/** Drops float noise from scaling (0.07 × 100 = 7.000000000000001). */
export const tidy = (n: number): number => Number(n.toPrecision(12));
