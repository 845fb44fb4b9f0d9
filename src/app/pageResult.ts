import type { Cluster, NodeType } from '../model/config';
import { type ClusterResult, evaluateCluster } from '../model/evaluate';
import { type FailurePlanReport, simulateFailurePlan } from '../model/failurePlan';
import { type Runway, runway } from '../model/runway';

/** What the page shows of one cluster: its sizing, its failure plan played out step by step, and its runway. */
export interface PageResult extends ClusterResult {
  failurePlan: FailurePlanReport;
  runway: Runway;
}

/** One call for everything the results column shows, so all of it runs wherever the sizing runs. */
export const evaluatePage = (cluster: Cluster, nodeTypes: readonly NodeType[]): PageResult => ({
  ...evaluateCluster(cluster, nodeTypes, { withRecommendation: true }),
  failurePlan: simulateFailurePlan(cluster, nodeTypes),
  runway: runway(cluster, nodeTypes),
});
