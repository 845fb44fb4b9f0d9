import { expect, type Page } from '@playwright/test';
import { test } from './drawAll';
import { EN } from '../src/i18n/en/page';
import { PANELS_EN } from '../src/i18n/en/panels';
import { INPUTS_EN } from '../src/i18n/en/inputs';
import { interpolate } from '../src/i18n/format';
import { createFormatter } from '../src/i18n/numbers';
import type { SizingConfig } from '../src/model/config';
import { defaultConfig } from '../src/model/defaultConfig';
import { DERIVATION_INPUTS_EN, FORMULAS_EN as FORMULAS } from '../src/i18n/en/formulas';
import { size } from '../src/model/headless';
import { parseConfig } from '../src/schema/parse';
import { holdScript, seriousViolations, watchErrors } from './support';
import { describeInEnglish } from '../src/i18n/describeInEnglish';

/** The engine's own answer for a config, computed here rather than copied from the page. */
function engine(config: SizingConfig) {
  const parsed = parseConfig(config);
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => `${p.path} ${describeInEnglish(p)}`).join('; '));
  return size(parsed.config).clusters[0]!;
}

const shownNodes = (page: Page) => page.getByTestId('recommended-nodes').getAttribute('data-nodes');

test('a newcomer sees the default sizing, changes it and checks it against the engine', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: EN.app.title })).toBeVisible();

  const initial = engine(defaultConfig());
  const rec0 = initial.recommendation!;
  await expect(page.getByTestId('recommended-nodes')).toHaveAttribute(
    'data-nodes',
    rec0.status === 'feasible' ? String(rec0.nodes) : 'none',
  );
  await page.screenshot({ path: 'test-results/newcomer-1-default.png', fullPage: false });
  // Charts load as they come near the viewport.
  await page.locator('#capacity').scrollIntoViewIfNeeded();
  await expect(page.locator('#capacity .recharts-wrapper')).toBeVisible();

  // Node count, RF, block awareness and one workload row, as a person would change them.
  const config = defaultConfig();
  const cluster = config.clusters[0]!;
  await page.getByLabel(/^Nodes of All-flash/).fill('10');
  cluster.nodes[0]!.count = 10;
  await page.getByLabel(INPUTS_EN.protection.rf).selectOption({ label: INPUTS_EN.protection.rf3 });
  cluster.protection.rf = 3;
  await page.getByLabel(INPUTS_EN.faultDomains.awareness).selectOption({ label: EN.awareness.block });
  cluster.faultDomains.awareness = 'block';
  await page.getByLabel(INPUTS_EN.faultDomains.nodesPerBlock).selectOption('2');
  cluster.faultDomains.nodesPerBlock = 2;
  const group = cluster.workload.vmGroups[0]!;
  await page.getByLabel(`${INPUTS_EN.workload.count}, ${group.name}`).fill('80');
  group.count = 80;
  await page.getByLabel(`${INPUTS_EN.workload.usedGiB}, ${group.name}`).fill('250');
  group.usedGiB = 250;

  const result = engine(config);
  // Five blocks of two: block awareness holds with RF3, so the reserve is counted in whole blocks.
  expect(result.layout.effective).toBe('block');
  const rec = result.recommendation!;
  await expect(page.getByTestId('recommended-nodes')).toHaveAttribute('data-nodes', rec.status === 'feasible' ? String(rec.nodes) : 'none');
  if (rec.status === 'feasible') {
    await expect(page.getByTestId('recommended-nodes')).toContainText(`${rec.nodes} nodes`);
    if (rec.binding) await expect(page.locator('.rec-binding')).toContainText(EN.constraints[rec.binding]);
  }
  const critical = result.warnings.some((w) => w.severity === 'critical');
  await expect(page.getByTestId('configured-verdict')).toHaveClass(
    !result.feasible ? /rec-verdict--short/ : critical ? /rec-verdict--caution/ : /rec-verdict--ok/,
  );

  // One derivation, end to end: the rebuild reserve's value, formula, inputs and source.
  const fmt = createFormatter('en-US', 'TiB', EN);
  const reserve = result.capacity.waterfall.find((s) => s.id === 'rebuildReserve')!;
  const row = page.locator('[data-step="rebuildReserve"]');
  await expect(row.locator('.figure-value')).toHaveText(fmt.figure(reserve.figure));
  const why = row.getByRole('button', { name: `Why ${PANELS_EN.steps.rebuildReserve} is ${fmt.figure(reserve.figure)}` });
  await why.click();
  const region = page.getByRole('region', { name: `Why ${PANELS_EN.steps.rebuildReserve} is ${fmt.figure(reserve.figure)}` });
  await expect(region).toBeVisible();
  await expect(region.locator('.formula')).toHaveText(FORMULAS.rebuildReserve);
  await expect(region).toContainText(`${DERIVATION_INPUTS_EN.f} ${reserve.figure.derivation.inputs.f}`);
  await expect(region).toContainText(`${DERIVATION_INPUTS_EN.awareness} ${result.layout.effective}`);
  await expect(region).toContainText(EN.sourceTitles[reserve.figure.derivation.source]);
  // The headroom holds back whole blocks: the diagram marks them.
  await expect(page.locator('.nodes .node--reserved')).toHaveCount(result.headroom.nodes);
  await expect(page.locator('.block--reserved')).toHaveCount(result.headroom.domains);
  await expect(row).toContainText(`N+${result.headroom.nodes}`);
  await page.screenshot({ path: 'test-results/newcomer-2-changed.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('an invalid value is shown at its field while the results stay, marked stale', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const before = await shownNodes(page);
  const count = page.getByLabel(/^Nodes of All-flash/);
  await count.fill('lots');
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  const messageId = (await count.getAttribute('aria-describedby'))!.split(' ')[0]!;
  await expect(page.locator(`#${messageId}`)).toContainText('must be at least 0 and at most 256');
  await expect(page.locator('.panel--stale')).toHaveCount(9);
  await expect(page.getByRole('status')).toContainText(EN.app.staleBannerOne);
  expect(await shownNodes(page)).toBe(before);
  await expect(page.locator('body')).not.toContainText(/NaN|Infinity/);

  // A negative count breaks two rules: the field's range and the cluster's one node at least.
  await count.fill('-3');
  await expect(page.getByRole('status')).toContainText(interpolate(EN.app.staleBanner, { count: 2 }));
  await expect(page.getByRole('status').getByRole('link')).toHaveCount(2);
  // At the field, the whole range, not only the bound the value broke.
  await expect(page.locator(`#${messageId}`)).toContainText('must be at least 0 and at most 256');

  await count.fill('999');
  await expect(page.locator(`#${messageId}`)).toContainText('must be at least 0 and at most 256');
  await page.screenshot({ path: 'test-results/invalid-stale.png', fullPage: false });

  // The summary link takes the keyboard back to the field.
  await page.getByRole('status').getByRole('link').click();
  await expect(count).toBeFocused();
  await count.fill('6');
  await expect(count).not.toHaveAttribute('aria-invalid');
  await expect(page.locator('.panel--stale')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('what is typed before the page has taken over its fields is kept, not dropped', async ({ page }) => {
  const errors = watchErrors(page);
  // The prerendered page shows its fields before its script runs: hold the script back and type.
  const release = await holdScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const count = page.getByLabel(/^Nodes of All-flash/);
  await count.fill('9');
  const edited = defaultConfig();
  const hybrid = edited.nodeTypes.find((t) => t.id !== edited.clusters[0]!.recommendNodeTypeId && t.role === 'hci')!;
  await page.getByLabel(EN.nodes.recommendType).selectOption({ label: hybrid.name });
  release();
  edited.clusters[0]!.nodes[0]!.count = 9;
  edited.clusters[0]!.recommendNodeTypeId = hybrid.id;
  const rec = engine(edited).recommendation!;
  // The results are those of what was typed: 9 nodes, recommended in the other type.
  await expect(page.getByTestId('recommended-nodes')).toHaveAttribute('data-nodes', rec.status === 'feasible' ? String(rec.nodes) : 'none');
  await expect(page.getByTestId('answer-bar')).toContainText('9 nodes');
  await expect(count).toHaveValue('9');
  await expect(page.getByLabel(EN.nodes.recommendType)).toHaveValue(hybrid.id);
  expect(errors).toEqual([]);
});

test('keyboard only: skip to results, open and close a derivation, follow a warning', async ({ page }) => {
  const config = defaultConfig();
  config.clusters[0]!.nodes[0]!.count = 3;
  const warned = engine(config).warnings.find((w) => w.code === 'threshold-cpu');
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: EN.app.skipToResults })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#results')).toBeFocused();

  const why = page.locator('.why').first();
  await why.focus();
  await page.keyboard.press('Enter');
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(why).toHaveAttribute('aria-expanded', 'false');
  await expect(why).toBeFocused();

  expect(warned).toBeTruthy();
  await page.getByLabel(/^Nodes of All-flash/).fill('3');
  const link = page.locator('[data-code="threshold-cpu"]').getByRole('link');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(INPUTS_EN.thresholds.cpu)).toBeFocused();
});

