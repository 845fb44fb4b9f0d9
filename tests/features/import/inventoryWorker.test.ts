import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Reply, Request } from '../../../src/features/import/protocol';
import { importGroupName } from '../../../src/i18n/describeImport';
import { toVmGroups } from '../../../src/inventory/group';
import type { ImportPreview } from '../../../src/inventory/pipeline';
import type { ImportOptions } from '../../../src/inventory/select';

const FIX = 'tests/fixtures/inventory/';

/** The import worker's module, run in Node with a stand-in for the worker's global scope. */
const replies: Reply[] = [];
const scope = { postMessage: (r: Reply) => replies.push(r), onmessage: null as null | ((e: { data: Request }) => void) };
beforeAll(async () => {
  vi.stubGlobal('self', scope);
  await import('../../../src/features/import/inventory.worker');
});
afterAll(() => vi.unstubAllGlobals());

let nextId = 1;
async function workerPreview(file: string, options: ImportOptions): Promise<ImportPreview> {
  replies.length = 0;
  scope.onmessage!({ data: { type: 'read', files: [new File([readFileSync(FIX + file)], file)] } });
  await vi.waitFor(() => expect(replies.some((r) => r.type === 'read')).toBe(true));
  const read = replies.find((r) => r.type === 'read');
  if (read?.type !== 'read' || !read.result.ok) throw new Error(`${file}: not read`);
  // Every source cluster into the cluster on screen, as the command's `--map one`.
  const mapping = read.result.info.clusters.map((c): [string, string] => [c.cluster, 'Cluster 1']);
  const id = nextId++;
  scope.onmessage!({ data: { type: 'preview', id, options, plan: { mapping, grouping: 'exact' } } });
  const reply = replies.find((r) => r.type === 'preview' && r.id === id);
  if (reply?.type !== 'preview') throw new Error(`${file}: no preview`);
  return reply.preview;
}

/** The VM groups `npm run import` writes into the first cluster, without the ids the config gives them. */
function cliGroups(file: string, args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', FIX + file, ...args], { encoding: 'utf8' });
  expect(r.status).toBe(0);
  return (JSON.parse(r.stdout) as { clusters: { workload: { vmGroups: { id: string }[] } }[] }).clusters[0]!.workload.vmGroups.map(
    ({ id: _, ...g }) => g,
  );
}

describe('the page’s import worker and `npm run import` give the same VM groups for a file', () => {
  for (const [file, args, options] of [
    ['rvtools-4.xlsx', [], { poweredOff: 'include', rightSize: false, excluded: [] }],
    ['collector.xlsx', ['--powered-off', 'exclude', '--right-size', 'p95'], { poweredOff: 'exclude', rightSize: true, excluded: [] }],
  ] as const)
    it(`${file} ${args.join(' ')}`, async () => {
      const preview = await workerPreview(file, options);
      expect(preview.groups.length).toBeGreaterThan(1);
      expect(toVmGroups(preview.groups, { name: importGroupName })).toEqual(cliGroups(file, [...args]));
      expect(preview.totals.vms).toBe(preview.groups.reduce((n, g) => n + g.count, 0));
    });
});
