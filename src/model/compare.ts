import { stepValue } from './capacityResult';
import type { Cluster, NodeType } from './config';
import type { ConstraintCheck, ConstraintId } from './constraints';
import type { ClusterResult } from './evaluate';
import type { Severity, WarningCode } from './warnings';

/**
 * Options side by side: what differs in their inputs, named by what the user set, and their
 * results reduced to the figures a decision weighs. Pure; the words and number formats are the
 * UI's. The first scenario is the baseline every other one is compared with.
 */

/** One cluster and the node types it may name: what a scenario in a comparison sizes. */
export interface ComparedCluster {
  cluster: Cluster;
  nodeTypes: readonly NodeType[];
}

export type InputKind = 'count' | 'ratio' | 'share' | 'flag' | 'text' | 'years' | 'days';
export type InputValue = number | boolean | string;

interface InputDef {
  id: string;
  kind: InputKind;
  get: (s: ComparedCluster) => InputValue;
}

const typeName = (s: ComparedCluster, id: string) => s.nodeTypes.find((t) => t.id === id)?.name || id;
const sum = <T>(xs: readonly T[], f: (x: T) => number) => xs.reduce((n, x) => n + f(x), 0);

/** The inputs a comparison names, in the order the form shows them. */
const INPUTS = [
  { id: 'nodes', kind: 'count', get: (s) => sum(s.cluster.nodes, (n) => n.count) },
  {
    id: 'nodeTypes',
    kind: 'text',
    // The counts are named only in a mix: a single type's count is the node count above.
    get: (s) => {
      const used = s.cluster.nodes.filter((n) => n.count > 0);
      return used.map((n) => (used.length > 1 ? `${n.count} × ` : '') + typeName(s, n.nodeTypeId)).join(' + ');
    },
  },
  { id: 'rf', kind: 'count', get: (s) => s.cluster.protection.rf },
  { id: 'ecx', kind: 'flag', get: (s) => s.cluster.protection.ecx.enabled },
  { id: 'ecxColdShare', kind: 'share', get: (s) => s.cluster.protection.ecx.coldShare },
  { id: 'awareness', kind: 'text', get: (s) => s.cluster.faultDomains.awareness },
  { id: 'nodesPerBlock', kind: 'count', get: (s) => s.cluster.faultDomains.nodesPerBlock },
  // Auto headroom is a rule, a fixed one a number: "auto" or "N+k" tell them apart in one value.
  { id: 'headroom', kind: 'text', get: (s) => (s.cluster.headroom.mode === 'auto' ? 'auto' : `N+${s.cluster.headroom.fixedDomains}`) },
  { id: 'surviveSecondFailure', kind: 'flag', get: (s) => s.cluster.headroom.surviveSecondFailure },
  { id: 'selfHealGoal', kind: 'text', get: (s) => s.cluster.headroom.selfHealGoal },
  { id: 'compression', kind: 'ratio', get: (s) => s.cluster.dataReduction.compressionRatio },
  { id: 'dedup', kind: 'ratio', get: (s) => s.cluster.dataReduction.dedupRatio },
  { id: 'tde', kind: 'flag', get: (s) => s.cluster.dataReduction.applicationEncryption },
  { id: 'cpuThreshold', kind: 'share', get: (s) => s.cluster.thresholds.cpu },
  { id: 'ramThreshold', kind: 'share', get: (s) => s.cluster.thresholds.ram },
  { id: 'storageFill', kind: 'share', get: (s) => s.cluster.thresholds.storageFill },
  { id: 'iopsThreshold', kind: 'share', get: (s) => s.cluster.thresholds.iops },
  { id: 'vms', kind: 'count', get: (s) => sum(s.cluster.workload.vmGroups, (g) => g.count) },
  { id: 'vmGroups', kind: 'count', get: (s) => s.cluster.workload.vmGroups.length },
  { id: 'growth', kind: 'share', get: (s) => s.cluster.workload.growth.yearlyShare },
  { id: 'growthYears', kind: 'years', get: (s) => s.cluster.workload.growth.years },
  { id: 'retentionDays', kind: 'days', get: (s) => s.cluster.workload.snapshots.retentionDays },
  { id: 'dailyChange', kind: 'share', get: (s) => s.cluster.workload.snapshots.dailyChangeShare },
  { id: 'recommendType', kind: 'text', get: (s) => typeName(s, s.cluster.recommendNodeTypeId) },
] as const satisfies readonly InputDef[];

