import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { test } from './drawAll';
import { EN } from '../src/i18n/en/page';
import { HANDOVER_EN as W } from '../src/i18n/en/handover';
import type { SizingConfig } from '../src/model/config';
import { defaultConfig } from '../src/model/defaultConfig';
import { planLicences } from '../src/model/licences';
import { encodeShareLink } from '../src/schema/shareLink';
import { dropFile, seriousViolations, watchErrors } from './support';

/** Production and a DR cluster of 4 nodes, NCI priced at 100 EUR a core. */
function plan(): SizingConfig {
  const cfg = defaultConfig();
  const dr = { ...structuredClone(cfg.clusters[0]!), id: 'dr', name: 'DR', nodes: [{ nodeTypeId: 'all-flash', count: 4 }] };
  return { ...cfg, name: 'Acme plan', clusters: [cfg.clusters[0]!, dr], licensing: { prices: { currency: 'EUR', nciPerCore: 100 } } };
}

test('Export Excel downloads the workbook of the whole plan, which reads back with its BOM and licence totals', async ({ page }) => {
  const errors = watchErrors(page);
  const config = plan();
  const link = await encodeShareLink(config);
  if (!link.ok) throw new Error('link too large');
  await page.goto(`/#${link.fragment}`);
  await expect(page.getByTestId('recommended-nodes')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: EN.report.exportExcel }).click()]);
  expect(download.suggestedFilename()).toBe('Acme-plan.xlsx');
  const sheets = await readXlsxFile(readFileSync((await download.path())!));
  expect(sheets.map((s) => s.sheet)).toEqual([W.sheets.summary, W.sheets.bom, 'Cluster 1', 'DR', W.sheets.vmGroups, W.sheets.assumptions]);

  // 6 + 4 nodes of 2 × 24 cores: 480 cores; 10 × 6 × 3.84 TB raw.
  const bom = sheets[1]!.data;
  expect(bom.at(-1)!.slice(12)).toEqual([10, 480, 10 * 768, expect.closeTo(230.4, 9)]);
  const expected = planLicences(config.clusters, config.nodeTypes, config.licensing);
  const nci = sheets[0]!.data.find((r) => r[0] === W.names.nci)!;
  expect(nci.slice(1, 5)).toEqual([expected.total.licensedCores, W.units.cores, 100, 48_000]);
  expect(errors).toEqual([]);
});

test('the cluster on screen shows its licences and says which power figures are unknown; the plan summary adds the clusters up', async ({
  page,
}) => {
  const config = plan();
  const link = await encodeShareLink(config);
  if (!link.ok) throw new Error('link too large');
  await page.goto(`/#${link.fragment}`);
  const licences = page.locator('#diagram').getByTestId('licences');
  await expect(licences.getByRole('row', { name: new RegExp(W.names.nci.replace(/[()]/g, '\\$&')) })).toContainText('288 cores');
  await expect(licences.getByRole('row', { name: new RegExp(W.names.nci.replace(/[()]/g, '\\$&')) })).toContainText('28,800 EUR');
  // The built-in node types name no catalogue entry: power is unknown, never guessed.
  await expect(page.locator('#diagram').getByTestId('facilities')).toContainText(W.unknown);
  await expect(page.locator('#diagram')).toContainText(
    'Unknown: the catalogue has no typical power, maximum power, rack units, weight for All-flash 2×24c, 768 GiB, 6×3.84 TB SSD.',
  );
  const totals = page.locator('#plan').getByTestId('licences');
  await expect(totals.getByRole('row', { name: new RegExp(W.names.nci.replace(/[()]/g, '\\$&')) })).toContainText('480 cores');
  expect(await seriousViolations(page, '#diagram')).toEqual([]);
});

test('after an import, the workbook carries its report: the file, the cluster it went into and every row not sized', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await dropFile(page, 'rvtools-4.xlsx', readFileSync('tests/fixtures/inventory/rvtools-4.xlsx'));
  const panel = page.locator('.import-panel');
  await expect(panel.getByText('4 rows not sized, 0 sized with a note')).toBeVisible();
  await panel.getByRole('button', { name: /^Replace the 3 VM groups of/ }).click();
  await expect(panel.getByRole('status')).toContainText('Imported 8 VMs from rvtools-4.xlsx');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: EN.report.exportExcel }).click()]);
  const sheets = await readXlsxFile(readFileSync((await download.path())!));
  const report = sheets.at(-1)!;
  expect(report.sheet).toBe(W.sheets.importReport);
  expect(report.data[0]!.slice(0, 2)).toEqual([W.importFiles, 'rvtools-4.xlsx']);
  expect(report.data[1]!.slice(0, 2)).toEqual([W.importInto, 'Cluster 1']);
  // The four rows the preview said were not sized, each with its sheet and row number.
  const rows = report.data.filter((r) => r[0] === 'rvtools-4.xlsx' && typeof r[2] === 'number');
  expect(rows).toHaveLength(4);
  expect(errors).toEqual([]);
});
