// Writes the synthetic inventory files the import tests read (tests/fixtures/inventory): RVTools
// 4.x, an older RVTools with MB titles, a prefixed-title variant, a vInfo CSV, a Collector workbook,
// the plain CSV, and broken files. `npx tsx scripts/make-inventory-fixtures.ts` rewrites them all.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import writeExcelFile from 'write-excel-file/node';
import { collectorSheets, PLAIN_CSV, rvtoolsSheets, rvtoolsVInfoCsv, type SheetRows } from '../tests/fixtures/inventory/synthetic.ts';

const dir = join(import.meta.dirname, '..', 'tests', 'fixtures', 'inventory');
mkdirSync(dir, { recursive: true });

const xlsx = (sheets: SheetRows[]) => writeExcelFile(sheets.map((s) => ({ data: s.data, sheet: s.sheet }))).toBuffer();

const files: Record<string, Promise<Buffer> | Buffer | string> = {
  'rvtools-4.xlsx': xlsx(rvtoolsSheets('current')),
  'rvtools-mb.xlsx': xlsx(rvtoolsSheets('older')),
  'rvtools-prefixed.xlsx': xlsx(rvtoolsSheets('prefixed')),
  'rvtools-vinfo.csv': rvtoolsVInfoCsv(),
  'collector.xlsx': xlsx(collectorSheets()),
  'vms.csv': PLAIN_CSV,
  'no-vinfo.xlsx': xlsx(rvtoolsSheets('current').filter((s) => s.sheet !== 'vInfo')),
  'missing-columns.xlsx': xlsx([
    {
      sheet: 'vInfo',
      data: [
        ['VM', 'Powerstate', 'Provisioned MiB'],
        ['a', 'poweredOn', 1024],
      ],
    },
  ]),
  'not-a-spreadsheet.json': '{"schemaVersion":1,"name":"a sizing, not an inventory"}\n',
  // A zip signature followed by garbage: a truncated or damaged workbook.
  'corrupt.xlsx': Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 0x41)]),
  // Password-protected workbooks are Compound File Binary containers, not zip archives.
  'encrypted.xlsx': Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
};

for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), await content);
process.stdout.write(`wrote ${Object.keys(files).length} files to ${dir}\n`);
