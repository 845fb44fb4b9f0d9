import type { Cluster, NodeType, SizingConfig } from '../model/config';
import { evaluate, type Evaluated } from '../model/evaluate';
import { EVERYTHING } from '../model/headless';
import { summarisePlan } from '../model/plan';
import { protectionOn } from '../model/replication';
import type { Evaluator } from './evaluator';

/** What the page shows of one cluster: its sizing and recommendation, its failure plan played out step by step, and its runway. */
export type PageResult = Evaluated<typeof EVERYTHING>;

/** The engine answering on the thread that asks: in the evaluation worker, when prerendering, in component tests, and where no worker starts. */
export const engine = {
  evaluate: (cluster: Cluster, nodeTypes: readonly NodeType[], plan?: SizingConfig): PageResult =>
    evaluate(cluster, nodeTypes, EVERYTHING, plan && protectionOn(plan, cluster.id)),
  evaluatePlan: summarisePlan,
} satisfies Evaluator;
