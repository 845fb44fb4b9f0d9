import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishNumberFormat } from '../../src/i18n/englishNumbers';

/** The English writer for these options; the test fails if it declines them. */
const english = (options: Intl.NumberFormatOptions) => {
  const f = englishNumberFormat(options);
  expect(f).not.toBeNull();
  return f!;
};
const englishNumber = (n: number, digits: number) => english({ maximumFractionDigits: digits }).format(n);
const englishPercent = (n: number, digits: number) => english({ style: 'percent', maximumFractionDigits: digits }).format(n);
const englishUnit = (n: number, unit: 'second' | 'minute' | 'hour', digits: number) =>
  english({ style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }).format(n);

const intl = (digits: number, options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat('en', { maximumFractionDigits: digits, ...options });

/** Doubles of every size the page shows, and the awkward ones: ties, -0, tiny and huge values. */
const numbers = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e21, max: 1e21 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1000, max: 1000 }),
  fc.integer({ min: -1e9, max: 1e9 }).map((i) => i / 1000),
  fc.integer({ min: -1e6, max: 1e6 }).map((i) => i / 200),
  fc.constantFrom(0, -0, 1.005, 2.675, 0.0045, 0.125, 999.995, 9.995, -0.004, 1e-7, 5e-324, 123456789.125),
);

describe('English numbers without Intl', () => {
  it('writes what Intl.NumberFormat("en") writes, at 0, 1, 2 and 6 decimals', () => {
    fc.assert(
      fc.property(numbers, fc.constantFrom(0, 1, 2, 6), (n, digits) => {
        expect(englishNumber(n, digits)).toBe(intl(digits).format(n));
      }),
      { numRuns: 20_000 },
    );
  });

  it('writes percentages as Intl does, shifting the decimal digits rather than multiplying', () => {
    fc.assert(
      fc.property(numbers, fc.constantFrom(0, 1), (n, digits) => {
        expect(englishPercent(n, digits)).toBe(intl(digits, { style: 'percent' }).format(n));
      }),
      { numRuns: 10_000 },
    );
  });

  it('writes seconds, minutes and hours in Intl’s short units', () => {
    fc.assert(
      fc.property(numbers, fc.constantFrom('second', 'minute', 'hour') as fc.Arbitrary<'second' | 'minute' | 'hour'>, (n, unit) => {
        const digits = unit === 'hour' ? 1 : 0;
        expect(englishUnit(n, unit, digits)).toBe(intl(digits, { style: 'unit', unit, unitDisplay: 'short' }).format(n));
      }),
      { numRuns: 5_000 },
    );
  });

  it('worked examples: grouping, rounding half away from zero on the shortest decimal, a signed zero', () => {
    expect(englishNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(englishNumber(1.005, 2)).toBe('1.01');
    expect(englishNumber(-0.001, 2)).toBe('-0');
    expect(englishNumber(999.995, 2)).toBe('1,000');
    expect(englishPercent(0.0045, 1)).toBe('0.5%');
    expect(englishUnit(3.25, 'hour', 1)).toBe('3.3 hr');
  });

  it('declines what it does not write, so Intl writes it', () => {
    expect(englishNumberFormat({ style: 'currency', currency: 'USD' })).toBeNull();
    expect(englishNumberFormat({ style: 'unit', unit: 'day', unitDisplay: 'short' })).toBeNull();
    expect(englishNumberFormat({ style: 'unit', unit: 'hour', unitDisplay: 'long' })).toBeNull();
    expect(englishNumberFormat({ minimumFractionDigits: 2 })).toBeNull();
  });
});
