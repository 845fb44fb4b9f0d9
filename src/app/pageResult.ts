import type { Cluster, NodeType } from '../model/config';
import { evaluateCluster } from '../model/evaluate';
import { simulateFailurePlan } from '../model/failurePlan';
import { runway } from '../model/runway';
import type { ShownResult } from '../features/results/registry';

/** What the page shows of one cluster: what the results column shows. */
export type PageResult = ShownResult;

/** One call for everything the results column shows, so all of it runs wherever the sizing runs. */
export const evaluatePage = (cluster: Cluster, nodeTypes: readonly NodeType[]): PageResult => ({
  ...evaluateCluster(cluster, nodeTypes, { withRecommendation: true }),
  failurePlan: simulateFailurePlan(cluster, nodeTypes),
  runway: runway(cluster, nodeTypes),
});
