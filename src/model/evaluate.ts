import type { Awareness, Cluster, NodeType, SizingConfig } from './config';
import { DEFAULTS, KIND_CVM_SOURCE } from './defaults';
import { type Derivation, type Figure, figure, type FormulaId } from './derivation';
import { type Assessment, assess, clusterContext } from './constraints';
import { failAtOnce, failOneAfterAnother, sumOf, type Utilisation, utilisation, without } from './assess';
import { type HeadroomRule, odgersSpares } from './headroom';
import type { NodeFacts } from './node';
import { type Recommendation, recommend, reservedNodes } from './recommend';
import type { SourceId } from './sources';
import { effectiveReduction } from './reduction';
import { MODEL_VERSION } from './version';
import { clusterWarnings, type Warning } from './warnings';
import { workloadDemand } from './workload';

export type WaterfallStepId =
  | 'raw'
  | 'formatting'
  | 'downstroke'
  | 'home'
  | 'metadata'
  | 'curator'
  | 'extentStore'
  | 'rebuildReserve'
  | 'usablePhysical'
  | 'stranded'
  | 'logical'
  | 'effective'
  | 'mayUse'
  | 'workload';

export interface WaterfallStep {
  id: WaterfallStepId;
  /** `total` bars stand on the ground; `minus` bars are what a step takes away. */
  kind: 'total' | 'minus';
  /** Physical bytes on drives, or logical bytes as the workload sees them. */
  stage: 'physical' | 'logical';
  figure: Figure;
  /** Fault domains the step concerns (the rebuild reserve). */
  domainIds?: string[];
}

/** How a utilisation was derived: demand over supply against its threshold. */
export interface UtilisationWhy {
  normal: Derivation;
  afterLoss: Derivation;
}

export interface ResourceResult {
  demand: Figure;
  supply: Figure;
  supplyAfterLoss: Figure;
  normal: Utilisation;
  afterLoss: Utilisation;
  why: UtilisationWhy;
}

export interface Scenario {
  lostDomains: number;
  mode: 'at-once' | 'one-after-another';
  lostDomainIds: string[];
  lostNodes: number;
  survivorNodes: number;
  survivorDomains: number;
  dataAvailable: boolean;
  reprotected: boolean;
  selfHealed: boolean;
  vmsRestart: boolean;
  rebuildSeconds: Figure | null;
  canTakeNext: boolean;
  /** True for the scenario the headroom is sized for. */
  withinReserve: boolean;
}

export interface DiagramBlock {
  id: string;
  rackId: string;
  nodes: { id: string; nodeTypeId: string }[];
}

export interface ClusterResult {
  clusterId: string;
  name: string;
  nodeCount: number;
  layout: {
    requested: Awareness;
    effective: Awareness;
    blocks: DiagramBlock[];
    racks: number;
    domains: { id: string; nodeIds: string[] }[];
  };
  nodeFacts: Record<string, NodeFacts>;
  demand: {
    growthFactor: Figure;
    vmCount: number;
    vcpu: number;
    used: Figure;
    snapshots: Figure;
    storage: Figure;
    provisioned: number;
    iops: Figure;
  };
  capacity: {
    waterfall: WaterfallStep[];
    stripAfterLoss: { data: number; parity: number };
    overhead: Figure;
    reduction: Figure;
    /** Effective capacity with every domain up, for utilisation in normal running. */
    effectiveNormal: Figure;
    normal: Utilisation;
    afterLoss: Utilisation;
    why: UtilisationWhy;
    stranded: { domainId: string; nodeIds: string[]; bytes: number }[];
  };
  headroom: {
    domains: number;
    nodes: number;
    rule: HeadroomRule;
    source: SourceId;
    awareness: Awareness;
    reservedDomainIds: string[];
    /** Odgers' spare-host policy for the same node count, for comparison; null above 32 nodes. */
    odgersSpareNodes: number | null;
    figure: Figure;
  };
  compute: {
    cvmCoresPerNode: Figure;
    cvmRamPerNode: Figure;
    cores: ResourceResult;
    ram: ResourceResult;
    largestVm: { vcpu: number; ram: number; fits: boolean };
  };
  performance: {
    status: Assessment['performanceStatus'];
    iops: ResourceResult;
    workingSet: { physical: Figure; flash: Figure; fits: boolean } | null;
  };
  resiliency: { scenarios: Scenario[] };
  constraints: Assessment['constraints'];
  feasible: boolean;
  recommendation: Recommendation | null;
  warnings: Warning[];
}

