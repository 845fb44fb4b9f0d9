import { expect, type Page } from '@playwright/test';
import { test } from './drawAll';
import { PROTECTION_EN as W } from '../src/i18n/en/protection';
import { PLAN_EN as P } from '../src/i18n/en/plan';
import { EN } from '../src/i18n/en/page';
import { FAILURE_PLAN_EN as F } from '../src/i18n/en/failurePlan';
import { RPO_MINUTES } from '../src/model/rpo';
import { seriousViolations, watchErrors } from './support';

/** Adds a cluster named DR and protects Cluster 1 on it, async: the protection section, its new relation there. */
async function protectOnDr(page: Page, { checkEmpty = false } = {}) {
  await page.getByRole('button', { name: P.add }).click();
  await page.getByLabel(P.clusterName).fill('DR');
  const protection = page.getByTestId('protection');
  if (checkEmpty) {
    await expect(protection.getByRole('heading', { name: W.heading })).toBeVisible();
    await expect(protection).toContainText(W.none);
  }
  await protection.getByLabel(W.source, { exact: true }).selectOption({ label: 'Cluster 1' });
  await protection.getByLabel(W.target, { exact: true }).selectOption({ label: 'DR' });
  await protection.getByLabel(W.mode, { exact: true }).last().selectOption('async');
  await protection.getByRole('button', { name: W.add }).click();
  return protection;
}

test('two clusters, async protection: bandwidth, the DR site’s storage and its verdict, and the share link keeps the relation; axe finds nothing serious', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const protection = await protectOnDr(page, { checkEmpty: true });

  const relation = page.getByTestId('protection-p1');
  await expect(relation.getByRole('heading', { name: 'Cluster 1 → DR (Async)' })).toBeVisible();
  await expect(page.getByTestId('protection-bandwidth-p1')).toContainText(/\d Mbit\/s/);
  await expect(page.getByTestId('protection-target-storage-p1')).toContainText(/\d/);
  // Losing Cluster 1's site starts its groups on DR: the verdict is shown either way.
  const loss = page.getByTestId('site-loss-c1');
  await expect(loss.locator('caption')).toContainText('Lose Cluster 1');
  await expect(loss.locator('caption')).toContainText(new RegExp(`${W.fits}|${W.short}`));
  // The DR cluster on screen stores the replica: its waterfall has the step.
  await expect(page.locator('#capacity')).toContainText('Replication (DR)');

  // An RPO below an hour is refused at its field, with the range; the document keeps its last valid RPO.
  const rpo = relation.getByLabel(W.rpoMinutes);
  await rpo.fill('30');
  await rpo.press('Enter');
  await expect(relation.getByRole('alert')).toContainText('60');
  // Its figures, and their ticks, wait for a valid RPO rather than stand beside the refused one.
  await expect(relation.getByTestId(/^protection-bandwidth-/)).toHaveCount(0);
  await expect(relation).toContainText(W.figuresAfterFix);
  await rpo.fill('120');
  await rpo.press('Enter');
  await expect(relation.getByRole('alert')).toHaveCount(0);
  await expect(relation.getByTestId(/^protection-bandwidth-/)).toHaveCount(1);

  // Cluster 1 stands in Tokyo: losing the site is said by its name.
  const site = protection.getByLabel('Site of Cluster 1');
  await site.fill('Tokyo');
  await site.press('Enter');
  await expect(page.getByTestId('site-loss-Tokyo').locator('caption')).toContainText('Lose Tokyo');

  expect(await seriousViolations(page, '#plan')).toEqual([]);

  // The address bar is the share link: a fresh page opens the same relation.
  await expect.poll(() => page.url()).toContain('#');
  const link = page.url();
  const fresh = await context.newPage();
  await fresh.goto(link);
  const again = fresh.getByTestId('protection-p1');
  await expect(again.getByRole('heading', { name: 'Cluster 1 → DR (Async)' })).toBeVisible();
  await expect(again.getByLabel(W.rpoMinutes)).toHaveValue('120');
  await expect(fresh.getByTestId('protection').getByLabel('Site of Cluster 1')).toHaveValue('Tokyo');

  // The printed report carries the relation's figures and the site's verdict, without the controls.
  // Read as printed: the report drawn for the print, then read with the print styles, so only what shows on paper counts.
  await fresh.evaluate(() => {
    window.print = () => {
      document.body.dataset.printed = '1';
    };
  });
  await fresh.getByRole('button', { name: EN.app.print }).click();
  await expect(fresh.locator('body[data-printed]')).toHaveCount(1);
  await fresh.emulateMedia({ media: 'print' });
  const onPaper = await fresh.evaluate(() => {
    const shown = (e: Element) => (e as HTMLElement).offsetParent !== null;
    return JSON.stringify({
      text: document.getElementById('results')?.innerText ?? '',
      controls: [...document.querySelectorAll('[data-testid="protection"] input, [data-testid="protection"] select')].filter(shown).length,
    });
  });
  await fresh.emulateMedia({ media: 'screen' });
  const printed = JSON.parse(onPaper) as { text: string; controls: number };
  expect(printed.controls).toBe(0);
  expect(printed.text).toContain(W.bandwidth);
  expect(printed.text).toContain('Lose Tokyo');
  expect(errors).toEqual([]);
});

