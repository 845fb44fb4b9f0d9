/**
 * Parses what a person types: digits with `.` or `,` as the decimal mark, no grouping. Full-width
 * digits and marks (`１．８`, as Japanese input methods write them) read as their ASCII forms.
 * No scientific notation: on the way to "1e308" the field would hold "1e3", a valid 1,000 the
 * results would follow, and no sizing figure needs an exponent.
 */
export function parseNumber(text: string): number | null {
  const s = text
    .normalize('NFKC')
    .replace(/\u2212/g, '-')
    .trim()
    .replace(/\s/g, '');
  const normalised = s.includes('.') ? s : s.replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return null;
  const n = Number(normalised);
  return Number.isFinite(n) ? n : null;
}

/** Drops float noise from scaling (0.07 × 100 = 7.000000000000001). */
export const tidy = (n: number): number => Number(n.toPrecision(12));
