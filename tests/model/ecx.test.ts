import { describe, expect, it } from 'vitest';
import { ecxStrip, minimumEcxDomains, possibleStrips } from '../../src/model/ecx';
import { cluster, evaluate, nodeType, codes, scenario, step, TB } from './helpers';

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
      const withOverhead = (rf: 2 | 3) => {
        const s = ecxStrip(domains, rf);
        return { ...s, overhead: s.data ? (s.data + s.parity) / s.data : rf };
      };
      expect(withOverhead(2)).toEqual({ data: rf2[0], parity: rf2[1], overhead: rf2[2] });
      expect(withOverhead(3)).toEqual({ data: rf3[0], parity: rf3[1], overhead: rf3[2] });
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

describe('EC-X after a failure: the strips the data may be in', () => {
  // Nodes of 8 x 7.68 = 61.44 TB and of 2 x 1.92 = 3.84 TB, RF2, N+1, all data cold, all of the saving, no overheads.
  const big = nodeType({ id: 'big', drives: [{ tier: 'ssd', count: 8, sizeTB: 7.68, selfEncrypting: true }] });
  const small = nodeType({ id: 'small', drives: [{ tier: 'ssd', count: 2, sizeTB: 1.92, selfEncrypting: true }] });
  const mixed = (bigs: number, smalls: number) =>
    evaluate(
      cluster(0, {
        nodes: [{ nodeTypeId: 'big', count: bigs }, ...(smalls ? [{ nodeTypeId: 'small', count: smalls }] : [])],
        recommendNodeTypeId: 'big',
        protection: { ecx: { enabled: true, coldShare: 1, savingsRealised: 1 } },
        headroom: { mode: 'fixed', fixedDomains: 1 },
        overheads: { flashFormattingShare: 0, hddFormattingShare: 0, homeGiBPerDevice: 0, metadataGiBPerDevice: 0, oplogGiBAtRf2: 0 },
      }),
      [big, small],
    );

  it('counts the lower of the intact strip and the survivors’ own: 5 large + 1 small node keep 4/1 strips', () => {
    // 6 nodes stripe 4/1 (tech note); after N+1 the survivors 4 x 61.44 + 3.84 = 249.6 TB could
    // re-stripe 3/1 (187.2 TB), but if the platform keeps 4/1 every strip has a member on the
    // small node: E <= 3.84 TB, 2R + 5E <= 249.6, so R = 115.2 and D = R + 4E = 130.56 TB.
    const r = mixed(5, 1);
    expect(step(r, 'logical')).toBeCloseTo(130.56 * TB, -6);
    expect(r.capacity.stripAfterLoss).toEqual({ data: 4, parity: 1 });
  });

  it('adding a small node can lower usable capacity: the strip widens and the new node must hold a member of every strip', () => {
    // 5 equal nodes: 3/1 or, re-striped for the 4 survivors, 2/1: 245.76 / 1.5 = 163.84 TB.
    expect(step(mixed(5, 0), 'logical')).toBeCloseTo(163.84 * TB, -6);
    expect(step(mixed(5, 1), 'logical')).toBeLessThan(step(mixed(5, 0), 'logical'));
    // Never below RF alone on the larger cluster: 249.6 / 2 = 124.8 TB.
    expect(step(mixed(5, 1), 'logical')).toBeGreaterThan(124.8 * TB);
  });

  it('a strip wider than the survivors cannot be kept: RF2 on 6 nodes at N+2 counts no saving, and says 7 are needed', () => {
    // 6 nodes stripe 4/1 (5 members); 4 survive N+2.
    const r = evaluate(
      cluster(6, {
        headroom: { mode: 'fixed', fixedDomains: 2 },
        protection: { ecx: { enabled: true, coldShare: 1, savingsRealised: 1 } },
      }),
    );
    expect(r.capacity.overhead.value).toBe(2);
    expect(r.warnings.find((w) => w.code === 'ecx-below-minimum')!.params).toMatchObject({ domains: 6, min: 7 });
  });

  it('fewest domains for every possible strip after losing f: 4 + f (RF2) and 6 + f (RF3) while the intact strip fits', () => {
    expect([0, 1, 2, 3].map((f) => minimumEcxDomains(2, f))).toEqual([4, 5, 7, 8]);
    expect([0, 1, 2, 3].map((f) => minimumEcxDomains(3, f))).toEqual([6, 7, 8, 9]);
    // The closed form agrees with the strips themselves: one domain fewer leaves a possible strip that is none.
    for (const rf of [2, 3] as const)
      for (let f = 0; f <= 8; f++) {
        const n = minimumEcxDomains(rf, f);
        expect(possibleStrips(n - f, n, rf).every((s) => s.data > 0)).toBe(true);
        expect(possibleStrips(n - 1 - f, n - 1, rf).some((s) => s.data === 0)).toBe(true);
      }
  });

  it('rebuilds at the survivors’ overhead: 5 equal nodes, 1,000 GiB all cold, lose one', () => {
    // Intact 3/1 (4/3 x); the 4 survivors hold it as 2/1 (1.5 x), the lower. The failed node's fifth
    // of 1,000 GiB x 1.5, by 4 survivors at 0.25 GB/s: 60 + 1,073,741,824,000 x 1.5 / 5 / 1e9 = 382.12 s.
    const r = evaluate(
      cluster(5, {
        protection: { ecx: { enabled: true, coldShare: 1, savingsRealised: 1 } },
        workload: { vmGroups: [{ ...cluster(1).workload.vmGroups[0]!, usedGiB: 1000, provisionedGiB: 1000 }] },
      }),
    );
    expect(scenario(r, 1, 'at-once').rebuildSeconds!.value).toBeCloseTo(60 + (1000 * 2 ** 30 * 1.5) / 5 / 1e9, 6);
  });
});
