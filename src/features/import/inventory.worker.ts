/// <reference lib="webworker" />
import { applyImportOptions, previewImport } from '../../inventory/pipeline';
import { readInventory } from '../../inventory/read';
import { MAX_FILE_BYTES } from '../../inventory/caps';
import { readWorkbook } from '../../inventory/readFile';
import { summarizeClusters } from '../../inventory/select';
import type { Inventory } from '../../inventory/types';
import { reportCsv, vmsCsv } from './importCsv';
import type { ImportChoices, Reply, Request } from './protocol';

/**
 * Reads an inventory file off the main thread and keeps it: unzipping a workbook of 10,000 VMs
 * and checking every row takes about a second, which would freeze the page. The page asks for a
 * preview each time an option changes and terminates the worker to cancel or when done.
 */
const post = (reply: Reply) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply);
let inventory: Inventory | null = null;

const outcome = (inv: Inventory, o: ImportChoices) =>
  applyImportOptions(inv, {
    poweredOff: o.poweredOff,
    rightSize: o.rightSize,
    clusters: new Set(
      summarizeClusters(inv.vms)
        .map((c) => c.cluster)
        .filter((c) => !o.excluded.includes(c)),
    ),
  });

async function read(file: File) {
  if (file.size > MAX_FILE_BYTES) {
    post({
      type: 'read',
      result: { ok: false, problems: [{ code: 'too-large', file: file.name, count: file.size, limit: MAX_FILE_BYTES }] },
    });
    return;
  }
  post({ type: 'progress', stage: 'reading' });
  const bytes = await file.arrayBuffer();
  post({ type: 'progress', stage: 'unpacking' });
  const book = await readWorkbook(file.name, bytes);
  if (!book.ok) {
    post({ type: 'read', result: book });
    return;
  }
  post({ type: 'progress', stage: 'rows' });
  const r = readInventory(book.book);
  if (!r.ok) {
    post({ type: 'read', result: r });
    return;
  }
  inventory = r.inventory;
  const { file: name, format, collectorVersion, hosts, joins = [] } = r.inventory;
  post({
    type: 'read',
    result: {
      ok: true,
      info: {
        file: name,
        format,
        clusters: summarizeClusters(r.inventory.vms),
        joins,
        ...(collectorVersion ? { collectorVersion } : {}),
        ...(hosts ? { hosts } : {}),
      },
    },
  });
}

self.onmessage = (event: MessageEvent<Request>) => {
  const request = event.data;
  if (request.type === 'read') void read(request.file);
  else if (inventory && request.type === 'preview')
    post({ type: 'preview', id: request.id, preview: previewImport(outcome(inventory, request.options)) });
  else if (inventory && request.type === 'export') {
    const text =
      request.what === 'vms'
        ? vmsCsv(inventory.vms)
        : reportCsv(inventory.file, outcome(inventory, request.options).report, inventory.joins);
    post({ type: 'export', id: request.id, text });
  }
};
