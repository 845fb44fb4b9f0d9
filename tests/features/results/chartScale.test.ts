import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeGroups, zeroBasedTicks } from '../../../src/features/results/chartScale';

describe('a chart’s value axis from zero', () => {
  it('ends at the first round figure at or above the highest value', () => {
    // The runway at the default sizing: demand at 53 %, the 90 % threshold ×1.1 = 99 %.
    expect(zeroBasedTicks(0.99)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    // Demand at 9,740 % after five years of tripling.
    expect(zeroBasedTicks(97.4)).toEqual([0, 25, 50, 75, 100]);
    expect(zeroBasedTicks(1.2)).toEqual([0, 0.5, 1, 1.5]);
    expect(zeroBasedTicks(3)).toEqual([0, 1, 2, 3]);
    expect(zeroBasedTicks(0.8)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });

  it('still has an axis with nothing to show', () => {
    expect(zeroBasedTicks(0)).toEqual([0, 1]);
    expect(zeroBasedTicks(Number.NaN)).toEqual([0, 1]);
    expect(zeroBasedTicks(Number.POSITIVE_INFINITY)).toEqual([0, 1]);
  });

  it('takes even steps of 1, 2, 2.5 or 5 times a power of ten, at most four, ending under 1.5 times the highest value', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e9, noNaN: true }), (max) => {
        const ticks = zeroBasedTicks(max);
        const step = ticks[1]!;
        const mantissa = step / 10 ** Math.floor(Math.log10(step));
        expect([1, 2, 2.5, 5].some((s) => Math.abs(mantissa - s) < 1e-9)).toBe(true);
        expect(ticks[0]).toBe(0);
        expect(ticks.length).toBeLessThanOrEqual(5);
        ticks.forEach((t, i) => expect(t).toBeCloseTo(i * step, 6));
        const top = ticks[ticks.length - 1]!;
        expect(top).toBeGreaterThanOrEqual(max * (1 - 1e-9));
        expect(top).toBeLessThan(max * 1.5 + 1e-9);
      }),
    );
  });
});

describe('reference lines too close for a label each', () => {
  it('the 80 % and 90 % thresholds on an axis to 10,000 % share one label; to 100 %, each has its own', () => {
    // 218 px of plot: 10 % apart is 0.2 px at 10,000 %, 21.8 px at 100 %.
    expect(closeGroups([0.9, 0.8, 0.9], 100, 218, 14)).toEqual([[0.8, 0.9]]);
    expect(closeGroups([0.9, 0.8, 0.9], 1, 218, 14)).toEqual([[0.8], [0.9]]);
  });

  it('joins a chain of close lines, and keeps apart the ones a label’s height away', () => {
    // 0, 10 and 20 px: each within 14 px of the one below it.
    expect(closeGroups([0, 0.1, 0.2], 1, 100, 14)).toEqual([[0, 0.1, 0.2]]);
    expect(closeGroups([0, 0.14, 0.2], 1, 100, 14)).toEqual([[0], [0.14, 0.2]]);
  });

  it('every value once, in order; close within a group, a label’s height between groups', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { maxLength: 8 }),
        fc.double({ min: 10, max: 1000, noNaN: true }),
        (values, top) => {
          const px = (v: number) => (v / top) * 218;
          const groups = closeGroups(values, top, 218, 14);
          expect(groups.flat()).toEqual([...new Set(values)].sort((a, b) => a - b));
          for (const g of groups) for (let i = 1; i < g.length; i++) expect(px(g[i]!) - px(g[i - 1]!)).toBeLessThan(14);
          for (let i = 1; i < groups.length; i++) expect(px(groups[i]![0]!) - px(groups[i - 1]!.at(-1)!)).toBeGreaterThanOrEqual(14);
        },
      ),
    );
  });
});