test('print gives one clean document of results', async ({ page }) => {
  await page.goto('/');
  // The print button loads every chart first, however far down they are.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: EN.app.print }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await expect(page.locator('.recharts-wrapper')).toHaveCount(3);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.inputs-column')).toBeHidden();
  await expect(page.getByRole('button', { name: EN.app.print })).toBeHidden();
  await expect(page.locator('#recommendation')).toBeVisible();
  // The report states what it assumed, since the form is not printed.
  await expect(page.locator('.inputs-summary')).toBeVisible();
  await page.pdf({ path: 'test-results/report.pdf', format: 'A4', printBackground: true });
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violations: ${viewport.name}, ${colorScheme}`, async ({ page }) => {
      // Two full-page scans of some 1,500 elements, on a 2-core machine shared with the rest of the run.
      test.setTimeout(120_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      // Panels above it grow as their code arrives: scroll again until the chart near the view has loaded.
      await expect(async () => {
        await page.locator('#margins').scrollIntoViewIfNeeded();
        await expect(page.locator('#margins .recharts-wrapper')).toBeVisible({ timeout: 1000 });
      }).toPass();
      const scan = () => seriousViolations(page, undefined, 10);
      expect(await scan()).toEqual([]);
      // Again with a derivation open and an invalid field, whose markup only appears then.
      await page.locator('.why').first().click();
      await page.getByLabel(`${INPUTS_EN.workload.count}, ${defaultConfig().clusters[0]!.workload.vmGroups[0]!.name}`).fill('x');
      await expect(page.locator('.panel--stale').first()).toBeVisible();
      const stale = await scan();
      await page.screenshot({ path: `test-results/axe-${viewport.name}-${colorScheme}.png`, fullPage: true });
      expect(stale).toEqual([]);
    });
  }
}