test('the DR cluster is sized for its site failure: "Use this size" makes losing Tokyo fit, and its failure plan loses Tokyo then a node; axe finds nothing serious', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const protection = await protectOnDr(page);
  const site = protection.getByLabel('Site of Cluster 1');
  await site.fill('Tokyo');
  await site.press('Enter');
  const tokyo = page.getByTestId('site-loss-Tokyo').locator('caption');
  await expect(tokyo).toContainText('Lose Tokyo');

  // DR, on screen, recommends room for Cluster 1's groups: taking its size makes the site failure fit.
  await page.getByRole('button', { name: P.useThisSize }).click();
  await expect(page.getByTestId('configured-verdict')).toHaveClass(/rec-verdict--ok/);
  await expect(tokyo).toContainText(W.fits);

  const panel = page.locator('#failure-plan');
  const tokyoBox = panel.getByRole('checkbox', { name: /^site Tokyo: [\d,]+ VMs start here$/ });
  await tokyoBox.check();
  const at = panel.getByLabel(F.at);
  await at.fill('0');
  await panel.getByRole('button', { name: 'Add step at minute 0' }).click();
  await expect(panel.locator('ol.plan-steps > li').first()).toContainText('Step 1, minute 0: site Tokyo lost');
  await expect(tokyoBox).not.toBeChecked();
  await panel.getByRole('button', { name: /^Node n1,/ }).click();
  await at.fill('60');
  await panel.getByRole('button', { name: 'Add step at minute 60' }).click();
  const rows = panel.locator('table.plan-report tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(/VMs of lost sites run here/);
  await expect(rows.first()).not.toContainText(F.nothingFails);
  // At the size recommended the VMs of Tokyo restart on DR, and again after it loses a node.
  await expect(rows.nth(0).locator('td').nth(3)).toContainText(F.yes);
  await expect(rows.nth(1).locator('td').nth(3)).toContainText(F.yes);

  expect(await seriousViolations(page, '#failure-plan')).toEqual([]);

  // NearSync holds flash back on both clusters: each named by its cluster.
  const relation = page.getByTestId('protection-p1');
  await relation.getByLabel(W.mode, { exact: true }).selectOption('nearsync');
  const rpo = relation.getByLabel(W.rpoMinutes);
  // The mode brings its own RPO (its shortest): typed before it shows, "15" became "115" in one run.
  await expect(rpo).toHaveValue(String(RPO_MINUTES.nearsync[0]));
  await rpo.fill('15');
  await rpo.press('Enter');
  await expect(relation.locator('dt', { hasText: 'NearSync flash reserve on Cluster 1' })).toHaveCount(1);
  await expect(relation.locator('dt', { hasText: 'NearSync flash reserve on DR' })).toHaveCount(1);
  expect(errors).toEqual([]);
});
