import { capacityResult } from './capacityResult';
import { clusterShapeResult } from './clusterShape';
import { computeResult, workingSet } from './computeResult';
import type { Cluster, NodeType } from './config';
import { assess } from './constraints';
import { clusterContext } from './context';
import type { ClusterResult } from './evaluate';
import { failureScenarios } from './resiliencyResult';
import { clusterWarnings } from './warnings';
import { type Demand, workloadDemand } from './workload';

/**
 * A configured cluster's results without the recommendation, which sizes 64 clusters more: what
 * the widget shows. It imports nothing of the recommendation, so the widget does not load it.
 */
export function sizeCluster(c: Cluster, nodeTypes: readonly NodeType[], demand: Demand = workloadDemand(c.workload)): ClusterResult {
  const ctx = clusterContext(c, nodeTypes, demand);
  const a = assess(ctx);
  const { demand: demandResult, capacity } = capacityResult(ctx, a);
  const ws = workingSet(ctx, a);
  const { compute, performance } = computeResult(ctx, a, ws);
  const shape = clusterShapeResult(ctx, a);
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
    recommendation: null,
    warnings: clusterWarnings({ cluster: c, nodeTypes, assessment: a, workingSet: ws }),
  };
}
