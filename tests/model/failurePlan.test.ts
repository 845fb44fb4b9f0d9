import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cluster, FailureStep, FailureTarget, NodeType } from '../../src/model/config';
import { clusterContext, type Context } from '../../src/model/context';
import { simulateFailurePlan, type FailureStepReport } from '../../src/model/failurePlan';
import { failAtOnce, failOneAfterAnother, type SequentialOutcome } from '../../src/model/failures';
import { chooseHeadroom, largestDomains } from '../../src/model/headroom';
import { configArb } from './arbitraries';
import { cluster, expectSameFigure, GiB, nodeType, TB, vm } from './helpers';

/**
 * Worked by hand. Every node has 16 TB of drives and no reservation (formatting, home and
 * metadata set to 0), so its extent store is exactly its raw capacity; no data reduction. The
 * workload stores 10 VMs × 1,000 GiB = 10,000 GiB = 10.737 TB; at RF2 that is 21.475 TB on the
 * drives (32.212 TB at RF3). Rebuild: 60 s + the failed share of the stored data ÷ (survivors ×
 * 0.25 GB/s). Ready for the next failure: the later of the rebuild's end and 30 minutes.
 */
const small = nodeType({ id: 's', drives: [{ tier: 'ssd', count: 4, sizeTB: 4, selfEncrypting: true }] });
const large = nodeType({ id: 'l', drives: [{ tier: 'ssd', count: 4, sizeTB: 16, selfEncrypting: true }] });
const DEMAND = 10_000 * GiB;
const STORED_RF2 = 2 * DEMAND;
const STORED_RF3 = 3 * DEMAND;
const RATE = 0.25e9;

const plain = (nodes: Cluster['nodes'], over: Parameters<typeof cluster>[1] = {}): Cluster =>
  cluster(0, {
    ...over,
    nodes,
    recommendNodeTypeId: nodes[0]!.nodeTypeId,
    overheads: { flashFormattingShare: 0, hddFormattingShare: 0, homeGiBPerDevice: 0, metadataGiBPerDevice: 0, oplogGiBAtRf2: 0 },
    workload: { vmGroups: [vm({ count: 10, usedGiB: 1000, provisionedGiB: 1000 })] },
  });

const at = (atMinutes: number, ...targets: [string, number, FailureTarget['scope']?][]): FailureStep => ({
  atMinutes,
  targets: targets.map(([nodeTypeId, index, scope = 'node']) => ({ nodeTypeId, index, scope })),
});

function play(c: Cluster, steps: FailureStep[], types: NodeType[] = [small]): FailureStepReport[] {
  return simulateFailurePlan({ ...c, failurePlan: { steps } }, types).steps;
}

