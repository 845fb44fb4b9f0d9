/// <reference lib="webworker" />
import type { Cluster, NodeType } from '../model/config';
import { evaluatePage } from './pageResult';

/**
 * The sizing engine off the page's main thread: a document of 1,000 VM groups costs tens of
 * milliseconds to evaluate, and the page must answer every keystroke meanwhile. Requests come
 * only from this origin's own page, with a config that has already passed validation.
 */
export interface EvaluationRequest {
  id: number;
  cluster: Cluster;
  nodeTypes: NodeType[];
}

self.onmessage = (e: MessageEvent<EvaluationRequest>) => {
  const { id, cluster, nodeTypes } = e.data;
  try {
    self.postMessage({ id, result: evaluatePage(cluster, nodeTypes) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