const why = (u: Utilisation, source: SourceId): Derivation => ({
  formula: 'utilisation',
  inputs: { demand: u.demand, supply: u.supply, threshold: u.threshold },
  source,
});

export interface SizingResult {
  modelVersion: string;
  clusters: ClusterResult[];
}

/** The one pure call: a validated config in, every result with its derivation out. */
export function size(config: SizingConfig): SizingResult {
  return {
    modelVersion: MODEL_VERSION,
    clusters: config.clusters.map((c) => evaluateCluster(c, config.nodeTypes, { withRecommendation: true })),
  };
}

export function evaluateCluster(
  c: Cluster,
  nodeTypes: readonly NodeType[],
  options: { withRecommendation: boolean },
): ClusterResult {
  const demand = workloadDemand(c.workload);
  const ctx = clusterContext(c, nodeTypes, demand);
  const a = assess(ctx);
  const { layout } = ctx;
  const facts = new Map<string, NodeFacts>();
  for (const n of layout.nodes) facts.set(n.facts.typeId, n.facts);

  const sumNodes = (key: (f: NodeFacts) => number) => {
    let t = 0;
    for (const n of layout.nodes) t += key(n.facts);
    return t;
  };
  const o = c.overheads;
  const rf = c.protection.rf;
  const raw = sumNodes((f) => f.raw);
  const formatting = sumNodes((f) => f.formatting);
  const downstroke = sumNodes((f) => f.downstroke);
  const home = sumNodes((f) => f.home);
  const metadata = sumNodes((f) => f.metadata);
  const curator = sumNodes((f) => f.curator);
  const extentStore = sumNodes((f) => f.extentStore);
  const reserve = a.reserve.storage;
  const after = a.storageAfter;
  const usablePhysical = extentStore - reserve.amount;
  const reduction = figure(after.reduction, 'ratio', 'reduction', 'seedCompression', {
    compression: c.dataReduction.compressionRatio,
    dedup: c.dataReduction.dedupRatio,
    applicationEncryption: c.dataReduction.applicationEncryption ? 'yes' : 'no',
  });
  const overhead = figure(after.overhead, 'ratio', 'overhead', c.protection.ecx.enabled ? 'ecxNote' : 'bible', {
    rf,
    ecx: c.protection.ecx.enabled ? 'on' : 'off',
    strip: c.protection.ecx.enabled && after.strip.data ? `${after.strip.data}/${after.strip.parity}` : 'none',
    domains: after.domainCount,
    coldShare: c.protection.ecx.coldShare,
    savingsRealised: c.protection.ecx.savingsRealised,
    ecShare: after.ecShare,
  });
  const step = (
    id: WaterfallStepId,
    kind: WaterfallStep['kind'],
    stage: WaterfallStep['stage'],
    value: number,
    source: SourceId,
    inputs: Record<string, number | string>,
    formula: FormulaId = id === 'workload' ? 'demandStorage' : id,
  ): WaterfallStep => ({ id, kind, stage, figure: figure(value, 'bytes', formula, source, inputs) });

  const waterfall: WaterfallStep[] = [
    step('raw', 'total', 'physical', raw, 'bibleDrive', { nodes: layout.nodes.length }),
    step('formatting', 'minus', 'physical', formatting, DEFAULTS.formattingShare.source, { raw, share: o.formattingShare }),
    step('downstroke', 'minus', 'physical', downstroke, DEFAULTS.downstrokeGBPerSsd.source, { gbPerSsd: o.downstrokeGBPerSsd }),
    step('home', 'minus', 'physical', home, DEFAULTS.homeGiBPerDevice.source, { gibPerDevice: o.homeGiBPerDevice, devices: o.homeDevices }),
    step('metadata', 'minus', 'physical', metadata, DEFAULTS.metadataGiBPerDevice.source, { gibPerDevice: o.metadataGiBPerDevice, maxDevices: o.metadataMaxDevices }),
    step('curator', 'minus', 'physical', curator, DEFAULTS.curatorGiBPerHddTB.source, { gibPerHddTB: o.curatorGiBPerHddTB }),
    step('extentStore', 'total', 'physical', extentStore, 'bibleDrive', { raw, formatting, downstroke, home, metadata, curator }),
    {
      ...step('rebuildReserve', 'minus', 'physical', reserve.amount, a.headroom.source, { f: a.headroom.domains, awareness: layout.effective }),
      domainIds: reserve.domainIds,
    },
    step('usablePhysical', 'total', 'physical', usablePhysical, 'arithmetic', { extentStore, rebuildReserve: reserve.amount }),
    step('stranded', 'minus', 'physical', after.stranding.stranded, 'sizerMixed', { copies: rf, domains: after.domainCount, overhead: after.overhead }),
    step('logical', 'total', 'logical', after.logical, 'arithmetic', { placeable: after.stranding.placeable, overhead: after.overhead }),
    step('effective', 'total', 'logical', after.effective, 'arithmetic', { logical: after.logical, reduction: after.reduction }),
    step('mayUse', 'total', 'logical', after.mayUse, DEFAULTS.storageFill.source, { effective: after.effective, maximumFill: c.thresholds.storageFill }),
    step('workload', 'total', 'logical', demand.storage, 'inferSnapshots', { used: demand.used, snapshots: demand.snapshots }),
  ];

  const storageNormal = utilisation(demand.storage, a.storageAll.effective, c.thresholds.storageFill);
  const survivorsAfter = without(layout.domains, reserve.domainIds);
  const survivorsSurviving = survivorsAfter.map((d) => d.id);
  const strandedList = after.stranding.byDomain.map((s) => {
    const d = survivorsAfter[s.index]!;
    return { domainId: d.id, nodeIds: d.nodeIds, bytes: s.stranded };
  });

  // Compute-only nodes run no CVM: report what a node with a CVM gives up.
  const cvmNode = layout.nodes.find((n) => n.facts.role !== 'compute-only')?.facts;
  const cvmCores = cvmNode?.cvmCores ?? 0;
  const resource = (
    demandFig: Figure,
    total: number,
    afterLoss: number,
    normal: Utilisation,
    afterU: Utilisation,
    formula: 'usableCores' | 'usableRam' | 'iopsCapability',
    unit: Figure['unit'],
    source: SourceId,
  ): ResourceResult => ({
    demand: demandFig,
    supply: figure(total, unit, formula, source, { nodes: layout.nodes.length }),
    supplyAfterLoss: figure(afterLoss, unit, 'afterLoss', a.headroom.source, { total, f: a.headroom.domains }),
    normal,
    afterLoss: afterU,
    why: { normal: why(normal, source), afterLoss: why(afterU, a.headroom.source) },
  });

  const growthInputs = { yearlyGrowth: c.workload.growth.yearlyShare, years: c.workload.growth.years };
  const growth = figure(demand.growthFactor, 'ratio', 'growth', 'inferGrowth', growthInputs);
  const demandCores = figure(demand.cores, 'cores', 'demandCores', 'inferRatios', {
    coresToday: demand.cores / demand.growthFactor,
    vcpuToday: demand.vcpu / demand.growthFactor,
    growth: demand.growthFactor,
  });
  const demandRam = figure(demand.ram, 'memory', 'demandRam', 'arithmetic', { vms: demand.vmCount, growth: demand.growthFactor });
  const demandIops = figure(demand.iops, 'iops', 'demandIops', 'arithmetic', { vms: demand.vmCount, growth: demand.growthFactor });

  const hybrid = layout.nodes.some((n) => n.facts.storageClass === 'hybrid');
  const { compression } = effectiveReduction(c);
  const workingSetPhysical = (demand.hot / compression) * rf;
  const flashAfter = sumOf(survivorsAfter, (d) => d.flash);
  const workingSet = hybrid ? { physical: workingSetPhysical, flash: flashAfter } : null;

  const scenarios: Scenario[] = [];
  const f = a.headroom.domains;
  const maxLoss = Math.min(f + 1, layout.domains.length);
  for (let lost = 1; lost <= maxLoss; lost++) {
    for (const mode of ['at-once', 'one-after-another'] as const) {
      if (lost === 1 && mode === 'one-after-another') continue;
      const out = mode === 'at-once' ? failAtOnce(ctx, lost) : failOneAfterAnother(ctx, lost);
      const v = out.verdict;
      scenarios.push({
        lostDomains: lost,
        mode,
        lostDomainIds: v.lostDomainIds,
        lostNodes: reservedNodes(layout.domains, v.lostDomainIds),
        survivorNodes: v.survivorNodes,
        survivorDomains: v.survivorDomains,
        dataAvailable: out.dataAvailable,
        reprotected: v.reprotected,
        selfHealed: v.selfHealed,
        vmsRestart: v.vmsRestart,
        rebuildSeconds:
          v.rebuildSeconds === null
            ? null
            : figure(v.rebuildSeconds, 'seconds', 'rebuildTime', 'inferRebuild', {
                startDelaySeconds: c.rebuild.startDelaySeconds,
                rateGBpsPerNode: c.rebuild.rateGBpsPerNode,
                survivors: v.survivorNodes,
              }),
        canTakeNext: out.canTakeNext,
        // Losing more domains at once than RF-1 loses data: no reserve is sized for that.
        withinReserve: lost <= f && (mode === 'one-after-another' || lost <= rf - 1),
      });
    }
  }

  const reservedNodeCount = reservedNodes(layout.domains, reserve.domainIds);
  const recommendType = nodeTypes.find((t) => t.id === c.recommendNodeTypeId);
  const nodeFactsRecord: Record<string, NodeFacts> = {};
  for (const [id, nf] of facts) nodeFactsRecord[id] = nf;
  const blocks = new Map<string, DiagramBlock>();
  for (const n of layout.nodes) {
    let b = blocks.get(n.blockId);
    if (!b) blocks.set(n.blockId, (b = { id: n.blockId, rackId: n.rackId, nodes: [] }));
    b.nodes.push({ id: n.id, nodeTypeId: n.facts.typeId });
  }

  return {
    clusterId: c.id,
    name: c.name,
    nodeCount: a.nodeCount,
    layout: {
      requested: layout.requested,
      effective: layout.effective,
      blocks: [...blocks.values()],
      racks: layout.rackCount,
      domains: layout.domains.map((d) => ({ id: d.id, nodeIds: d.nodeIds })),
    },
    nodeFacts: nodeFactsRecord,
    demand: {
      growthFactor: growth,
      vmCount: demand.vmCount,
      vcpu: demand.vcpu,
      used: figure(demand.used, 'bytes', 'demandStorage', 'arithmetic', { growth: demand.growthFactor }),
      snapshots: figure(demand.snapshots, 'bytes', 'snapshots', 'inferSnapshots', {
        used: demand.used,
        dailyChange: c.workload.snapshots.dailyChangeShare,
        retentionDays: c.workload.snapshots.retentionDays,
      }),
      storage: waterfall[waterfall.length - 1]!.figure,
      provisioned: demand.provisioned,
      iops: demandIops,
    },
    capacity: {
      waterfall,
      // The strip is shown only where EC-X is on and applies.
      stripAfterLoss: c.protection.ecx.enabled ? { data: after.strip.data, parity: after.strip.parity } : { data: 0, parity: 0 },
      overhead,
      reduction,
      effectiveNormal: figure(a.storageAll.effective, 'bytes', 'effective', 'arithmetic', {
        logical: a.storageAll.logical,
        reduction: a.storageAll.reduction,
      }),
      normal: storageNormal,
      afterLoss: a.storage,
      why: { normal: why(storageNormal, DEFAULTS.storageFill.source), afterLoss: why(a.storage, DEFAULTS.storageFill.source) },
      stranded: strandedList,
    },
    headroom: {
      domains: f,
      nodes: reservedNodeCount,
      rule: a.headroom.rule,
      source: a.headroom.source,
      awareness: layout.effective,
      reservedDomainIds: reserve.domainIds,
      odgersSpareNodes: odgersSpares(a.nodeCount),
      figure: figure(reservedNodeCount, 'count', a.headroom.rule === 'fixed' ? 'headroomFixed' : 'headroom', a.headroom.source, {
        rf,
        f,
        nodes: a.nodeCount,
        awareness: layout.effective,
        surviveSecondFailure: c.headroom.surviveSecondFailure ? 'yes' : 'no',
      }),
    },
    compute: {
      cvmCoresPerNode: o.cvmCores === 'auto'
        ? figure(cvmCores, 'cores', 'cvmCoresAuto', KIND_CVM_SOURCE, { cores: demand.cores })
        : figure(cvmCores, 'cores', 'cvmCoresFixed', 'arithmetic', { setting: o.cvmCores }),
      cvmRamPerNode: figure(cvmNode?.cvmRam ?? 0, 'memory', 'cvmRam', DEFAULTS.cvmRamGiB.source, {
        baseGiB: o.cvmRamGiB,
        addOns: o.cvmRamAddOns ? 'on' : 'off',
        rf,
        dedup: effectiveReduction(c).dedup,
      }),
      cores: resource(demandCores, sumOf(layout.domains, (d) => d.cores), a.cpu.supply, a.cpuNormal, a.cpu, 'usableCores', 'cores', KIND_CVM_SOURCE),
      ram: resource(demandRam, sumOf(layout.domains, (d) => d.ram), a.ram.supply, a.ramNormal, a.ram, 'usableRam', 'memory', DEFAULTS.cvmRamGiB.source),
      largestVm: {
        vcpu: demand.maxVcpu?.vcpu ?? 0,
        ram: demand.maxRam?.ram ?? 0,
        fits: a.constraints.find((k) => k.id === 'vm-fit')!.ok,
      },
    },
    performance: {
      status: a.performanceStatus,
      iops: resource(demandIops, sumOf(layout.domains, (d) => d.iops), a.iops.supply, a.iopsNormal, a.iops, 'iopsCapability', 'iops', 'seedPerformance'),
      workingSet: workingSet
        ? {
            physical: figure(workingSet.physical, 'bytes', 'workingSet', 'inferWorkingSet', { hot: demand.hot, compression, rf }),
            flash: figure(workingSet.flash, 'bytes', 'afterLoss', 'inferWorkingSet', { survivors: survivorsSurviving.length }),
            fits: workingSet.physical <= workingSet.flash,
          }
        : null,
    },
    resiliency: { scenarios },
    constraints: a.constraints,
    feasible: a.feasible,
    recommendation: options.withRecommendation && recommendType ? recommend(c, recommendType, demand) : null,
    warnings: clusterWarnings({ cluster: c, nodeTypes, assessment: a, workingSet }),
  };
}
