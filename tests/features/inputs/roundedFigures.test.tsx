// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INPUTS_EN } from '../../../src/i18n/en/inputs';
import { JA_FEATURES } from '../../../src/i18n/ja';
import { renderGroupRow } from './groupRow';

afterEach(cleanup);

describe('a VM group’s per-VM figures', () => {
  it('read rounded while not edited, with the full value in the title', () => {
    const { field } = renderGroupRow({ usedGiB: 224.48712890625, ramGiB: 3.9990234375, provisionedGiB: 300 });
    expect(field(INPUTS_EN.workload.usedGiB).value).toBe('224');
    expect(field(INPUTS_EN.workload.usedGiB)).toHaveAttribute('title', 'Shown rounded; the full value is 224.487128906');
    expect(field(INPUTS_EN.workload.ramGiB).value).toBe('4');
    expect(field(INPUTS_EN.workload.ramGiB)).toHaveAttribute('title', 'Shown rounded; the full value is 3.9990234375');
    // A figure shown whole is not said to be rounded.
    expect(field(INPUTS_EN.workload.provisionedGiB).value).toBe('300');
    expect(field(INPUTS_EN.workload.provisionedGiB)).not.toHaveAttribute('title');
  });

  it('leave the document as it is when focused and left: no edit, no undo step', () => {
    const { store, dispatch, type, field, stored } = renderGroupRow({ usedGiB: 224.48712890625 });
    const used = field(INPUTS_EN.workload.usedGiB);
    act(() => used.focus());
    expect(used.value).toBe('224.487128906');
    expect(used).not.toHaveAttribute('title');
    act(() => used.blur());
    expect(used.value).toBe('224');
    expect(dispatch).not.toHaveBeenCalled();
    expect(type).not.toHaveBeenCalled();
    expect(stored().usedGiB).toBe(224.48712890625);
    expect(store.getState().canUndo).toBe(false);
  });

  it('store what is typed exactly, and read it rounded once left', () => {
    const { store, field, stored } = renderGroupRow({ usedGiB: 224.48712890625 });
    const used = field(INPUTS_EN.workload.usedGiB);
    act(() => used.focus());
    act(() => fireEvent.change(used, { target: { value: '99.125' } }));
    act(() => used.blur());
    expect(stored().usedGiB).toBe(99.125);
    expect(store.getState().canUndo).toBe(true);
    expect(used.value).toBe('99.13');
    expect(used).toHaveAttribute('title', 'Shown rounded; the full value is 99.125');
  });

  it('read as they are while refused, so the problem is seen', () => {
    const { field } = renderGroupRow({});
    const ram = field(INPUTS_EN.workload.ramGiB);
    act(() => ram.focus());
    act(() => fireEvent.change(ram, { target: { value: '-1.23456' } }));
    act(() => ram.blur());
    expect(ram).toHaveAttribute('aria-invalid', 'true');
    expect(ram.value).toBe('-1.23456');
  });

  it('read in the language’s figures and words', () => {
    const { field } = renderGroupRow({ usedGiB: 1234.5678 }, 'ja');
    const used = field(JA_FEATURES.inputs.workload.usedGiB);
    expect(used.value).toBe('1,235');
    expect(used).toHaveAttribute('title', '丸めて表示しています。元の値は 1234.5678');
  });
});
