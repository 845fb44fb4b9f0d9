import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './drawAll';
import { BEST_FIT_EN as W } from '../src/i18n/en/bestFit';
import { EN } from '../src/i18n/en/page';
import { watchErrors } from './support';

/** The best fit: the catalogue searched in its worker, one configuration taken in one step, Undo brings the cluster back. */
test('open the best fit, take the first configuration, see the cluster change, Undo brings it back', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const answer = page.getByTestId('answer-bar');
  await expect(answer).toContainText('configured: 6 nodes');
  const recommendation = page.locator('#recommendation');
  await recommendation.getByRole('button', { name: EN.recommendation.bestFit }).click();

  const view = page.getByTestId('best-fit');
  const table = view.getByRole('table', { name: /^The best configurations \(\d+\)/ });
  await expect(table).toBeVisible();
  // Best first: the default workload on the shipped catalogue (tests/model/bestFit.test.ts checks the search itself).
  const first = view.getByRole('button', { name: /^Use \d+ × .+ for this cluster$/ }).first();
  const label = (await first.getAttribute('aria-label'))!;
  const [, nodes, name] = /^Use (\d+) × (.+) for this cluster$/.exec(label)!;

  const axe = await new AxeBuilder({ page })
    .include('[data-testid="best-fit"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await first.click();
  await expect(view.getByRole('status').filter({ hasText: `The cluster is now ${nodes} × ${name}.` })).toBeVisible();
  await expect(answer).toContainText(`configured: ${nodes} nodes`);
  await expect(page.getByLabel(new RegExp(`^Nodes of ${name}`))).toHaveValue(nodes!);

  await page.locator('.toolbar').getByRole('button', { name: EN.app.undo, exact: true }).click();
  await expect(answer).toContainText('configured: 6 nodes');
  await expect(page.getByLabel(/^Nodes of All-flash/)).toHaveValue('6');
  await expect(page.getByLabel(new RegExp(`^Nodes of ${name}`))).toHaveCount(0);

  // The most nodes per cluster is editable; below what the workload needs, the view says how many clusters.
  await view.getByLabel(W.maxNodes).fill('5');
  await expect(view.getByText(/more than 5 nodes; 2 clusters of 5 nodes each/).first()).toBeVisible();
  expect(errors).toEqual([]);
});
