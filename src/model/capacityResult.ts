import type { Assessment } from './constraints';
import type { Context } from './context';
import { DEFAULTS } from './defaults';
import { type Derivation, type Figure, figure, type FormulaId } from './derivation';
import { hypervisorSettings } from './hypervisor';
import { without } from './losses';
import type { NodeFacts } from './node';
import type { HeldFailover } from './protectionLoad';
import type { SourceId } from './sources';
import { type Utilisation, utilisation, utilisationWhy, type UtilisationWhy } from './utilisation';

export type WaterfallStepId =
  | 'raw'
  | 'formatting'
  | 'downstroke'
  | 'home'
  | 'metadata'
  | 'oplog'
  | 'curator'
  | 'extentStore'
  | 'rebuildReserve'
  | 'usablePhysical'
  | 'stranded'
  | 'logical'
  | 'effective'
  | 'mayUse'
  | 'swapFiles'
  | 'replication'
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

export interface CapacityResult {
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
}

/** A waterfall step's value by name. */
export function stepValue(capacity: Pick<CapacityResult, 'waterfall'>, id: WaterfallStepId): number {
  return capacity.waterfall.find((s) => s.id === id)!.figure.value;
}

export interface DemandResult {
  growthFactor: Figure;
  vmCount: number;
  vcpu: number;
  used: Figure;
  snapshots: Figure;
  storage: Figure;
  provisioned: number;
  iops: Figure;
  /** ESXi's swap files, part of the storage demand; absent where the hypervisor makes none. */
  swap?: Figure;
  /** What the cluster holds room for to start after a site failure, within its cores and RAM demand; absent where nothing starts here. */
  failover?: HeldFailover;
}

/** The capacity waterfall from raw TB to what the workload may use, and the workload beside it. */
export function capacityResult(ctx: Context, a: Assessment): { demand: DemandResult; capacity: CapacityResult } {
  const { cluster: c, demand, layout } = ctx;
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
  const oplog = sumNodes((f) => f.oplog);
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
    inputs: Derivation['inputs'],
    formula: FormulaId = id === 'workload' ? 'demandStorage' : id,
  ): WaterfallStep => ({ id, kind, stage, figure: figure(value, 'bytes', formula, source, inputs) });

  // The hypervisor's swap files stand beside the workload they belong to, where there are any.
  const hv = hypervisorSettings(c);
  const swapSteps =
    demand.swap > 0
      ? [
          step('swapFiles', 'total', 'logical', demand.swap, 'vmwareSwap', {
            hypervisor: hv.kind,
            vmRam: demand.ram,
            reservedShare: hv.vmMemoryReservedShare,
          }),
        ]
      : [];
  const waterfall: WaterfallStep[] = [
    step('raw', 'total', 'physical', raw, 'bibleDrive', { nodes: layout.nodes.length }),
    step('formatting', 'minus', 'physical', formatting, DEFAULTS.flashFormattingShare.source, {
      flashShare: o.flashFormattingShare,
      hddShare: o.hddFormattingShare,
    }),
    step('downstroke', 'minus', 'physical', downstroke, DEFAULTS.downstrokeGiBPerSsd.source, { gibPerSsd: o.downstrokeGiBPerSsd }),
    step('home', 'minus', 'physical', home, DEFAULTS.homeGiBPerDevice.source, { gibPerDevice: o.homeGiBPerDevice, devices: o.homeDevices }),
    step('metadata', 'minus', 'physical', metadata, DEFAULTS.metadataGiBPerDevice.source, {
      gibPerDevice: o.metadataGiBPerDevice,
      maxDevices: o.metadataMaxDevices,
    }),
    step('oplog', 'minus', 'physical', oplog, DEFAULTS.oplogGiBAtRf2.source, {
      gibAtRf2: o.oplogGiBAtRf2,
      shareAtRf2: o.oplogShareAtRf2,
      rf,
      nodes: layout.nodes.length,
    }),
    step('curator', 'minus', 'physical', curator, DEFAULTS.curatorGiBPerHddTB.source, { gibPerHddTB: o.curatorGiBPerHddTB }),
    step('extentStore', 'total', 'physical', extentStore, 'bibleDrive', { raw, formatting, downstroke, home, metadata, oplog, curator }),
    {
      ...step('rebuildReserve', 'minus', 'physical', reserve.amount, a.headroom.source, {
        f: a.headroom.domains,
        awareness: layout.effective,
      }),
      domainIds: reserve.domainIds,
    },
    step('usablePhysical', 'total', 'physical', usablePhysical, 'arithmetic', { extentStore, rebuildReserve: reserve.amount }),
    step('stranded', 'minus', 'physical', after.stranding.stranded, 'sizerMixed', {
      copies: rf,
      domains: after.domainCount,
      overhead: after.overhead,
    }),
    step('logical', 'total', 'logical', after.logical, 'arithmetic', { placeable: after.stranding.placeable, overhead: after.overhead }),
    step('effective', 'total', 'logical', after.effective, 'arithmetic', { logical: after.logical, reduction: after.reduction }),
    step('mayUse', 'total', 'logical', after.mayUse, DEFAULTS.storageFill.source, {
      effective: after.effective,
      maximumFill: c.thresholds.storageFill,
    }),
    ...swapSteps,
    // The plan's protection: replicas and remote snapshots of other clusters, local snapshots and NearSync's reserve.
    ...(demand.replication
      ? [step('replication', 'total', 'logical', demand.replication, 'arithmetic', { replication: demand.replication })]
      : []),
    step('workload', 'total', 'logical', demand.storage, 'inferSnapshots', {
      used: demand.used,
      snapshots: demand.snapshots,
      ...(demand.swap > 0 ? { swap: demand.swap } : {}),
      ...(demand.replication ? { replication: demand.replication } : {}),
    }),
  ];

  const storageNormal = utilisation(demand.storage, a.storageAll.effective, c.thresholds.storageFill);
  const survivorsAfter = without(layout.domains, reserve.domainIds);
  const strandedList = after.stranding.byDomain.map((s) => {
    const d = survivorsAfter[s.index]!;
    return { domainId: d.id, nodeIds: d.nodeIds, bytes: s.stranded };
  });
  return {
    demand: {
      growthFactor: figure(demand.growthFactor, 'ratio', 'growth', 'inferGrowth', {
        yearlyGrowth: c.workload.growth.yearlyShare,
        years: c.workload.growth.years,
      }),
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
      iops: figure(demand.iops, 'iops', 'demandIops', 'arithmetic', { vms: demand.vmCount, growth: demand.growthFactor }),
      ...(swapSteps[0] ? { swap: swapSteps[0].figure } : {}),
      ...(demand.failover ? { failover: demand.failover } : {}),
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
      why: {
        normal: utilisationWhy(storageNormal, DEFAULTS.storageFill.source),
        afterLoss: utilisationWhy(a.storage, DEFAULTS.storageFill.source),
      },
      stranded: strandedList,
    },
  };
}
