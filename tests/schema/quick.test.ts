import { describe, expect, it } from 'vitest';
import { defaultQuickInput } from '../../src/model/quick';
import { parseQuickInput } from '../../src/schema/quick';
import { describeInEnglish } from '../../src/i18n/describeInEnglish';

describe('the quick calculator’s form at its edge', () => {
  it('accepts its opening values and names each bad field with what is allowed', () => {
    expect(parseQuickInput(defaultQuickInput())).toEqual({ ok: true, input: defaultQuickInput() });
    const bad = { ...defaultQuickInput(), nodes: 0, drives: { ...defaultQuickInput().drives, ssd: { count: 65, sizeTB: Number.NaN } } };
    const r = parseQuickInput(bad);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems.map((p) => `${p.path}: ${describeInEnglish(p)}`)).toEqual([
        'drives.ssd.count: must be at most 64',
        'drives.ssd.sizeTB: must be a number, not NaN',
        'nodes: must be at least 1',
      ]);
  });
});
