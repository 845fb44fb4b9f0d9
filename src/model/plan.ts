import type { Cluster, NodeType } from './config';
import { type ClusterResult, evaluate } from './evaluate';
import { recommend } from './recommend';
import { clusterVerdict, type Verdict } from './verdict';

export type { Verdict } from './verdict';

/** One cluster of a plan as its summary shows it: the configured cluster, and what is recommended. */
export interface PlanRow {
  clusterId: string;
  name: string;
  nodes: number;
  /** N+k of the configured cluster: nodes and fault domains held back. */
  headroomNodes: number;
  headroomDomains: number;
  verdict: Verdict;
  criticalWarnings: number;
  /** Nodes the recommendation asks for; null when there is none (no type, or none fits). */
  recommendedNodes: number | null;
}

export interface PlanSummary {
  rows: PlanRow[];
  totals: {
    nodes: number;
    headroomNodes: number;
    /** Sum of the recommendations; null when a cluster has none, so no partial sum passes for a total. */
    recommendedNodes: number | null;
    verdicts: Record<Verdict, number>;
  };
}

export function planRow(result: ClusterResult): PlanRow {
  const rec = result.recommendation;
  return {
    clusterId: result.clusterId,
    name: result.name,
    nodes: result.nodeCount,
    headroomNodes: result.headroom.nodes,
    headroomDomains: result.headroom.domains,
    verdict: clusterVerdict(result),
    criticalWarnings: result.warnings.filter((w) => w.severity === 'critical').length,
    recommendedNodes: rec?.status === 'feasible' ? rec.nodes : null,
  };
}

export function summarisePlanRows(rows: PlanRow[]): PlanSummary {
  const verdicts: Record<Verdict, number> = { ok: 0, caution: 0, short: 0 };
  let nodes = 0;
  let headroomNodes = 0;
  let recommended: number | null = 0;
  for (const r of rows) {
    nodes += r.nodes;
    headroomNodes += r.headroomNodes;
    verdicts[r.verdict] += 1;
    recommended = recommended === null || r.recommendedNodes === null ? null : recommended + r.recommendedNodes;
  }
  return { rows, totals: { nodes, headroomNodes, recommendedNodes: recommended, verdicts } };
}

/** Every cluster of a plan sized, with the totals: what the plan summary shows. */
export const summarisePlan = (clusters: readonly Cluster[], nodeTypes: readonly NodeType[]): PlanSummary =>
  summarisePlanRows(clusters.map((c) => planRow(evaluate(c, nodeTypes, { recommendation: recommend }))));