describe('mixed node sizes: the large node failing first or last', () => {
  // One large node (64 TB) and four small ones (16 TB each): 128 TB, RF2, node-aware.
  const c = plain([
    { nodeTypeId: 'l', count: 1 },
    { nodeTypeId: 's', count: 4 },
  ]);
  const types = [small, large];

  it('first: its rebuild takes three hours, so a small node failing an hour later counts as simultaneous and data is lost', () => {
    const [first, second] = play(c, [at(0, ['l', 1]), at(60, ['s', 1])], types);
    // The large node held 64/128 of the stored data: 10.737 TB rebuilt by 4 survivors at 1 GB/s.
    const rebuild = 60 + (STORED_RF2 * 0.5) / (4 * RATE); // 10,797.4 s = 179.96 min
    expect(first!.rebuildSeconds!.value).toBeCloseTo(rebuild, 3);
    expect(first!.readyAtMinutes).toBeCloseTo(rebuild / 60, 6);
    // Four 16 TB survivors hold 32 TB logical, 28.8 TB at 90% fill: room for 10.737 TB.
    expect(first).toMatchObject({ dataAvailable: true, reprotected: true, selfHealed: true, canTakeNext: true, tolerance: 1 });
    expect(first!.storage.supply).toBeCloseTo(32 * TB, 0);
    expect(second).toMatchObject({ simultaneous: true, pendingDomainIds: ['n1', 'n2'], dataAvailable: false, reprotected: false });
    expect(second!.rebuildSeconds).toBeNull();
    expect(second!.readyAtMinutes).toBeNull();
  });

  it('last: the small node re-protects in 46 minutes, the large one fails an hour in with the cluster ready, and it heals', () => {
    const [first, second] = play(c, [at(0, ['s', 1]), at(60, ['l', 1])], types);
    // A small node held 16/128 of the data: 2.684 TB rebuilt by 4 survivors at 1 GB/s.
    const rebuild1 = 60 + (STORED_RF2 * (16 / 128)) / (4 * RATE); // 2,744.4 s = 45.74 min
    expect(first!.rebuildSeconds!.value).toBeCloseTo(rebuild1, 3);
    expect(first!.readyAtMinutes).toBeCloseTo(rebuild1 / 60, 6);
    // Survivors 64 + 3 × 16 TB: at most one copy of each piece per node, so the large node holds at
    // most what the three small ones hold together, D = min(112 / 2, 48 / 1) = 48 TB; it strands 16 TB.
    expect(first!.storage.supply).toBeCloseTo(48 * TB, 0);
    expect(second).toMatchObject({ simultaneous: false, dataAvailable: true, reprotected: true, selfHealed: true, canTakeNext: true });
    // The large node held 64 of the 112 TB alive before it failed; 3 survivors rebuild at 0.75 GB/s.
    const rebuild2 = 60 + (STORED_RF2 * (64 / 112)) / (3 * RATE); // 16,421.8 s = 273.70 min
    expect(second!.rebuildSeconds!.value).toBeCloseTo(rebuild2, 3);
    expect(second!.readyAtMinutes).toBeCloseTo(60 + rebuild2 / 60, 6);
    // Three small nodes: 24 TB logical.
    expect(second!.storage.supply).toBeCloseTo(24 * TB, 0);
    // CPU on the 3 survivors: 10 VMs × 2 vCPU ÷ 3 = 6.667 cores of 3 × (32 − 4 CVM) = 84; RAM 40 of 3 × 480 GiB.
    expect(second!.cpu.share).toBeCloseTo(20 / 3 / 84, 9);
    expect(second!.ram.share).toBeCloseTo(40 / 1440, 9);
    expect(second!.vmsRestart).toBe(true);
  });
});

describe('block awareness: two blocks of two nodes each share nothing', () => {
  // 8 nodes of 16 TB in 4 blocks of 2, RF2: one block may fail at a time.
  const c = plain([{ nodeTypeId: 's', count: 8 }], { faultDomains: { awareness: 'block', nodesPerBlock: 2 } });

  it('a node fails; its block partner ten minutes later is inside the window, but the same block: data stays available', () => {
    const [first, second] = play(c, [at(0, ['s', 1]), at(10, ['s', 2])]);
    // 1/8 of the data rebuilt by 7 nodes at 1.75 GB/s: 1,593.9 s, shorter than the 30-minute ring removal.
    const rebuild1 = 60 + STORED_RF2 / 8 / (7 * RATE);
    expect(first!.rebuildSeconds!.value).toBeCloseTo(rebuild1, 3);
    expect(first!.rebuildEndsAtMinutes).toBeCloseTo(rebuild1 / 60, 6);
    expect(first!.readyAtMinutes).toBe(30);
    expect(first).toMatchObject({ lostDomainIds: ['b1'], tolerance: 1, dataAvailable: true, selfHealed: true });
    expect(second).toMatchObject({ simultaneous: true, lostDomainIds: [], pendingDomainIds: ['b1'], dataAvailable: true });
    // Both nodes' data (32 of 128 TB) rebuilt again from minute 10 by 6 nodes at 1.5 GB/s: 3,639.1 s.
    const rebuild2 = 60 + STORED_RF2 / 4 / (6 * RATE);
    expect(second!.rebuildSeconds!.value).toBeCloseTo(rebuild2, 3);
    expect(second!.readyAtMinutes).toBeCloseTo(10 + rebuild2 / 60, 6);
    // Three blocks left, the minimum for block awareness at RF2: healed, and one more block may fail.
    expect(second).toMatchObject({ survivorDomains: 3, survivorNodes: 6, reprotected: true, selfHealed: true, canTakeNext: true });
  });

  it('a node of another block inside the window is a second domain at once: data is lost', () => {
    const [, second] = play(c, [at(0, ['s', 1]), at(10, ['s', 3])]);
    expect(second).toMatchObject({ simultaneous: true, pendingDomainIds: ['b1', 'b2'], dataAvailable: false });
  });

  it('a whole block named by one of its nodes fails both nodes', () => {
    const [first] = play(c, [at(0, ['s', 4, 'block'])]);
    expect(first).toMatchObject({ failedNodeIds: ['n3', 'n4'], lostDomainIds: ['b2'], survivorNodes: 6 });
  });
});

