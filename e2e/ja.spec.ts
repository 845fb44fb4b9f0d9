import { expect, type Page } from '@playwright/test';
import { drawAllIn, test } from './drawAll';
import { interpolate } from '../src/i18n/format';
import { JA, JA_FEATURES } from '../src/i18n/ja';
import { WIDGET_JA } from '../src/i18n/ja/widget';
import { createFormatter } from '../src/i18n/numbers';
import { defaultConfig } from '../src/model/defaultConfig';
import { encodeShareLink, withLang } from '../src/schema/shareLink';
import { size } from '../src/model/headless';
import { axeScan, watchErrors } from './support';

/**
 * The page as a Japanese reader meets it: a browser set to ja-JP opens in Japanese (words,
 * derivations, warnings, input problems, the printed report), full-width digits are read as
 * numbers, and a link copied in Japanese opens in Japanese in a browser set to English.
 */

test.use({ locale: 'ja-JP' });

const result = size(defaultConfig()).clusters[0]!;
const waterfallSteps = result.capacity.waterfall.length;
const fmt = createFormatter('ja-JP', 'TiB', JA);
const nodesField = (page: Page) => page.getByLabel(/^All-flash.* のノード数$/);

test('a ja-JP browser gets the page in Japanese, with its derivations, warnings, input problems and report', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: JA.app.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByLabel(JA.app.language)).toHaveValue('ja');
  const rec = result.recommendation!;
  if (rec.status !== 'feasible') throw new Error('the default sizing has a recommendation');
  await expect(page.getByTestId('recommended-nodes')).toContainText(interpolate(JA.units.nodes, { n: rec.nodes }));

  // A derivation: the rebuild reserve's value, formula and source, all in Japanese.
  const reserve = result.capacity.waterfall.find((s) => s.id === 'rebuildReserve')!;
  const label = interpolate(JA.derivation.whyLabel, { figure: JA_FEATURES.panels.steps.rebuildReserve, value: fmt.figure(reserve.figure) });
  await page.locator('[data-step="rebuildReserve"]').getByRole('button', { name: label }).click();
  const region = page.getByRole('region', { name: label });
  await expect(region.locator('.formula')).toHaveText(JA_FEATURES.formulas.rebuildReserve);
  await expect(region).toContainText(JA_FEATURES.derivationInputs.awareness);
  await expect(region).toContainText(JA.sourceTitles[reserve.figure.derivation.source]);

  // The default sizing's one warning, worded in Japanese with its parameter.
  const warning = result.warnings[0]!;
  await expect(page.locator(`[data-code="${warning.code}"] .warning-text`)).toHaveText(
    interpolate(JA_FEATURES.warnings['performance-unchecked'], { status: JA_FEATURES.warningValues.performanceStatus['no-figures'] }),
  );
  await page.screenshot({ path: 'test-results/ja-default.png', fullPage: false });

  const axe = await axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // A bad input names the allowed range in Japanese; full-width digits and separators are numbers.
  const before = await page.getByTestId('recommended-nodes').getAttribute('data-nodes');
  const count = nodesField(page);
  await count.fill('たくさん');
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  const messageId = (await count.getAttribute('aria-describedby'))!.split(' ')[0]!;
  await expect(page.locator(`#${messageId}`)).toContainText('0 以上、256 以下で指定してください');
  await expect(page.getByRole('status').first()).toContainText(JA.app.staleBannerOne);
  await count.fill('１，０００');
  await expect(page.locator(`#${messageId}`)).toContainText('256 以下で指定してください');
  await page.screenshot({ path: 'test-results/ja-invalid.png', fullPage: false });
  await count.fill('６');
  await expect(count).not.toHaveAttribute('aria-invalid');
  await expect(page.getByTestId('recommended-nodes')).toHaveAttribute('data-nodes', before!);
  await expect(page.locator('body')).not.toContainText(/NaN|Infinity/);

  // The printed report: results and the inputs it assumed, in Japanese.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: JA.app.print }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.inputs-column')).toBeHidden();
  await expect(page.locator('#recommendation')).toContainText(JA.recommendation.heading);
  await expect(page.locator('.inputs-summary')).toBeVisible();
  await expect(page.locator('.inputs-summary')).toContainText(JA_FEATURES.report.protection);
  await page.screenshot({ path: 'test-results/ja-print.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('the capacity chart’s step names in Japanese wrap within its axis, none cut off at the chart’s edge', async ({ page }) => {
  await page.goto('/');
  // The panel and its chart are drawn as they are reached.
  await page.locator('#capacity').scrollIntoViewIfNeeded();
  const ticks = page.locator('#capacity .recharts-yAxis-tick-labels text');
  await expect(ticks).toHaveCount(waterfallSteps);
  const overflow = await page
    .locator('#capacity svg.recharts-surface')
    .first()
    .evaluate((svg) => {
      const left = svg.getBoundingClientRect().left;
      const labels = [...svg.querySelectorAll('.recharts-yAxis-tick-labels text')].map((t) => ({
        name: t.textContent,
        box: t.getBoundingClientRect(),
      }));
      return {
        cut: labels.filter((l) => l.box.left < left - 0.5).map((l) => l.name),
        // Each name within its own row: none runs into the next one's lines.
        overlapping: labels.filter((l, i) => i > 0 && l.box.top < labels[i - 1]!.box.bottom - 0.5).map((l) => l.name),
      };
    });
  expect(overflow).toEqual({ cut: [], overlapping: [] });
});

