import type { SizingConfig } from './config';
import { type ClusterResult, size, type SizingResult } from './evaluate';
import { type FailurePlanReport, simulateFailurePlans } from './failurePlan';
import { type Runway, runway } from './runway';

/** The headless sizer's result: every cluster's sizing with its runway, and its failure plan replayed step by step. */
export interface HeadlessResult extends SizingResult {
  clusters: (ClusterResult & { runway: Runway })[];
  failurePlans: FailurePlanReport[];
}

// Kept apart from size() so that the widget, which sizes without plans or runways, does not carry them.
export function sizeHeadless(config: SizingConfig): HeadlessResult {
  const sized = size(config);
  return {
    ...sized,
    clusters: sized.clusters.map((r, i) => ({ ...r, runway: runway(config.clusters[i]!, config.nodeTypes) })),
    failurePlans: simulateFailurePlans(config),
  };
}
