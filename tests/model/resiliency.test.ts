import { describe, expect, it } from 'vitest';
import { spreadTolerance } from '../../src/model/failures';
import { cluster, codes, evaluate, nodeType, scenario, vm } from './helpers';

describe('the two verdicts after a failure (domain.md section 1)', () => {
  it('a 3-node RF2 cluster re-protects its data after a failure but does not heal', () => {
    const r = evaluate(cluster(3));
    const one = scenario(r, 1, 'at-once');
    expect(one).toMatchObject({ dataAvailable: true, reprotected: true, selfHealed: false, canTakeNext: false, survivorNodes: 2 });
  });

  it('a 4-node RF2 cluster heals from one failure and can take the next', () => {
    const one = scenario(evaluate(cluster(4)), 1, 'at-once');
    expect(one).toMatchObject({ dataAvailable: true, reprotected: true, selfHealed: true, canTakeNext: true });
  });

  it('RF2 loses data when two domains fail at once, but survives them one after another when it heals between', () => {
    const r = evaluate(cluster(5, { headroom: { surviveSecondFailure: true } }));
    expect(scenario(r, 2, 'at-once').dataAvailable).toBe(false);
    expect(scenario(r, 2, 'one-after-another')).toMatchObject({ dataAvailable: true, reprotected: true, selfHealed: true });
  });

  it('data is not re-protected when the survivors lack room for every copy', () => {
    // 4 nodes of 16 TB raw, RF2: the workload of 20 TB fits 4 nodes but not 3 at 90% fill.
    const big = {
      id: 'g1',
      name: 'Data',
      count: 1,
      vcpu: 2,
      ramGiB: 4,
      usedGiB: 20_000,
      provisionedGiB: 20_000,
      iops: 0,
      hotShare: 0.2,
      kind: 'files' as const,
    };
    const r = evaluate(cluster(4, { workload: { vmGroups: [big] } }));
    expect(scenario(r, 1, 'at-once')).toMatchObject({ dataAvailable: true, reprotected: false, selfHealed: false, rebuildSeconds: null });
  });
});

describe('RF3 self-healing (seed 003): 6 nodes heal from one failure, 7 from two', () => {
  for (const mode of ['at-once', 'one-after-another'] as const) {
    it(`6 nodes heal from one failure, not from two (${mode})`, () => {
      const r = evaluate(cluster(6, { protection: { rf: 3 } }));
      expect(scenario(r, 1, 'at-once').selfHealed).toBe(true);
      expect(scenario(r, 2, mode)).toMatchObject({ dataAvailable: true, reprotected: true, selfHealed: false });
    });
    it(`7 nodes heal from two failures (${mode})`, () => {
      const r = evaluate(cluster(7, { protection: { rf: 3 } }));
      expect(scenario(r, 2, mode)).toMatchObject({ dataAvailable: true, reprotected: true, selfHealed: true });
    });
  }
  it('the auto headroom of 2 domains is met at 7 nodes and not at 6', () => {
    expect(evaluate(cluster(7, { protection: { rf: 3 } })).constraints.find((k) => k.id === 'self-heal')!.ok).toBe(true);
    const six = evaluate(cluster(6, { protection: { rf: 3 } }));
    expect(six.constraints.find((k) => k.id === 'self-heal')!.ok).toBe(false);
    expect(codes(six)).toContain('self-heal-goal-not-met');
  });
  it('RF3 below 5 nodes is flagged', () => {
    expect(codes(evaluate(cluster(4, { protection: { rf: 3 } })))).toContain('below-min-cluster');
  });
});

describe('data availability follows the copies and the metadata quorum', () => {
  it('RF3 on 4 nodes keeps its data through one loss (3 copies on 4 nodes), though it fails the 5-node minimum', () => {
    const r = evaluate(cluster(4, { protection: { rf: 3 }, headroom: { mode: 'fixed', fixedDomains: 2 } }));
    expect(r.constraints.find((k) => k.id === 'min-cluster')!.ok).toBe(false);
    expect(scenario(r, 1, 'at-once')).toMatchObject({ dataAvailable: true, reprotected: true, selfHealed: false });
    // Two at once: 3 copies still leave one, but 4 metadata copies minus 2 are below the quorum of 3.
    expect(scenario(r, 2, 'at-once').dataAvailable).toBe(false);
  });

  it('tolerates RF - 1 losses with 2 × RF - 1 domains or more, fewer below', () => {
    // [domains, RF2, RF3]
    const table = [
      [1, 0, 0],
      [2, 0, 0],
      [3, 1, 0],
      [4, 1, 1],
      [5, 1, 2],
      [9, 1, 2],
    ] as const;
    for (const [domains, rf2, rf3] of table) {
      expect([domains, spreadTolerance(domains, 2), spreadTolerance(domains, 3)]).toEqual([domains, rf2, rf3]);
    }
  });
});

