import { describe, expect, it } from 'vitest';
import { EN } from '../../src/i18n/en/page';
import { JA_FEATURES } from '../../src/i18n/ja';
import { JA } from '../../src/i18n/ja/page';
import { createFormatter } from '../../src/i18n/numbers';
import type { Warning } from '../../src/model/warnings';
import { percentsApart } from '../../src/ui/locale/percentsApart';
import { warningText } from '../../src/ui/locale/warningText';

const english = { lang: 'en' as const, m: EN, fmt: createFormatter('en', 'TiB', EN) };
const japanese = { lang: 'ja' as const, m: JA, fmt: createFormatter('ja', 'TiB', JA), features: JA_FEATURES };

const cpuAt = (share: number, threshold = 0.8): Warning => ({
  code: 'threshold-cpu',
  severity: 'critical',
  source: 'inferThresholds',
  target: { clusterId: 'c1', field: 'thresholds.cpu' },
  params: { share, threshold },
});

describe('a share over its target is told apart from it', () => {
  it('with the decimals that show the difference, where both would round to the same whole percentage', () => {
    expect(warningText(english, cpuAt(0.8004))).toBe('CPU after losing the reserve is at 80.04%, above the 80% target.');
    expect(warningText(english, cpuAt(0.803))).toBe('CPU after losing the reserve is at 80.3%, above the 80% target.');
    expect(warningText(english, cpuAt(0.0804, 0.08))).toBe('CPU after losing the reserve is at 8.04%, above the 8% target.');
    expect(warningText(japanese, cpuAt(0.8004))).toContain('80.04%');
  });

  it('whole, as everywhere else, when the whole percentages differ', () => {
    expect(warningText(english, cpuAt(0.874))).toBe('CPU after losing the reserve is at 87%, above the 80% target.');
  });
});

describe('percentsApart, as the utilisation meters read a share against its target', () => {
  it('adds decimals only while the two read the same', () => {
    expect(percentsApart(english.fmt, 0.8004, 0.8)).toEqual({ share: '80.04%', target: '80%' });
    expect(percentsApart(english.fmt, 0.79, 0.8)).toEqual({ share: '79%', target: '80%' });
    // Equal to the target: nothing to tell apart, whole as ever.
    expect(percentsApart(english.fmt, 0.8, 0.8)).toEqual({ share: '80%', target: '80%' });
  });
});
