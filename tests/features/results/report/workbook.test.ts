import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { EN } from '../../../../src/i18n/en/page';
import { PANELS_EN } from '../../../../src/i18n/en/panels';
import { HANDOVER_EN as W } from '../../../../src/i18n/en/handover';
import { REPORT_EN } from '../../../../src/i18n/en/report';
import { createFormatter } from '../../../../src/i18n/numbers';
import type { SizingConfig } from '../../../../src/model/config';
import { defaultConfig } from '../../../../src/model/defaultConfig';
import { size } from '../../../../src/model/headless';
import { handover } from '../../../../src/features/results/report/handover';
import { sheetNames, workbookBlob } from '../../../../src/features/results/report/workbook';
import { reportCsv } from '../../../../src/features/import/importCsv';
import type { AppliedImport } from '../../../../src/ui/appliedImport';

/** The default cluster, and a DR cluster of 4 hybrid nodes; NCI priced at 100 EUR a core. */
function plan(): SizingConfig {
  const cfg = defaultConfig();
  const dr = { ...structuredClone(cfg.clusters[0]!), id: 'dr', name: 'DR [site B]', nodes: [{ nodeTypeId: 'hybrid', count: 4 }] };
  return { ...cfg, clusters: [cfg.clusters[0]!, dr], licensing: { prices: { currency: 'EUR', nciPerCore: 100 } } };
}

async function readBack(config: SizingConfig, applied: AppliedImport | null = null) {
  const blob = await workbookBlob({
    applied,
    locale: { lang: 'en', m: EN, fmt: createFormatter('en-US', 'TiB', EN) },
    handover: handover(config),
    link: 'https://sizer.example/#v1.abc',
    date: '11/25/2026',
    capacityUnit: 'TiB',
  });
  // An independent reader: the one the import uses, not the writer.
  return readXlsxFile(Buffer.from(await blob.arrayBuffer()));
}

const rowOf = (data: unknown[][], first: unknown) => data.find((r) => r[0] === first)!;

describe('the Excel workbook, read back by read-excel-file', () => {
  it('has the summary, the bill of materials, a sheet per cluster, the VM groups and the assumptions', async () => {
    const sheets = await readBack(plan());
    expect(sheets.map((s) => s.sheet)).toEqual([
      W.sheets.summary,
      W.sheets.bom,
      'Cluster 1',
      'DR  site B',
      W.sheets.vmGroups,
      W.sheets.assumptions,
    ]);
  });

  it('the bill of materials adds up to the plan: 10 nodes, 416 cores, 222.72 + 138.24 TB raw', async () => {
    const bom = (await readBack(plan())).find((s) => s.sheet === W.sheets.bom)!.data as unknown[][];
    expect(bom[0]).toContain(W.quantity);
    const lines = bom.slice(1, -1);
    expect(lines.map((r) => [r[0], r[12]])).toEqual([
      ['Cluster 1', 6],
      ['DR [site B]', 4],
    ]);
    const total = bom.at(-1)!;
    expect(total[0]).toBe(W.total);
    // 6 × 2 × 24 + 4 × 2 × 16 cores; 6 × 6 × 3.84 TB + 4 × (2 × 3.84 + 6 × 8) TB
    expect(total.slice(12)).toEqual([10, 416, 6 * 768 + 4 * 512, expect.closeTo(138.24 + 222.72, 9)]);
    expect(typeof total[15]).toBe('number');
  });

  it('the licence totals match the sizing: 416 cores priced at 100 EUR, flash and raw TiB unpriced', async () => {
    const summary = (await readBack(plan())).find((s) => s.sheet === W.sheets.summary)!.data as unknown[][];
    expect(rowOf(summary, W.names.nci).slice(0, 5)).toEqual([W.names.nci, 416, 'cores', 100, 41_600]);
    expect(rowOf(summary, W.names.ncm).slice(0, 5)).toEqual([W.names.ncm, 416, 'cores', null, null]);
    expect(rowOf(summary, W.names.nus)[1]).toBeCloseTo((138.24e12 + 222.72e12) / 2 ** 40, 9);
    expect(rowOf(summary, W.totalCost)[4]).toBe(41_600);
    // Each cluster's recommendation as the sizing gives it.
    const sized = size(plan()).clusters.map((c) => c.recommendation);
    expect(rowOf(summary, 'Cluster 1')[4]).toBe(sized[0]!.status === 'feasible' ? sized[0]!.nodes : null);
  });

  it("each cluster's sheet holds its waterfall, every step as a number in the unit chosen", async () => {
    const cfg = plan();
    const sheet = (await readBack(cfg)).find((s) => s.sheet === 'Cluster 1')!.data as unknown[][];
    const raw = rowOf(sheet, PANELS_EN.steps.raw);
    expect(raw[2]).toBeCloseTo(138.24e12 / 2 ** 40, 9);
    const steps = size(cfg).clusters[0]!.capacity.waterfall.length;
    expect(sheet.filter((r) => Object.values(PANELS_EN.steps).includes(r[0] as never) && typeof r[2] === 'number')).toHaveLength(steps);
  });
});

describe('whom the workbook is for', () => {
  it('its summary names the customer, project, author and version given, and nothing for a detail left out', async () => {
    const config = { ...plan(), proposal: { customer: 'Example Trading KK', project: 'DC refresh 2027', version: '1.2' } };
    const summary = (await readBack(config))[0]!.data;
    const value = (label: string) => summary.find((r) => r[0] === label)?.[1];
    expect([value(REPORT_EN.customer), value(REPORT_EN.project), value(REPORT_EN.version)]).toEqual([
      'Example Trading KK',
      'DC refresh 2027',
      '1.2',
    ]);
    expect(summary.find((r) => r[0] === REPORT_EN.preparedBy)).toBeUndefined();
  });
});

describe('the import report in the workbook', () => {
  it('is a sheet of its own after an import: the files, the clusters, and every row skipped with its row number as a number', async () => {
    const csv = reportCsv('rvtools.xlsx', [
      { sheet: 'vInfo', row: 12, vm: 'tmpl01', skipped: true, reason: 'template' },
      { sheet: 'vInfo', row: 40, vm: '', skipped: true, reason: 'missing-value', column: 'VM' },
    ]);
    const sheets = await readBack(plan(), { files: 'rvtools.xlsx', clusters: ['Cluster1', 'Mgmt'], reportCsv: csv });
    const report = sheets.at(-1)!;
    expect(report.sheet).toBe(W.sheets.importReport);
    expect(report.data[0]!.slice(0, 2)).toEqual([W.importFiles, 'rvtools.xlsx']);
    expect(report.data[1]!.slice(0, 2)).toEqual([W.importInto, 'Cluster1, Mgmt']);
    const rows = report.data.filter((r) => r[0] === 'rvtools.xlsx');
    expect(rows.map((r) => [r[1], r[2], r[3]])).toEqual([
      ['vInfo', 12, 'tmpl01'],
      ['vInfo', 40, null],
    ]);
  });

  it('is left out when nothing was imported', async () => {
    const sheets = await readBack(plan());
    expect(sheets.map((s) => s.sheet)).not.toContain(W.sheets.importReport);
  });
});

describe('sheet names', () => {
  it('follow Excel: no : \\ / ? * [ ], at most 31 characters, unique whatever the case', () => {
    expect(sheetNames(['a/b', 'A/B', 'x'.repeat(40), 'x'.repeat(40), ''])).toEqual([
      'a b',
      'A B 2',
      'x'.repeat(31),
      `${'x'.repeat(29)} 2`,
      'Sheet',
    ]);
  });
});
