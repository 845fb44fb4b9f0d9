import { describe, expect, it } from 'vitest';
import { cluster, evaluate, nodeType, step, TiB } from './helpers';

/**
 * Golden figures published by the vendor: Nutanix Partner Sizing Workshop, Sizer intro lab, the
 * Storage Capacity Calculator (2019). 5 nodes, each with 4 (then 6) SSDs of 1,920 GB, "SSD is
 * downstroked" (80 GiB per SSD), no HDD, RF2, storage efficiency 2:1. At RF2 and 2:1 the effective
 * capacity equals the extent store. The model must match within the published rounding and never
 * be above it.
 */
const calculator = (ssds: number) => {
  const t = nodeType({ drives: [{ tier: 'ssd', count: ssds, sizeTB: 1.92, selfEncrypting: false }] });
  return evaluate(cluster(5, { headroom: { mode: 'fixed', fixedDomains: 0 }, dataReduction: { compressionRatio: 2, dedupRatio: 1 } }), [t]);
};

describe('the vendor Storage Calculator, reproduced from below', () => {
  it.each([
    { ssds: 4, published: 27.3 },
    { ssds: 6, published: 42.3 },
  ])('$ssds × 1,920 GB SSD per node, 5 nodes, RF2, 2:1: effective $published TiB', ({ ssds, published }) => {
    const r = calculator(ssds);
    const effective = step(r, 'effective') / TiB;
    expect(step(r, 'effective')).toBeCloseTo(step(r, 'extentStore'), 0);
    expect(effective).toBeLessThanOrEqual(published);
    expect(effective).toBeGreaterThanOrEqual(published - 0.05);
  });

  it('per node, by hand: 4 SSDs keep 5,581.6 GiB of extent store, 6 SSDs 8,662.5 GiB', () => {
    // Each SSD: 1,920 GB = 1,788.139 GiB; less 9.38% formatting (167.727 GiB) and 80 GiB downstroke
    // = 1,540.412 GiB. Per node less 120 GiB home, 60 GiB metadata and 400 GiB oplog (RF2).
    const perSsd = 1.92e12 / 2 ** 30 - 0.0938 * (1.92e12 / 2 ** 30) - 80;
    expect(perSsd).toBeCloseTo(1540.412, 3);
    expect((step(calculator(4), 'extentStore') / 5 / 2 ** 30).toFixed(1)).toBe('5581.6');
    expect((step(calculator(6), 'extentStore') / 5 / 2 ** 30).toFixed(1)).toBe('8662.5');
    expect(4 * perSsd - 580).toBeCloseTo(5581.6, 1);
    expect(6 * perSsd - 580).toBeCloseTo(8662.5, 1);
  });

  it("still gives the Bible's HDD example: 4 × 1 TB HDD, about 3.4 TiB of extent store", () => {
    const hddOnly = nodeType({ drives: [{ tier: 'hdd', count: 4, sizeTB: 1, selfEncrypting: false }] });
    expect(step(evaluate(cluster(1), [hddOnly]), 'extentStore') / TiB).toBeCloseTo(3.378, 3);
  });
});
