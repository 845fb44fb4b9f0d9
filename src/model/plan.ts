import type { Cluster, NodeType, ProtectionRelation } from './config';
import { type ClusterResult, evaluate } from './evaluate';
import { recommend } from './recommend';
import { evaluateWithProtection, type ProtectionReport } from './replication';
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
  /** The protection between the clusters; absent where the plan has none. */
  protection?: ProtectionReport;
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

/** Every cluster of a plan sized, with what its protection stores on it, and the totals: what the plan summary shows. */
export function summarisePlan(clusters: Cluster[], nodeTypes: NodeType[], protections?: ProtectionRelation[]): PlanSummary {
  const { results, protection } = evaluateWithProtection({ clusters, nodeTypes, protections }, (c, load) =>
    evaluate(c, nodeTypes, { recommendation: recommend }, load),
  );
  const summary = summarisePlanRows(results.map(planRow));
  return protection ? { ...summary, protection } : summary;
}