export type InputId = (typeof INPUTS)[number]['id'];

export interface InputChange {
  id: InputId;
  kind: InputKind;
  from: InputValue;
  to: InputValue;
}

/** What `to` changes from `from`, input by input; empty when they size the same inputs. */
export function configDiff(from: ComparedCluster, to: ComparedCluster): InputChange[] {
  const out: InputChange[] = [];
  for (const d of INPUTS) {
    const a = d.get(from);
    const b = d.get(to);
    if (a !== b) out.push({ id: d.id, kind: d.kind, from: a, to: b });
  }
  return out;
}

export type FigureKind = 'count' | 'bytes' | 'share' | 'flag' | 'constraint' | 'headroom';
export type FigureValue = number | boolean | ConstraintId | null;

/** The figures a comparison shows of one scenario; null where the figure does not exist (no IOPS figures). */
export interface ComparedFigures {
  nodes: number;
  /** N+k: fault domains held back, and the nodes they hold. */
  headroom: number;
  headroomNodes: number;
  recommendedNodes: number | null;
  raw: number;
  usable: number;
  effective: number;
  mayUse: number;
  demand: number;
  storageNormal: number | null;
  storageAfterLoss: number | null;
  cpuNormal: number | null;
  cpuAfterLoss: number | null;
  ramNormal: number | null;
  ramAfterLoss: number | null;
  iopsNormal: number | null;
  iopsAfterLoss: number | null;
  feasible: boolean;
  dataAvailable: boolean;
  reprotected: boolean;
  selfHealed: boolean;
  vmsRestart: boolean;
  /** The constraint with the least room: the first to fail as the workload grows or nodes go. */
  binding: ConstraintId | null;
}

export type FigureId = keyof ComparedFigures;

/** How each figure is shown, in the order of the comparison's rows. */
export const FIGURE_KINDS: { [K in FigureId]: FigureKind } = {
  nodes: 'count',
  headroom: 'headroom',
  headroomNodes: 'count',
  recommendedNodes: 'count',
  raw: 'bytes',
  usable: 'bytes',
  effective: 'bytes',
  mayUse: 'bytes',
  demand: 'bytes',
  storageNormal: 'share',
  storageAfterLoss: 'share',
  cpuNormal: 'share',
  cpuAfterLoss: 'share',
  ramNormal: 'share',
  ramAfterLoss: 'share',
  iopsNormal: 'share',
  iopsAfterLoss: 'share',
  feasible: 'flag',
  dataAvailable: 'flag',
  reprotected: 'flag',
  selfHealed: 'flag',
  vmsRestart: 'flag',
  binding: 'constraint',
};

/**
 * The tightest constraint of a cluster as configured: among those failing, the one failing worst
 * (self-healing only when nothing else fails, as it fails whenever the others do); when all are
 * met, the one with the least margin. Unchecked constraints neither bind nor pass.
 */
export function bindingConstraint(checks: readonly ConstraintCheck[]): ConstraintId | null {
  const checked = checks.filter((k) => k.checked);
  const failing = checked.filter((k) => !k.ok);
  const causes = failing.some((k) => k.id !== 'self-heal') ? failing.filter((k) => k.id !== 'self-heal') : failing;
  const pool = causes.length > 0 ? causes : checked;
  let worst: ConstraintCheck | null = null;
  for (const k of pool) if (!worst || k.margin < worst.margin) worst = k;
  return worst?.id ?? null;
}

