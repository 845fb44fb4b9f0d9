// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderGroupRow } from './groupRow';

afterEach(cleanup);

/** A VM group's count with `text` typed into it: the message under the field. */
function typed(text: string, lang: 'en' | 'ja') {
  const { field, words, name } = renderGroupRow({}, lang);
  const count = field(words.workload.count);
  act(() => fireEvent.change(count, { target: { value: text } }));
  expect(count).toHaveAttribute('aria-invalid', 'true');
  return { message: document.getElementById(`${count.id}-error`)!.textContent, name };
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
