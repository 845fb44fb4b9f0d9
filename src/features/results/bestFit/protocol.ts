import type { BestFit } from '../../../model/bestFit';
import type { Cluster } from '../../../model/config';
import type { ProtectionLoad } from '../../../model/protectionLoad';

/**
 * What the page asks the best-fit worker: the cluster on screen, already validated, the most nodes
 * per cluster, and what the plan's protection puts on the cluster, as its sizing found it.
 */
export interface BestFitRequest {
  id: number;
  cluster: Cluster;
  maxNodes: number;
  load?: ProtectionLoad;
}

export type BestFitReply = { id: number; result: BestFit } | { id: number; error: string };

/** The search in its worker, started when the best-fit view opens and stopped when it closes. */
export interface BestFitWorker {
  search(cluster: Cluster, maxNodes: number, load: ProtectionLoad | undefined): Promise<BestFit>;
  close(): void;
}

export function startBestFitWorker(): BestFitWorker {
  const worker = new Worker(new URL('./bestFit.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, { resolve(r: BestFit): void; reject(e: Error): void }>();
  let nextId = 1;
  const failAll = (message: string) => {
    for (const p of pending.values()) p.reject(new Error(message));
    pending.clear();
  };
  worker.onmessage = (e: MessageEvent<BestFitReply>) => {
    const p = pending.get(e.data.id);
    if (!p) return;
    pending.delete(e.data.id);
    if ('result' in e.data) p.resolve(e.data.result);
    else p.reject(new Error(e.data.error));
  };
  worker.onerror = (e) => {
    e.preventDefault();
    failAll(e.message);
  };
  return {
    search(cluster, maxNodes, load) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // As JSON text, as the evaluation worker gets its clusters (src/app/evaluator.ts says why).
        worker.postMessage(JSON.stringify({ id, cluster, maxNodes, load } satisfies BestFitRequest));
      });
    },
    close() {
      worker.terminate();
      failAll('closed');
    },
  };
}
