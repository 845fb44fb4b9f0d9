import { expect, type Page } from '@playwright/test';
import { test } from './drawAll';
import { EN } from '../src/i18n/en/page';
import { INPUTS_EN } from '../src/i18n/en/inputs';
import { PLAN_EN as P } from '../src/i18n/en/plan';
import { seriousViolations, watchErrors } from './support';

const recommended = (page: Page) => page.getByTestId('recommended-nodes');

test('"Use this size" sets the configured cluster to the recommendation, and Undo puts it back', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  // The default workload needs 6 all-flash nodes (README); 3 fail it.
  await page.getByLabel(/^Nodes of All-flash/).fill('3');
  await expect(page.getByTestId('configured-verdict')).toHaveClass(/rec-verdict--short/);
  await expect(recommended(page)).toHaveAttribute('data-nodes', '6');
  // Every panel says which cluster it shows.
  await expect(page.locator('#capacity .scope-tag')).toHaveText('Configured cluster: 3 nodes');
  await expect(page.locator('#recommendation')).toContainText(P.scopeRecommended);

  await page.getByRole('button', { name: P.useThisSize }).click();
  await expect(page.getByLabel(/^Nodes of All-flash/)).toHaveValue('6');
  await expect(page.getByTestId('configured-verdict')).toHaveClass(/rec-verdict--ok/);
  await expect(page.locator('#capacity .scope-tag')).toHaveText('Configured cluster: 6 nodes');
  await expect(page.getByRole('status').filter({ hasText: 'now 6 nodes' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.locator('#recommendation').getByRole('button', { name: P.undoApply, exact: true }).click();
  await expect(page.getByLabel(/^Nodes of All-flash/)).toHaveValue('3');
  await expect(page.locator('#capacity .scope-tag')).toHaveText('Configured cluster: 3 nodes');
  expect(errors).toEqual([]);
});

test('a fixed N+0 is never recommended: the rule’s size is, "Use this size" sets the headroom to auto, and Undo puts both back', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByLabel(INPUTS_EN.headroom.mode, { exact: true }).selectOption('fixed');
  await page.getByLabel(INPUTS_EN.headroom.fixedDomains).fill('0');
  await expect(page.getByTestId('configured-verdict')).toHaveClass(/rec-verdict--caution/);
  // The default workload needs 6 nodes at N+1; at N+0 fewer would do, which is shown as asked for, in amber.
  await expect(recommended(page)).toHaveAttribute('data-nodes', '6');
  await expect(page.getByTestId('headroom-raised')).toBeVisible();
  await expect(page.getByTestId('asked-size')).toHaveClass(/rec-verdict--caution/);
  await expect(page.getByTestId('asked-size')).toContainText('With the headroom as set (N+0)');

  await page.getByRole('button', { name: P.useThisSize }).click();
  await expect(page.getByLabel(INPUTS_EN.headroom.mode, { exact: true })).toHaveValue('auto');
  await expect(page.getByTestId('configured-verdict')).toHaveClass(/rec-verdict--ok/);
  await expect(page.getByTestId('asked-size')).toHaveCount(0);

  await page.locator('#recommendation').getByRole('button', { name: P.undoApply, exact: true }).click();
  await expect(page.getByLabel(INPUTS_EN.headroom.mode, { exact: true })).toHaveValue('fixed');
  await expect(page.getByLabel(INPUTS_EN.headroom.fixedDomains)).toHaveValue('0');
  expect(errors).toEqual([]);
});

test('a plan of several clusters: add, rename, duplicate, remove, with a summary and totals', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(recommended(page)).toHaveAttribute('data-nodes', '6');
  await expect(page.locator('#plan')).toHaveCount(0);

  await page.getByRole('button', { name: P.add }).click();
  const name = page.getByLabel(P.clusterName);
  await expect(name).toHaveValue('Cluster 2');
  await name.fill('DR');
  const summary = page.getByTestId('plan-summary');
  // Cluster 1: 6 nodes, met, 6 recommended. DR: 3 nodes, no workload, short (RF2 heals from 3
  // survivors), 4 recommended. Totals 9 nodes, N+2, 10 recommended.
  await expect(summary.locator('tbody tr')).toHaveText([
    /Cluster 1\s*6\s*N\+1\s*✔ Every constraint met\s*6/,
    /DR\s*3\s*N\+1\s*✖ Not enough\s*4/,
  ]);
  await expect(page.getByTestId('plan-total-nodes')).toHaveText('9');
  await expect(summary.locator('tfoot')).toContainText('10');

  // DR on screen: apply its recommendation, the summary follows.
  await page.getByRole('button', { name: P.useThisSize }).click();
  await expect(summary.locator('tbody tr').nth(1)).toContainText('✔ Every constraint met');
  await expect(page.getByTestId('plan-total-nodes')).toHaveText('10');

  await page.getByRole('button', { name: P.duplicate }).click();
  await expect(name).toHaveValue('DR (copy)');
  await expect(summary.locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('plan-total-nodes')).toHaveText('14');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Back to Cluster 1 from the summary; remove it, then undo.
  await summary.getByRole('button', { name: 'Show Cluster 1' }).click();
  await expect(name).toHaveValue('Cluster 1');
  await page.getByRole('button', { name: P.remove }).click();
  await expect(summary.locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('plan-total-nodes')).toHaveText('8');
  await page.getByRole('button', { name: P.undoRemove }).click();
  await expect(summary.locator('tbody tr')).toHaveCount(3);
  await expect(name).toHaveValue('Cluster 1');

  // The plan travels in the link: a fresh page opens all three clusters.
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await expect(page.getByTestId('plan-summary').locator('tbody tr')).toHaveCount(3);
  expect(errors.filter((e) => !e.includes(EN.app.title))).toEqual([]);
});

test('on a phone the answer is on the first screen, and scientific notation is no number', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const answer = page.getByTestId('answer-bar');
  await expect(answer).toContainText('Recommended: 6 nodes · configured: 6 nodes, every constraint met');
  const box = (await answer.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(844);

  // Filled where it stands (the fill scrolls to it): a section drawn while the page settles is
  // found again, where holding on to its element found it detached.
  const count = page.getByLabel(/^Nodes of All-flash/);
  await count.fill('1e1');
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  // The results stay on the last valid input (6 nodes), not on 10.
  await expect(answer).toContainText('configured: 6 nodes');
  await page.screenshot({ path: 'test-results/plan-phone.png' });
});
