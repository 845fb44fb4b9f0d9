import { describe, expect, it } from 'vitest';
import type { Cluster } from '../../src/model/config';
import { size } from '../../src/model/headless';
import { defaultConfig } from '../../src/model/defaultConfig';
import { cluster, config, evaluate, nodeType, vm } from './helpers';

const rec = (c: Parameters<typeof evaluate>[0], types = [nodeType()]) => {
  const r = evaluate(c, types, true).recommendation!;
  return r;
};

describe('recommendation: fewest nodes meeting every constraint with the headroom held back', () => {
  it('RF2 with a tiny workload needs 4 nodes: 3 re-protect but do not heal', () => {
    const r = rec(cluster(4));
    expect(r).toMatchObject({ status: 'feasible', nodes: 4, headroomNodes: 1, binding: 'self-heal' });
  });

  it('RF3 with a tiny workload needs 7 nodes, the seed figure for healing from two failures', () => {
    expect(rec(cluster(4, { protection: { rf: 3 } }))).toMatchObject({
      status: 'feasible',
      nodes: 7,
      headroomNodes: 2,
      binding: 'self-heal',
    });
  });

  it('RF3 that only re-protects data needs the 5-node minimum: 4 survivors keep 3 copies and a metadata quorum through the second loss', () => {
    // 4 nodes: after N+2 only 2 hold data, fewer than 3 copies need, so storage binds.
    const r = rec(cluster(4, { protection: { rf: 3 }, headroom: { selfHealGoal: 'reprotect-data' } }));
    expect(r).toMatchObject({ nodes: 5, binding: 'storage' });
  });

  it('counts whole blocks when block-aware: RF2 with 4 nodes per block needs 4 blocks = 16 nodes at N+4', () => {
    // 3 blocks would fall back... no: 3 blocks are enough for awareness but after losing one block only 2 remain.
    const r = rec(cluster(4, { faultDomains: { awareness: 'block', nodesPerBlock: 4 } }));
    expect(r).toMatchObject({ status: 'feasible', nodes: 16, blocks: 4, headroomNodes: 4 });
    if (r.status === 'feasible')
      expect(
        r.rows
          .filter((x) => x.eligible)
          .map((x) => x.nodes)
          .slice(0, 4),
      ).toEqual([4, 8, 12, 16]);
  });

  it('sizes CPU after losing the reserve: 100 VMs of 8 vCPU at 4:1 need 200 cores at 80% = 250 usable', () => {
    // 32-core nodes with 4 CVM cores leave 28 usable; 250 / 28 = 8.9, so 9 survivors + 1 reserved = 10 nodes.
    const c = cluster(4, {
      overheads: { cvmCores: 4 },
      workload: { vmGroups: [vm({ count: 100, vcpu: 8, vcpuPerCore: 4, ramGiB: 4, usedGiB: 1, provisionedGiB: 1 })] },
    });
    expect(rec(c)).toMatchObject({ status: 'feasible', nodes: 10, binding: 'cpu' });
  });

  it('applies the 24-node rule while searching: just past 24 nodes a second domain is held back', () => {
    // 24 usable nodes' worth of CPU: 24 survivors at N+1 would be 25 nodes, but above 24 RF2 holds back 2: 26.
    const c = cluster(4, {
      overheads: { cvmCores: 4 },
      thresholds: { cpu: 1 },
      workload: { vmGroups: [vm({ count: 24 * 28, vcpu: 1, vcpuPerCore: 1, ramGiB: 1, usedGiB: 1, provisionedGiB: 1 })] },
    });
    const r = rec(c);
    expect(r).toMatchObject({ status: 'feasible', nodes: 26, headroomDomains: 2 });
  });

  it('sizes for the end of the growth horizon', () => {
    const base = {
      overheads: { cvmCores: 4 },
      workload: { vmGroups: [vm({ count: 100, vcpu: 8, vcpuPerCore: 4, ramGiB: 4, usedGiB: 1, provisionedGiB: 1 })] },
    };
    const grown = cluster(4, { ...base, workload: { ...base.workload, growth: { yearlyShare: 0.5, years: 1 } } });
    // 300 cores of demand at 80% = 375 usable / 28 = 13.4: 14 survivors + 1 = 15.
    expect(rec(grown)).toMatchObject({ nodes: 15, binding: 'cpu' });
  });

  it('is infeasible with the reason when nothing up to 64 nodes fits', () => {
    const c = cluster(4, { workload: { vmGroups: [vm({ vcpu: 64, ramGiB: 4 })] } });
    const r = rec(c);
    expect(r.status).toBe('infeasible');
    if (r.status === 'infeasible') expect(r.failing).toEqual(['vm-fit']);
  });

  it('leaves the performance check unchecked, not passed, for types without figures', () => {
    const r = rec(cluster(4, { workload: { vmGroups: [vm({ iops: 1_000_000 })] } }));
    expect(r).toMatchObject({ status: 'feasible', uncheckedConstraints: ['iops'] });
  });

  it('uses 125,000 IOPS per node for NVMe types: 1,000,000 IOPS at 80% need 10 + 1 nodes', () => {
    const nvme = nodeType({ drives: [{ tier: 'nvme', count: 4, sizeTB: 4, selfEncrypting: false }] });
    const r = rec(cluster(4, { workload: { vmGroups: [vm({ iops: 1_000_000 })] } }), [nvme]);
    expect(r).toMatchObject({ status: 'feasible', nodes: 11, binding: 'iops', uncheckedConstraints: [] });
  });

  it('gives one row per node count from 1 to 64 for the margin chart', () => {
    const r = size(config(cluster(4))).clusters[0]!.recommendation!;
    expect(r.rows.map((x) => x.nodes)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
  });

  it('recommends for the default config, and the default cluster meets it', () => {
    const r = size(defaultConfig()).clusters[0]!;
    expect(r.recommendation!.status).toBe('feasible');
    expect(r.feasible).toBe(true);
  });

  it('general servers default to 3:1 vCPU per core: the default workload needs 6 nodes, bound by CPU', () => {
    // 40 servers x 4 vCPU / 3 + 4 SQL x 8 / 1 + 1 file server x 4 / 3 = 86.67 cores today, x 1.728 growth = 149.76.
    // CVM cores = (53.33 x 4 + 32 x 6 + 1.33 x 4) / 86.67 = 4.738; usable 48 − 4.738 = 43.26 per node.
    // At 80%: 149.76 / 0.8 = 187.2 = 4.33 nodes after losing one: 5 survivors + 1 = 6.
    const r = size(defaultConfig()).clusters[0]!;
    expect(r.compute.cores.demand.value).toBeCloseTo((260 / 3) * 1.728, 9);
    expect(r.compute.cvmCoresPerNode.value).toBeCloseTo(410.67 / 86.67, 3);
    expect(r.recommendation).toMatchObject({ status: 'feasible', nodes: 6, binding: 'cpu' });
  });
});

describe('the recommended cluster’s own headroom rule', () => {
  it('is reported, since auto headroom depends on the recommended size', () => {
    const c = cluster(4, {
      overheads: { cvmCores: 4 },
      thresholds: { cpu: 1 },
      workload: { vmGroups: [vm({ count: 24 * 28, vcpu: 1, vcpuPerCore: 1, ramGiB: 1, usedGiB: 1, provisionedGiB: 1 })] },
    });
    const r = rec(c);
    expect(r).toMatchObject({ nodes: 26, headroomRule: 'rf2-large-cluster' });
    expect(evaluate(c).headroom.rule).toBe('rf2-n1');
  });
});

describe('the binding constraint names the cause', () => {
  it('storage, not the self-heal goal that fails because storage has no room', () => {
    // 4 TB x 4 SSD per node, 20 TB used at RF2: storage decides the count.
    const c = cluster(4, { workload: { vmGroups: [vm({ usedGiB: 20_000, provisionedGiB: 20_000 })] } });
    const r = rec(c);
    expect(r).toMatchObject({ status: 'feasible', binding: 'storage' });
  });
});

describe('a fixed headroom below the rule is never recommended', () => {
  const cpuBound = (headroom: Partial<Cluster['headroom']>) =>
    cluster(4, {
      overheads: { cvmCores: 4 },
      thresholds: { cpu: 1 },
      headroom,
      workload: { vmGroups: [vm({ count: 24 * 28, vcpu: 1, vcpuPerCore: 1, ramGiB: 1, usedGiB: 1, provisionedGiB: 1 })] },
    });

  it('RF2 fixed at N+1 above 24 nodes: 26 nodes at N+2 recommended, 25 at N+1 named as asked for', () => {
    // 24 usable nodes' worth of CPU: 25 nodes would hold back one, which the 24-node rule forbids.
    const r = rec(cpuBound({ mode: 'fixed', fixedDomains: 1 }));
    expect(r).toMatchObject({
      status: 'feasible',
      nodes: 26,
      headroomDomains: 2,
      headroomRule: 'rf2-large-cluster',
      headroomRaised: true,
      asked: { nodes: 25, headroomDomains: 1, headroomNodes: 1 },
    });
  });

  it('N+0: the recommendation holds N+1, and the N+0 size is what was asked for', () => {
    const c = cluster(4, {
      overheads: { cvmCores: 4 },
      headroom: { mode: 'fixed', fixedDomains: 0 },
      workload: { vmGroups: [vm({ count: 100, vcpu: 8, vcpuPerCore: 4, ramGiB: 4, usedGiB: 1, provisionedGiB: 1 })] },
    });
    // 250 usable cores / 28 = 8.9: 9 nodes at N+0, 10 at N+1.
    expect(rec(c)).toMatchObject({ nodes: 10, headroomDomains: 1, headroomRule: 'rf2-n1', headroomRaised: true, asked: { nodes: 9 } });
  });

  it('a fixed headroom at or above the rule is kept, and nothing else is asked for', () => {
    expect(rec(cpuBound({ mode: 'fixed', fixedDomains: 3 }))).toMatchObject({
      nodes: 27,
      headroomDomains: 3,
      headroomRule: 'fixed',
      headroomRaised: false,
      asked: null,
    });
    expect(rec(cpuBound({ mode: 'auto' }))).toMatchObject({ nodes: 26, headroomRaised: false, asked: null });
  });

  it('the recommended size, applied as "Use this size" applies it, breaks no sizing rule', () => {
    for (const fixedDomains of [0, 1]) {
      const c = cpuBound({ mode: 'fixed', fixedDomains });
      const r = rec(c);
      if (r.status !== 'feasible') throw new Error('expected a recommendation');
      const applied = evaluate({
        ...c,
        nodes: [{ nodeTypeId: 'n', count: r.nodes }],
        headroom: r.headroomRaised ? { ...c.headroom, mode: 'auto' } : c.headroom,
      });
      expect(applied.feasible).toBe(true);
      expect(applied.warnings.filter((w) => w.severity === 'critical')).toEqual([]);
    }
  });
});
