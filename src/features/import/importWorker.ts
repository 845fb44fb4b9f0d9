import type { ImportPreview } from '../../inventory/pipeline';
import type { ImportOptions } from '../../inventory/select';
import { type ImportStage, parseReply, type Reply } from './protocol';

type ReadResult = Extract<Reply, { type: 'read' }>['result'];

export interface ImportWorker {
  /** The file read: what the preview needs to start, or why it cannot be imported. */
  read: Promise<ReadResult>;
  preview(options: ImportOptions): Promise<ImportPreview>;
  exportCsv(what: 'report' | 'vms', options: ImportOptions): Promise<string>;
  /** Stops the worker at once (Cancel, or the panel closing); pending promises never settle. */
  close(): void;
}

/** One worker per file: it reads the file, then answers previews and exports until closed. */
export function startImportWorker(file: File, onStage: (stage: ImportStage) => void): ImportWorker {
  const worker = new Worker(new URL('./inventory.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, (reply: Reply) => void>();
  let nextId = 1;
  let resolveRead: (r: ReadResult) => void = () => {};
  const read = new Promise<ReadResult>((resolve) => (resolveRead = resolve));
  // A reader that throws, or a reply that is not one, means a file it cannot open.
  const broken = () => {
    worker.terminate();
    resolveRead({ ok: false, problems: [{ code: 'corrupt', file: file.name }] });
  };
  worker.onmessage = (e: MessageEvent) => {
    const reply = parseReply(e.data);
    if (!reply) broken();
    else if (reply.type === 'progress') onStage(reply.stage);
    else if (reply.type === 'read') resolveRead(reply.result);
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
    request: { type: 'preview'; options: ImportOptions } | { type: 'export'; what: 'report' | 'vms'; options: ImportOptions },
  ) => {
    const id = nextId++;
    return new Promise<Reply>((resolve) => {
      pending.set(id, resolve);
      worker.postMessage({ ...request, id });
    });
  };
  worker.postMessage({ type: 'read', file });
  return {
    read,
    preview: (options) => ask({ type: 'preview', options }).then((r) => (r as Extract<Reply, { type: 'preview' }>).preview),
    exportCsv: (what, options) => ask({ type: 'export', what, options }).then((r) => (r as Extract<Reply, { type: 'export' }>).text),
    close: () => worker.terminate(),
  };
}
