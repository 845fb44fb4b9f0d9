import { describe, expect, it } from 'vitest';
import { ecxStrip } from '../../src/model/ecx';
import { cluster, evaluate, nodeType, codes, step } from './helpers';

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
    // 8 equal nodes, RF2, 4/1 strip (1.25x), half the data cold, half the saving counted:
    // a quarter of the data erasure-coded: overhead = 0.75 x 2 + 0.25 x 1.25 = 1.8125
    const on = evaluate(
      cluster(9, {
        headroom: { mode: 'fixed', fixedDomains: 1 },
        protection: { ecx: { enabled: true, coldShare: 0.5, savingsRealised: 0.5 } },
      }),
    );
    expect(on.capacity.overhead.value).toBeCloseTo(1.8125, 12);
    const off = evaluate(
      cluster(9, {
        headroom: { mode: 'fixed', fixedDomains: 1 },
        protection: { ecx: { enabled: false, coldShare: 0.5, savingsRealised: 0.5 } },
      }),
    );
    expect(off.capacity.overhead.value).toBe(2);
  });

  it('with block awareness needs 4 blocks for RF2 after the reserve: N+1 needs 5 blocks of 2 nodes', () => {
    const blocks = (n: number) =>
      evaluate(cluster(2 * n, { faultDomains: { awareness: 'block', nodesPerBlock: 2 }, protection: { ecx: { enabled: true } } }));
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
    const mixed = evaluate(
      cluster(0, {
        ...ecx,
        nodes: [
          { nodeTypeId: 'n', count: 4 },
          { nodeTypeId: 'co', count: 4 },
        ],
      }),
      [nodeType(), compute],
    );
    const alone = evaluate(cluster(4, ecx));
    // 3 data nodes survive the reserve: no strip, overhead RF2.
    expect(mixed.capacity.overhead.value).toBe(2);
    expect(step(mixed, 'mayUse')).toBeCloseTo(step(alone, 'mayUse'), 0);
  });
  it('do not make block awareness effective: blocks holding only compute-only nodes do not count', () => {
    const compute = nodeType({ id: 'co', role: 'compute-only', drives: [] });
    const c = cluster(0, {
      faultDomains: { awareness: 'block', nodesPerBlock: 4 },
      nodes: [
        { nodeTypeId: 'n', count: 4 },
        { nodeTypeId: 'co', count: 8 },
      ],
    });
    const r = evaluate(c, [nodeType(), compute]);
    expect(r.layout.effective).toBe('node');
    expect(codes(r)).toContain('awareness-fallback');
  });
});

describe('EC-X strips on mixed node sizes', () => {
  it('count only the capacity where a whole strip fits; the rest of the cold data stays at RF', () => {
    // Three 122.88 TB nodes and four 3.84 TB nodes, RF2, all data cold, all of the saving counted, no overheads.
    const big = nodeType({ id: 'big', drives: [{ tier: 'ssd', count: 8, sizeTB: 15.36, selfEncrypting: true }] });
    const small = nodeType({ id: 'small', drives: [{ tier: 'ssd', count: 2, sizeTB: 1.92, selfEncrypting: true }] });
    const c = cluster(0, {
      nodes: [
        { nodeTypeId: 'big', count: 3 },
        { nodeTypeId: 'small', count: 4 },
      ],
      recommendNodeTypeId: 'big',
      protection: { ecx: { enabled: true, coldShare: 1, savingsRealised: 1 } },
      headroom: { mode: 'fixed', fixedDomains: 1 },
      overheads: { flashFormattingShare: 0, hddFormattingShare: 0, homeGiBPerDevice: 0, metadataGiBPerDevice: 0, oplogGiBAtRf2: 0 },
    });
    const r = evaluate(c, [big, small]);
    // After N+1: 122.88 x 2 + 3.84 x 4 = 261.12 TB, all placeable with 2 copies (D = 130.56).
    // 6 domains: 4/1 strips (width 5). With 5 copies D_5 = min(261.12/5, 138.24/4, 15.36/3) = 5.12 TB,
    // so strips can use 25.6 TB: logical = (261.12 + 25.6 x (2 / 1.25 - 1)) / 2 = 138.24 TB.
    expect(step(r, 'logical')).toBeCloseTo(138.24e12, -6);
    // Without the strip limit EC-X would have claimed 261.12 / 1.25 = 208.9 TB.
    expect(r.capacity.overhead.value).toBeCloseTo(261.12 / 138.24, 9);
  });
  it('leave equal-sized clusters unchanged', () => {
    const r = evaluate(cluster(8, { protection: { ecx: { enabled: true, coldShare: 1, savingsRealised: 1 } } }));
    expect(r.capacity.overhead.value).toBeCloseTo(1.25, 12);
  });
});
