import { describe, expect, it } from 'vitest';
import { cluster, evaluate, nodeType, vm } from './helpers';

describe('compute (domain.md section 4)', () => {
  it('weights CVM cores by each workload’s share of the cores demanded (4 for servers, 6 for databases)', () => {
    // servers: 40 x 4 vCPU at 4:1 (set) = 40 cores; databases: 10 x 4 vCPU at 1:1 = 40 cores: CVM = (40x4 + 40x6) / 80 = 5
    const r = evaluate(
      cluster(4, {
        workload: {
          vmGroups: [vm({ id: 's', count: 40, vcpu: 4, vcpuPerCore: 4 }), vm({ id: 'd', count: 10, vcpu: 4, kind: 'database' })],
        },
      }),
    );
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
    const c = cluster(0, {
      nodes: [
        { nodeTypeId: 'n', count: 3 },
        { nodeTypeId: 'co', count: 1 },
        { nodeTypeId: 'so', count: 1 },
      ],
      overheads: { cvmCores: 4 },
    });
    const r = evaluate(c, [nodeType(), compute, storage]);
    expect(r.compute.cores.supply.value).toBe(3 * 28 + 32);
  });
});

describe('CVM figures in a mixed cluster', () => {
  it('come from a node that runs a CVM, even when compute-only nodes come first', () => {
    const compute = nodeType({ id: 'co', role: 'compute-only', drives: [] });
    const c = cluster(0, {
      nodes: [
        { nodeTypeId: 'co', count: 2 },
        { nodeTypeId: 'n', count: 4 },
      ],
      overheads: { cvmCores: 6, cvmRamAddOns: false },
    });
    const r = evaluate(c, [compute, nodeType()]);
    expect(r.compute.cvmCoresPerNode.value).toBe(6);
    expect(r.compute.cvmRamPerNode.value).toBe(32 * 1024 ** 3);
  });
});

describe('VMs after losing the reserve', () => {
  it('the largest VM must fit a node outside the reserved domains, not just any node', () => {
    // One 2 TiB node and four 512 GiB nodes; a 1 TiB VM fits only the big node, which N+1 may lose.
    const big = nodeType({ id: 'big', ramGiB: 2048, drives: [{ tier: 'ssd', count: 8, sizeTB: 4, selfEncrypting: true }] });
    const c = cluster(0, {
      nodes: [
        { nodeTypeId: 'big', count: 1 },
        { nodeTypeId: 'n', count: 4 },
      ],
      workload: { vmGroups: [vm({ ramGiB: 1024 })] },
    });
    const r = evaluate(c, [big, nodeType()]);
    expect(r.constraints.find((k) => k.id === 'vm-fit')!.ok).toBe(false);
    expect(r.resiliency.scenarios[0]!.vmsRestart).toBe(false);
    // With two big nodes it fits after losing either.
    const two = evaluate(
      {
        ...c,
        nodes: [
          { nodeTypeId: 'big', count: 2 },
          { nodeTypeId: 'n', count: 3 },
        ],
      },
      [big, nodeType()],
    );
    expect(two.constraints.find((k) => k.id === 'vm-fit')!.ok).toBe(true);
  });

  it('a VM needs its vCPU and its RAM on the same node', () => {
    // Wide node: 64 cores, 256 GiB; tall node: 16 cores, 2 TiB. A 48 vCPU, 1 TiB VM fits neither.
    const wide = nodeType({ id: 'wide', coresPerSocket: 32, ramGiB: 256 });
    const tall = nodeType({ id: 'tall', coresPerSocket: 8, ramGiB: 2048 });
    const c = cluster(0, {
      nodes: [
        { nodeTypeId: 'wide', count: 3 },
        { nodeTypeId: 'tall', count: 3 },
      ],
      overheads: { cvmCores: 4 },
      workload: { vmGroups: [vm({ vcpu: 48, ramGiB: 1024 })] },
    });
    const r = evaluate(c, [wide, tall]);
    expect(r.constraints.find((k) => k.id === 'vm-fit')!.ok).toBe(false);
    expect(r.warnings.find((w) => w.code === 'vm-larger-than-node')!.target.vmGroupId).toBe('g1');
  });

  it('the resiliency report loses the domains with most cores for CPU, as the constraint does', () => {
    // Four 16-core HCI nodes and one 128-core compute-only node; 100 cores of demand.
    const small = nodeType({ coresPerSocket: 8 });
    const compute = nodeType({ id: 'co', role: 'compute-only', drives: [], coresPerSocket: 64 });
    const c = cluster(0, {
      nodes: [
        { nodeTypeId: 'n', count: 4 },
        { nodeTypeId: 'co', count: 1 },
      ],
      overheads: { cvmCores: 4 },
      workload: { vmGroups: [vm({ count: 100, vcpu: 1, vcpuPerCore: 1, ramGiB: 1 })] },
    });
    const r = evaluate(c, [small, compute]);
    expect(r.constraints.find((k) => k.id === 'cpu')!.ok).toBe(false);
    expect(r.resiliency.scenarios.find((s) => s.withinReserve)!.vmsRestart).toBe(false);
  });
});

describe('no supply reads as no supply', () => {
  it('a fixed N+k that holds back every domain leaves exactly nothing: no share, not a rounding residue', () => {
    // Cores and RAM with fractional CPU factors, so summing and subtracting would leave ~1e-15.
    const odd = nodeType({ cpuFactor: 1.1, ramGiB: 333 });
    const r = evaluate(cluster(3, { headroom: { mode: 'fixed', fixedDomains: 3 } }), [odd]);
    expect(r.compute.cores.supplyAfterLoss.value).toBe(0);
    expect(r.compute.cores.afterLoss.share).toBeNull();
    expect(r.compute.ram.afterLoss.share).toBeNull();
  });
});
