import { describe, expect, it } from 'vitest';
import { parseMaxNodes } from '../../../src/features/results/bestFit/maxNodes';

describe('the best fit’s most nodes per cluster', () => {
  it('takes a whole number from the smallest cluster at the RF (3 at RF2, 5 at RF3) to 256', () => {
    expect(parseMaxNodes('3', 2)).toBe(3);
    expect(parseMaxNodes('5', 3)).toBe(5);
    expect(parseMaxNodes(' 256 ', 2)).toBe(256);
    expect(parseMaxNodes('１６', 3)).toBe(16);
  });

  it('refuses what is below the smallest cluster, above 256, not whole or no number', () => {
    for (const text of ['-5', '0', '1', '2', '2.5', '257', '1000', '', 'abc', '1e3']) expect(parseMaxNodes(text, 2), text).toBeNull();
    expect(parseMaxNodes('4', 3)).toBeNull();
  });
});
