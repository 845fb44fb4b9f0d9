import { expect, type Page, test } from '@playwright/test';
import { EN } from '../src/i18n/en/page';
import { IMPORT_PANEL_EN } from '../src/i18n/en/import';
import { PLAN_EN as P } from '../src/i18n/en/plan';
import { watchErrors } from './support';

/** Each undo takes back only what its action changed: an edit made after it is never lost. */

const nodesField = (page: Page) => page.getByLabel(/^Nodes of All-flash/);

test('"Use this size", then the node count changed: Undo keeps the change and says why it did not undo', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await nodesField(page).fill('3');
  await page.getByRole('button', { name: P.useThisSize }).click();
  await expect(nodesField(page)).toHaveValue('6');
  // Later: the cluster renamed (outside what the action changed), and undone: the name stays.
  await page.getByLabel(P.clusterName).fill('Renamed');
  await page.getByRole('button', { name: P.undoApply, exact: true }).click();
  await expect(nodesField(page)).toHaveValue('3');
  await expect(page.getByLabel(P.clusterName)).toHaveValue('Renamed');
  // Applied again, then the node count changed by hand: undoing would lose it, so it is refused.
  await page.getByRole('button', { name: P.useThisSize }).click();
  await expect(nodesField(page)).toHaveValue('6');
  await nodesField(page).fill('7');
  await nodesField(page).blur();
  await page.getByRole('button', { name: P.undoApply, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: P.undoRefused })).toBeVisible();
  await expect(nodesField(page)).toHaveValue('7');
  expect(errors).toEqual([]);
});

test('a cluster removed, then another renamed: undoing the removal keeps the new name', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: P.add }).click();
  const name = page.getByLabel(P.clusterName);
  await expect(name).toHaveValue('Cluster 2');
  await page.getByLabel(EN.app.cluster, { exact: true }).selectOption({ index: 0 });
  await expect(name).toHaveValue('Cluster 1');
  await page.getByRole('button', { name: P.remove }).click();
  await expect(name).toHaveValue('Cluster 2');
  await name.fill('DR site');
  await page.getByRole('button', { name: P.undoRemove }).click();
  await expect(name).toHaveValue('Cluster 1');
  const clusters = page.getByLabel(EN.app.cluster, { exact: true }).locator('option');
  await expect(clusters).toHaveText(['Cluster 1', 'DR site']);
  expect(errors).toEqual([]);
});

test('an inventory imported, then an imported group edited: Undo keeps the edit and says why it did not undo', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByLabel(EN.importEntry.choose).setInputFiles('tests/fixtures/inventory/rvtools-4.xlsx');
  const panel = page.locator('.import-panel');
  await panel.getByRole('button', { name: /^Replace the 3 VM groups of/ }).click();
  await expect(panel.getByRole('status')).toContainText('Imported 8 VMs from rvtools-4.xlsx');
  const count = page.getByLabel(`${EN.workload.count}, Prod · Exchange · 8 vCPU · 48 GiB RAM · 400 GiB used`);
  await expect(count).toHaveValue('1');
  await count.fill('5');
  await count.blur();
  await panel.getByRole('button', { name: IMPORT_PANEL_EN.undo }).click();
  await expect(panel.getByRole('status')).toHaveText(IMPORT_PANEL_EN.undoRefused);
  await expect(count).toHaveValue('5');
  expect(errors).toEqual([]);
});
