// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openDocument } from '../../../src/document/draft';
import { createDocumentStore } from '../../../src/document/store';
import { DraftProvider, draftSource } from '../../../src/features/inputs/DraftContext';
import { VmGroupRow } from '../../../src/features/inputs/VmGroupRow';
import { EN } from '../../../src/i18n/en/page';
import { INPUTS_EN } from '../../../src/i18n/en/inputs';
import { JA } from '../../../src/i18n/ja/page';
import { JA_FEATURES } from '../../../src/i18n/ja';
import { createFormatter } from '../../../src/i18n/numbers';
import { defaultConfig } from '../../../src/model/defaultConfig';
import { LocaleProvider } from '../../../src/ui/locale/LocaleContext';
import { t } from '../../../src/ui/locale/t';

afterEach(cleanup);

/** A VM group's count with `text` typed into it: the message under the field. */
function typed(text: string, lang: 'en' | 'ja') {
  const config = defaultConfig();
  const group = config.clusters[0]!.workload.vmGroups[0]!;
  const store = createDocumentStore(openDocument(config));
  const m = lang === 'en' ? EN : JA;
  const words = lang === 'en' ? INPUTS_EN : JA_FEATURES.inputs;
  render(
    <LocaleProvider value={{ lang, m, fmt: createFormatter(lang, 'TiB', m), features: lang === 'en' ? undefined : JA_FEATURES }}>
      <DraftProvider value={{ source: draftSource(store), clusterIndex: 0, dispatch: store.dispatch, type: store.type }}>
        <table>
          <tbody>
            <VmGroupRow group={group} index={0} clusterIndex={0} />
          </tbody>
        </table>
      </DraftProvider>
    </LocaleProvider>,
  );
  const field = screen.getByLabelText(t(words.workload.cellLabel, { column: words.workload.count, name: group.name })) as HTMLInputElement;
  act(() => fireEvent.change(field, { target: { value: text } }));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  return { message: document.getElementById(`${field.id}-error`)!.textContent, name: group.name };
}

describe('a number field holding what is no number', () => {
  it('says that an exponent is not taken, where "1e9" looks like a number (English)', () => {
    const { message, name } = typed('1e9', 'en');
    expect(message).toBe(`VMs, ${name}: write the number in digits, without an exponent (must be at least 0 and at most 1,000,000).`);
  });

  it('says so in Japanese, for the full-width forms of a Japanese input method too', () => {
    const { message, name } = typed('１Ｅ９', 'ja');
    expect(message).toBe(`VM 数、${name}: 指数表記は使えません。数字だけで入力してください（0 以上、1,000,000 以下で指定してください）。`);
  });

  it('asks for a number where the text is none', () => {
    expect(typed('many', 'en').message).toMatch(/: enter a number \(must be at least 0 and at most 1,000,000\)\.$/);
  });
});
