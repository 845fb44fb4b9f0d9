import type { Cluster, NodeType } from './config';
import { HIGH_REDUCTION_RATIO, MIN_CLUSTER_NODES, MIN_DOMAINS, RF2_LARGE_CLUSTER_NODES } from './defaults';
import { minimumEcxDomains } from './ecx';
import { chooseHeadroom } from './headroom';
import type { Assessment } from './constraints';
import type { SourceId } from './sources';
import { effectiveReduction } from './reduction';
import { fromGiB } from './units';

export type Severity = 'info' | 'warning' | 'critical';

type Empty = { [key: string]: never };
type Threshold = { share: number; threshold: number };

/** Each warning code with the numbers and words its message needs: a missing one fails to compile. */
export type WarningParams = {
  'headroom-n0': Empty;
  'headroom-below-rule': { f: number; rule: number; rf: number };
  'block-failure-loses-data': { perBlock: number; rf: number };
  'below-min-cluster': { rf: number; nodes: number; min: number };
  'awareness-fallback': { awareness: string; have: number; min: number; rf: number };
  'ecx-below-minimum': { domains: number; awareness: string; min: number; rf: number };
  'ecx-write-heavy': { group: string };
  'dedup-outside-clones': { ratio: number; group: string };
  'tde-voids-compression': { ratio: number };
  'reduction-above-3': { ratio: number; limit: number };
  'large-cluster-n1': { nodes: number };
  'mix-nvme-hybrid': Empty;
  'mix-hybrid-needs-all-flash': { allFlash: number; add: number };
  'mix-type-below-rf': { type: string; count: number; rf: number; add: number };
  'stranded-capacity': { awareness: string; domain: string; types: string; bytes: number };
  'working-set-exceeds-flash': { workingSet: number; flash: number };
  'vm-larger-than-node': { vcpu: number; ramGiB: number };
  'threshold-cpu': Threshold;
  'threshold-ram': Threshold;
  'threshold-storage': Threshold;
  'threshold-iops': Threshold;
  'no-supply-after-loss': { resource: 'cpu' | 'ram' | 'storage' | 'iops' };
  'performance-unchecked': { status: string };
  'no-flash-device': { type: string };
  'self-heal-goal-not-met': { goal: string; domains: number };
  'thin-overcommit': { provisioned: number; effective: number };
};

export type WarningCode = keyof WarningParams;

/** What a warning concerns: an entity by id, and the field within it when one is to blame. */
export interface WarningTarget {
  clusterId: string;
  nodeTypeId?: string;
  vmGroupId?: string;
  /** Dotted path inside the entity, e.g. 'protection.rf'. */
  field?: string;
}

/** A warning as data; its params are those of its code. */
export type Warning = {
  [K in WarningCode]: { code: K; severity: Severity; target: WarningTarget; params: WarningParams[K]; source: SourceId };
}[WarningCode];

export interface WarningInput {
  cluster: Cluster;
  nodeTypes: readonly NodeType[];
  assessment: Assessment;
  /** Hot data with all its copies, against the flash extent store left after the reserve. */
  workingSet: { physical: number; flash: number } | null;
}

