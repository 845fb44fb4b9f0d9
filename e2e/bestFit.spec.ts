import { expect } from '@playwright/test';
import { test } from './drawAll';
import { BEST_FIT_EN as W } from '../src/i18n/en/bestFit';
import { CATALOGUE_PICKER_EN as P } from '../src/i18n/en/catalogue';
import { EN } from '../src/i18n/en/page';
import { axeScan, watchErrors } from './support';

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
  // Its name starts with the words it shows (WCAG 2.5.3, label in name).
  const first = view.getByRole('button', { name: /^Use this: \d+ × .+ for this cluster$/ }).first();
  await expect(first).toHaveText(W.apply);
  const label = (await first.getAttribute('aria-label'))!;
  const [, nodes, name] = /^Use this: (\d+) × (.+) for this cluster$/.exec(label)!;

  const axe = await axeScan(page)
    .include('[data-testid="best-fit"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // From the keyboard: the focus goes to the message that says what changed, not to the page's body.
  await first.focus();
  await page.keyboard.press('Enter');
  const applied = view.getByRole('status').filter({ hasText: `The cluster is now ${nodes} × ${name}.` });
  await expect(applied).toBeFocused();
  await expect(answer).toContainText(`configured: ${nodes} nodes`);
  await expect(page.getByLabel(new RegExp(`^Nodes of ${name}`))).toHaveValue(nodes!);

  await page.locator('.toolbar').getByRole('button', { name: EN.app.undo, exact: true }).click();
  await expect(answer).toContainText('configured: 6 nodes');
  await expect(page.getByLabel(/^Nodes of All-flash/)).toHaveValue('6');
  await expect(page.getByLabel(new RegExp(`^Nodes of ${name}`))).toHaveCount(0);
  // Its step is no longer the latest: the message says so and offers no Undo that would do nothing.
  await expect(applied).toHaveCount(0);
  const stale = view.getByRole('status').filter({ hasText: `The best fit taken (${nodes} × ${name}) is no longer the latest change` });
  await expect(stale).toBeVisible();
  await expect(stale.getByRole('button')).toHaveCount(0);
  // Redo makes it the latest again, with its own Undo.
  await page.locator('.toolbar').getByRole('button', { name: EN.app.redo, exact: true }).click();
  await expect(applied.getByRole('button', { name: W.undo })).toBeVisible();
  await applied.getByRole('button', { name: W.undo }).click();
  await expect(view.getByRole('status').filter({ hasText: W.undone })).toBeFocused();
  await expect(answer).toContainText('configured: 6 nodes');

  // The most nodes per cluster is editable. What it does not allow stays as typed, marked invalid and
  // named with its range (3 to 256 at RF2), and the last valid limit keeps sizing meanwhile.
  const limit = view.getByLabel(W.maxNodes);
  const sized = await table.textContent();
  for (const typed of ['-5', '0', '1', '2.5', '1000']) {
    await limit.fill(typed);
    await expect(limit).toHaveValue(typed);
    await expect(limit).toHaveAttribute('aria-invalid', 'true');
    await expect(limit).toHaveAccessibleDescription(
      /Most nodes per cluster: a whole number from 3 \(the smallest cluster at RF2, source: Nutanix Bible\) to 256 .*The search keeps 32 meanwhile\./,
    );
    await expect(table).toHaveText(sized!);
  }
  // Below what the workload needs, the view says how many clusters.
  await limit.fill('5');
  await expect(limit).not.toHaveAttribute('aria-invalid');
  await expect(view.getByText(/more than 5 nodes; 2 clusters of 5 nodes each/).first()).toBeVisible();
  expect(errors).toEqual([]);
});

/** The view and the catalogue picker say the same of what is verified: the catalogue's own marks. */
test('the best fit counts the verified entries the catalogue picker lists without “(unverified)”', async ({ page }) => {
  await page.goto('/');
  await page.locator('#recommendation').getByRole('button', { name: EN.recommendation.bestFit }).click();
  const note = page.getByTestId('best-fit').getByText(/of the catalogue’s \d+ entries are verified/);
  const [, verified, total] = /^(\d+) of the catalogue’s (\d+) entries/.exec((await note.textContent())!)!;
  expect(Number(verified)).toBeGreaterThan(0);

  await page.getByText(EN.nodes.fromCatalogue).click();
  const model = page.getByLabel(P.model, { exact: true }).locator('option');
  await expect(model).toHaveCount(Number(total));
  const options = await model.allTextContents();
  expect(options.filter((o) => !o.endsWith('(unverified)'))).toHaveLength(Number(verified));
});

test.describe('on a 412 px phone', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('every configuration is a card that fits the screen, none hidden in a sideways scroll', async ({ page }) => {
    await page.goto('/');
    await page.locator('#recommendation').getByRole('button', { name: EN.recommendation.bestFit }).click();
    const view = page.getByTestId('best-fit');
    const cards = view.getByRole('list', { name: /^The best configurations \((\d+)\)/ }).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    await expect(view.getByRole('table')).toBeHidden();
    for (const card of await cards.all()) {
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(412);
      await expect(card.getByText(W.rows.rackUnits)).toBeVisible();
      await expect(card.getByRole('button', { name: /^Use this: / })).toBeVisible();
    }
    expect(await view.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await cards.nth(3).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/best-fit-phone.png' });
  });
});
