import type { Cluster, NodeType } from './config';
import { MAX_RECOMMENDED_NODES } from './defaults';
import { assess, type ConstraintCheck, type ConstraintId } from './constraints';
import { clusterContext } from './context';
import type { HeadroomRule } from './headroom';
import type { Demand } from './workload';

export interface CandidateRow {
  nodes: number;
  blocks: number;
  /** False when block- or rack-aware and the count is not whole blocks: shown, never recommended. */
  eligible: boolean;
  headroomDomains: number;
  headroomNodes: number;
  headroomRule: HeadroomRule;
  feasible: boolean;
  constraints: ConstraintCheck[];
}

export type Recommendation =
  | {
      status: 'feasible';
      nodeTypeId: string;
      nodes: number;
      blocks: number;
      headroomDomains: number;
      headroomNodes: number;
      /** The rule that chose the recommended cluster's headroom: auto headroom depends on its size. */
      headroomRule: HeadroomRule;
      /** What stopped one node (or block) fewer; null when the smallest candidate already fits. */
      binding: ConstraintId | null;
      uncheckedConstraints: ConstraintId[];
      rows: CandidateRow[];
    }
  | {
      status: 'infeasible';
      nodeTypeId: string;
      /** Constraints still failing at the largest candidate. */
      failing: ConstraintId[];
      rows: CandidateRow[];
    };

/**
 * The fewest nodes of one type, in whole blocks when block- or rack-aware, that meet every
 * constraint at the end of the growth horizon with the headroom held back. Auto headroom depends
 * on the node count (the 24-node rule), so every count is checked rather than searched.
 */
export function recommend(cluster: Cluster, nodeType: NodeType, demand: Demand): Recommendation {
  const step = cluster.faultDomains.awareness === 'node' ? 1 : cluster.faultDomains.nodesPerBlock;
  const rows: CandidateRow[] = [];
  for (let n = 1; n <= MAX_RECOMMENDED_NODES; n++) {
    const candidate: Cluster = { ...cluster, nodes: [{ nodeTypeId: nodeType.id, count: n }] };
    const a = assess(clusterContext(candidate, [nodeType], demand));
    rows.push({
      nodes: n,
      blocks: a.ctx.layout.blockCount,
      eligible: n % step === 0,
      headroomDomains: a.headroom.domains,
      headroomNodes: reservedNodes(a.ctx.layout.domains, a.reserve.storage.domainIds),
      headroomRule: a.headroom.rule,
      feasible: a.feasible,
      constraints: a.constraints,
    });
  }
  const eligible = rows.filter((r) => r.eligible);
  const index = eligible.findIndex((r) => r.feasible);
  if (index === -1) {
    const last = eligible[eligible.length - 1]!;
    return {
      status: 'infeasible',
      nodeTypeId: nodeType.id,
      failing: last.constraints.filter((k) => !k.ok).map((k) => k.id),
      rows,
    };
  }
  const chosen = eligible[index]!;
  const previous = index > 0 ? eligible[index - 1]! : null;
  return {
    status: 'feasible',
    nodeTypeId: nodeType.id,
    nodes: chosen.nodes,
    blocks: chosen.blocks,
    headroomDomains: chosen.headroomDomains,
    headroomNodes: chosen.headroomNodes,
    headroomRule: chosen.headroomRule,
    binding: previous ? tightest(previous.constraints) : null,
    uncheckedConstraints: chosen.constraints.filter((k) => !k.checked).map((k) => k.id),
    rows,
  };
}

/**
 * The constraint that set the count. Self-healing fails whenever the survivors lack room or nodes,
 * so when another constraint fails too, that one is the cause worth naming.
 */
function tightest(checks: readonly ConstraintCheck[]): ConstraintId | null {
  const failing = checks.filter((k) => !k.ok);
  const causes = failing.some((k) => k.id !== 'self-heal') ? failing.filter((k) => k.id !== 'self-heal') : failing;
  let worst: ConstraintCheck | null = null;
  for (const k of causes) if (!worst || k.margin < worst.margin) worst = k;
  return worst?.id ?? null;
}

export function reservedNodes(domains: readonly { id: string; nodeIds: string[] }[], ids: readonly string[]): number {
  let n = 0;
  for (const d of domains) if (ids.includes(d.id)) n += d.nodeIds.length;
  return n;
}
