import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { drawAllIn, test } from './drawAll';
import { COMPARE_EN as W } from '../src/i18n/en/compare';
import { EN } from '../src/i18n/en/page';
import { SHARE_BANNER_EN } from '../src/i18n/en/shareBanner';
import { SESSIONS_PANEL_EN } from '../src/i18n/en/sessionsPanel';
import { createFormatter } from '../src/i18n/numbers';
import { comparedFigures, type FigureId, FIGURE_KINDS } from '../src/model/compare';
import type { SizingConfig } from '../src/model/config';
import { defaultConfig } from '../src/model/defaultConfig';
import { evaluate } from '../src/model/evaluate';
import { recommend } from '../src/model/recommend';
import { applyVariant } from '../src/model/variants';
import { decodeCompareLink } from '../src/schema/compareLink';
import { encodeShareLink } from '../src/schema/shareLink';
import { figureText } from '../src/features/compare/format';
import { seriousViolations, watchErrors } from './support';

/**
 * Comparing options on the production build: a comparison of the current sizing, a saved
 * scenario and a variant, its figures against the engine's, its link opened in another browser
 * profile, printed, on a phone, and damaged.
 */

const fmt = createFormatter('en-US', 'TiB', EN);
/** The page's session words and the scenarios panel's own (loaded with it). */
const S = { ...EN.sessions, ...SESSIONS_PANEL_EN };
const nodesField = (page: Page) => page.getByLabel(/^Nodes of All-flash/);
const results = (page: Page) => page.getByTestId('compare-results');
const cells = (page: Page, id: FigureId) => results(page).locator(`tr[data-figure="${id}"] td`);

/** The engine's figures of a one-cluster document, as the comparison writes them. */
function engineTexts(config: SizingConfig, id: FigureId): string {
  const f = comparedFigures(evaluate(config.clusters[0]!, config.nodeTypes, { recommendation: recommend }));
  return figureText(FIGURE_KINDS[id], f[id], W, EN, fmt);
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  await drawAllIn(context);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

const visibleControls = (scope: Locator) =>
  scope.locator('button, select, input, fieldset').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);

test('a comparison of the current sizing, a saved scenario and a variant shows the engine’s figures, travels as a link and prints', async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  // Saved: the default sizing (six all-flash nodes, RF2) as "Plan A".
  await page.getByRole('banner').getByRole('button', { name: S.heading }).click();
  await page.getByLabel(S.nameLabel, { exact: true }).fill('Plan A');
  await page.getByRole('button', { name: S.saveAs }).click();
  await expect(page.getByRole('list', { name: S.list })).toContainText('Plan A');
  // Current: the same with eight nodes.
  await nodesField(page).fill('8');
  await expect(page.getByTestId('recommended-nodes')).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: EN.app.compare }).click();
  const main = page.getByRole('main', { name: EN.app.compare });
  await main.getByLabel(W.addSaved).selectOption({ label: 'Plan A' });
  await main.getByRole('button', { name: `${W.addButton}: ${W.addSaved}` }).click();
  await main.getByLabel(W.addVariant).selectOption({ label: W.variants.rf3 });
  await main.getByRole('button', { name: `${W.addButton}: ${W.addVariant}` }).click();

  const planA = defaultConfig();
  const current = defaultConfig();
  current.clusters[0]!.nodes[0]!.count = 8;
  const variant = applyVariant(current, 0, 'rf3');
  const configs = [current, planA, variant];
  // Eight, six and eight nodes; the figures below are the engine's for each document.
  for (const id of [
    'nodes',
    'headroom',
    'raw',
    'usable',
    'effective',
    'storageAfterLoss',
    'cpuAfterLoss',
    'reprotected',
    'binding',
  ] as const) {
    const want = configs.map((c) => engineTexts(c, id));
    await expect(cells(page, id).locator('.compare-value')).toHaveText(want);
  }
  // RF3 halves nothing raw but takes a third copy: its usable capacity differs, its raw does not.
  await expect(cells(page, 'raw').nth(2)).not.toHaveClass(/compare-cell--changed/);
  await expect(cells(page, 'usable').nth(2)).toHaveClass(/compare-cell--changed/);
  await expect(cells(page, 'nodes').nth(1)).toContainText(W.changed);
  // The inputs each scenario changes, in the form's words.
  await expect(main.getByRole('list', { name: `${W.inputsHeading}: Plan A` })).toContainText('Nodes 8 → 6');
  await expect(main.getByRole('list', { name: new RegExp(`${W.inputsHeading}: .*RF3`) })).toContainText('RF 2 → 3');

  // The link: read back, it holds the three documents in order.
  await expect.poll(() => new URL(page.url()).hash.startsWith('#compare.')).toBe(true);
  const decoded = await decodeCompareLink(new URL(page.url()).hash);
  expect(decoded.ok && decoded.scenarios.map((s) => s.config.clusters[0]!.nodes[0]!.count)).toEqual([8, 6, 8]);
  const texts = await results(page).innerText();
  expect(await seriousViolations(page)).toEqual([]);

  // Printed: the comparison without a control.
  await page.emulateMedia({ media: 'print' });
  await expect(results(page)).toBeVisible();
  expect(await visibleControls(page.locator('body'))).toBe(0);
  await page.screenshot({ path: 'test-results/compare-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Another browser profile, nothing saved: the link opens the same comparison.
  const fresh = await newPage(browser);
  await fresh.page.goto(page.url());
  await expect(cells(fresh.page, 'nodes').locator('.compare-value')).toHaveText(['8', '6', '8']);
  expect(await results(fresh.page).innerText()).toBe(texts);
  // On a phone the table scrolls inside its box; the page itself does not.
  await fresh.page.setViewportSize({ width: 375, height: 740 });
  await expect.poll(() => fresh.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await fresh.page.screenshot({ path: 'test-results/compare-phone.png', fullPage: true });
  expect(await seriousViolations(fresh.page)).toEqual([]);
  // Back to the sizing: the address holds the sizing's link again.
  await fresh.page.getByRole('button', { name: W.close }).click();
  await expect.poll(() => new URL(fresh.page.url()).hash.startsWith('#v1.')).toBe(true);
  expect(fresh.errors).toEqual([]);
  await fresh.context.close();
  expect(errors).toEqual([]);
});

test('a damaged comparison link opens what it can and says what was wrong', async ({ page }) => {
  const errors = watchErrors(page);
  const a = await encodeShareLink(defaultConfig());
  if (!a.ok) throw new Error('too large');
  // The second scenario is cut short, as a link truncated in a mail would be.
  await page.goto(`/#compare.${a.fragment}~${a.fragment.slice(0, 40)}`);
  const alert = page.getByRole('alert').filter({ hasText: W.scenarioDamaged.replace('{n}', '2') });
  await expect(alert).toContainText(SHARE_BANNER_EN.theLink);
  await expect(cells(page, 'nodes').locator('.compare-value')).toHaveText(['6', '6']);

  // A frame that holds one scenario only: nothing to compare, the current sizing is offered.
  await page.goto(`/#compare.${a.fragment}`);
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('holds fewer than 2 scenarios');
  await expect(page.getByRole('main', { name: EN.app.compare })).toContainText(W.needTwo);
  expect(errors).toEqual([]);
});