export function comparedFigures(r: ClusterResult): ComparedFigures {
  // Verdicts hold only if every failure the headroom is sized for keeps them: the conservative reading.
  const sized = r.resiliency.scenarios.filter((s) => s.withinReserve);
  const all = (f: (s: (typeof sized)[number]) => boolean) => sized.length > 0 && sized.every(f);
  const iops = r.constraints.find((k) => k.id === 'iops')!.checked ? r.performance.iops : null;
  const rec = r.recommendation;
  return {
    nodes: r.nodeCount,
    headroom: r.headroom.domains,
    headroomNodes: r.headroom.nodes,
    recommendedNodes: rec?.status === 'feasible' ? rec.nodes : null,
    raw: stepValue(r.capacity, 'raw'),
    usable: stepValue(r.capacity, 'logical'),
    effective: stepValue(r.capacity, 'effective'),
    mayUse: stepValue(r.capacity, 'mayUse'),
    demand: r.demand.storage.value,
    storageNormal: r.capacity.normal.share,
    storageAfterLoss: r.capacity.afterLoss.share,
    cpuNormal: r.compute.cores.normal.share,
    cpuAfterLoss: r.compute.cores.afterLoss.share,
    ramNormal: r.compute.ram.normal.share,
    ramAfterLoss: r.compute.ram.afterLoss.share,
    iopsNormal: iops ? iops.normal.share : null,
    iopsAfterLoss: iops ? iops.afterLoss.share : null,
    feasible: r.feasible,
    dataAvailable: all((s) => s.dataAvailable),
    reprotected: all((s) => s.reprotected),
    selfHealed: all((s) => s.selfHealed),
    vmsRestart: all((s) => s.vmsRestart),
    binding: bindingConstraint(r.constraints),
  };
}

/** Figures equal within a part in a million count as the same: sums in another order may differ in the last bit. */
function same(a: FigureValue, b: FigureValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= 1e-6 * Math.max(Math.abs(a), Math.abs(b));
  return a === b;
}

export interface ComparedRow {
  id: FigureId;
  kind: FigureKind;
  values: FigureValue[];
  /** Per scenario: differs from the baseline (the first); always false for the baseline itself. */
  differs: boolean[];
}

export interface ComparedWarning {
  code: WarningCode;
  severity: Severity;
  /** Per scenario: the warning's index in that scenario's list, or null where it does not apply. */
  at: (number | null)[];
  differs: boolean[];
}

export interface Comparison {
  rows: ComparedRow[];
  /** Each warning code any scenario raises, most severe first, with where it applies. */
  warnings: ComparedWarning[];
}

const SEVERITY_ORDER: Record<Severity, number> = { critical: 0, warning: 1, info: 2 };

export function compare(results: readonly ClusterResult[]): Comparison {
  const figures = results.map(comparedFigures);
  const rows = (Object.keys(FIGURE_KINDS) as FigureId[]).map((id) => {
    const values = figures.map((f) => f[id]);
    return { id, kind: FIGURE_KINDS[id], values, differs: values.map((v, i) => i > 0 && !same(v, values[0]!)) };
  });
  const codes = new Map<WarningCode, Severity>();
  for (const r of results) for (const w of r.warnings) if (!codes.has(w.code)) codes.set(w.code, w.severity);
  const warnings = [...codes]
    .sort((a, b) => SEVERITY_ORDER[a[1]] - SEVERITY_ORDER[b[1]])
    .map(([code, severity]) => {
      const at = results.map((r) => {
        const i = r.warnings.findIndex((w) => w.code === code);
        return i === -1 ? null : i;
      });
      return { code, severity, at, differs: at.map((x, i) => i > 0 && (x === null) !== (at[0] === null)) };
    });
  return { rows, warnings };
}
