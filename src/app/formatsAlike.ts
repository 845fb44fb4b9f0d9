import { ENGLISH_NUMBER_LOCALES } from '../i18n/englishNumbers';

/** Four numbers as `locale` writes them: what the prerendered page shows depends on these. */
export function numberSample(locale: string): string {
  return [
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(1234567.891),
    new Intl.NumberFormat(locale, { style: 'percent' }).format(0.593),
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short', maximumFractionDigits: 1 }).format(3.25),
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(12),
  ].join('|');
}

/** The prerendered page can be taken over as is only where numbers are written the same way. */
export function formatsAlike(a: string, b: string): boolean {
  // English is written without Intl (src/i18n/englishNumbers.ts): its first formatter would cost
  // the start what that spares it.
  if (a === b || (ENGLISH_NUMBER_LOCALES.has(a) && ENGLISH_NUMBER_LOCALES.has(b))) return true;
  try {
    return numberSample(a) === numberSample(b);
  } catch {
    return false;
  }
}
