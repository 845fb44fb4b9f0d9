import { type CapacityResult, capacityResult, type DemandResult } from './capacityResult';
import { type HeadroomResult, type LayoutResult, clusterShapeResult } from './clusterShape';
import { type ComputeResult, computeResult, type PerformanceResult, workingSet } from './computeResult';
import type { Cluster, NodeType } from './config';
import { type Assessment, assess } from './constraints';
import { clusterContext } from './context';
import type { clusterCpuFactors } from './cpuFactor';
import type { FailurePlanReport, simulateFailurePlan } from './failurePlan';
import type { NodeFacts } from './node';
import type { Recommendation, recommend } from './recommend';
import { NO_PROTECTION_LOAD, type ProtectionLoad, protectedDemand } from './protectionLoad';
import { type FailureScenario, failureScenarios } from './resiliencyResult';
import type { Runway, runway } from './runway';
import { clusterWarnings, type Warning } from './warnings';

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
  /** Null unless asked for, or when the cluster names no node type to recommend. */
  recommendation: Recommendation | null;
  /** What the plan's protection puts on the cluster, as its demand counts it; absent where it puts nothing. */
  protection?: ProtectionLoad;
  warnings: Warning[];
}

export interface SizingResult {
  modelVersion: string;
  clusters: ClusterResult[];
}

/**
 * What an evaluation adds to a cluster's sizing, each part given as the model's own function
 * (`recommend`, `simulateFailurePlan`, `runway`) rather than a flag: a caller that leaves one out
 * does not load it. The widget asks for none (the recommendation alone sizes 64 clusters more);
 * the page and `npm run size` ask for all three (`EVERYTHING` in headless.ts).
 */
export interface Include {
  recommendation?: typeof recommend;
  failurePlan?: typeof simulateFailurePlan;
  runway?: typeof runway;
  /** Each node type's per-core factor with how it was found, for the compute derivation. */
  cpuFactors?: typeof clusterCpuFactors;
}

export type Evaluated<I extends Include> = ClusterResult &
  (I['failurePlan'] extends object ? { failurePlan: FailurePlanReport } : unknown) &
  (I['runway'] extends object ? { runway: Runway } : unknown);

/**
 * The one pure call: a validated cluster in, every result asked for with its derivation out.
 * `load`: what the plan's protection puts on this cluster (protectionLoads in replication.ts): the
 * replicas it stores, a storage step of its own, and the groups it starts after a site failure,
 * added to its cores and RAM; its recommendation grows with both.
 */
export function evaluate<const I extends Include>(
  c: Cluster,
  nodeTypes: readonly NodeType[],
  include: I,
  load: ProtectionLoad = NO_PROTECTION_LOAD,
): Evaluated<I> {
  const demand = protectedDemand(c, load);
  const ctx = clusterContext(c, nodeTypes, demand);
  const a = assess(ctx);
  const { demand: demandResult, capacity } = capacityResult(ctx, a);
  const ws = workingSet(ctx, a);
  const { compute, performance } = computeResult(ctx, a, ws);
  const cpuFactors = include.cpuFactors?.(c, nodeTypes);
  const shape = clusterShapeResult(ctx, a);
  const recommendType = nodeTypes.find((t) => t.id === c.recommendNodeTypeId);
  const result: ClusterResult = {
    clusterId: c.id,
    name: c.name,
    nodeCount: a.nodeCount,
    layout: shape.layout,
    nodeFacts: shape.nodeFacts,
    demand: demandResult,
    capacity,
    headroom: shape.headroom,
    compute: cpuFactors ? { ...compute, cpuFactors } : compute,
    performance,
    resiliency: { scenarios: failureScenarios(ctx, a) },
    constraints: a.constraints,
    feasible: a.feasible,
    recommendation: include.recommendation && recommendType ? include.recommendation(c, recommendType, demand) : null,
    ...(demand.replication || demand.failover ? { protection: load } : {}),
    warnings: clusterWarnings({ cluster: c, nodeTypes, assessment: a, workingSet: ws }),
  };
  return {
    ...result,
    ...(include.failurePlan ? { failurePlan: include.failurePlan(c, nodeTypes, load) } : {}),
    ...(include.runway ? { runway: include.runway(c, nodeTypes, load) } : {}),
  } as Evaluated<I>;
}
