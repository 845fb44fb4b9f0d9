import { expect, type Locator, type Page } from '@playwright/test';
import { drawAllIn, test } from './drawAll';
import { EN } from '../src/i18n/en/page';
import { FAILURE_PLAN_EN as F } from '../src/i18n/en/failurePlan';
import { seriousViolations, watchErrors } from './support';

/** Presses Tab until `target` has the focus (at most `max` times): the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, max = 12): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const rows = (panel: Locator) => panel.locator('table.plan-report tbody tr').allInnerTexts();

test('a failure plan built by keyboard opens with the same steps from its link in a fresh browser', async ({ page, browser }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const panel = page.locator('#failure-plan');
  const at = panel.getByLabel(F.at);
  const add = panel.getByRole('button', { name: /^Add step|^Select nodes/ });
  await expect(panel.getByText(F.empty)).toBeVisible();

  // Step 1: node n1 at minute 0. From the minute field, Tab reaches the first node of the layout.
  await at.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('0');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: /^Node n1,/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(panel.getByRole('button', { name: /^Node n1,/ })).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(panel.locator('ol.plan-steps > li')).toHaveCount(1);

  // Step 2: the block of node n3 two hours later, chosen with the arrow keys.
  const scope = panel.getByLabel(F.scope, { exact: true });
  await scope.focus();
  await page.keyboard.press('ArrowDown');
  await expect(scope).toHaveValue('block');
  await page.keyboard.press('Tab');
  await expect(at).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('120');
  await tabTo(page, panel.getByRole('button', { name: /^Node n3,/ }));
  await page.keyboard.press('Space');
  await tabTo(page, add);
  await expect(add).toHaveText('Add step at minute 120');
  await page.keyboard.press('Enter');

  const steps = panel.locator('ol.plan-steps > li');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText('Step 1, minute 0: node n1');
  await expect(steps.nth(1)).toContainText('Step 2, minute 120: block of node n3');
  await expect(panel.locator('table.plan-report tbody tr')).toHaveCount(2);
  await expect(panel.getByRole('status')).toHaveText('Showing step 2 of 2, minute 120');
  const report = await rows(panel);
  expect(report[0]).toMatch(/Step 1, minute 0: node n1/);

  // Replay: step back to before any failure and forward again, by keyboard.
  await panel.getByRole('button', { name: F.previous }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toHaveText('Showing step 1 of 2, minute 0');
  await expect(panel.getByRole('button', { name: /^Node n1, .*, fails in this step$/ })).toBeVisible();

  // The copied link holds the plan: a fresh browser opens the same steps.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: EN.share.copyLink }).click();
  await expect(page.locator('.copy-link__status')).toHaveText(EN.share.copied);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#v1\./);
  const fresh = await browser.newContext();
  await drawAllIn(fresh);
  const other = await fresh.newPage();
  const otherErrors = watchErrors(other);
  await other.goto(link);
  const otherPanel = other.locator('#failure-plan');
  await expect(otherPanel.locator('ol.plan-steps > li')).toHaveCount(2);
  await expect(otherPanel.locator('ol.plan-steps > li').nth(1)).toContainText('Step 2, minute 120: block of node n3');
  // Panels off the screen are not rendered until they come near (content-visibility), so their
  // rendered text is read where a user reads it: on the screen.
  await otherPanel.scrollIntoViewIfNeeded();
  await expect(otherPanel.locator('table.plan-report tbody tr')).toHaveText(report, { useInnerText: true });
  await fresh.close();

  expect(await seriousViolations(page, '#failure-plan')).toEqual([]);
  expect(errors).toEqual([]);
  expect(otherErrors).toEqual([]);
});

test('axe: the failure simulator on a phone, with a step and a derivation open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const panel = page.locator('#failure-plan');
  await panel.getByRole('button', { name: /^Node n2,/ }).click();
  await panel.getByRole('button', { name: /^Add step/ }).click();
  await panel.locator('table.plan-report .why').first().click();
  expect(await seriousViolations(page, '#failure-plan')).toEqual([]);
});
