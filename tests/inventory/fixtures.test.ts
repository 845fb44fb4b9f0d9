import { describe, expect, it } from 'vitest';
import { groupTotals, vmTotals } from '../../src/inventory/group';
import { applyImportOptions } from '../../src/inventory/pipeline';
import type { ImportOptions } from '../../src/inventory/select';
import { inventoryOf, readFixture, partitionJoin } from './helpers';

const INCLUDE: ImportOptions = { poweredOff: 'include', rightSize: false };
const EXCLUDE: ImportOptions = { poweredOff: 'exclude', rightSize: false };

/*
 * The RVTools fixture (tests/fixtures/inventory/synthetic.ts), by hand. Twelve vInfo rows:
 * sized are sql01, app01, app02, ora01, exch01, vdi-001, vdi-002 (off) and app03 (off); row 9 is a
 * template, row 10 an SRM placeholder, row 11 has "four" CPUs, row 13 a 10 PB disk.
 *   vCPU        4 + 2 + 2 + 8 + 8 + 2 + 2 + 1 = 29
 *   RAM MiB     16384 + 8192 + 8192 + 65536 + 49152 + 4096 + 4096 + 2048 = 157,696 (154 GiB)
 *   used MiB    sql01 partitions 30720 + 20480 = 51,200; app01 In Use 40,960; app02 20,480;
 *               ora01 partition 102,400; exch01 In Use 409,600; vdi-001 15,360; vdi-002 10,240;
 *               app03 has no In Use: Provisioned 20,480 → 670,720 (655 GiB)
 *   provisioned 102400 + 51200 + 51200 + 204800 + 512000 + 40960 + 40960 + 20480 = 1,024,000 (1,000 GiB)
 * Without the two powered-off VMs: 26 vCPU, 151,552 MiB RAM, 640,000 MiB used, 962,560 provisioned.
 */
const RVTOOLS_ALL = { vms: 8, vcpu: 29, ramMiB: 157_696, usedMiB: 670_720, provisionedMiB: 1_024_000, iops: 0 };
const RVTOOLS_ON = { vms: 6, vcpu: 26, ramMiB: 151_552, usedMiB: 640_000, provisionedMiB: 962_560, iops: 0 };

describe('RVTools workbooks: 4.x, older MB titles and prefixed titles read alike', () => {
  for (const file of ['rvtools-4.xlsx', 'rvtools-mb.xlsx', 'rvtools-prefixed.xlsx']) {
    it(`${file}: totals, storage sources and skipped rows`, async () => {
      const inv = await inventoryOf(file);
      expect(inv.format).toBe('rvtools');
      const outcome = applyImportOptions(inv, INCLUDE);
      expect(vmTotals(outcome.selection.vms)).toEqual(RVTOOLS_ALL);
      expect(vmTotals(applyImportOptions(inv, EXCLUDE).selection.vms)).toEqual(RVTOOLS_ON);
      expect([outcome.selection.poweredOn, outcome.selection.poweredOff]).toEqual([6, 2]);
      expect(Object.fromEntries(inv.vms.map((v) => [v.name, v.storageSource]))).toEqual({
        sql01: 'partitions',
        app01: 'in-use',
        app02: 'in-use',
        ora01: 'partitions',
        exch01: 'in-use',
        'vdi-001': 'in-use',
        'vdi-002': 'in-use',
        app03: 'provisioned',
      });
      expect(outcome.report.map((e) => [e.row, e.reason, e.skipped])).toEqual([
        [9, 'template', true],
        [10, 'srm-placeholder', true],
        [11, 'invalid-value', true],
        [13, 'out-of-range', true],
      ]);
      expect(inv.hosts).toMatchObject({ hosts: 2, cores: 64, ramMiB: 1_048_576 });
      // sql01's two partitions and ora01's one, by name; the six other VMs take In Use or Provisioned.
      expect(inv.joins).toEqual([partitionJoin(3, { name: 3 }, [2, 8], { 'in-use': 5, provisioned: 1 })]);
    });
  }

  it('names the column and the value that stopped a row, in the file’s own titles', async () => {
    const mb = await inventoryOf('rvtools-mb.xlsx');
    const huge = mb.report.find((e) => e.vm === 'huge01')!;
    expect(huge).toMatchObject({ sheet: 'vInfo', row: 13, column: 'In Use MB', value: String(Math.round(10e15 / 1024 ** 2)) });
    expect(huge.range).toEqual({ min: 0, max: 1_024_000_000 });
    const prefixed = await inventoryOf('rvtools-prefixed.xlsx');
    expect(prefixed.report.find((e) => e.vm === 'bad01')).toMatchObject({ column: 'vInfoCPUs', value: 'four' });
  });

  it('infers kinds from names and OS: SQL Server, Oracle, Exchange, VDI, else general servers', async () => {
    const inv = await inventoryOf('rvtools-4.xlsx');
    expect(Object.fromEntries(inv.vms.map((v) => [v.name, v.kind]))).toEqual({
      sql01: 'sql-server',
      app01: 'server',
      app02: 'server',
      ora01: 'oracle',
      exch01: 'exchange',
      'vdi-001': 'vdi',
      'vdi-002': 'vdi',
      app03: 'server',
    });
  });
});

describe('the RVTools vInfo CSV export', () => {
  it('reads the same rows; with no vPartition, used storage is In Use', async () => {
    const inv = await inventoryOf('rvtools-vinfo.csv');
    expect(inv.format).toBe('rvtools-csv');
    // As the workbook, but sql01 In Use 61,440 instead of 51,200 and ora01 153,600 instead of
    // 102,400: 670,720 − 51,200 + 61,440 − 102,400 + 153,600 = 732,160 MiB (715 GiB).
    expect(vmTotals(applyImportOptions(inv, INCLUDE).selection.vms)).toEqual({ ...RVTOOLS_ALL, usedMiB: 732_160 });
  });
});