describe('RF3 losing two blocks one after another', () => {
  // 14 nodes of 16 TB in 7 blocks of 2, RF3 (5 blocks needed for block awareness): 224 TB.
  const c = plain([{ nodeTypeId: 's', count: 14 }], { faultDomains: { awareness: 'block', nodesPerBlock: 2 }, protection: { rf: 3 } });

  it('with the cluster ready in between, each block heals: 6 then 5 blocks left, still two failures in hand', () => {
    const [first, second] = play(c, [at(0, ['s', 1, 'block']), at(45, ['s', 3, 'block'])]);
    // A block held 32/224 of the 32.212 TB stored: 12 survivors at 3 GB/s take 1,593.9 s; ready at 30 min.
    const rebuild1 = 60 + STORED_RF3 / 7 / (12 * RATE);
    expect(first!.rebuildSeconds!.value).toBeCloseTo(rebuild1, 3);
    expect(first!.readyAtMinutes).toBe(30);
    // 6 blocks × 32 TB ÷ 3 copies = 64 TB logical; 7 domains tolerate min(RF − 1, 5 − 3) = 2.
    expect(first).toMatchObject({ tolerance: 2, survivorDomains: 6, selfHealed: true, canTakeNext: true });
    expect(first!.storage.supply).toBeCloseTo(64 * TB, 0);
    // Second block: 32 of the 192 TB alive before, 10 survivors at 2.5 GB/s: 2,207.5 s = 36.79 min.
    const rebuild2 = 60 + STORED_RF3 / 6 / (10 * RATE);
    expect(second).toMatchObject({ simultaneous: false, tolerance: 2, survivorDomains: 5, survivorNodes: 10, selfHealed: true });
    expect(second!.rebuildSeconds!.value).toBeCloseTo(rebuild2, 3);
    expect(second!.readyAtMinutes).toBeCloseTo(45 + rebuild2 / 60, 6);
    // Five blocks still tolerate min(2, 5 − 3) = 2 failures: it can take the next one.
    expect(second!.canTakeNext).toBe(true);
  });

  it('the second block inside the window counts with the first: RF3 rides through two at once, and rebuilds both', () => {
    const [, second] = play(c, [at(0, ['s', 1, 'block']), at(20, ['s', 3, 'block'])]);
    expect(second).toMatchObject({ simultaneous: true, pendingDomainIds: ['b1', 'b2'], dataAvailable: true, selfHealed: true });
    // 64 of 224 TB rebuilt again from minute 20 by 10 nodes: 3,741.4 s, ready at 82.36 min.
    const rebuild = 60 + (STORED_RF3 * (64 / 224)) / (10 * RATE);
    expect(second!.rebuildSeconds!.value).toBeCloseTo(rebuild, 3);
    expect(second!.readyAtMinutes).toBeCloseTo(20 + rebuild / 60, 6);
  });
});

