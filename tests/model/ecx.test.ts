import { describe, expect, it } from 'vitest';
import { ecxStrip, storageOverhead } from '../../src/model/ecx';
import { cluster, evaluate, nodeType, codes } from './helpers';

describe('EC-X strip by fault domains (EC-X tech note table, domain.md section 1)', () => {
  // nodes: [RF2 data/parity, overhead], [RF3 data/parity, overhead]
  const table = [
    [3, [0, 0, 2], [0, 0, 3]],
    [4, [2, 1, 1.5], [0, 0, 3]],
    [5, [3, 1, 4 / 3], [0, 0, 3]],
    [6, [4, 1, 1.25], [2, 2, 2]],
    [7, [4, 1, 1.25], [3, 2, 5 / 3]],
    [8, [4, 1, 1.25], [4, 2, 1.5]],
    [12, [4, 1, 1.25], [4, 2, 1.5]],
  ] as const;
  for (const [domains, rf2, rf3] of table) {
    it(`${domains} domains: RF2 ${rf2[0]}/${rf2[1]} (${rf2[2].toFixed(2)}x), RF3 ${rf3[0]}/${rf3[1]} (${rf3[2].toFixed(2)}x)`, () => {
      expect(ecxStrip(domains, 2)).toEqual({ data: rf2[0], parity: rf2[1], overhead: rf2[2] });
      expect(ecxStrip(domains, 3)).toEqual({ data: rf3[0], parity: rf3[1], overhead: rf3[2] });
    });
  }

  it('counts only the realised share of the saving, on the cold share only', () => {
    // RF2, 4/1 strip (1.25x), half the data cold, half the saving counted:
    // cold overhead = 2 - 0.5 x (2 - 1.25) = 1.625; blended = 0.5 x 2 + 0.5 x 1.625 = 1.8125
    const o = storageOverhead(2, ecxStrip(8, 2), { enabled: true, coldShare: 0.5, savingsRealised: 0.5 });
    expect(o).toBeCloseTo(1.8125, 12);
    expect(storageOverhead(2, ecxStrip(8, 2), { enabled: false, coldShare: 0.5, savingsRealised: 0.5 })).toBe(2);
  });

  it('with block awareness needs 4 blocks for RF2 after the reserve: N+1 needs 5 blocks of 2 nodes', () => {
    const blocks = (n: number) => evaluate(cluster(2 * n, { faultDomains: { awareness: 'block', nodesPerBlock: 2 }, protection: { ecx: { enabled: true } } }));
    const four = blocks(4);
    expect(four.layout.effective).toBe('block');
    expect(four.warnings.find((w) => w.code === 'ecx-below-minimum')!.params).toMatchObject({ domains: 4, min: 5 });
    const five = blocks(5);
    expect(codes(five)).not.toContain('ecx-below-minimum');
    expect(five.capacity.stripAfterLoss).toEqual({ data: 2, parity: 1 });
  });

  it('is applied again to the survivors after the reserve: 5 nodes RF2 with N+1 size on a 3/1 strip of 4 survivors = 2/1', () => {
    const r = evaluate(cluster(5, { protection: { ecx: { enabled: true, coldShare: 1, savingsRealised: 1 } } }), [nodeType()]);
    expect(r.capacity.stripAfterLoss).toEqual({ data: 2, parity: 1 });
    expect(r.capacity.overhead.value).toBeCloseTo(1.5, 12);
  });
});

describe('compute-only nodes are no fault domain for data', () => {
  it('do not widen the EC-X strip: 4 HCI + 4 compute-only nodes size like the 4 HCI nodes alone', () => {
    const compute = nodeType({ id: 'co', role: 'compute-only', drives: [] });
    const ecx = { protection: { ecx: { enabled: true } } };
    const mixed = evaluate(cluster(0, { ...ecx, nodes: [{ nodeTypeId: 'n', count: 4 }, { nodeTypeId: 'co', count: 4 }] }), [nodeType(), compute]);
    const alone = evaluate(cluster(4, ecx));
    // 3 data nodes survive the reserve: no strip, overhead RF2.
    expect(mixed.capacity.overhead.value).toBe(2);
    expect(mixed.capacity.waterfall.find((s) => s.id === 'mayUse')!.figure.value).toBeCloseTo(alone.capacity.waterfall.find((s) => s.id === 'mayUse')!.figure.value, 0);
  });
  it('do not make block awareness effective: blocks holding only compute-only nodes do not count', () => {
    const compute = nodeType({ id: 'co', role: 'compute-only', drives: [] });
    const c = cluster(0, { faultDomains: { awareness: 'block', nodesPerBlock: 4 }, nodes: [{ nodeTypeId: 'n', count: 4 }, { nodeTypeId: 'co', count: 8 }] });
    const r = evaluate(c, [nodeType(), compute]);
    expect(r.layout.effective).toBe('node');
    expect(codes(r)).toContain('awareness-fallback');
  });
});
