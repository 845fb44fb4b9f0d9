import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { RANGES, type RangeName, readNumber } from '../../src/inventory/values';

describe('a cell read as a number within a range', () => {
  it.each([
    [4, 'vcpu', { ok: true, value: 4 }],
    [' 4 ', 'vcpu', { ok: true, value: 4 }],
    ['0.5', 'ramMiB', { ok: true, value: 0.5 }],
    ['', 'vcpu', { ok: false, reason: 'missing-value', value: '' }],
    ['   ', 'vcpu', { ok: false, reason: 'missing-value', value: '' }],
    [null, 'vcpu', { ok: false, reason: 'missing-value', value: '' }],
    ['1,024', 'storageMiB', { ok: false, reason: 'invalid-value', value: '1,024' }],
    [' 2 cores', 'vcpu', { ok: false, reason: 'invalid-value', value: ' 2 cores' }],
    [true, 'vcpu', { ok: false, reason: 'invalid-value', value: 'true' }],
    [new Date(Date.UTC(2024, 0, 2)), 'vcpu', { ok: false, reason: 'invalid-value', value: '2024-01-02T00:00:00.000Z' }],
    ['1e400', 'iops', { ok: false, reason: 'invalid-value', value: '1e400' }],
    [Number.NaN, 'iops', { ok: false, reason: 'invalid-value', value: 'NaN' }],
    // A count of vCPU is whole: 2.5 is not one, though within the range.
    [2.5, 'vcpu', { ok: false, reason: 'invalid-value', value: '2.5', range: { min: 1, max: 768 } }],
    ['769', 'vcpu', { ok: false, reason: 'out-of-range', value: '769', range: { min: 1, max: 768 } }],
    [0, 'vcpu', { ok: false, reason: 'out-of-range', value: '0', range: { min: 1, max: 768 } }],
    [-1, 'storageMiB', { ok: false, reason: 'out-of-range', value: '-1', range: { min: 0, max: 1_024_000_000 } }],
    [101, 'percent', { ok: false, reason: 'out-of-range', value: '101', range: { min: 0, max: 100 } }],
  ] as const)('%j as %s', (cell, range, expected) => expect(readNumber(cell, range)).toEqual(expected));

  // The ranges were checked with Zod schemas per cell; the comparisons that replaced them for speed say the same.
  const schemas = Object.fromEntries(
    Object.entries(RANGES).map(([k, r]) => [k, (r.int ? z.int() : z.number()).check(z.minimum(r.min), z.maximum(r.max))]),
  ) as Record<RangeName, z.ZodMiniNumber<number>>;
  it('accepts exactly the numbers a Zod schema of the same range accepts (property)', () => {
    const range = fc.constantFrom(...(Object.keys(RANGES) as RangeName[]));
    const near = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: -2, max: 1000 }),
      fc.constantFrom(...Object.values(RANGES).flatMap((r) => [r.min, r.max, r.min - 0.5, r.max + 0.5, r.max + 1])),
    );
    fc.assert(
      fc.property(near, range, fc.boolean(), (n, name, asText) => {
        const read = readNumber(asText ? String(n) : n, name);
        const zod = schemas[name].safeParse(n).success;
        expect(read.ok).toBe(zod);
        if (read.ok) expect(read.value).toBe(Number(String(n)));
      }),
      { seed: 20261129, numRuns: 2000 },
    );
  });
});
