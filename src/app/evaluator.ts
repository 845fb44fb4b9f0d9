import type { Cluster, NodeType, ProtectionRelation, SizingConfig } from '../model/config';
import type { PlanSummary } from '../model/plan';
import type { PageResult } from './pageResult';
import type { EvaluationRequest } from './evaluation.worker';

/**
 * Where the page's sizing runs: a Web Worker in the browser; the engine itself, answering at once,
 * when prerendering and in component tests.
 */
export interface Evaluator {
  /** `plan`: the document, where its protection stores replicas on the cluster. */
  evaluate(cluster: Cluster, nodeTypes: NodeType[], plan?: SizingConfig): PageResult | Promise<PageResult>;
  /** Every cluster of the plan, for its summary. */
  evaluatePlan(clusters: Cluster[], nodeTypes: NodeType[], protections?: ProtectionRelation[]): PlanSummary | Promise<PlanSummary>;
}

type Reply = { id: number; result: PageResult | PlanSummary } | { id: number; error: string };

type Request = EvaluationRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** The engine on the main thread, loaded when first needed: where a worker cannot start. */
async function evaluateInline(request: Request): Promise<PageResult | PlanSummary> {
  const { engine } = await import('./pageResult');
  return request.kind === 'plan'
    ? engine.evaluatePlan(request.clusters, request.nodeTypes, request.protections)
    : engine.evaluate(request.cluster, request.nodeTypes, request.plan);
}

const byRequest = (ask: (request: Request) => Promise<PageResult | PlanSummary>): Evaluator => ({
  evaluate: (cluster, nodeTypes, plan) => ask({ kind: 'cluster', cluster, nodeTypes, plan }) as Promise<PageResult>,
  evaluatePlan: (clusters, nodeTypes, protections) => ask({ kind: 'plan', clusters, nodeTypes, protections }) as Promise<PlanSummary>,
});

/**
 * The engine in a Web Worker. Should the worker fail to start (a browser or policy that refuses
 * it), every request from then on runs on the main thread instead: slower, never missing.
 */
export function workerEvaluator(): Evaluator {
  let worker: Worker | null = null;
  try {
    worker = new Worker(new URL('./evaluation.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return byRequest(evaluateInline);
  }
  let nextId = 0;
  type Waiting = { resolve(r: PageResult | PlanSummary): void; reject(e: Error): void; request: Request };
  const waiting = new Map<number, Waiting>();
  const fallBack = () => {
    worker?.terminate();
    worker = null;
    for (const [id, w] of waiting) {
      waiting.delete(id);
      evaluateInline(w.request).then(w.resolve, w.reject);
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
  return byRequest((request) => {
    if (!worker) return evaluateInline(request);
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject, request });
      // As JSON text: a plan of 16,000 VM groups is written in about 12 ms where a structured clone
      // of it holds the page for 30 to 90 ms. A validated config is plain JSON data.
      worker!.postMessage(JSON.stringify({ ...request, id }));
    });
  });
}
