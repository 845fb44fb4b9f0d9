/// <reference lib="webworker" />
import { readInventory } from '../../inventory/read';
import { MAX_FILE_BYTES, readWorkbook } from '../../inventory/readFile';
import type { ReadRequest, WorkerReply } from './protocol';

/**
 * Reads an inventory file off the main thread: unzipping a workbook of 10,000 VMs and checking
 * every row takes about a second, which would freeze the page. The page terminates the worker to
 * cancel.
 */
const post = (reply: WorkerReply) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply);

self.onmessage = async (event: MessageEvent<ReadRequest>) => {
  const { file } = event.data;
  if (file.size > MAX_FILE_BYTES) {
    post({
      type: 'done',
      result: { ok: false, problems: [{ code: 'too-large', file: file.name, count: file.size, limit: MAX_FILE_BYTES }] },
    });
    return;
  }
  post({ type: 'progress', stage: 'reading' });
  const bytes = await file.arrayBuffer();
  post({ type: 'progress', stage: 'unpacking' });
  const book = await readWorkbook(file.name, bytes);
  if (!book.ok) {
    post({ type: 'done', result: book });
    return;
  }
  post({ type: 'progress', stage: 'rows' });
  post({ type: 'done', result: readInventory(book.book) });
};
