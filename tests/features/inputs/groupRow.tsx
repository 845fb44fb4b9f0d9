import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { openDocument } from '../../../src/document/draft';
import { createDocumentStore } from '../../../src/document/store';
import { DraftProvider, draftSource } from '../../../src/features/inputs/DraftContext';
import { VmGroupRow } from '../../../src/features/inputs/VmGroupRow';
import { EN } from '../../../src/i18n/en/page';
import { INPUTS_EN } from '../../../src/i18n/en/inputs';
import { JA } from '../../../src/i18n/ja/page';
import { JA_FEATURES } from '../../../src/i18n/ja';
import { createFormatter } from '../../../src/i18n/numbers';
import type { VmGroup } from '../../../src/model/config';
import { defaultConfig } from '../../../src/model/defaultConfig';
import { LocaleProvider } from '../../../src/ui/locale/LocaleContext';
import { t } from '../../../src/ui/locale/t';

/** One VM group's row (the default's, with `figures`), over a real document store whose every change is counted. */
export function renderGroupRow(figures: Partial<VmGroup>, lang: 'en' | 'ja' = 'en') {
  const config = defaultConfig();
  const group = { ...config.clusters[0]!.workload.vmGroups[0]!, ...figures };
  config.clusters[0]!.workload.vmGroups = [group];
  const store = createDocumentStore(openDocument(config));
  const dispatch = vi.fn(store.dispatch);
  const type = vi.fn(store.type);
  const m = lang === 'en' ? EN : JA;
  const words = lang === 'en' ? INPUTS_EN : JA_FEATURES.inputs;
  render(
    <LocaleProvider value={{ lang, m, fmt: createFormatter(lang, 'TiB', m), features: lang === 'en' ? undefined : JA_FEATURES }}>
      <DraftProvider value={{ source: draftSource(store), clusterIndex: 0, dispatch, type }}>
        <table>
          <tbody>
            <VmGroupRow group={group} index={0} clusterIndex={0} />
          </tbody>
        </table>
      </DraftProvider>
    </LocaleProvider>,
  );
  /** The row's input under a column heading, by its accessible name. */
  const field = (column: string) => screen.getByLabelText(t(words.workload.cellLabel, { column, name: group.name })) as HTMLInputElement;
  const stored = () => store.getState().draft.clusters[0]!.workload.vmGroups[0]!;
  return { store, dispatch, type, field, stored, words, name: group.name };
}