describe('block and rack awareness (domain.md section 1)', () => {
  it('needs 3 blocks for RF2 and falls back to node awareness with fewer', () => {
    const two = evaluate(cluster(4, { faultDomains: { awareness: 'block', nodesPerBlock: 2 } }));
    expect(two.layout.effective).toBe('node');
    expect(two.warnings.find((w) => w.code === 'awareness-fallback')!.params).toMatchObject({ have: 2, min: 3 });
    expect(evaluate(cluster(6, { faultDomains: { awareness: 'block', nodesPerBlock: 2 } })).layout.effective).toBe('block');
  });
  it('needs 5 blocks for RF3 (the conservative reading)', () => {
    expect(evaluate(cluster(8, { protection: { rf: 3 }, faultDomains: { awareness: 'block', nodesPerBlock: 2 } })).layout.effective).toBe(
      'node',
    );
    expect(evaluate(cluster(10, { protection: { rf: 3 }, faultDomains: { awareness: 'block', nodesPerBlock: 2 } })).layout.effective).toBe(
      'block',
    );
  });
  it('needs 3 racks for RF2 and 5 for RF3', () => {
    const rack = (n: number, rf: 2 | 3) =>
      evaluate(cluster(n, { protection: { rf }, faultDomains: { awareness: 'rack', nodesPerBlock: 1, blocksPerRack: 2 } })).layout
        .effective;
    expect(rack(4, 2)).toBe('node');
    expect(rack(6, 2)).toBe('rack');
    expect(rack(8, 3)).toBe('node');
    expect(rack(10, 3)).toBe('rack');
  });
  it('a block failure takes all its nodes at once; healing also needs the minimum number of blocks', () => {
    // RF2, 4 blocks of 2: losing a block leaves 3 blocks and 6 nodes: healed.
    const r = evaluate(cluster(8, { faultDomains: { awareness: 'block', nodesPerBlock: 2 } }));
    expect(scenario(r, 1, 'at-once')).toMatchObject({ lostNodes: 2, survivorDomains: 3, selfHealed: true });
    // RF2, 3 blocks of 2: losing a block leaves 2 blocks (4 nodes): re-protected, not healed.
    const three = evaluate(cluster(6, { faultDomains: { awareness: 'block', nodesPerBlock: 2 } }));
    expect(scenario(three, 1, 'at-once')).toMatchObject({ lostNodes: 2, survivorNodes: 4, reprotected: true, selfHealed: false });
  });
});

describe('rebuild time (domain.md section 6)', () => {
  it('is 60 s plus the failed share of the stored data over the survivors at 0.25 GB/s each', () => {
    // 4 equal nodes, 1 VM of 3,000 GiB used, RF2, no reduction: 6,000 GiB stored, a quarter on the failed node.
    const g = vm({ name: 'Data', usedGiB: 3000, provisionedGiB: 3000, kind: 'files' });
    const r = evaluate(cluster(4, { workload: { vmGroups: [g] } }));
    const expected = 60 + (6000 * 1024 ** 3) / 4 / (3 * 0.25e9);
    expect(scenario(r, 1, 'at-once').rebuildSeconds!.value).toBeCloseTo(expected, 6);
  });
  it('is capped by each node’s network: 1 Gb/s NICs rebuild at 0.125 GB/s per node', () => {
    const g = vm({ name: 'Data', usedGiB: 3000, provisionedGiB: 3000, kind: 'files' });
    const r = evaluate(cluster(4, { workload: { vmGroups: [g] } }), [nodeType({ nicGbps: 1 })]);
    const expected = 60 + (6000 * 1024 ** 3) / 4 / (3 * 0.125e9);
    expect(scenario(r, 1, 'at-once').rebuildSeconds!.value).toBeCloseTo(expected, 6);
  });
});

describe('rebuild one failure after another', () => {
  it('restores only the domain lost last, whose share of the data is over the domains alive before it', () => {
    // 5 nodes, N+2: after the first failure heals, the data sits on 4 nodes; the second failure loses a quarter of it.
    const g = vm({ name: 'Data', usedGiB: 3000, provisionedGiB: 3000, kind: 'files' });
    const r = evaluate(cluster(5, { headroom: { surviveSecondFailure: true }, workload: { vmGroups: [g] } }));
    const expected = 60 + (6000 * 1024 ** 3) / 4 / (3 * 0.25e9);
    expect(scenario(r, 2, 'one-after-another').rebuildSeconds!.value).toBeCloseTo(expected, 6);
    // At once, both nodes' data (two fifths) is restored by the 3 survivors; RF2 loses data then, so there is none.
    expect(scenario(r, 2, 'at-once').rebuildSeconds).toBeNull();
  });
});

describe('which scenarios the reserve is sized for', () => {
  it('never a simultaneous loss beyond RF-1: RF2 with N+2 is sized for two failures one after another', () => {
    const r = evaluate(cluster(8, { headroom: { surviveSecondFailure: true } }));
    expect(scenario(r, 2, 'one-after-another').withinReserve).toBe(true);
    expect(scenario(r, 2, 'at-once').withinReserve).toBe(false);
  });
});