describe('the Nutanix Collector workbook', () => {
  /*
   * c-sql01 8 vCPU at 40% → 3.2 → 4; 32,768 MiB at 75% → 24,576; used 153,600 of 204,800; 1,200.4 IOPS → 1,201
   * c-app01 4 vCPU at 12.5% → 0.5 → 1; 8,192 at 50% → 4,096; 51,200 of 102,400; 150 IOPS
   * c-exch01 (off) 4 at 30% → 1.2 → 2; 16,384 at 100%; no Consumed: Capacity 409,600; 216 IOPS
   * c-web01 2 at 100% → 2; 4,096 at 60% → 2,457.6 → 2,458; 20,480 of 51,200; 80 IOPS
   * c-orphan has no vCPU row: skipped.
   */
  it('sizes CPU and RAM as provisioned by default', async () => {
    const inv = await inventoryOf('collector.xlsx');
    expect(inv.format).toBe('collector');
    expect(inv.collectorVersion).toBe('4.5.1');
    const outcome = applyImportOptions(inv, INCLUDE);
    expect(vmTotals(outcome.selection.vms)).toEqual({
      vms: 4,
      vcpu: 18,
      ramMiB: 61_440,
      usedMiB: 634_880,
      provisionedMiB: 768_000,
      iops: 1_647,
    });
    expect(outcome.report.map((e) => [e.vm, e.reason, e.value])).toEqual([['c-orphan', 'no-match', 'vCPU']]);
    expect(inv.vms.map((v) => v.storageSource)).toEqual(['consumed', 'consumed', 'capacity', 'consumed']);
  });

  it('right-sizes at the 95th percentile, rounded up, when asked', async () => {
    const inv = await inventoryOf('collector.xlsx');
    const t = vmTotals(applyImportOptions(inv, { poweredOff: 'include', rightSize: true }).selection.vms);
    expect([t.vcpu, t.ramMiB]).toEqual([4 + 1 + 2 + 2, 24_576 + 4_096 + 16_384 + 2_458]);
    // Storage and IOPS do not change with right-sizing.
    expect([t.usedMiB, t.iops]).toEqual([634_880, 1_647]);
  });

  it('is told apart from RVTools by its Metadata sheet, though it shares sheet names', async () => {
    expect((await inventoryOf('collector.xlsx')).format).toBe('collector');
    // RVTools' own vMetaData sheet does not make it a Collector workbook.
    expect((await inventoryOf('rvtools-4.xlsx')).format).toBe('rvtools');
  });
});

describe('the plain CSV of VMs', () => {
  it('reads GiB into whole MiB, keeps duplicate names (with a note) and skips bad rows', async () => {
    const inv = await inventoryOf('vms.csv');
    expect(inv.format).toBe('plain-csv');
    // web01 twice (2 vCPU, 4 GiB, 40 used, 60 provisioned, 100 IOPS), sql01 (8, 64, 500, 800, 3,000),
    // mbx01 (8, 48, 900, 1,200, 216): 20 vCPU, 120 GiB, 1,480 GiB used, 2,120 provisioned, 3,416 IOPS.
    expect(vmTotals(applyImportOptions(inv, INCLUDE).selection.vms)).toEqual({
      vms: 4,
      vcpu: 20,
      ramMiB: 120 * 1024,
      usedMiB: 1480 * 1024,
      provisionedMiB: 2120 * 1024,
      iops: 3416,
    });
    expect(inv.report.map((e) => [e.row, e.reason, e.skipped, e.column ?? ''])).toEqual([
      [3, 'duplicate-name', false, ''],
      [6, 'invalid-value', true, 'used_gib'],
    ]);
    expect(inv.vms.map((v) => v.kind)).toEqual(['server', 'server', 'sql-server', 'exchange']);
  });
});

describe('every fixture: the groups hold exactly the VMs sized', () => {
  const files = ['rvtools-4.xlsx', 'rvtools-mb.xlsx', 'rvtools-prefixed.xlsx', 'rvtools-vinfo.csv', 'collector.xlsx', 'vms.csv'];
  for (const file of files)
    for (const options of [INCLUDE, EXCLUDE, { poweredOff: 'include', rightSize: true } as const])
      it(`${file}, powered-off ${options.poweredOff}${options.rightSize ? ', right-sized' : ''}`, async () => {
        const outcome = applyImportOptions(await inventoryOf(file), options);
        expect(groupTotals(outcome.grouping.groups)).toEqual(vmTotals(outcome.selection.vms));
      });
});

describe('files that cannot be imported say why, naming the file, the sheet and the columns', () => {
  it.each([
    ['not-a-spreadsheet.json', { code: 'not-spreadsheet', file: 'not-a-spreadsheet.json' }],
    ['corrupt.xlsx', { code: 'corrupt', file: 'corrupt.xlsx' }],
    ['encrypted.xlsx', { code: 'encrypted', file: 'encrypted.xlsx' }],
    ['no-vinfo.xlsx', { code: 'missing-sheet', file: 'no-vinfo.xlsx', sheet: 'vInfo', expected: 'rvtools' }],
    [
      'missing-columns.xlsx',
      { code: 'missing-columns', file: 'missing-columns.xlsx', sheet: 'vInfo', columns: ['CPUs', 'Memory'], expected: 'rvtools' },
    ],
  ])('%s', async (file, problem) => {
    const r = await readFixture(file);
    expect(r).toEqual({ ok: false, problems: [problem] });
  });
});
