import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './drawAll';
import { IMPORT_PANEL_EN } from '../src/i18n/en/import';
import { BEST_FIT_EN as W } from '../src/i18n/en/bestFit';
import { EN } from '../src/i18n/en/page';
import { axeScan, dropFile, watchErrors } from './support';
import { sample } from '../tests/sharedSamples';

/** The Nutanix sizing workshop's export and a second estate's, read where they are kept (never copied). */
const E = IMPORT_PANEL_EN.estate;

test('an estate: the workshop export per source cluster into four ESXi clusters, a second export appended, undone in one step', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const clusterNames = page.locator('#cluster-select option');
  await expect(clusterNames).toHaveText(['Cluster 1']);

  await dropFile(page, 'SizingWorkshop-RVTools.xlsx', readFileSync(sample('nutanix-sizing-workshop', 'SizingWorkshop-RVTools.xlsx')));
  const panel = page.locator('.import-panel');
  await panel.getByRole('radio', { name: E.perSource }).check();
  await panel.getByRole('radio', { name: 'VMware ESXi' }).check();
  const targets = page.getByTestId('import-targets').locator('tbody tr');
  // Per source cluster, as the workshop answers them: VMs, vCPU, RAM GiB; ratio over the hosts less one.
  await expect(targets).toHaveText([
    /^Cluster1 \(in place of Cluster 1\)\s*Cluster1\s*47\s*257\s*1,195\s*18,176\s*34\s*4\.02:1$/,
    /^Cluster2 \(new\)\s*Cluster2\s*685\s*2,248\s*8,606\s*76,317\s*237\s*6\.69:1$/,
    /^Mgmt \(new\)\s*Mgmt\s*22\s*80\s*233\s*1,564\s*21\s*2\.5:1$/,
    /^DMZ \(new\)\s*DMZ\s*41\s*136\s*448\s*3,848\s*33\s*3\.78:1$/,
  ]);
  // Size bands: fewer groups, the same totals.
  const totals = page.getByTestId('import-totals');
  await expect(totals).toContainText('795 VMs, 2,721 vCPU, 10,482 GiB RAM');
  await panel.getByRole('radio', { name: E.bands }).check();
  await expect(totals).toContainText('795 VMs, 2,721 vCPU, 10,482 GiB RAM');
  await expect(totals).toContainText('in 152 VM groups');

  const axe = await axeScan(page)
    .include('.import-panel')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await panel.getByRole('button', { name: t(E.apply, { n: '4', fresh: '3' }) }).click();
  await expect(panel.getByRole('status')).toContainText(
    'Imported 795 VMs from SizingWorkshop-RVTools.xlsx into Cluster1, Cluster2, Mgmt, DMZ.',
  );
  await expect(clusterNames).toHaveText(['Cluster1', 'Cluster2', 'Mgmt', 'DMZ']);
  await expect(page.getByTestId('plan-summary').locator('tbody tr')).toHaveCount(4);
  await panel.getByRole('button', { name: IMPORT_PANEL_EN.close }).click();

  // The groups' per-VM figures read rounded; the full value shows to edit, and leaving changes nothing.
  const usedId = (await page.locator('.workload-table input[id$="-usedGiB"][title]').first().getAttribute('id'))!;
  const used = page.locator(`[id="${usedId}"]`);
  await expect(used).toHaveValue(/^[\d,]+(\.\d{1,2})?$/);
  const rounded = await used.inputValue();
  const full = (await used.getAttribute('title'))!.match(/[\d.]+$/)![0];
  expect(full.length).toBeGreaterThan(rounded.length);
  await used.focus();
  await expect(used).toHaveValue(full);
  await used.blur();
  await expect(used).toHaveValue(rounded);
  // Tabbing in selects the full value, to be typed over as any field's.
  await page.locator(`[id="${usedId.replace(/usedGiB$/, 'ramGiB')}"]`).focus();
  await page.keyboard.press('Tab');
  await expect(used).toBeFocused();
  await expect(used).toHaveValue(full);
  expect(await used.evaluate((e: HTMLInputElement) => [e.selectionStart, e.selectionEnd])).toEqual([0, full.length]);
  await page.keyboard.press('Tab');
  await expect(used).toHaveValue(rounded);

  // A second estate, appended: its two source clusters become two more clusters; nothing is replaced.
  await dropFile(
    page,
    'BillSampleNextRvtoolsFinal.xlsx',
    readFileSync(sample('nutanix-sizing-workshop', 'BillSampleNextRvtoolsFinal.xlsx')),
  );
  await expect(panel.getByRole('radio', { name: E.append })).toBeChecked();
  await panel.getByRole('radio', { name: E.perSource }).check();
  await expect(targets).toHaveCount(2);
  await panel.getByRole('button', { name: t(E.apply, { n: '2', fresh: '2' }) }).click();
  await expect(clusterNames).toHaveCount(6);
  await expect(clusterNames.nth(4)).toHaveText(/^(Production|Avaya) Cluster$/);

  // One step back: the plan of four clusters again.
  await panel.getByRole('button', { name: IMPORT_PANEL_EN.undo }).click();
  await expect(panel.getByRole('status')).toHaveText(IMPORT_PANEL_EN.undone);
  await expect(clusterNames).toHaveText(['Cluster1', 'Cluster2', 'Mgmt', 'DMZ']);
  await panel.getByRole('button', { name: IMPORT_PANEL_EN.close }).click();

  // The same export again: its four source clusters are found in the plan and left out.
  await dropFile(page, 'SizingWorkshop-RVTools.xlsx', readFileSync(sample('nutanix-sizing-workshop', 'SizingWorkshop-RVTools.xlsx')));
  await expect(page.getByTestId('import-duplicates').locator('li')).toHaveCount(4);
  await expect(panel.getByRole('alert').filter({ hasText: IMPORT_PANEL_EN.nothing })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a cluster past the most nodes a cluster may have is split in one step, never a dead end, and undone in one', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.locator('#recommendation').getByRole('button', { name: EN.recommendation.bestFit }).click();
  const view = page.getByTestId('best-fit');
  await view.getByLabel(W.maxNodes).fill('5');
  // The default workload needs more than 5 nodes of some platforms: they say how many clusters, and offer the split.
  const offer = view
    .getByRole('listitem')
    .filter({ hasText: /more than 5 nodes; 2 clusters of 5 nodes each/ })
    .first();
  await offer.getByRole('button', { name: t(W.splitInto, { clusters: '2' }) }).click();
  const clusterNames = page.locator('#cluster-select option');
  await expect(clusterNames).toHaveText(['Cluster 1', 'Cluster 1 2']);
  await expect(page.getByTestId('plan-summary').locator('tbody tr')).toHaveCount(2);
  const status = view.getByRole('status').filter({ hasText: t(W.splitDone, { clusters: '2' }) });
  await status.getByRole('button', { name: W.undo }).click();
  await expect(clusterNames).toHaveText(['Cluster 1']);
  expect(errors).toEqual([]);
});

function t(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}
