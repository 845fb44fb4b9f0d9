import { describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en/page';
import { DERIVATION_VALUES_EN } from '../../../src/i18n/en/formulas';
import { createFormatter } from '../../../src/i18n/numbers';
import { inputValue } from '../../../src/ui/derivation/inputValue';

describe('a derivation input in its unit', () => {
  it('formats each input by what it measures', () => {
    const f = createFormatter('en-US', 'TB', EN);
    expect(inputValue(f, EN, DERIVATION_VALUES_EN, 'raw', 1e13, 'bytes')).toBe('10 TB');
    expect(inputValue(f, EN, DERIVATION_VALUES_EN, 'share', 0.05, 'bytes')).toBe('5%');
    expect(inputValue(f, EN, DERIVATION_VALUES_EN, 'compression', 1.5, 'ratio')).toBe('1.5:1');
    expect(inputValue(f, EN, DERIVATION_VALUES_EN, 'total', 100, 'cores')).toBe('100 cores');
    expect(inputValue(f, EN, DERIVATION_VALUES_EN, 'awareness', 'block', 'bytes')).toBe('block');
    // RAM started after a site failure takes the unit of the RAM figure it explains: binary.
    expect(inputValue(f, EN, DERIVATION_VALUES_EN, 'failoverRam', 1600 * 2 ** 30, 'memory')).toBe('1.56 TiB');
    expect(inputValue(f, EN, DERIVATION_VALUES_EN, 'gibPerSsd', 80, 'bytes')).toBe('80 GiB');
  });
});
