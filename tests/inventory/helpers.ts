import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readInventory } from '../../src/inventory/read';
import { readWorkbook } from '../../src/inventory/readFile';
import fc from 'fast-check';
import type { ImportKind, Inventory, InventoryVm, JoinKey, ReadResult, SheetJoin } from '../../src/inventory/types';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'inventory');

export async function readFixture(name: string, dir = DIR): Promise<ReadResult> {
  const bytes = readFileSync(join(dir, name));
  const book = await readWorkbook(basename(name), bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return book.ok ? readInventory(book.book) : book;
}

export async function inventoryOf(name: string, dir = DIR): Promise<Inventory> {
  const r = await readFixture(name, dir);
  if (!r.ok) throw new Error(`${name}: ${JSON.stringify(r.problems)}`);
  return r.inventory;
}

/**
 * The vPartition join expected: its rows, the rows each column joined, the VMs that took its
 * Consumed of the VMs read, what the others took; rows of VMs not sized and rows matching none.
 */
export function partitionJoin(
  rows: number,
  joined: SheetJoin['joined'],
  [matchedVms, vms]: [number, number],
  others: SheetJoin['others'],
  { notSized = 0, unmatched = 0 } = {},
): SheetJoin {
  const columns = Object.keys(joined) as JoinKey[];
  return { sheet: 'vPartition', rows, columns, joined, notSized, unmatched, vms, matchedVms, others };
}

const KINDS: ImportKind[] = ['server', 'sql-server', 'oracle', 'exchange', 'vdi', 'files'];
/** A VM of the import as any file might give it: the grouping's property tests draw them. */
export const vmArb = fc.record({
  cluster: fc.constantFrom('A', 'B', 'C', ''),
  kind: fc.constantFrom(...KINDS),
  vcpu: fc.integer({ min: 1, max: 64 }),
  ramMiB: fc.integer({ min: 256, max: 1_048_576 }),
  usedMiB: fc.integer({ min: 0, max: 50_000_000 }),
  extra: fc.integer({ min: 0, max: 10_000_000 }),
  iops: fc.integer({ min: 0, max: 20_000 }),
});
export type VmFields = { cluster: string; kind: ImportKind; vcpu: number; ramMiB: number; usedMiB: number; extra: number; iops: number };
export const asVm = (v: VmFields, i: number): InventoryVm => ({
  name: `vm${i}`,
  sheet: 'vInfo',
  row: i + 2,
  cluster: v.cluster,
  poweredOn: true,
  vcpu: v.vcpu,
  ramMiB: v.ramMiB,
  usedMiB: v.usedMiB,
  provisionedMiB: v.usedMiB + v.extra,
  storageSource: 'in-use',
  iops: v.iops,
  kind: v.kind,
  os: '',
});
