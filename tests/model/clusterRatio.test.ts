import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyIntent } from '../../src/document/edit';
import { workloadDemand } from '../../src/model/workload';
import { cluster, config, evaluate, vm } from './helpers';
import { clusterArb } from './arbitraries';
import { nodeType } from './helpers';

/** 200 server VMs of 4 vCPU in 10 groups, none with a ratio of its own: 800 vCPU. */
const groups = Array.from({ length: 10 }, (_, i) => vm({ id: `g${i}`, count: 20, vcpu: 4 }));

describe('the cluster’s vCPU:core ratio', () => {
  it('every group without its own takes it instead of its kind’s; a group with its own keeps it', () => {
    // 800 vCPU at the server kind's 3:1 are 266.67 cores; at the cluster's 6:1, 133.33.
    expect(workloadDemand(cluster(4, { workload: { vmGroups: groups } }).workload).cores).toBeCloseTo(800 / 3, 9);
    expect(workloadDemand(cluster(4, { workload: { vmGroups: groups, vcpuPerCore: 6 } }).workload).cores).toBeCloseTo(800 / 6, 9);
    // One group of 80 vCPU at its own 2:1 (40 cores) beside 720 vCPU at the cluster's 6:1 (120 cores): 160 cores.
    const mixed = [{ ...groups[0]!, vcpuPerCore: 2 }, ...groups.slice(1)];
    expect(workloadDemand(cluster(4, { workload: { vmGroups: mixed, vcpuPerCore: 6 } }).workload).cores).toBeCloseTo(160, 9);
  });

  it('one field changes the recommendation: 13 nodes at the kind’s 3:1, 7 at the customer’s 6:1', () => {
    // Nodes of 32 cores less 4 CVM cores give 28; at the 80% CPU target 22.4 each. 266.67 ÷ 22.4 =
    // 11.9, so 12 nodes and one held back (N+1): 13. At 6:1, 133.33 ÷ 22.4 = 5.95: 6 + 1 = 7.
    const before = config(cluster(4, { workload: { vmGroups: groups } }));
    const after = applyIntent(before, { type: 'setField', path: ['clusters', 0, 'workload', 'vcpuPerCore'], value: 6 });
    expect(evaluate(before.clusters[0]!, before.nodeTypes, true).recommendation).toMatchObject({ nodes: 13, binding: 'cpu' });
    expect(evaluate(after.clusters[0]!, after.nodeTypes, true).recommendation).toMatchObject({ nodes: 7, binding: 'cpu' });
  });

  it('the derivation of the core demand names the cluster’s ratio, and only where there is one', () => {
    const without = evaluate(cluster(4, { workload: { vmGroups: groups } }));
    const withRatio = evaluate(cluster(4, { workload: { vmGroups: groups, vcpuPerCore: 6 } }));
    expect(without.compute.cores.demand.derivation.inputs).not.toHaveProperty('clusterRatio');
    expect(withRatio.compute.cores.demand.derivation.inputs).toMatchObject({ clusterRatio: 6, vcpuToday: 800 });
  });

  it('the core demand cites the ratio the groups took: the cluster’s, the groups’ own, the kind’s only where one took it', () => {
    // 10 groups at the cluster's 6:1: 800 ÷ 6 = 133.33 cores, from the cluster's ratio, not the kind's.
    const d = evaluate(cluster(4, { workload: { vmGroups: groups, vcpuPerCore: 6 } })).compute.cores.demand;
    expect(d.value).toBeCloseTo(800 / 6, 9);
    expect(d.derivation).toMatchObject({ source: 'clusterRatio', inputs: { clusterRatio: 6, clusterRatioGroups: 10, ownRatioGroups: 0 } });
    // Every group at its own 2:1: 400 cores, cited to the groups' ratios whatever the cluster's.
    const own = groups.map((g) => ({ ...g, vcpuPerCore: 2 }));
    const allOwn = evaluate(cluster(4, { workload: { vmGroups: own, vcpuPerCore: 6 } })).compute.cores.demand;
    expect(allOwn.value).toBeCloseTo(400, 9);
    expect(allOwn.derivation).toMatchObject({ source: 'groupRatio', inputs: { clusterRatioGroups: 0, ownRatioGroups: 10 } });
    expect(evaluate(cluster(4, { workload: { vmGroups: own } })).compute.cores.demand.derivation.source).toBe('groupRatio');
    // No cluster ratio: the kind's 3:1 (800 ÷ 3 = 266.67), an inference.
    expect(evaluate(cluster(4, { workload: { vmGroups: groups } })).compute.cores.demand.derivation.source).toBe('inferRatios');
  });

  it('a higher cluster ratio never asks for more cores, and a group with its own ratio ignores it (property, fixed seed)', () => {
    fc.assert(
      fc.property(
        clusterArb([nodeType()]),
        fc.double({ min: 0.25, max: 32, noNaN: true }),
        fc.double({ min: 0.25, max: 32, noNaN: true }),
        (c, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const at = (r: number) => workloadDemand({ ...c.workload, vcpuPerCore: r }).cores;
          expect(at(high)).toBeLessThanOrEqual(at(low) * (1 + 1e-12));
          const own = c.workload.vmGroups.map((g) => ({ ...g, vcpuPerCore: g.vcpuPerCore ?? 3 }));
          const fixed = (r: number) => workloadDemand({ ...c.workload, vmGroups: own, vcpuPerCore: r }).cores;
          expect(fixed(low)).toBe(fixed(high));
        },
      ),
    );
  });
});
