import type { FileProblem } from '../../inventory/types';
import { type ImportStage, parseReply, type WorkerReply } from './protocol';

export type ReadOutcome = Extract<WorkerReply, { type: 'done' }>['result'];

export interface RunningRead {
  done: Promise<ReadOutcome>;
  cancel(): void;
}

/** Reads a file in a fresh worker; cancel() stops it at once and the promise never settles. */
export function readInWorker(file: File, onStage: (stage: ImportStage) => void): RunningRead {
  const worker = new Worker(new URL('./inventory.worker.ts', import.meta.url), { type: 'module' });
  const failed = (): ReadOutcome => ({ ok: false, problems: [{ code: 'corrupt', file: file.name } satisfies FileProblem] });
  const done = new Promise<ReadOutcome>((resolve) => {
    worker.onmessage = (e: MessageEvent) => {
      const reply = parseReply(e.data);
      if (!reply) {
        worker.terminate();
        resolve(failed());
      } else if (reply.type === 'progress') onStage(reply.stage);
      else {
        worker.terminate();
        resolve(reply.result);
      }
    };
    // A reader that throws (a workbook malformed in a way no check foresaw) is a file it cannot open.
    worker.onerror = (e) => {
      e.preventDefault();
      worker.terminate();
      resolve(failed());
    };
  });
  worker.postMessage({ file });
  return { done, cancel: () => worker.terminate() };
}
