import type { Cluster, DriveTier, NodeType, ReplicationFactor, SizingConfig } from './config';
import { defaultClusterSettings } from './defaultConfig';
import { DEFAULTS } from './defaults';
import type { Figure } from './derivation';
import type { ClusterResult, evaluate, WaterfallStepId } from './evaluate';
import type { HeadroomRule } from './headroom';

/**
 * The quick calculator (as DesignBrews' and the Nutanix Storage Calculator's one short form):
 * drives per node by tier, node count, RF, EC-X with its cold share, data efficiency and
 * downstroked SSDs. It builds a cluster of one node type from them and sizes it with the full
 * model, once per headroom option, so every figure is the full sizer's, with its derivation.
 */
export interface QuickInput {
  drives: Record<DriveTier, { count: number; sizeTB: number }>;
  nodes: number;
  rf: ReplicationFactor;
  ecx: boolean;
  /** Share of data that is write-cold, eligible for EC-X. */
  coldShare: number;
  /** Data efficiency as a compression ratio: 1 (none), 1.5 or 2 in the calculators' presets. */
  efficiency: number;
  /** Count the 80 GB each SATA/SAS SSD is downstroked by (the model's conservative default: on). */
  downstroked: boolean;
}

/** Hold back 0, 1 or 2 nodes, or what the auto rule holds back. */
export type HeadroomOption = 0 | 1 | 2 | 'auto';
export const HEADROOM_OPTIONS: readonly HeadroomOption[] = [0, 1, 2, 'auto'];

export interface QuickRow {
  headroom: HeadroomOption;
  /** Nodes held back, and the rule that chose them. */
  heldBack: number;
  rule: HeadroomRule;
  extentStore: Figure;
  /** Logical capacity after the reserve and RF or EC-X. */
  usable: Figure;
  effective: Figure;
  mayUse: Figure;
}

export const QUICK_TIERS: readonly DriveTier[] = ['nvme', 'ssd', 'hdd'];

/** The quick form's opening values: the default sizing's all-flash nodes and settings. */
export function defaultQuickInput(): QuickInput {
  return {
    drives: { nvme: { count: 0, sizeTB: 7.68 }, ssd: { count: 6, sizeTB: 3.84 }, hdd: { count: 0, sizeTB: 8 } },
    nodes: 6,
    rf: 2,
    ecx: false,
    coldShare: DEFAULTS.ecxColdShare.value,
    efficiency: 1.5,
    downstroked: true,
  };
}

/** The node type the quick inputs describe (compute as the default all-flash node: capacity does not depend on it). */
export function quickNodeType(input: QuickInput, id: string, name: string): NodeType {
  return {
    id,
    name,
    sockets: 2,
    coresPerSocket: 24,
    ghz: 2.8,
    cpuFactor: 1,
    ramGiB: 768,
    drives: QUICK_TIERS.filter((tier) => input.drives[tier].count > 0).map((tier) => ({
      tier,
      count: input.drives[tier].count,
      sizeTB: input.drives[tier].sizeTB,
      selfEncrypting: false,
    })),
    nicGbps: 50,
    role: 'hci',
  };
}

/** A cluster's settings with the quick inputs applied: the one way both the quick rows and "take it over" set them. */
export function withQuickSettings(c: Cluster, input: QuickInput, headroom: HeadroomOption, nodeTypeId: string): Cluster {
  return {
    ...c,
    nodes: [{ nodeTypeId, count: input.nodes }],
    recommendNodeTypeId: nodeTypeId,
    faultDomains: { ...c.faultDomains, awareness: 'node' },
    protection: { rf: input.rf, ecx: { ...c.protection.ecx, enabled: input.ecx, coldShare: input.coldShare } },
    headroom:
      headroom === 'auto'
        ? { ...c.headroom, mode: 'auto', surviveSecondFailure: false }
        : { ...c.headroom, mode: 'fixed', fixedDomains: headroom },
    dataReduction: { ...c.dataReduction, compressionRatio: input.efficiency, dedupRatio: 1, applicationEncryption: false },
    // Downstroked: the cluster's own figure, or the calculator's 80 GiB where it had none.
    overheads: {
      ...c.overheads,
      downstrokeGiBPerSsd: input.downstroked ? c.overheads.downstrokeGiBPerSsd || DEFAULTS.downstrokeGiBPerSsd.value : 0,
    },
  };
}

const QUICK_TYPE_ID = 'quick';

/**
 * The full config one quick row sizes: the default settings with the reservations of the cluster it
 * is taken into (so that taking it gives the figures shown), no workload.
 */
export function quickConfig(input: QuickInput, headroom: HeadroomOption, overheads?: Cluster['overheads']): SizingConfig {
  const settings = defaultClusterSettings();
  const base: Cluster = {
    id: 'c1',
    name: 'Quick',
    nodes: [],
    recommendNodeTypeId: QUICK_TYPE_ID,
    ...settings,
    overheads: overheads ?? settings.overheads,
    workload: { vmGroups: [], snapshots: { dailyChangeShare: 0, retentionDays: 0 }, growth: { yearlyShare: 0, years: 0 } },
    failurePlan: { steps: [] },
  };
  return {
    schemaVersion: 6,
    name: 'Quick',
    nodeTypes: [quickNodeType(input, QUICK_TYPE_ID, 'Quick')],
    clusters: [withQuickSettings(base, input, headroom, QUICK_TYPE_ID)],
  };
}

const figureOf = (r: ClusterResult, id: WaterfallStepId): Figure => r.capacity.waterfall.find((s) => s.id === id)!.figure;

/**
 * One row per headroom option: extent store, usable, effective and what the workload may use, each with its
 * derivation. `evaluate` is the full sizer's, passed in rather than imported so
 * that the page's lazily loaded calculator shares the sizer's copy instead of splitting it out.
 */
export function quickRows(input: QuickInput, evaluateQuick: typeof evaluate, overheads?: Cluster['overheads']): QuickRow[] {
  return HEADROOM_OPTIONS.map((headroom) => {
    const cfg = quickConfig(input, headroom, overheads);
    const r = evaluateQuick(cfg.clusters[0]!, cfg.nodeTypes, {});
    return {
      headroom,
      heldBack: r.headroom.nodes,
      rule: r.headroom.rule,
      extentStore: figureOf(r, 'extentStore'),
      usable: figureOf(r, 'logical'),
      effective: figureOf(r, 'effective'),
      mayUse: figureOf(r, 'mayUse'),
    };
  });
}
