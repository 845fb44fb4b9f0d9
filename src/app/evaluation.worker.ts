/// <reference lib="webworker" />
import type { Cluster, NodeType, ProtectionRelation, SizingConfig } from '../model/config';
import { engine } from './pageResult';

/**
 * The sizing engine off the page's main thread: a document of 1,000 VM groups costs tens of
 * milliseconds to evaluate, and the page must answer every keystroke meanwhile. Requests come
 * only from this origin's own page, with a config that has already passed validation: the cluster
 * on screen, or every cluster of the plan for its summary.
 */
export type EvaluationRequest =
  | { id: number; kind: 'cluster'; cluster: Cluster; nodeTypes: NodeType[]; plan?: SizingConfig }
  | { id: number; kind: 'plan'; clusters: Cluster[]; nodeTypes: NodeType[]; protections?: ProtectionRelation[] };

/** Requests arrive as JSON text (src/app/evaluator.ts says why). */
self.onmessage = (e: MessageEvent<string>) => {
  const request = JSON.parse(e.data) as EvaluationRequest;
  try {
    const result =
      request.kind === 'plan'
        ? engine.evaluatePlan(request.clusters, request.nodeTypes, request.protections)
        : engine.evaluate(request.cluster, request.nodeTypes, request.plan);
    self.postMessage({ id: request.id, result });
  } catch (error) {
    self.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
};
