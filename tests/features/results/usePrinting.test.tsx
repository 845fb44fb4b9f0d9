// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrinting } from '../../../src/features/results/usePrinting';

afterEach(() => vi.restoreAllMocks());

describe('the print button', () => {
  it('prints only once the code of the parts drawn when reached has arrived, then with everything drawn', async () => {
    const printed = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    let arrive!: () => void;
    const parts = new Promise<void>((resolve) => (arrive = resolve));
    const drawAll = vi.fn();
    const { result } = renderHook(() => usePrinting(drawAll, () => parts));

    let done!: Promise<void>;
    act(() => {
      done = result.current[1]();
    });
    // Every other part's code (the panels, their charts, the print-only report) is loaded by now.
    await act(() => import('../../../src/features/results/report/ProposalReport').then(() => undefined));
    expect(drawAll).not.toHaveBeenCalled();
    expect(printed).not.toHaveBeenCalled();

    arrive();
    await act(() => done);
    expect(drawAll).toHaveBeenCalledTimes(1);
    expect(printed).toHaveBeenCalledTimes(1);
    expect(result.current[0]).toBe(true);
  });
});
