import type { ImportPreview, PlanRequest } from '../../inventory/pipeline';
import type { ImportOptions } from '../../inventory/select';
import { type ImportStage, parseReply, type Reply } from './protocol';

type ReadResult = Extract<Reply, { type: 'read' }>['result'];

export interface ImportWorker {
  /** The file read: what the preview needs to start, or why it cannot be imported. */
  read: Promise<ReadResult>;
  preview(options: ImportOptions, plan: PlanRequest): Promise<ImportPreview>;
  exportCsv(what: 'report' | 'vms', options: ImportOptions): Promise<string>;
  /** Follows the reading's stages: told the latest at once, then each as it comes; returns the stop. */
  watch(onStage: (stage: ImportStage) => void): () => void;
  /** Stops the worker at once (Cancel, or the panel closing); pending promises never settle. */
  close(): void;
}

const newWorker = () => new Worker(new URL('./inventory.worker.ts', import.meta.url), { type: 'module' });

/** A worker made before a file is chosen, its readers loaded and compiled: the next import takes it. */
let spare: Worker | null = null;

/**
 * Makes the next import's worker now, as a file nears the page (the pointer on "choose", a drag
 * over the drop zone): loading and compiling the readers took 90 to 150 ms of a 10,000-VM
 * import's 750 ms from the pick to the preview when it started with the pick.
 */
export function warmImportWorker(): void {
  spare ??= newWorker();
}

/**
 * One worker per import (one file, or the several files dropped together): it reads them, then
 * answers previews and exports until closed. It starts as the files are chosen, before the panel
 * that shows them is on the page, or was made ready before (warmImportWorker).
 */
export function startImportWorker(files: File[]): ImportWorker {
  const worker = spare ?? newWorker();
  spare = null;
  let stage: ImportStage = 'reading';
  const watchers = new Set<(stage: ImportStage) => void>();
  const pending = new Map<number, (reply: Reply) => void>();
  let nextId = 1;
  let resolveRead: (r: ReadResult) => void = () => {};
  const read = new Promise<ReadResult>((resolve) => (resolveRead = resolve));
  // A reader that throws, or a reply that is not one, means a file it cannot open.
  const broken = () => {
    worker.terminate();
    resolveRead({ ok: false, problems: files.map((f) => ({ code: 'corrupt', file: f.name }) as const) });
  };
  worker.onmessage = (e: MessageEvent) => {
    const reply = parseReply(e.data);
    if (!reply) broken();
    else if (reply.type === 'progress') {
      stage = reply.stage;
      for (const w of [...watchers]) w(stage);
    } else if (reply.type === 'read') resolveRead(reply.result);
    else {
      pending.get(reply.id)?.(reply);
      pending.delete(reply.id);
    }
  };
  worker.onerror = (e) => {
    e.preventDefault();
    broken();
  };
  const ask = (
    request:
      { type: 'preview'; options: ImportOptions; plan: PlanRequest } | { type: 'export'; what: 'report' | 'vms'; options: ImportOptions },
  ) => {
    const id = nextId++;
    return new Promise<Reply>((resolve) => {
      pending.set(id, resolve);
      worker.postMessage({ ...request, id });
    });
  };
  worker.postMessage({ type: 'read', files });
  return {
    read,
    preview: (options, plan) => ask({ type: 'preview', options, plan }).then((r) => (r as Extract<Reply, { type: 'preview' }>).preview),
    exportCsv: (what, options) => ask({ type: 'export', what, options }).then((r) => (r as Extract<Reply, { type: 'export' }>).text),
    watch(onStage) {
      watchers.add(onStage);
      onStage(stage);
      return () => watchers.delete(onStage);
    },
    close: () => worker.terminate(),
  };
}
