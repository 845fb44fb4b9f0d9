import type { SizingConfig } from './config';
import { clusterCpuFactors } from './cpuFactor';
import { type ClusterResult, evaluate, type SizingResult } from './evaluate';
import { type FailurePlanReport, simulateFailurePlan } from './failurePlan';
import { recommend } from './recommend';
import { evaluateWithProtection, type ProtectionReport } from './replication';
import { type Runway, runway } from './runway';
import { MODEL_VERSION } from './version';

/** Everything an evaluation can include: what the page and `npm run size` show. */
export const EVERYTHING = { recommendation: recommend, failurePlan: simulateFailurePlan, runway, cpuFactors: clusterCpuFactors } as const;

/** The headless sizer's result: every cluster's sizing with its runway, and its failure plan replayed step by step. */
export interface HeadlessResult extends SizingResult {
  clusters: (ClusterResult & { runway: Runway })[];
  failurePlans: FailurePlanReport[];
  /** The protection between the clusters, its bandwidth and DR verdicts; absent where the document has none. */
  protection?: ProtectionReport;
}

/** A whole document evaluated with everything, laid out as `npm run size` writes it: the failure plans apart. */
export function size(config: SizingConfig): HeadlessResult {
  const { results: evaluated, protection } = evaluateWithProtection(config, (c, load) => evaluate(c, config.nodeTypes, EVERYTHING, load));
  return {
    modelVersion: MODEL_VERSION,
    clusters: evaluated.map(({ failurePlan: _, ...r }) => r),
    failurePlans: evaluated.map((r) => r.failurePlan),
    ...(protection ? { protection } : {}),
  };
}
