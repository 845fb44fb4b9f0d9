import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readInventory } from '../../src/inventory/read';
import { readWorkbook } from '../../src/inventory/readFile';
import type { Inventory, JoinKey, ReadResult, SheetJoin } from '../../src/inventory/types';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'inventory');

/** Public RVTools exports kept beside the project (never copied into it), with the totals their README states. */
export const SAMPLES = join(import.meta.dirname, '..', '..', '..', 'shared', 'inventory-samples');

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
