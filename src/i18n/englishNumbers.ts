/**
 * Numbers written exactly as Intl.NumberFormat('en') writes them, without it. The first number
 * formatter of a page loads the ICU locale data, 30 to 45 ms on this project's machine (four times
 * that under Lighthouse's slowed CPU), inside the page's start; English, the default, skips it.
 * The rules are Intl's: the shortest decimal that reads back as the number (as String() gives it),
 * rounded half away from zero, thousands grouped with commas, and "-" kept on a negative that
 * rounds to zero. tests/i18n/englishNumbers.test.ts holds them equal to Intl's.
 */

/** The locales whose numbers these are ('en' is written as the United States write it). */
export const ENGLISH_NUMBER_LOCALES: ReadonlySet<string> = new Set(['en', 'en-US']);

/** Digits of |n| with the position of the decimal point: 0.0123 is "123" at -1, 120 is "12" at 3. */
function decimal(n: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = String(Math.abs(n)).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  const lead = digits.length - digits.replace(/^0+/, '').length;
  digits = digits.slice(lead);
  point -= lead;
  return { digits: digits.replace(/0+$/, ''), point };
}

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** A finite number with at most `fractionDigits` decimals, `shift` places to the left (2 for a percentage). */
function write(n: number, fractionDigits: number, shift = 0): string {
  const { digits, point: at } = decimal(n);
  const point = digits ? at + shift : 0;
  const keep = point + fractionDigits;
  let kept = keep > 0 ? digits.slice(0, keep).padEnd(keep, '0') : '0';
  if (keep >= 0 && keep < digits.length && digits[keep]! >= '5') kept = increment(kept);
  const padded = kept.padStart(fractionDigits + 1, '0');
  const whole = padded.slice(0, padded.length - fractionDigits).replace(/^0+(?=\d)/, '');
  const fraction = padded.slice(padded.length - fractionDigits).replace(/0+$/, '');
  const negative = n < 0 || Object.is(n, -0);
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** Intl's short English names of the units the page writes. */
const UNIT_NAMES: Readonly<Record<string, string>> = { second: 'sec', minute: 'min', hour: 'hr' };

/**
 * What `new Intl.NumberFormat('en', options)` would write, for the options the page uses: plain
 * numbers, percentages, and seconds, minutes and hours in short units, each with a maximum of
 * decimals. Null for any other options, which then go to Intl.
 */
export function englishNumberFormat(options: Intl.NumberFormatOptions): { format(n: number): string } | null {
  const { style = 'decimal', unit, unitDisplay, maximumFractionDigits = style === 'percent' ? 0 : 3, ...rest } = options;
  if (Object.keys(rest).length > 0) return null;
  if (style === 'decimal' && unit === undefined && unitDisplay === undefined) return { format: (n) => write(n, maximumFractionDigits) };
  if (style === 'percent' && unit === undefined && unitDisplay === undefined)
    return { format: (n) => `${write(n, maximumFractionDigits, 2)}%` };
  const name = unit === undefined ? undefined : UNIT_NAMES[unit];
  if (style === 'unit' && name && unitDisplay === 'short') return { format: (n) => `${write(n, maximumFractionDigits)} ${name}` };
  return null;
}
