import { describe, expect, it } from 'vitest';
import { EN } from '../../src/i18n/en/page';
import { createFormatter } from '../../src/i18n/numbers';
import { figure } from '../../src/model/derivation';

describe('number formatting', () => {
  it('shows capacities in the chosen system', () => {
    const tb = createFormatter('en-US', 'TB', EN);
    const tib = createFormatter('en-US', 'TiB', EN);
    expect(tb.bytes(2e12)).toBe('2 TB');
    expect(tib.bytes(2 * 1024 ** 4)).toBe('2 TiB');
    expect(tib.bytes(2e12)).toBe('1.82 TiB');
    expect(tb.bytes(480e9)).toBe('480 GB');
    expect(tib.bytes(3 * 1024 ** 5)).toBe('3 PiB');
  });

  it('keeps RAM binary whichever capacity unit is chosen, as the inputs state it in GiB', () => {
    const tb = createFormatter('en-US', 'TB', EN);
    expect(tb.memory(64 * 1024 ** 3)).toBe('64 GiB');
    expect(tb.figure(figure(2 * 1024 ** 4, 'memory', 'demandRam', 'arithmetic'))).toBe('2 TiB');
    expect(tb.figure(figure(2e12, 'bytes', 'raw', 'bibleDrive'))).toBe('2 TB');
  });

  it('follows the user locale', () => {
    const de = createFormatter('de-DE', 'TB', EN);
    expect(de.bytes(1.5e12)).toBe('1,5 TB');
    expect(de.number(45792)).toBe('45.792');
  });

  it('never shows NaN or Infinity', () => {
    const f = createFormatter('en-US', 'TiB', EN);
    for (const v of [NaN, Infinity, -Infinity]) {
      expect(f.bytes(v)).toBe('—');
      expect(f.percent(v)).toBe('—');
      expect(f.figure(figure(v, 'cores', 'usableCores', 'sizerWiki'))).not.toMatch(/NaN|Infinity/);
    }
  });

  it('formats durations in seconds, minutes or hours', () => {
    const f = createFormatter('en-US', 'TB', EN);
    expect(f.duration(90)).toMatch(/^90\s?s/);
    expect(f.duration(3 * 3600)).toMatch(/^3\s?hr?/);
  });
});
