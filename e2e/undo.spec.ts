import { expect, type Page } from '@playwright/test';
import { test } from './drawAll';
import { EN } from '../src/i18n/en/page';
import { IMPORT_ENTRY_EN } from '../src/i18n/en/importEntry';
import { INPUTS_EN } from '../src/i18n/en/inputs';
import { IMPORT_PANEL_EN } from '../src/i18n/en/import';
import { PLAN_EN as P } from '../src/i18n/en/plan';
import { watchErrors } from './support';

/** One history for the document: every change undoable with Ctrl+Z, redone with Ctrl+Shift+Z or Ctrl+Y. */

const nodesField = (page: Page) => page.getByLabel(/^Nodes of All-flash/);
const undoButton = (page: Page) => page.locator('.toolbar').getByRole('button', { name: EN.app.undo, exact: true });
const redoButton = (page: Page) => page.locator('.toolbar').getByRole('button', { name: EN.app.redo, exact: true });

test('keys typed into a field are one step: Ctrl+Z takes the burst back, Ctrl+Shift+Z and Ctrl+Y make it again', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const nodes = nodesField(page);
  const first = await nodes.inputValue();
  await expect(undoButton(page)).toBeDisabled();
  await nodes.click();
  await nodes.press('End');
  // Typed key by key, as a user types: "12" after the count is one step of the history.
  await nodes.pressSequentially('12');
  await expect(nodes).toHaveValue(`${first}12`);
  await page.getByLabel(P.clusterName).fill('Renamed');
  await expect(undoButton(page)).toBeEnabled();
  await page.keyboard.press('Control+z');
  await expect(page.getByLabel(P.clusterName)).toHaveValue('Cluster 1');
  await expect(nodes).toHaveValue(`${first}12`);
  await nodes.focus();
  await page.keyboard.press('Control+z');
  await expect(nodes).toHaveValue(first);
  await expect(undoButton(page)).toBeDisabled();
  await page.keyboard.press('Control+Shift+z');
  await expect(nodes).toHaveValue(`${first}12`);
  await page.keyboard.press('Control+y');
  await expect(page.getByLabel(P.clusterName)).toHaveValue('Renamed');
  await expect(redoButton(page)).toBeDisabled();
  // The toolbar's buttons do the same, and the results follow the document.
  await undoButton(page).click();
  await undoButton(page).click();
  await expect(nodes).toHaveValue(first);
  await expect(page.getByTestId('answer-bar')).toContainText(`configured: ${first} nodes`);
  expect(errors).toEqual([]);
});

test('"Use this size", then the cluster renamed: its message and Undo go with the later edit, the history takes both back in order', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await nodesField(page).fill('3');
  await nodesField(page).blur();
  await page.getByRole('button', { name: P.useThisSize }).click();
  await expect(nodesField(page)).toHaveValue('6');
  const recommendation = page.locator('#recommendation');
  const said = recommendation.getByRole('status').filter({ hasText: 'now 6 nodes' });
  await expect(said).toBeVisible();
  await page.getByLabel(P.clusterName).fill('Renamed');
  await page.getByLabel(P.clusterName).blur();
  // The cluster is still 6 nodes, so the message was kept before: an Undo that could only be refused.
  await expect(page.getByTestId('answer-bar')).toContainText('configured: 6 nodes');
  await expect(said).toHaveCount(0);
  await expect(recommendation.getByRole('button', { name: P.undoApply, exact: true })).toHaveCount(0);
  await undoButton(page).click();
  await expect(page.getByLabel(P.clusterName)).toHaveValue('Cluster 1');
  // Its step is the latest again: the message says what it made, and its Undo takes it back.
  await expect(said).toBeVisible();
  await said.getByRole('button', { name: P.undoApply, exact: true }).click();
  await expect(nodesField(page)).toHaveValue('3');
  const undone = recommendation.getByRole('status').filter({ hasText: P.undone });
  await expect(undone).toBeVisible();
  // Said until the next edit, no longer.
  await page.getByLabel(P.clusterName).fill('Main site');
  await page.getByLabel(P.clusterName).blur();
  await expect(undone).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a cluster removed is undone from its message while nothing came after, and shows again', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: P.add }).click();
  const name = page.getByLabel(P.clusterName);
  await expect(name).toHaveValue('Cluster 2');
  await page.getByRole('button', { name: P.remove }).click();
  await expect(name).toHaveValue('Cluster 1');
  await page.getByRole('button', { name: P.undoRemove }).click();
  await expect(name).toHaveValue('Cluster 2');
  const clusters = page.getByLabel(EN.app.cluster, { exact: true }).locator('option');
  await expect(clusters).toHaveText(['Cluster 1', 'Cluster 2']);
  // Removed again and another cluster renamed: the message's undo would skip that edit, so it is refused.
  await page.getByRole('button', { name: P.remove }).click();
  await name.fill('Main site');
  await name.blur();
  await page.getByRole('button', { name: P.undoRemove }).click();
  await expect(page.getByRole('status').filter({ hasText: P.undoRemoveRefused })).toBeVisible();
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(clusters).toHaveText(['Cluster 1', 'Cluster 2']);
  expect(errors).toEqual([]);
});

test('an inventory imported, then a group edited: the import’s Undo is refused, the history steps back through both', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByLabel(IMPORT_ENTRY_EN.choose).setInputFiles('tests/fixtures/inventory/rvtools-4.xlsx');
  const panel = page.locator('.import-panel');
  await panel.getByRole('button', { name: /^Replace the 3 VM groups of/ }).click();
  await expect(panel.getByRole('status')).toContainText('Imported 8 VMs from rvtools-4.xlsx');
  const count = page.getByLabel(`${INPUTS_EN.workload.count}, Prod · Exchange · 8 vCPU · 48 GiB RAM · 400 GiB used`);
  await expect(count).toHaveValue('1');
  await count.fill('5');
  await count.blur();
  await panel.getByRole('button', { name: IMPORT_PANEL_EN.undo }).click();
  await expect(panel.getByRole('status')).toHaveText(IMPORT_PANEL_EN.undoRefused);
  await expect(count).toHaveValue('5');
  await undoButton(page).click();
  await expect(count).toHaveValue('1');
  await undoButton(page).click();
  await expect(count).toBeHidden();
  await expect(page.getByLabel(`${INPUTS_EN.workload.count}, Application servers`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('"Use this size" says what it made only while the cluster is still that: a later node count makes the message go', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await nodesField(page).fill('3');
  await page.getByRole('button', { name: P.useThisSize }).click();
  const said = page.locator('#recommendation').getByRole('status').filter({ hasText: 'now 6 nodes' });
  await expect(said).toBeVisible();
  await nodesField(page).fill('7');
  await nodesField(page).blur();
  await expect(page.getByTestId('answer-bar')).toContainText('configured: 7 nodes');
  await expect(said).toHaveCount(0);
  expect(errors).toEqual([]);
});
