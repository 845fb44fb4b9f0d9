import { describe, expect, it } from 'vitest';
import { cluster, evaluate, nodeType, vm } from './helpers';

describe('compute (domain.md section 4)', () => {
  it('weights CVM cores by each workload’s share of the cores demanded (4 for servers, 6 for databases)', () => {
    // servers: 40 x 4 vCPU at 4:1 = 40 cores; databases: 10 x 4 vCPU at 1:1 = 40 cores: CVM = (40x4 + 40x6) / 80 = 5
    const r = evaluate(cluster(4, { workload: { vmGroups: [vm({ id: 's', count: 40, vcpu: 4 }), vm({ id: 'd', count: 10, vcpu: 4, kind: 'database' })] } }));
    expect(r.compute.cvmCoresPerNode.value).toBe(5);
    expect(r.compute.cores.demand.value).toBe(80);
    // usable = 4 x (32 - 5) = 108 cores, 81 after losing one node
    expect(r.compute.cores.supply.value).toBe(108);
    expect(r.compute.cores.supplyAfterLoss.value).toBe(81);
    expect(r.compute.cores.afterLoss.share).toBeCloseTo(80 / 81, 12);
  });

  it('weights usable cores by the CPU factor', () => {
    const fast = nodeType({ cpuFactor: 1.5 });
    const r = evaluate(cluster(4, { overheads: { cvmCores: 4 } }), [fast]);
    expect(r.compute.cores.supply.value).toBe(4 * 28 * 1.5);
  });

  it('takes CVM RAM with Sizer’s add-ons: 32 + 8 for RF3, + 16 for dedup, + 16 for both', () => {
    const ram = (rf: 2 | 3, dedup: number) =>
      evaluate(cluster(6, { protection: { rf }, dataReduction: { dedupRatio: dedup } })).compute.cvmRamPerNode.value / 1024 ** 3;
    expect([ram(2, 1), ram(3, 1), ram(2, 1.5), ram(3, 1.5)]).toEqual([32, 40, 48, 48]);
  });

  it('never overcommits RAM: 4 nodes of 512 GiB less 32 GiB CVM give 1,440 GiB after losing one', () => {
    const r = evaluate(cluster(4, { workload: { vmGroups: [vm({ count: 100, ramGiB: 12 })] } }));
    expect(r.compute.ram.supplyAfterLoss.value / 1024 ** 3).toBe(1440);
    expect(r.compute.ram.afterLoss.share).toBeCloseTo(1200 / 1440, 12);
    expect(r.compute.ram.afterLoss.ok).toBe(true);
  });

  it('compute-only nodes add cores and RAM without a CVM; storage-only nodes add neither', () => {
    const compute = nodeType({ id: 'co', role: 'compute-only', drives: [] });
    const storage = nodeType({ id: 'so', role: 'storage-only' });
    const c = cluster(0, { nodes: [{ nodeTypeId: 'n', count: 3 }, { nodeTypeId: 'co', count: 1 }, { nodeTypeId: 'so', count: 1 }], overheads: { cvmCores: 4 } });
    const r = evaluate(c, [nodeType(), compute, storage]);
    expect(r.compute.cores.supply.value).toBe(3 * 28 + 32);
  });
});

describe('CVM figures in a mixed cluster', () => {
  it('come from a node that runs a CVM, even when compute-only nodes come first', () => {
    const compute = nodeType({ id: 'co', role: 'compute-only', drives: [] });
    const c = cluster(0, { nodes: [{ nodeTypeId: 'co', count: 2 }, { nodeTypeId: 'n', count: 4 }], overheads: { cvmCores: 6, cvmRamAddOns: false } });
    const r = evaluate(c, [compute, nodeType()]);
    expect(r.compute.cvmCoresPerNode.value).toBe(6);
    expect(r.compute.cvmRamPerNode.value).toBe(32 * 1024 ** 3);
  });
});
