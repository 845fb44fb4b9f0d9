import { describe, expect, it } from 'vitest';
import { hasExponent, parseNumber } from '../../src/schema/numberText';
import { defaultConfig } from '../../src/model/defaultConfig';
import { parseConfig } from '../../src/schema/parse';
import { describeInEnglish } from '../../src/i18n/describeInEnglish';

describe('numbers as people type them', () => {
  it('reads `.` or `,` as the decimal mark', () => {
    expect(parseNumber('1.8')).toBe(1.8);
    expect(parseNumber('1,8')).toBe(1.8);
    expect(parseNumber(' 42 ')).toBe(42);
  });
  it('reads full-width digits, marks and signs as the same number', () => {
    expect(parseNumber('１．８')).toBe(1.8);
    expect(parseNumber('１，８')).toBe(1.8);
    expect(parseNumber('３８４０')).toBe(3840);
    expect(parseNumber('－２')).toBe(-2);
    expect(parseNumber('−2')).toBe(-2);
  });
  it('reads a comma before groups of three digits as thousands, in either width', () => {
    expect(parseNumber('１，０００')).toBe(1000);
    expect(parseNumber('1,000')).toBe(1000);
    expect(parseNumber('１２，３４５．６')).toBe(12345.6);
    expect(parseNumber('1,000,000')).toBe(1_000_000);
    expect(parseNumber('1,00')).toBe(1);
    expect(parseNumber('1,0000')).toBe(1);
  });
  it('refuses what is not a number', () => {
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('1.2.3')).toBeNull();
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('1,000,00')).toBeNull();
  });
});

describe('no scientific notation, no unsafe limits', () => {
  it('refuses "1e3" (the first keystrokes of "1e308"), so results never follow it', () => {
    expect(parseNumber('1e3')).toBeNull();
    expect(parseNumber('1e308')).toBeNull();
    expect(parseNumber('2E-1')).toBeNull();
    expect(parseNumber('1000')).toBe(1000);
  });

  it('tells a number written with an exponent from text that is no number, so the field can say why it is refused', () => {
    for (const text of ['1e9', '1E9', '-1.5e-3', '+2.E3', '.5e2', ' 1e9 ', '２．５Ｅ３', '\u22121e3'])
      expect(hasExponent(text), text).toBe(true);
    for (const text of ['1000', '1e', 'e9', '1e9x', '1,5e3', 'many', '']) expect(hasExponent(text), text).toBe(false);
  });

  it('says the field’s own limit for a whole number past 2^53, not 9,007,199,254,740,991', () => {
    const c = defaultConfig();
    c.clusters[0]!.workload.snapshots.retentionDays = 1e20;
    const r = parseConfig(c);
    expect(r.ok).toBe(false);
    // retentionDays is a whole number from 0 to 3,650.
    expect(r.ok ? [] : r.problems.map((p) => describeInEnglish(p))).toEqual(['must be at most 3,650']);
  });
});
