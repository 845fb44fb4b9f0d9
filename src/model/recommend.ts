import type { Cluster, Headroom, NodeType, ReplicationFactor } from './config';
import { MAX_RECOMMENDED_NODES } from './defaults';
import { assess, type ConstraintCheck, type ConstraintId } from './constraints';
import { clusterContext } from './context';
import { chooseHeadroom, type HeadroomRule } from './headroom';
import { nodeStep } from './layout';
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
      /**
       * True when a fixed headroom is below the rule at this size, so the recommendation holds the
       * rule's instead: applying it sets the headroom to auto.
       */
      headroomRaised: boolean;
      /** What stopped one node (or block) fewer; null when the smallest candidate already fits. */
      binding: ConstraintId | null;
      uncheckedConstraints: ConstraintId[];
      rows: CandidateRow[];
      /**
       * The fewest nodes that meet every constraint with the headroom exactly as set, when that
       * breaks the rule (a fixed N+k below the auto rule at that size: N+0, RF2 above 24 nodes at
       * N+1), assessed as set. Shown beside the recommendation as what was asked for, never
       * recommended; null when the setting holds the rule where it first fits.
       */
      asked: CandidateRow | null;
    }
  | {
      status: 'infeasible';
      nodeTypeId: string;
      /** Constraints still failing at the largest candidate. */
      failing: ConstraintId[];
      rows: CandidateRow[];
      asked: CandidateRow | null;
    };

/**
 * The headroom a candidate of n nodes is sized with: the setting, but never below the auto rule at
 * that size [seed 003], so that no recommendation is a size the verdict calls rule-breaking.
 */
export function holdingTheRule(h: Headroom, rf: ReplicationFactor, nodes: number): Headroom {
  return h.mode === 'fixed' && h.fixedDomains < chooseHeadroom({ ...h, mode: 'auto' }, rf, nodes).domains ? { ...h, mode: 'auto' } : h;
}

/** The cluster as `n` nodes of one type, assessed with `headroom` (by default the setting, held to the rule). */
export function candidate(
  cluster: Cluster,
  nodeType: NodeType,
  demand: Demand,
  n: number,
  headroom: Headroom = holdingTheRule(cluster.headroom, cluster.protection.rf, n),
): CandidateRow {
  const step = nodeStep(cluster.faultDomains);
  const a = assess(clusterContext({ ...cluster, headroom, nodes: [{ nodeTypeId: nodeType.id, count: n }] }, [nodeType], demand));
  return {
    nodes: n,
    blocks: a.ctx.layout.blockCount,
    eligible: n % step === 0,
    headroomDomains: a.headroom.domains,
    headroomNodes: reservedNodes(a.ctx.layout.domains, a.reserve.storage.domainIds),
    headroomRule: a.headroom.rule,
    feasible: a.feasible,
    constraints: a.constraints,
  };
}

/**
 * The fewest nodes of one type, in whole blocks when block- or rack-aware, that meet every
 * constraint at the end of the growth horizon with the headroom held back. Auto headroom depends
 * on the node count (the 24-node rule), so every count up to `maxNodes` is checked rather than searched.
 */
export function recommend(cluster: Cluster, nodeType: NodeType, demand: Demand, maxNodes = MAX_RECOMMENDED_NODES): Recommendation {
  const sized = (n: number, headroom: Headroom) => candidate(cluster, nodeType, demand, n, headroom);
  const rows: CandidateRow[] = [];
  for (let n = 1; n <= maxNodes; n++) rows.push(sized(n, holdingTheRule(cluster.headroom, cluster.protection.rf, n)));
  // A fixed headroom the rule had to raise is sized by an auto rule.
  const raised = (r: CandidateRow) => cluster.headroom.mode === 'fixed' && r.headroomRule !== 'fixed';
  const eligible = rows.filter((r) => r.eligible);
  // What was asked for: the first eligible size that fits with the headroom as set, when the rule
  // had to raise it there. Where the setting holds the rule the row already is that size.
  let asked: CandidateRow | null = null;
  for (const r of eligible) {
    const asSet = raised(r) ? sized(r.nodes, cluster.headroom) : r;
    if (asSet.feasible) {
      if (asSet !== r) asked = asSet;
      break;
    }
  }
  const index = eligible.findIndex((r) => r.feasible);
  if (index === -1) {
    const last = eligible[eligible.length - 1]!;
    return {
      status: 'infeasible',
      nodeTypeId: nodeType.id,
      failing: last.constraints.filter((k) => !k.ok).map((k) => k.id),
      rows,
      asked,
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
    headroomRaised: raised(chosen),
    binding: previous ? tightest(previous.constraints) : null,
    uncheckedConstraints: chosen.constraints.filter((k) => !k.checked).map((k) => k.id),
    rows,
    asked,
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
