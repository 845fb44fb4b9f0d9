import { bench, describe } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { planImport } from '../../src/inventory/pipeline';
import { readInventory } from '../../src/inventory/read';
import { readWorkbook } from '../../src/inventory/readFile';
import { DEFAULT_IMPORT_OPTIONS } from '../../src/inventory/select';
import { largeRvtoolsSheets } from '../fixtures/inventory/synthetic';

// A synthetic RVTools workbook of 10,000 VMs (vInfo and vPartition, two partitions each), written
// once before timing: what is measured is the import, from the file's bytes to the VM groups.
const buffer = await writeExcelFile(largeRvtoolsSheets(10_000).map((s) => ({ data: s.data, sheet: s.sheet }))).toBuffer();
const bytes = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;

describe(`inventory import: RVTools workbook of 10,000 VMs (${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB)`, () => {
  bench(
    'bytes to VM groups (unzip, read sheets, validate rows, group)',
    async () => {
      const book = await readWorkbook('rvtools-10k.xlsx', bytes);
      if (!book.ok) throw new Error('unreadable');
      const read = readInventory(book.book);
      if (!read.ok) throw new Error('not an inventory');
      planImport(read.inventory, DEFAULT_IMPORT_OPTIONS);
    },
    { iterations: 5, warmupIterations: 1, time: 0 },
  );
});