describe('a second failure inside the rebuild window', () => {
  // 5 nodes of 16 TB, RF2. Losing one: 1/5 of 21.475 TB rebuilt by 4 nodes at 1 GB/s = 4,355.0 s = 72.58 min,
  // longer than the 30-minute ring removal, so the window is the rebuild's.
  const c = plain([{ nodeTypeId: 's', count: 5 }]);
  const rebuild = 60 + STORED_RF2 / 5 / (4 * RATE);

  it('at 60 minutes, after the ring removal but before the rebuild ends: simultaneous, data lost', () => {
    const [first, second] = play(c, [at(0, ['s', 1]), at(60, ['s', 2])]);
    expect(first!.readyAtMinutes).toBeCloseTo(rebuild / 60, 6);
    expect(first!.ringRemovedAtMinutes).toBe(30);
    expect(second).toMatchObject({ simultaneous: true, dataAvailable: false, canTakeNext: false });
  });

  it('at 75 minutes the cluster is ready: three survivors re-protect (24 TB logical) and heal', () => {
    const [, second] = play(c, [at(0, ['s', 1]), at(75, ['s', 2])]);
    expect(second).toMatchObject({ simultaneous: false, dataAvailable: true, reprotected: true, selfHealed: true, survivorNodes: 3 });
    expect(second!.storage.supply).toBeCloseTo(24 * TB, 0);
  });

  it('a longer ring removal widens the window: at 75 minutes with 90 minutes to leave the ring, data is lost', () => {
    const slow = { ...c, rebuild: { ...c.rebuild, ringRemovalSeconds: 90 * 60 } };
    const [first, second] = play(slow, [at(0, ['s', 1]), at(75, ['s', 2])]);
    expect(first!.readyAtMinutes).toBe(90);
    expect(second!.dataAvailable).toBe(false);
  });
});

describe('a plan that names nodes the cluster no longer has', () => {
  const c = plain([{ nodeTypeId: 's', count: 5 }]);

  it('fails nothing for them and says why, never throws', () => {
    const [first, second] = play(c, [at(0, ['s', 9], ['gone', 1]), at(5, ['s', 2])]);
    expect(first).toMatchObject({
      failedNodeIds: [],
      unresolved: [
        { target: { nodeTypeId: 's', index: 9, scope: 'node' }, reason: 'past-count' },
        { target: { nodeTypeId: 'gone', index: 1, scope: 'node' }, reason: 'no-such-type' },
      ],
      dataAvailable: true,
      simultaneous: false,
      nodesDown: 0,
    });
    expect(second).toMatchObject({ failedNodeIds: ['n2'], simultaneous: false, dataAvailable: true });
  });

  it('replays steps in time order whatever order they are written in, and a node already down is not failed twice', () => {
    const steps = play(c, [at(200, ['s', 2]), at(0, ['s', 1]), at(300, ['s', 2])]);
    expect(steps.map((s) => s.planIndex)).toEqual([1, 0, 2]);
    expect(steps.map((s) => s.failedNodeIds)).toEqual([['n1'], ['n2'], []]);
    expect(steps[2]!.nodesDown).toBe(2);
  });
});

