import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readInventory } from '../../src/inventory/read';
import { readWorkbook } from '../../src/inventory/readFile';
import type { Inventory, ReadResult } from '../../src/inventory/types';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'inventory');

export async function readFixture(name: string): Promise<ReadResult> {
  const bytes = readFileSync(join(DIR, name));
  const book = await readWorkbook(name, bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return book.ok ? readInventory(book.book) : book;
}

export async function inventoryOf(name: string): Promise<Inventory> {
  const r = await readFixture(name);
  if (!r.ok) throw new Error(`${name}: ${JSON.stringify(r.problems)}`);
  return r.inventory;
}
