import { expect } from 'vitest';
import { defaultClusterSettings } from '../../src/model/defaultConfig';
import type { Cluster, NodeType, SizingConfig, VmGroup } from '../../src/model/config';
import { stepValue, type WaterfallStepId } from '../../src/model/capacityResult';
import { evaluate as evaluateModel } from '../../src/model/evaluate';
import { recommend } from '../../src/model/recommend';

export const TB = 1e12;
export const GiB = 1024 ** 3;
export const GB = 1e9;
export const TiB = 1024 ** 4;

/**
 * Relative tolerance for figures computed along two paths (the quick calculator and the full
 * sizing, the simulator and the report): the same sums in another order differ in the last bits,
 * a part in 10¹⁶, so one part in 10¹² is exact for sizing and never a real difference.
 */
export const SAME_FIGURE = 1e-12;

/** The two figures agree within `relative` of the larger; null only equals null. */
export function expectSameFigure(actual: number | null, expected: number | null, relative = SAME_FIGURE): void {
  if (actual === null || expected === null) {
    expect(actual).toBe(expected);
    return;
  }
  expect(Math.abs(actual - expected), `${actual} against ${expected}`).toBeLessThanOrEqual(
    relative * Math.max(Math.abs(actual), Math.abs(expected)),
  );
}

/** A plain node: 2 x 16 cores, 512 GiB, no SSD downstroke surprises unless asked. */
export function nodeType(over: Partial<NodeType> = {}): NodeType {
  return {
    id: 'n',
    name: 'Test node',
    sockets: 2,
    coresPerSocket: 16,
    ghz: 2.5,
    cpuFactor: 1,
    ramGiB: 512,
    drives: [{ tier: 'ssd', count: 4, sizeTB: 4, selfEncrypting: true }],
    nicGbps: 50,
    role: 'hci',
    ...over,
  };
}

export function vm(over: Partial<VmGroup> = {}): VmGroup {
  return {
    id: 'g1',
    name: 'VMs',
    count: 1,
    vcpu: 2,
    ramGiB: 4,
    usedGiB: 10,
    provisionedGiB: 10,
    iops: 0,
    hotShare: 0.2,
    kind: 'server',
    ...over,
  };
}

type ClusterOver = Partial<
  Omit<Cluster, 'faultDomains' | 'protection' | 'headroom' | 'dataReduction' | 'overheads' | 'thresholds' | 'workload'>
> & {
  faultDomains?: Partial<Cluster['faultDomains']>;
  protection?: Partial<Omit<Cluster['protection'], 'ecx'>> & { ecx?: Partial<Cluster['protection']['ecx']> };
  headroom?: Partial<Cluster['headroom']>;
  dataReduction?: Partial<Cluster['dataReduction']>;
  overheads?: Partial<Cluster['overheads']>;
  thresholds?: Partial<Cluster['thresholds']>;
  workload?: Partial<Cluster['workload']>;
};

/** A cluster of `count` test nodes with the defaults, a tiny workload and no data reduction. */
export function cluster(count: number, over: ClusterOver = {}): Cluster {
  const d = defaultClusterSettings();
  return {
    id: 'c1',
    name: 'Test',
    nodes: [{ nodeTypeId: 'n', count }],
    recommendNodeTypeId: 'n',
    ...over,
    faultDomains: { ...d.faultDomains, ...over.faultDomains },
    protection: { ...d.protection, ...over.protection, ecx: { ...d.protection.ecx, ...over.protection?.ecx } },
    headroom: { ...d.headroom, ...over.headroom },
    dataReduction: { ...d.dataReduction, compressionRatio: 1, ...over.dataReduction },
    overheads: { ...d.overheads, ...over.overheads },
    thresholds: { ...d.thresholds, ...over.thresholds },
    rebuild: over.rebuild ?? d.rebuild,
    failurePlan: over.failurePlan ?? d.failurePlan,
    hypervisor: over.hypervisor ?? d.hypervisor,
    workload: {
      vmGroups: [vm()],
      snapshots: { dailyChangeShare: 0, retentionDays: 0 },
      growth: { yearlyShare: 0, years: 0 },
      ...over.workload,
    },
  };
}

export function evaluate(c: Cluster, types: NodeType[] = [nodeType()], withRecommendation = false) {
  return evaluateModel(c, types, withRecommendation ? { recommendation: recommend } : {});
}

export function config(c: Cluster, types: NodeType[] = [nodeType()]): SizingConfig {
  return { schemaVersion: 6, name: 'Test', nodeTypes: types, clusters: [c] };
}

export const step = (r: ReturnType<typeof evaluate>, id: WaterfallStepId) => stepValue(r.capacity, id);

export const scenario = (r: ReturnType<typeof evaluate>, lost: number, mode: 'at-once' | 'one-after-another') =>
  r.resiliency.scenarios.find((s) => s.lostDomains === lost && s.mode === mode)!;

export const codes = (r: ReturnType<typeof evaluate>) => r.warnings.map((w) => w.code);