describe('the simulator agrees with the resiliency report for the same losses', () => {
  /** Targets for the report's losses: the first node of each domain, with the cluster's own fault domain as scope. */
  function targetsFor(ctx: Context, domainIndices: readonly number[]): FailureTarget[] {
    const nodes = ctx.layout.nodes;
    return domainIndices.map((i) => {
      const first = nodes.find((n) => n.id === ctx.layout.domains[i]!.nodeIds[0])!;
      const index = nodes.filter((n) => n.facts.typeId === first.facts.typeId).indexOf(first) + 1;
      return { nodeTypeId: first.facts.typeId, index, scope: ctx.layout.effective };
    });
  }

  const same = (sim: FailureStepReport, table: SequentialOutcome) => {
    expect(sim.dataAvailable).toBe(table.dataAvailable);
    expect(sim.reprotected).toBe(table.verdict.reprotected);
    expect(sim.selfHealed).toBe(table.verdict.selfHealed);
    expect(sim.canTakeNext).toBe(table.canTakeNext);
    expect(sim.survivorNodes).toBe(table.verdict.survivorNodes);
    expect(sim.survivorDomains).toBe(table.verdict.survivorDomains);
    expectSameFigure(sim.rebuildSeconds?.value ?? null, table.verdict.rebuildSeconds);
    // The report counts for CPU and RAM the domains with most of each, the worst case of its
    // size; the plan counts what the named survivors have, never less.
    expect(sim.cpu.supply).toBeGreaterThanOrEqual(table.verdict.cpu.supply * (1 - 1e-12));
    expect(sim.ram.supply).toBeGreaterThanOrEqual(table.verdict.ram.supply * (1 - 1e-12));
    if (table.verdict.vmsRestart) expect(sim.vmsRestart).toBe(true);
  };

  it('at once and one after another, the largest domains first, on random clusters', () => {
    fc.assert(
      fc.property(configArb, (cfg) => {
        const c = cfg.clusters[0]!;
        const ctx = clusterContext(c, cfg.nodeTypes);
        const f = chooseHeadroom(c.headroom, c.protection.rf, ctx.layout.nodes.length).domains;
        const order = largestDomains(ctx.layout.domains, ctx.layout.domains.length, (d) => d.storage);
        for (let lost = 1; lost <= Math.min(f + 1, order.length); lost++) {
          const targets = targetsFor(ctx, order.slice(0, lost));
          const atOnce = play(c, [{ atMinutes: 0, targets }], cfg.nodeTypes);
          same(atOnce[0]!, failAtOnce(ctx, lost));
          // Far enough apart (beyond any schema range, standing for "long after") that each rebuild has ended.
          const apart = play(
            c,
            targets.map((t, i) => ({ atMinutes: i * 1e12, targets: [t] })),
            cfg.nodeTypes,
          );
          same(apart[lost - 1]!, failOneAfterAnother(ctx, lost));
        }
      }),
      { numRuns: 80 },
    );
  });
});

describe('invariants of any plan on any cluster', () => {
  const nonFinite = (value: unknown, path = ''): string[] => {
    if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
    if (Array.isArray(value)) return value.flatMap((v, i) => nonFinite(v, `${path}[${i}]`));
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => nonFinite(v, `${path}.${k}`));
    return [];
  };

  it('no NaN or Infinity; nodes only go down; lost data stays lost; a step that fails nothing changes no verdict', () => {
    fc.assert(
      fc.property(configArb, (cfg) => {
        const steps = simulateFailurePlan(cfg.clusters[0]!, cfg.nodeTypes).steps;
        expect(steps).toHaveLength(cfg.clusters[0]!.failurePlan.steps.length);
        expect(nonFinite(steps)).toEqual([]);
        steps.forEach((s, k) => {
          const prev = steps[k - 1];
          if (!prev) return;
          expect(s.atMinutes).toBeGreaterThanOrEqual(prev.atMinutes);
          expect(s.nodesDown).toBeGreaterThanOrEqual(prev.nodesDown);
          if (!prev.dataAvailable) expect(s.dataAvailable).toBe(false);
          if (s.failedNodeIds.length === 0) {
            expect(s.dataAvailable).toBe(prev.dataAvailable);
            expect(s.reprotected).toBe(prev.reprotected);
            expect(s.selfHealed).toBe(prev.selfHealed);
            expect(s.readyAtMinutes).toBe(prev.readyAtMinutes);
          }
        });
      }),
      { numRuns: 150 },
    );
  });
});
