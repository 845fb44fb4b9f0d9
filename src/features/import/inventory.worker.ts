/// <reference lib="webworker" />
import { applyImportOptions, type ImportOutcome, importInventories, previewImport } from '../../inventory/pipeline';
import { sizeRefusal } from '../../inventory/readFile';
import { DEFAULT_IMPORT_OPTIONS, type ImportOptions } from '../../inventory/select';
import type { Inventory } from '../../inventory/types';
import { reportCsv, vmsCsv } from './importCsv';
import type { Reply, Request } from './protocol';

/**
 * Reads an inventory file off the main thread and keeps it: unzipping a workbook of 10,000 VMs
 * and checking every row takes about a second, which would freeze the page. The page asks for a
 * preview each time an option changes and terminates the worker to cancel or when done.
 */
const post = (reply: Reply) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply);
let inventory: Inventory | null = null;
/** The outcome last asked for: the read's own (the defaults, the page's first preview), or the preview's for its export. */
let last: { options: string; outcome: ImportOutcome } | null = null;

const optionsKey = (o: ImportOptions) => JSON.stringify([o.poweredOff, o.rightSize, o.excluded ?? []]);

function outcome(inv: Inventory, options: ImportOptions): ImportOutcome {
  const key = optionsKey(options);
  if (last?.options !== key) last = { options: key, outcome: applyImportOptions(inv, options) };
  return last.outcome;
}

async function read(files: File[]) {
  const tooLarge = files.map((f) => sizeRefusal(f.name, f.size)).filter((p) => p !== null);
  if (tooLarge.length > 0) return post({ type: 'read', result: { ok: false, problems: tooLarge } });
  post({ type: 'progress', stage: 'reading' });
  const read = await Promise.all(files.map(async (f) => ({ name: f.name, bytes: await f.arrayBuffer() })));
  const r = await importInventories(read, DEFAULT_IMPORT_OPTIONS, (stage) => post({ type: 'progress', stage }));
  if (!r.ok) return post({ type: 'read', result: r });
  inventory = r.inventory;
  last = { options: optionsKey(DEFAULT_IMPORT_OPTIONS), outcome: r.outcome };
  post({ type: 'read', result: { ok: true, info: r.info } });
}

self.onmessage = (event: MessageEvent<Request>) => {
  const request = event.data;
  if (request.type === 'read') void read(request.files);
  else if (inventory && request.type === 'preview')
    post({
      type: 'preview',
      id: request.id,
      preview: previewImport(outcome(inventory, request.options), inventory.hosts, request.options.excluded, request.plan),
    });
  else if (inventory && request.type === 'export') {
    const text =
      request.what === 'vms'
        ? vmsCsv(inventory.vms)
        : reportCsv(inventory.file, outcome(inventory, request.options).report, inventory.joins);
    post({ type: 'export', id: request.id, text });
  }
};
