import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCpu, normaliseCpuModel, sourceCpus } from '../../src/catalogue/cpuModel';
import { CPUS } from '../../src/catalogue/cpus';
import { readWorkbook } from '../../src/inventory/readFile';
import { findSheet } from '../../src/inventory/workbook';
import { sample } from '../sharedSamples';

describe('normaliseCpuModel', () => {
  it.each([
    ['Intel(R) Xeon(R) Gold 6248R CPU @ 3.00GHz', 'intel xeon gold 6248r'],
    ['Intel(R) Xeon(R) CPU E5-2680 0 @ 2.70GHz', 'intel xeon e5-2680'],
    ['Intel(R) Xeon(R) CPU E5-2690 v4 @ 2.60GHz', 'intel xeon e5-2690 v4'],
    ['Intel(R) Xeon(R) CPU E5-2690v4 @ 2.60GHz', 'intel xeon e5-2690 v4'],
    ['Intel(R) Xeon(R) CPU           X5690  @ 3.47GHz', 'intel xeon x5690'],
    ['Xeon Gold 6442Y @ 2.6 Ghz', 'intel xeon gold 6442y'],
    ['Intel® Xeon® Platinum 8470 Processor', 'intel xeon platinum 8470'],
    ['AMD EPYC 7763 64-Core Processor', 'amd epyc 7763'],
    ['Intel Xeon Gold 6248', 'intel xeon gold 6248'],
    ['', ''],
  ])('%j → %j', (text, key) => {
    expect(normaliseCpuModel(text)).toBe(key);
  });

  it('is idempotent on any text', () => {
    fc.assert(fc.property(fc.string(), (s) => normaliseCpuModel(normaliseCpuModel(s)) === normaliseCpuModel(s)));
  });

  it('finds each table CPU however RVTools decorates its name', () => {
    const decorate = fc.record({
      marks: fc.boolean(),
      cpuWord: fc.boolean(),
      clock: fc.option(fc.integer({ min: 100, max: 500 }), { nil: undefined }),
      pad: fc.nat({ max: 10 }),
      upper: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.constantFrom(...CPUS), decorate, (cpu, d) => {
        let text = d.marks ? cpu.name.replace('Intel Xeon', 'Intel(R) Xeon(R)') : cpu.name;
        if (d.cpuWord) text = text.replace(/(Xeon(?:\(R\))?)/, `$1 CPU${' '.repeat(d.pad)}`);
        if (d.clock !== undefined) text += ` @ ${(d.clock / 100).toFixed(2)}GHz`;
        if (d.upper) text = text.toUpperCase();
        return findCpu(text) === cpu;
      }),
    );
  });

  it('keeps a refresh part apart from its base part', () => {
    expect(findCpu('Intel(R) Xeon(R) Gold 6248 CPU @ 2.50GHz')?.id).toBe('intel-xeon-gold-6248');
    expect(findCpu('Intel(R) Xeon(R) Gold 6248R CPU @ 3.00GHz')).toBeUndefined();
    expect(findCpu('Intel(R) Xeon(R) CPU E5-2690 v3 @ 2.60GHz')).toBeUndefined();
    expect(findCpu('Intel(R) Xeon(R) CPU E5-2690 0 @ 2.90GHz')?.id).toBe('intel-xeon-e5-2690');
  });
});

/** The distinct vHost `CPU Model` texts of a shared sample, with the cores per socket its hosts report. */
async function vHostCpus(file: string): Promise<Map<string, number | undefined>> {
  const bytes = readFileSync(sample(file));
  const book = await readWorkbook(file, bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  if (!book.ok) throw new Error(`${file}: ${JSON.stringify(book.problems)}`);
  const [header = [], ...rows] = findSheet(book.book, 'vHost')?.rows ?? [];
  const col = (name: string) => header.findIndex((h) => String(h).trim() === name);
  const [model, cores] = [col('CPU Model'), col('Cores per CPU')];
  const out = new Map<string, number | undefined>();
  for (const row of rows) {
    const text = row[model];
    if (typeof text === 'string' && text.trim()) out.set(text, cores >= 0 ? Number(row[cores]) : undefined);
  }
  return out;
}

describe('the shared RVTools samples’ vHost CPUs', () => {
  const FILES = [
    'nutanix-sizing-workshop/SizingWorkshop-RVTools.xlsx',
    'nutanix-sizing-workshop/automatic_sizing_rvtools.xlsx',
    'nutanix-sizing-workshop/BillSampleNextRvtoolsFinal.xlsx',
    'vcf-migration/test-rvtools.xlsx',
  ];

  it('are all in the CPU table, with the cores per socket the hosts report', async () => {
    const seen = new Map<string, number | undefined>();
    for (const f of FILES) for (const [text, cores] of await vHostCpus(f)) seen.set(text, cores);
    const found = [...seen].map(([text, cores]) => [text, findCpu(text)?.id, cores, findCpu(text)?.coresPerSocket] as const);
    expect(found).toEqual([
      ['Intel(R) Xeon(R) CPU E5-2680 0 @ 2.70GHz', 'intel-xeon-e5-2680', 8, 8],
      ['Intel(R) Xeon(R) CPU E5-2667 v3 @ 3.20GHz', 'intel-xeon-e5-2667-v3', 8, 8],
      ['Intel(R) Xeon(R) CPU           X5690  @ 3.47GHz', 'intel-xeon-x5690', 6, 6],
      ['Intel(R) Xeon(R) CPU           X5675  @ 3.07GHz', 'intel-xeon-x5675', 6, 6],
      ['Intel(R) Xeon(R) CPU E5-2660 v3 @ 2.60GHz', 'intel-xeon-e5-2660-v3', 10, 10],
      ['Intel(R) Xeon(R) CPU E5-2690 v4 @ 2.60GHz', 'intel-xeon-e5-2690-v4', 14, 14],
      ['Intel(R) Xeon(R) CPU E5-2690 0 @ 2.90GHz', 'intel-xeon-e5-2690', 8, 8],
      ['Intel(R) Xeon(R) CPU E5-2697 v2 @ 2.70GHz', 'intel-xeon-e5-2697-v2', 12, 12],
      // The synthetic vcf-migration fixture has no "Cores per CPU" column; the table's cores come from SPEC results.
      ['Intel Xeon Gold 6248', 'intel-xeon-gold-6248', undefined, 20],
    ]);
    // Not matched: none. Without a per-core figure: all but the Gold 6248 (no SPEC CPU2017 result was found for them).
    expect(found.filter(([, id]) => id === undefined)).toEqual([]);
    expect(found.filter(([text]) => findCpu(text)?.rate !== undefined).map(([text]) => text)).toEqual(['Intel Xeon Gold 6248']);
  });
});

describe('sourceCpus: the hosts being migrated, as a cluster keeps them', () => {
  it('names each model as the table does, with its per-core figure where the table has one (232 / 40 = 5.8)', () => {
    expect(
      sourceCpus([
        { model: 'Intel(R) Xeon(R) Gold 6248 CPU @ 2.50GHz', cores: 80 },
        { model: 'Intel(R) Xeon(R) CPU E5-2680 0 @ 2.70GHz', cores: 432 },
        { model: 'AMD EPYC 9999 Imaginary', cores: 64 },
      ]),
    ).toEqual([
      { model: 'Intel Xeon Gold 6248', cores: 80, perCoreRate: 5.8 },
      { model: 'Intel Xeon E5-2680', cores: 432 },
      { model: 'AMD EPYC 9999 Imaginary', cores: 64 },
    ]);
  });
});