export function clusterWarnings(input: WarningInput): Warning[] {
  const { cluster: c, nodeTypes, assessment: a, workingSet } = input;
  const out: Warning[] = [];
  const clusterId = c.id;
  const add = <K extends WarningCode>(
    code: K,
    severity: Severity,
    source: SourceId,
    params: WarningParams[K],
    target: Partial<WarningTarget> = {},
  ) => out.push({ code, severity, source, params, target: { clusterId, ...target } } as Warning);

  const rf = c.protection.rf;
  const { layout } = a.ctx;
  const groupName = (id: string) => c.workload.vmGroups.find((g) => g.id === id)?.name || id;
  const demand = a.ctx.demand;
  const storageNodes = layout.nodes.filter((n) => n.facts.role !== 'compute-only').length;

  if (a.headroom.domains === 0) add('headroom-n0', 'critical', 'seedResiliency', {}, { field: 'headroom.fixedDomains' });
  const rule = chooseHeadroom({ ...c.headroom, mode: 'auto' }, rf, a.nodeCount);
  const largeClusterCase = rf === 2 && a.headroom.domains === 1 && rule.rule === 'rf2-large-cluster';
  if (a.headroom.domains > 0 && a.headroom.domains < rule.domains && !largeClusterCase) {
    add(
      'headroom-below-rule',
      'critical',
      rule.source,
      { f: a.headroom.domains, rule: rule.domains, rf },
      { field: 'headroom.fixedDomains' },
    );
  }
  // With node awareness a chassis still fails as one: every copy of some data may share it.
  // (When block awareness was asked for and fell back, awareness-fallback says so.)
  if (layout.requested === 'node' && c.faultDomains.nodesPerBlock >= rf && layout.storageBlockCount < storageNodes) {
    add(
      'block-failure-loses-data',
      'critical',
      'seedResiliency',
      { perBlock: c.faultDomains.nodesPerBlock, rf },
      { field: 'faultDomains.awareness' },
    );
  }
  if (storageNodes < MIN_CLUSTER_NODES[rf].value) {
    add(
      'below-min-cluster',
      'critical',
      MIN_CLUSTER_NODES[rf].source,
      { rf, nodes: storageNodes, min: MIN_CLUSTER_NODES[rf].value },
      { field: 'nodes' },
    );
  }
  if (layout.requested !== layout.effective && layout.requested !== 'node') {
    const rule = MIN_DOMAINS[layout.requested][rf];
    add(
      'awareness-fallback',
      'warning',
      rule.source,
      {
        awareness: layout.requested,
        have: layout.requested === 'block' ? layout.storageBlockCount : layout.storageRackCount,
        min: rule.value,
        rf,
      },
      { field: 'faultDomains.awareness' },
    );
  }
  if (c.protection.ecx.enabled) {
    // Every strip the data may be in after losing the reserve must still be one, so the minimum grows with f.
    const min = minimumEcxDomains(rf, a.headroom.domains);
    if (a.storageAll.domainCount < min) {
      add(
        'ecx-below-minimum',
        'warning',
        'ecxNote',
        { domains: a.storageAll.domainCount, awareness: layout.effective, min, rf },
        { field: 'protection.ecx.enabled' },
      );
    }
    for (const id of demand.writeHeavyGroupIds)
      add('ecx-write-heavy', 'warning', 'bible', { group: groupName(id) }, { vmGroupId: id, field: 'kind' });
  }
  const reduction = effectiveReduction(c);
  if (reduction.dedup > 1) {
    for (const id of demand.dedupUnfriendlyGroupIds)
      add(
        'dedup-outside-clones',
        'warning',
        'sizerWiki',
        { ratio: c.dataReduction.dedupRatio, group: groupName(id) },
        { vmGroupId: id, field: 'kind' },
      );
  }
  const entered = c.dataReduction.compressionRatio * c.dataReduction.dedupRatio;
  if (c.dataReduction.applicationEncryption && entered > 1) {
    add('tde-voids-compression', 'warning', 'seedCompression', { ratio: entered }, { field: 'dataReduction.applicationEncryption' });
  }
  // Compression and dedup multiply: the combined ratio counted is what must stay credible.
  if (reduction.ratio > HIGH_REDUCTION_RATIO.value) {
    const field = reduction.compression >= reduction.dedup ? 'compressionRatio' : 'dedupRatio';
    add(
      'reduction-above-3',
      'warning',
      HIGH_REDUCTION_RATIO.source,
      { ratio: reduction.ratio, limit: HIGH_REDUCTION_RATIO.value },
      { field: `dataReduction.${field}` },
    );
  }
  if (rf === 2 && a.headroom.domains === 1 && a.nodeCount > RF2_LARGE_CLUSTER_NODES.value) {
    // Only a fixed headroom can be N+1 here (auto holds back two): below the rule, so critical.
    add('large-cluster-n1', 'critical', RF2_LARGE_CLUSTER_NODES.source, { nodes: a.nodeCount }, { field: 'headroom' });
  }
  const typeName = (id: string) => nodeTypes.find((t) => t.id === id)?.name ?? id;
  for (const p of a.supportProblems) {
    const source = p.code === 'no-flash-device' ? 'bibleDrive' : 'bootcamp';
    if (p.code === 'no-flash-device')
      add(p.code, 'critical', source, { type: typeName(p.typeId) }, { nodeTypeId: p.typeId, field: 'drives' });
    else if (p.code === 'mix-nvme-hybrid') add(p.code, 'critical', source, {}, { field: 'nodes' });
    else if (p.code === 'mix-hybrid-needs-all-flash')
      add(p.code, 'critical', source, { allFlash: p.allFlash, add: p.add }, { field: 'nodes' });
    else
      add(
        p.code,
        'critical',
        source,
        { type: typeName(p.typeId), count: p.count, rf, add: p.add },
        { nodeTypeId: p.typeId, field: 'count' },
      );
  }
  const stranded = a.storageAfter.stranding;
  const typesIn = (nodeIds: readonly string[]) =>
    [...new Set(layout.nodes.filter((n) => nodeIds.includes(n.id)).map((n) => typeName(n.facts.typeId)))].join(', ');
  if (stranded.stranded > 0.005 * a.storageAfter.physical) {
    const survivors = layout.domains.filter((d) => !a.reserve.storage.domainIds.includes(d.id));
    for (const s of stranded.byDomain) {
      const d = survivors[s.index]!;
      add(
        'stranded-capacity',
        'warning',
        'sizerMixed',
        { awareness: layout.effective, domain: d.id, types: typesIn(d.nodeIds), bytes: s.stranded },
        { field: 'nodes' },
      );
    }
  }
  if (workingSet && workingSet.physical > workingSet.flash) {
    add(
      'working-set-exceeds-flash',
      'warning',
      'inferWorkingSet',
      { workingSet: workingSet.physical, flash: workingSet.flash },
      { field: 'nodes' },
    );
  }
  const hosts = layout.domains.flatMap((d) => d.hosts);
  for (const g of c.workload.vmGroups) {
    if (g.count === 0) continue;
    const ram = fromGiB(g.ramGiB);
    if (!hosts.some((h) => h.cores >= g.vcpu && h.ram >= ram)) {
      add('vm-larger-than-node', 'critical', 'sizerWiki', { vcpu: g.vcpu, ramGiB: g.ramGiB }, { vmGroupId: g.id, field: 'vcpu' });
    }
  }
  const thresholds = [
    ['threshold-cpu', a.cpu, 'thresholds.cpu'],
    ['threshold-ram', a.ram, 'thresholds.ram'],
    ['threshold-storage', a.storage, 'thresholds.storageFill'],
  ] as const;
  // Nothing left at all is said as such, not as a share; adding nodes is the way out.
  const noneLeft = (resource: WarningParams['no-supply-after-loss']['resource']) =>
    add('no-supply-after-loss', 'critical', 'inferThresholds', { resource }, { field: 'nodes' });
  for (const [code, u, field] of thresholds) {
    if (u.ok) continue;
    if (u.share === null) noneLeft(code === 'threshold-cpu' ? 'cpu' : code === 'threshold-ram' ? 'ram' : 'storage');
    else add(code, 'critical', 'inferThresholds', { share: u.share, threshold: u.threshold }, { field });
  }
  if (a.iopsChecked && !a.iops.ok) {
    if (a.iops.share === null) noneLeft('iops');
    else
      add(
        'threshold-iops',
        'critical',
        'inferThresholds',
        { share: a.iops.share, threshold: a.iops.threshold },
        { field: 'thresholds.iops' },
      );
  }
  if (a.performanceStatus !== 'ok' && demand.iops > 0) {
    add(
      'performance-unchecked',
      a.performanceStatus === 'partial' ? 'warning' : 'info',
      'seedPerformance',
      { status: a.performanceStatus },
      { field: 'nodes' },
    );
  }
  if (!a.constraints.find((k) => k.id === 'self-heal')!.ok) {
    add(
      'self-heal-goal-not-met',
      'critical',
      'inferSelfHeal',
      { goal: c.headroom.selfHealGoal, domains: a.headroom.domains },
      { field: 'headroom.selfHealGoal' },
    );
  }
  if (demand.provisioned > a.storageAfter.effective && demand.provisioned > demand.storage) {
    add(
      'thin-overcommit',
      'info',
      'arithmetic',
      { provisioned: demand.provisioned, effective: a.storageAfter.effective },
      { field: 'workload' },
    );
  }
  return out;
}
