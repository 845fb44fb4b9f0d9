import { bench, describe } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { importClusters, importRefusals } from '../../src/document/importClusters';
import { clusterImports, perSourceMapping } from '../../src/inventory/estate';
import { applyImportOptions, importInventory, previewImport } from '../../src/inventory/pipeline';
import { defaultConfig } from '../../src/model/defaultConfig';
import { readWorkbook } from '../../src/inventory/readFile';
import { corner, zipBomb } from '../fixtures/inventory/hostile';
import { largeRvtoolsSheets, widenVInfo } from '../fixtures/inventory/synthetic';

const arrayBuffer = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

// Synthetic RVTools workbooks of 10,000 VMs (vInfo and vPartition, two partitions each), written
// once before timing: what is measured is the import, from the file's bytes to the VM groups.
// The second has vInfo as wide as RVTools writes it (13 columns read, 77 more), of which the
// reader parses only the columns read (src/inventory/columnsRead.ts).
for (const [extra, title] of [
  [0, 'RVTools workbook of 10,000 VMs'],
  [77, 'the same 10,000 VMs with vInfo 90 columns wide'],
] as const) {
  const bytes = arrayBuffer(
    await writeExcelFile(widenVInfo(largeRvtoolsSheets(10_000), extra).map((s) => ({ data: s.data, sheet: s.sheet }))).toBuffer(),
  );
  describe(`inventory import: ${title} (${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB)`, () => {
    bench(
      'bytes to VM groups (unzip, read sheets, validate rows, group)',
      async () => {
        const imported = await importInventory(bytes, 'rvtools-10k.xlsx');
        if (!imported.ok) throw new Error('not an inventory');
      },
      { iterations: 5, warmupIterations: 1, time: 0 },
    );
  });
}

// An estate: 10,000 VMs in 20 source clusters, each into a target cluster of its own. What the
// worker does for each preview (select, split by target, group each, measure) and what the page
// does on applying (the clusters' groups made, the limits checked, the document built).
const estate = arrayBuffer(await writeExcelFile(largeRvtoolsSheets(10_000, 20).map((s) => ({ data: s.data, sheet: s.sheet }))).toBuffer());
const read = await importInventory(estate, 'estate-10k.xlsx');
if (!read.ok) throw new Error('not an inventory');
const sources = read.info.clusters.map((c) => c.cluster);
const mapping = [...perSourceMapping(sources, '-')];

describe('estate: 10,000 VMs in 20 source clusters (target: preview under 1 s)', () => {
  bench(
    'preview into 20 target clusters: options applied, VMs split by target, grouped, ratio measured',
    () => {
      const p = previewImport(applyImportOptions(read.inventory, { poweredOff: 'include', rightSize: false }), undefined, [], {
        mapping,
        grouping: 'exact',
      });
      if (p.targets?.length !== 20) throw new Error('not 20 targets');
    },
    { iterations: 10, warmupIterations: 1, time: 0 },
  );
  bench(
    'applying into 20 clusters: the groups made, the limits checked, the document built',
    () => {
      const p = previewImport(read.outcome, undefined, [], { mapping, grouping: 'exact' });
      const doc = defaultConfig();
      const imports = clusterImports(doc, p.targets!, undefined, {
        clusterIndex: 0,
        append: false,
        takeRatio: false,
        groupName: (g) => g.id,
        cpus: () => undefined,
      });
      if (importRefusals(doc, imports).length > 0 || importClusters(doc, 0, imports).clusters.length !== 20) throw new Error('not applied');
    },
    { iterations: 10, warmupIterations: 1, time: 0 },
  );
});

// What a hostile file costs before it is refused: the worker's time, which a user waits through.
const bomb = arrayBuffer(zipBomb(4096));
const farCell = arrayBuffer(corner());

describe('inventory import: files refused before they are read', () => {
  const refused = (name: string, data: ArrayBuffer, code: string) => async () => {
    const book = await readWorkbook(name, data);
    if (book.ok || book.problems[0]!.code !== code) throw new Error(`${name} not refused as ${code}`);
  };
  bench(
    `a zip bomb of ${(bomb.byteLength / 1024 / 1024).toFixed(1)} MB (4 GiB unpacked), bytes to refusal`,
    refused('bomb.xlsx', bomb, 'unpacks-too-large'),
    { iterations: 5, warmupIterations: 1, time: 0 },
  );
  bench(
    `a workbook of ${farCell.byteLength} bytes with one cell at XFD1048576, bytes to refusal`,
    refused('corner.xlsx', farCell, 'sheet-too-large'),
    {
      iterations: 20,
      warmupIterations: 2,
      time: 0,
    },
  );
});
