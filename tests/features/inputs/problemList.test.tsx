// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { displayForPath } from '../../../src/features/inputs/fieldDisplay';
import { ProblemList } from '../../../src/features/inputs/ProblemList';
import { EN } from '../../../src/i18n/en/page';
import { JA_FEATURES } from '../../../src/i18n/ja';
import { JA } from '../../../src/i18n/ja/page';
import { createFormatter } from '../../../src/i18n/numbers';
import type { SizingConfig } from '../../../src/model/config';
import { defaultConfig } from '../../../src/model/defaultConfig';
import { validateConfig } from '../../../src/schema/parse';
import { setAt } from '../../../src/schema/paths';
import { LocaleProvider } from '../../../src/ui/locale/LocaleContext';

afterEach(cleanup);

/** The default sizing with a CPU threshold of 150 % (stored 1.5), a rebuild rate of 0 GB/s and a drive of −1 TB. */
function damaged(): SizingConfig {
  let doc = defaultConfig();
  doc = setAt(doc, ['clusters', 0, 'thresholds', 'cpu'], 1.5);
  doc = setAt(doc, ['clusters', 0, 'rebuild', 'rateGBpsPerNode'], 0);
  doc = setAt(doc, ['nodeTypes', 0, 'drives', 0, 'sizeTB'], -1);
  return doc;
}

function renderList(lang: 'en' | 'ja', draft = damaged()) {
  const checked = validateConfig(draft);
  if (checked.ok) throw new Error('the damaged sizing has problems');
  const m = lang === 'en' ? EN : JA;
  render(
    <LocaleProvider value={{ lang, m, fmt: createFormatter(lang, 'TiB', m), features: lang === 'en' ? undefined : JA_FEATURES }}>
      <ProblemList problems={checked.problems} draft={draft} />
    </LocaleProvider>,
  );
  return screen.getAllByRole('listitem').map((li) => li.textContent);
}

describe('the problem list words each limit as its field does, in the field’s own scale and unit', () => {
  const type = defaultConfig().nodeTypes[0]!.name;

  it('in English', () => {
    const items = renderList('en');
    expect(items).toEqual([
      `Size, Drive group 1, ${type} must be at least 0 TB.`,
      // Stored as 1 (a fraction), shown and limited as a percentage.
      'CPU target must be at most 100 %.',
      'Rebuild rate per surviving node must be at least 0.01 GB/s.',
    ]);
  });

  it('in Japanese, with its own separators', () => {
    const items = renderList('ja');
    expect(items).toEqual([
      `容量、ドライブグループ 1、${type}: 0 TB 以上で指定してください。`,
      'CPU の目標: 100 % 以下で指定してください。',
      '残存ノードあたりのリビルド速度: 0.01 GB/s 以上で指定してください。',
    ]);
  });
});

describe('text that reads as a number to the one who typed it', () => {
  /** The default sizing with the first node count typed as `text`. */
  const typed = (text: string) => setAt(defaultConfig(), ['clusters', 0, 'nodes', 0, 'count'], text);
  // The cluster's first nodes are of the all-flash type.
  const type = defaultConfig().nodeTypes.find((t) => t.id === 'all-flash')!.name;

  it('an exponent is told why it is refused, as its field tells it', () => {
    expect(renderList('en', typed('1e9'))).toEqual([`Nodes of ${type} must be written in digits, without an exponent, not "1e9".`]);
  });

  it('in Japanese, for the full-width forms of an input method too', () => {
    expect(renderList('ja', typed('１Ｅ９'))).toEqual([
      `${type} のノード数: 指数表記は使えません。数字だけで入力してください（入力値: "１Ｅ９"）。`,
    ]);
  });

  it('text that is no number is still "not text"', () => {
    expect(renderList('en', typed('many'))).toEqual([`Nodes of ${type} must be a number, not text "many".`]);
  });
});

describe('an input’s display, one table for its field and the problem list', () => {
  it('by its key under the nearest named part of the document', () => {
    expect(displayForPath(['clusters', 2, 'rebuild', 'ringRemovalSeconds'], EN.fieldUnits)).toEqual({ scale: 1 / 60, unit: 'min' });
    expect(displayForPath(['clusters', 0, 'workload', 'vmGroups', 7, 'hotShare'], EN.fieldUnits)).toEqual({ scale: 100, unit: '%' });
    expect(displayForPath(['nodeTypes', 1, 'drives', 0, 'sizeTB'], JA.fieldUnits)).toEqual({ unit: 'TB' });
    expect(displayForPath(['clusters', 0, 'snapshots', 'retentionDays'], JA.fieldUnits)).toEqual({ unit: '日' });
    // A count, or a key of the same name elsewhere, has none.
    expect(displayForPath(['clusters', 0, 'nodes', 0, 'count'], EN.fieldUnits)).toEqual({});
    expect(displayForPath(['nodeTypes', 0, 'cpu'], EN.fieldUnits)).toEqual({});
  });
});
