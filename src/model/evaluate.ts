import type { Cluster, NodeType, SizingConfig } from './config';
import type { CapacityResult, DemandResult } from './capacityResult';
import type { ComputeResult, PerformanceResult } from './computeResult';
import type { Assessment } from './constraints';
import { sizeCluster } from './clusterResult';
import type { HeadroomResult, LayoutResult } from './clusterShape';
import type { NodeFacts } from './node';
import { type Recommendation, recommend } from './recommend';
import type { FailureScenario } from './resiliencyResult';
import { MODEL_VERSION } from './version';
import type { Warning } from './warnings';
import { workloadDemand } from './workload';

export type { CapacityResult, ComputeResult, DemandResult, FailureScenario, HeadroomResult, LayoutResult, PerformanceResult };
export type { WaterfallStep, WaterfallStepId } from './capacityResult';
export type { DiagramBlock } from './clusterShape';
export type { UtilisationWhy } from './utilisation';

export interface ClusterResult {
  clusterId: string;
  name: string;
  nodeCount: number;
  layout: LayoutResult;
  nodeFacts: Record<string, NodeFacts>;
  demand: DemandResult;
  capacity: CapacityResult;
  headroom: HeadroomResult;
  compute: ComputeResult;
  performance: PerformanceResult;
  resiliency: { scenarios: FailureScenario[] };
  constraints: Assessment['constraints'];
  feasible: boolean;
  recommendation: Recommendation | null;
  warnings: Warning[];
}

export interface SizingResult {
  modelVersion: string;
  clusters: ClusterResult[];
}

/** The one pure call: a validated config in, every result with its derivation out. */
export function size(config: SizingConfig): SizingResult {
  return {
    modelVersion: MODEL_VERSION,
    clusters: config.clusters.map((c) => evaluateCluster(c, config.nodeTypes, { withRecommendation: true })),
  };
}

export function evaluateCluster(c: Cluster, nodeTypes: readonly NodeType[], options: { withRecommendation: boolean }): ClusterResult {
  const demand = workloadDemand(c.workload);
  const recommendType = nodeTypes.find((t) => t.id === c.recommendNodeTypeId);
  return {
    ...sizeCluster(c, nodeTypes, demand),
    recommendation: options.withRecommendation && recommendType ? recommend(c, recommendType, demand) : null,
  };
}
