import type { Cluster, Headroom, NodeType, ReplicationFactor } from './config';
import { MAX_RECOMMENDED_NODES } from './defaults';
import { type Assessment, assess, type ConstraintCheck, type ConstraintId } from './constraints';
import { clusterContext } from './context';
import { chooseHeadroom, type HeadroomRule } from './headroom';
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

/**
 * The fewest nodes that meet every constraint with the headroom exactly as set, when that breaks
 * the rule: a fixed N+k below what the auto rule holds back at that size (N+0, RF2 above 24 nodes
 * at N+1). Shown beside the recommendation as what was asked for, never recommended.
 */
export interface AskedSize {
  nodes: number;
  blocks: number;
  headroomDomains: number;
  headroomNodes: number;
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
      asked: AskedSize | null;
    }
  | {
      status: 'infeasible';
      nodeTypeId: string;
      /** Constraints still failing at the largest candidate. */
      failing: ConstraintId[];
      rows: CandidateRow[];
      asked: AskedSize | null;
    };

/**
 * The headroom a candidate of n nodes is sized with: the setting, but never below the auto rule at
 * that size [seed 003], so that no recommendation is a size the verdict calls rule-breaking.
 */
export function holdingTheRule(h: Headroom, rf: ReplicationFactor, nodes: number): Headroom {
  if (h.mode !== 'fixed') return h;
  return h.fixedDomains >= chooseHeadroom({ ...h, mode: 'auto' }, rf, nodes).domains ? h : { ...h, mode: 'auto' };
}

/**
 * The fewest nodes of one type, in whole blocks when block- or rack-aware, that meet every
 * constraint at the end of the growth horizon with the headroom held back. Auto headroom depends
 * on the node count (the 24-node rule), so every count is checked rather than searched.
 */
export function recommend(cluster: Cluster, nodeType: NodeType, demand: Demand): Recommendation {
  const step = cluster.faultDomains.awareness === 'node' ? 1 : cluster.faultDomains.nodesPerBlock;
  const rf = cluster.protection.rf;
  const candidate = (n: number, headroom: Headroom): Cluster => ({ ...cluster, headroom, nodes: [{ nodeTypeId: nodeType.id, count: n }] });
  const rows: CandidateRow[] = [];
  const raised: boolean[] = [];
  for (let n = 1; n <= MAX_RECOMMENDED_NODES; n++) {
    const headroom = holdingTheRule(cluster.headroom, rf, n);
    const a = assess(clusterContext(candidate(n, headroom), [nodeType], demand));
    raised.push(headroom !== cluster.headroom);
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
  const asked = askedSize(rows, raised, (n) => assess(clusterContext(candidate(n, cluster.headroom), [nodeType], demand)));
  const eligible = rows.filter((r) => r.eligible);
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
    headroomRaised: raised[chosen.nodes - 1]!,
    binding: previous ? tightest(previous.constraints) : null,
    uncheckedConstraints: chosen.constraints.filter((k) => !k.checked).map((k) => k.id),
    rows,
    asked,
  };
}

/**
 * The first eligible size that fits with the headroom as set. Where the setting holds the rule
 * the row above already is that size; elsewhere it is assessed again with the setting. Null when
 * the first fit holds the rule (nothing rule-breaking was asked for) or nothing fits.
 */
function askedSize(rows: readonly CandidateRow[], raised: readonly boolean[], asSet: (n: number) => Assessment): AskedSize | null {
  for (const row of rows) {
    if (!row.eligible) continue;
    if (!raised[row.nodes - 1]) {
      if (row.feasible) return null;
      continue;
    }
    const a = asSet(row.nodes);
    if (!a.feasible) continue;
    return {
      nodes: row.nodes,
      blocks: row.blocks,
      headroomDomains: a.headroom.domains,
      headroomNodes: reservedNodes(a.ctx.layout.domains, a.reserve.storage.domainIds),
    };
  }
  return null;
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