test('a link copied in Japanese opens in Japanese in an English browser; the switch and its choice persist', async ({ page, browser }) => {
  const errors = watchErrors(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await nodesField(page).fill('８');
  await page.getByRole('button', { name: JA.share.copyLink }).click();
  await expect(page.getByText(JA.share.copied)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#v1\.[A-Za-z0-9_-]+&lang=ja$/);

  const english = await browser.newContext({ locale: 'en-US' });

  await drawAllIn(english);
  const other = await english.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1, name: JA.app.title })).toBeVisible();
  await expect(other.getByRole('status').filter({ hasText: JA_FEATURES.shareBanner.bannerUnsaved })).toBeVisible();
  await expect(other.getByLabel(/^All-flash.* のノード数$/)).toHaveValue('8');

  // Switched to English there, the page stays English on reload: the choice is kept.
  await other.getByLabel(JA.app.language).selectOption('en');
  await expect(other.getByRole('heading', { level: 1, name: 'HCI Sizer' })).toBeVisible();
  await other.reload();
  await expect(other.getByRole('heading', { level: 1, name: 'HCI Sizer' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await english.close();
  expect(errors).toEqual([]);
});

test('a Japanese link to the default sizing opens in Japanese in a fresh English browser', async ({ browser, baseURL }) => {
  // The link holds what a fresh browser already has (the defaults): it is still a link, in its language.
  const link = await encodeShareLink(defaultConfig());
  if (!link.ok) throw new Error('the default sizing fits a link');
  const english = await browser.newContext({ locale: 'en-US' });
  const page = await english.newPage();
  const errors = watchErrors(page);
  await page.goto(`${baseURL}/#${withLang(link.fragment, 'ja')}`);
  await expect(page.getByRole('heading', { level: 1, name: JA.app.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByLabel(JA.app.language)).toHaveValue('ja');
  await english.close();
  expect(errors).toEqual([]);
});

test('the widget speaks Japanese when its page asks, reads full-width digits, and opens the full sizer in Japanese', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/widget.html?lang=ja&nodes=8');
  await expect(page.getByRole('heading', { level: 1, name: WIDGET_JA.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const compression = page.getByLabel(WIDGET_JA.compression);
  await compression.fill('２．５');
  await expect(compression).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(WIDGET_JA.nodes).fill('１００');
  await expect(page.getByRole('alert')).toHaveText(interpolate(WIDGET_JA.invalid, { field: WIDGET_JA.nodes, min: 1, max: 64 }));
  await expect(page.getByRole('link', { name: WIDGET_JA.openFull })).toHaveAttribute('href', /#v1\.[A-Za-z0-9_-]+&lang=ja$/);
  const axe = await axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  expect(errors).toEqual([]);
});
