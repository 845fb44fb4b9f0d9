import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importInventory } from '../../src/inventory/pipeline';
import { sizeRefusal } from '../../src/inventory/readFile';
import { MAX_FILE_BYTES } from '../../src/inventory/caps';

const fixture = (name: string) => {
  const b = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'inventory', name));
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
};

async function imported(name: string, options?: Parameters<typeof importInventory>[2]) {
  const r = await importInventory(fixture(name), name, options);
  if (!r.ok) throw new Error(`${name}: ${JSON.stringify(r.problems)}`);
  return r;
}

describe('importInventory: a file’s bytes to what was read, the outcome and the VM groups', () => {
  it('says what was read whatever the options: the export, every source cluster, its joins', async () => {
    const r = await imported('rvtools-4.xlsx', { poweredOff: 'exclude', rightSize: false, excluded: ['VDI'] });
    expect(r.info.format).toBe('rvtools');
    expect(r.info.clusters.map((c) => [c.cluster, c.vms])).toEqual([
      ['Prod', 6],
      ['VDI', 2],
    ]);
    expect(r.info.joins.map((j) => j.sheet)).toEqual(['vPartition']);
    // The options shape the outcome only: VDI's two VMs are left out, with a line in the report each.
    expect(r.outcome.grouping.groups.every((g) => g.cluster === 'Prod')).toBe(true);
    expect(r.outcome.report.filter((e) => e.reason === 'cluster-excluded')).toHaveLength(2);
  });

  it('tells the stages of a read as it goes', async () => {
    const stages: string[] = [];
    await importInventory(fixture('collector.xlsx'), 'collector.xlsx', undefined, (s) => stages.push(s));
    expect(stages).toEqual(['unpacking', 'rows']);
  });

  it('gives every group an id, the same for the same VMs whichever other cluster is left out', async () => {
    const all = (await imported('vms.csv')).outcome.grouping.groups;
    expect(new Set(all.map((g) => g.id)).size).toBe(all.length);
    const prodOnly = (await imported('vms.csv', { poweredOff: 'include', rightSize: false, excluded: ['Mail'] })).outcome.grouping.groups;
    expect(prodOnly.map((g) => g.count)).toEqual([2, 1]);
    expect(prodOnly).toEqual(all.filter((g) => g.cluster === 'Prod'));
  });

  it('refuses what cannot be imported with the problems, and a file past the cap before its bytes are read', async () => {
    expect(await importInventory(fixture('missing-columns.xlsx'), 'missing-columns.xlsx')).toMatchObject({
      ok: false,
      problems: [{ code: 'missing-columns', file: 'missing-columns.xlsx', sheet: 'vInfo' }],
    });
    expect(sizeRefusal('big.xlsx', MAX_FILE_BYTES)).toBeNull();
    expect(sizeRefusal('big.xlsx', MAX_FILE_BYTES + 1)).toEqual({
      code: 'too-large',
      file: 'big.xlsx',
      count: MAX_FILE_BYTES + 1,
      limit: MAX_FILE_BYTES,
    });
  });
});
