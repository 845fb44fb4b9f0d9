import type { Cluster, NodeType } from '../model/config';
import type { PageResult } from './pageResult';
import type { EvaluationRequest } from './evaluation.worker';

/**
 * Where the page's sizing runs: a Web Worker in the browser; the engine itself, answering at once,
 * when prerendering and in component tests.
 */
export interface Evaluator {
  evaluate(cluster: Cluster, nodeTypes: NodeType[]): PageResult | Promise<PageResult>;
}

type Reply = { id: number; result: PageResult } | { id: number; error: string };

/** The engine on the main thread, loaded when first needed: where a worker cannot start. */
const inlineEvaluator: Evaluator = {
  async evaluate(cluster, nodeTypes) {
    const { evaluatePage } = await import('./pageResult');
    return evaluatePage(cluster, nodeTypes);
  },
};

/**
 * The engine in a Web Worker. Should the worker fail to start (a browser or policy that refuses
 * it), every request from then on runs on the main thread instead: slower, never missing.
 */
export function workerEvaluator(): Evaluator {
  let worker: Worker | null = null;
  try {
    worker = new Worker(new URL('./evaluation.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return inlineEvaluator;
  }
  let nextId = 0;
  const waiting = new Map<number, { resolve(r: PageResult): void; reject(e: Error): void; request: EvaluationRequest }>();
  const fallBack = () => {
    worker?.terminate();
    worker = null;
    for (const [id, w] of waiting) {
      waiting.delete(id);
      Promise.resolve(inlineEvaluator.evaluate(w.request.cluster, w.request.nodeTypes)).then(w.resolve, w.reject);
    }
  };
  worker.onerror = fallBack;
  worker.onmessageerror = fallBack;
  worker.onmessage = (e: MessageEvent<Reply>) => {
    const w = waiting.get(e.data.id);
    if (!w) return;
    waiting.delete(e.data.id);
    if ('result' in e.data) w.resolve(e.data.result);
    else w.reject(new Error(e.data.error));
  };
  return {
    evaluate(cluster, nodeTypes) {
      if (!worker) return inlineEvaluator.evaluate(cluster, nodeTypes);
      const request = { id: ++nextId, cluster, nodeTypes };
      return new Promise((resolve, reject) => {
        waiting.set(request.id, { resolve, reject, request });
        worker!.postMessage(request);
      });
    },
  };
}
