import type { Cluster, NodeType, SizingConfig } from './config';
import { capacityResult, type CapacityResult, type DemandResult } from './capacityResult';
import { clusterShapeResult } from './clusterShape';
import { computeResult, type ComputeResult, type PerformanceResult, workingSet } from './computeResult';
import { type Assessment, assess } from './constraints';
import { clusterContext } from './context';
import type { HeadroomResult, LayoutResult } from './clusterShape';
import type { NodeFacts } from './node';
import { type Recommendation, recommend } from './recommend';
import { failureScenarios, type FailureScenario } from './resiliencyResult';
import { MODEL_VERSION } from './version';
import { clusterWarnings, type Warning } from './warnings';
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
  const ctx = clusterContext(c, nodeTypes, demand);
  const a = assess(ctx);
  const { demand: demandResult, capacity } = capacityResult(ctx, a);
  const ws = workingSet(ctx, a);
  const { compute, performance } = computeResult(ctx, a, ws);
  const shape = clusterShapeResult(ctx, a);
  const recommendType = nodeTypes.find((t) => t.id === c.recommendNodeTypeId);
  return {
    clusterId: c.id,
    name: c.name,
    nodeCount: a.nodeCount,
    layout: shape.layout,
    nodeFacts: shape.nodeFacts,
    demand: demandResult,
    capacity,
    headroom: shape.headroom,
    compute,
    performance,
    resiliency: { scenarios: failureScenarios(ctx, a) },
    constraints: a.constraints,
    feasible: a.feasible,
    recommendation: options.withRecommendation && recommendType ? recommend(c, recommendType, demand) : null,
    warnings: clusterWarnings({ cluster: c, nodeTypes, assessment: a, workingSet: ws }),
  };
}
