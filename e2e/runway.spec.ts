import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { drawAllIn, test } from './drawAll';
import Papa from 'papaparse';
import { EN } from '../src/i18n/en/page';
import { REPORT_EN } from '../src/i18n/en/report';
import { RUNWAY_EN } from '../src/i18n/en/runway';
import { PANELS_EN } from '../src/i18n/en/panels';
import { defaultConfig } from '../src/model/defaultConfig';
import type { SizingConfig } from '../src/model/config';
import { size } from '../src/model/headless';
import { runway } from '../src/model/runway';
import { decodeShareLink, encodeShareLink } from '../src/schema/shareLink';
import { seriousViolations, watchErrors } from './support';

const w = RUNWAY_EN;

/** The default sizing with 50% yearly growth: the six nodes run out within the three years. */
function growing(): SizingConfig {
  const c = defaultConfig();
  const cluster = c.clusters[0]!;
  return { ...c, clusters: [{ ...cluster, workload: { ...cluster.workload, growth: { yearlyShare: 0.5, years: 3 } } }] };
}

async function open(page: Page, config: SizingConfig): Promise<void> {
  const link = await encodeShareLink(config);
  if (!link.ok) throw new Error('link too large');
  await page.goto(`/#${link.fragment}`);
}

test('the runway panel states each first breach month and the expansion steps the engine gives, with its chart', async ({ page }) => {
  const errors = watchErrors(page);
  const config = growing();
  const expected = runway(config.clusters[0]!, config.nodeTypes);
  // The case must show both kinds of statement and at least one expansion step.
  expect(expected.thresholds.some((x) => x.firstBreachMonth)).toBe(true);
  expect(expected.expansion.steps.length).toBeGreaterThan(0);

  await open(page, config);
  const panel = page.locator('#runway');
  // A link renders the page afresh over the prerendered one: scroll to the panel once it stays.
  await expect(async () => panel.scrollIntoViewIfNeeded({ timeout: 1000 })).toPass();
  for (const x of expected.thresholds) {
    const item = panel.locator(`.runway-statements li[data-resource="${x.resource}"]`);
    const resource = w.resources[x.resource];
    if (x.firstBreachMonth && x.firstBreachMonth.value > 0)
      await expect(item).toHaveText(new RegExp(`^${resource} reaches the \\d+% \\w+ in month ${x.firstBreachMonth.value}\\.$`));
    else if (x.firstBreachMonth) await expect(item).toContainText('already beyond');
    else await expect(item).toContainText(`through the horizon (month ${expected.horizonMonths})`);
  }
  const steps = panel.locator('.expansion-table tbody tr');
  await expect(steps).toHaveCount(expected.expansion.steps.length);
  for (const [i, s] of expected.expansion.steps.entries()) {
    await expect(steps.nth(i).locator('th')).toHaveText(String(s.month));
    await expect(steps.nth(i)).toContainText(`${s.nodesBefore} → ${s.nodesAfter}`);
    await expect(steps.nth(i)).toContainText(`N+${s.headroomNodes}`);
  }
  // Panels above it load after the first screen and push it down: scroll to the chart as a reader would.
  await expect(async () => {
    await panel.locator('.chart-placeholder, .chart').first().scrollIntoViewIfNeeded();
    await expect(panel.locator('.chart svg.recharts-surface[role="application"]')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(panel.locator('.recharts-line')).toHaveCount(expected.thresholds.length);
  expect(await seriousViolations(page, '#runway')).toEqual([]);
  await panel.screenshot({ path: 'test-results/runway-panel.png' });
  expect(errors).toEqual([]);
});

/** The rows of the long-form CSV, keyed "table|item|measure". */
function csvRows(text: string): Map<string, { value: string; unit: string }> {
  const [header, ...lines] = Papa.parse<string[]>(text.trim(), { delimiter: ',', newline: '\r\n' }).data;
  expect(header).toEqual(['table', 'item', 'measure', 'value', 'unit']);
  const out = new Map<string, { value: string; unit: string }>();
  for (const [table, item, measure, value, unit] of lines) out.set(`${table}|${item}|${measure}`, { value: value!, unit: unit! });
  return out;
}

test('the Markdown and CSV exports carry the engine’s figures for the sizing on screen', async ({ page }) => {
  const errors = watchErrors(page);
  const config = growing();
  const sized = size(config).clusters[0]!;
  const expected = runway(config.clusters[0]!, config.nodeTypes);
  await open(page, config);
  await expect(page.getByTestId('recommended-nodes')).toBeVisible();

  const [mdDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: EN.report.exportMarkdown }).click(),
  ]);
  const markdown = readFileSync((await mdDownload.path())!, 'utf8');
  expect(markdown).toContain(`# ${REPORT_EN.title}: ${config.name}`);
  expect(markdown).toContain(`[${REPORT_EN.link}](${page.url()})`);
  expect(markdown).toContain(`**${REPORT_EN.tde}:** ${REPORT_EN.no}`);
  expect(markdown).toContain(`**${REPORT_EN.secondFailure}:** ${REPORT_EN.no}`);
  expect(markdown).toContain(REPORT_EN.ecxOff);
  const rec = sized.recommendation!;
  expect(rec.status).toBe('feasible');
  if (rec.status === 'feasible') expect(markdown).toContain(`Recommended: ${rec.nodes} nodes`);
  const storage = expected.thresholds.find((x) => x.resource === 'storage')!;
  expect(markdown).toContain(`- Storage reaches the 90% fill in month ${storage.firstBreachMonth!.value}.`);
  for (const s of expected.expansion.steps)
    expect(markdown).toContain(`| ${s.month} | ${s.addNodes} | ${s.nodesBefore} → ${s.nodesAfter} |`);
  // The growth yearly share differs from the default config's: it is an input, not a default, so no override is listed.
  expect(markdown).toContain(REPORT_EN.overriddenNone);

  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: EN.report.exportCsv }).click()]);
  const rows = csvRows(readFileSync((await csvDownload.path())!, 'utf8'));
  const mayUse = sized.capacity.waterfall.find((s) => s.id === 'mayUse')!.figure.value;
  const row = rows.get('waterfall|mayUse|total')!;
  expect(row.unit).toBe('TiB');
  expect(Number(row.value)).toBeCloseTo(mayUse / 2 ** 40, 9);
  for (const x of expected.thresholds)
    expect(rows.get(`runway|${x.resource}|first-breach-month`)!.value).toBe(x.firstBreachMonth ? String(x.firstBreachMonth.value) : '');
  expect(Number(rows.get('runway-demand|36|cpu')!.value)).toBeCloseTo(expected.months[36]!.cpu, 9);
  for (const k of sized.constraints)
    expect(rows.get(`constraints|${k.id}|status`)!.value).toBe(k.checked ? (k.ok ? 'met' : 'not met') : 'not checked');
  const first = sized.resiliency.scenarios[0]!;
  expect(rows.get(`resiliency|lose ${first.lostDomains} ${first.mode}|self-healed`)!.value).toBe(String(first.selfHealed));
  expect(rows.get(`vm-groups|${config.clusters[0]!.workload.vmGroups[0]!.name}|count`)!.value).toBe(
    String(config.clusters[0]!.workload.vmGroups[0]!.count),
  );
  expect(errors).toEqual([]);
});

test('the printed report is a customer document: header, inputs, runway, charts within A4 and no controls', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, growing());
  // What the browser's print command does first: the page renders its print-only parts and loads every chart.
  // The prerendered page shows before it runs: print again until it listens.
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(page.locator('.report-header')).toHaveCount(1, { timeout: 500 });
  }).toPass();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.report-header')).toContainText(REPORT_EN.title);
  await expect(page.locator('.inputs-summary')).toContainText(REPORT_EN.tde);
  await expect(page.locator('#runway .recharts-line')).toHaveCount(3);
  await expect(page.locator('#capacity .chart svg.recharts-surface[role="application"]')).toBeVisible();
  // No control shows on paper.
  for (const control of [
    page.getByRole('button').first(),
    page.getByText(EN.warnings.goTo).first(),
    page.getByText(PANELS_EN.margins.showTable),
  ])
    await expect(control).toBeHidden();
  // A4 at 96 dpi with 1 cm margins leaves 718 px: every chart fits in it.
  await page.setViewportSize({ width: 718, height: 1000 });
  for (const chart of await page.locator('.chart svg.recharts-surface[role="application"]').all()) {
    const box = (await chart.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(718);
  }
  const pdf = await page.pdf({ format: 'A4', margin: { top: '1cm', bottom: '1cm', left: '1cm', right: '1cm' }, printBackground: true });
  writeFileSync('test-results/report.pdf', pdf);
  expect(pdf.length).toBeGreaterThan(10_000);
  expect(errors).toEqual([]);
});

test('the TB or TiB choice travels in the share link, and a link without it opens in TiB as before', async ({ page, browser }) => {
  const errors = watchErrors(page);
  const config = growing();
  await open(page, config);
  await expect(page.locator('#runway .runway-statements li').first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'TiB' })).toBeChecked();
  await page.getByRole('radio', { name: 'TB', exact: true }).check();
  await expect(page).toHaveURL(/~TB$/);
  const mayUse = size(config).clusters[0]!.capacity.waterfall.find((s) => s.id === 'mayUse')!.figure.value;

  const fresh = await browser.newContext();

  await drawAllIn(fresh);
  const other = await fresh.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('radio', { name: 'TB', exact: true })).toBeChecked();
  // The same figure in decimal units.
  await expect(other.locator('tr[data-step="mayUse"] td.num')).toContainText(`${(mayUse / 1e12).toFixed(1)} TB`);
  await fresh.close();

  // Back to TiB: the address carries no unit, as links did before (tests/schema/shareLink.test.ts checks byte for byte).
  await page.getByRole('radio', { name: 'TiB' }).check();
  await expect(page).toHaveURL(/#v1\.[A-Za-z0-9_-]+$/);
  expect(errors).toEqual([]);
});

test('a yearly cadence and a minimum step are chosen in the runway: the plan buys ahead, the choices say what it costs, and a link keeps it', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const config = growing();
  const asNeeded = runway(config.clusters[0]!, config.nodeTypes);
  const yearlyCluster = { ...config.clusters[0]!, expansion: { cadenceMonths: 12 } };
  const yearly = runway(yearlyCluster, config.nodeTypes);
  // The case must buy more often as needed than yearly, and pay for it in node-months.
  expect(asNeeded.expansion.steps.length).toBeGreaterThan(yearly.expansion.steps.length);
  const cost = yearly.expansionChoices.find((c) => c.policy.cadenceMonths === 12)!;
  expect(cost.nodeMonthsEarly).toBeGreaterThan(0);

  await open(page, config);
  const panel = page.locator('#runway');
  await expect(async () => panel.scrollIntoViewIfNeeded({ timeout: 1000 })).toPass();
  const steps = panel.locator('.expansion-table tbody tr');
  await expect(steps).toHaveCount(asNeeded.expansion.steps.length);
  const cadence = panel.getByLabel(w.cadence, { exact: true });
  // Every cadence says how many purchases it allows at most: yearly over 36 months, 0, 12, 24 and 36.
  await expect(cadence.locator('option[value="12"]')).toHaveText('yearly: at most 4 purchases');
  // At most 3 purchases over 36 months: every 13 months, bought in months 0, 13 and 26 at the latest.
  const three = runway({ ...config.clusters[0]!, expansion: { cadenceMonths: 13 } }, config.nodeTypes);
  await cadence.selectOption({ label: 'every 13 months: at most 3 purchases' });
  await expect(steps).toHaveCount(three.expansion.steps.length);
  expect(three.expansion.steps.length).toBeLessThanOrEqual(3);
  await cadence.selectOption('12');
  await expect(steps).toHaveCount(yearly.expansion.steps.length);
  for (const [i, s] of yearly.expansion.steps.entries()) {
    await expect(steps.nth(i).locator('th')).toHaveText(String(s.month));
    await expect(steps.nth(i).locator(`td[data-label="${w.neededBy}"]`)).toHaveText(String(s.neededMonth));
  }
  const row = panel.locator('[data-testid="runway-choices"] tr[data-cadence="12"]');
  await expect(row).toContainText(w.chosen);
  await expect(row.locator(`td[data-label="${w.earlyNodeMonths}"]`)).toHaveText(String(cost.nodeMonthsEarly));
  await expect(row.locator(`td[data-label="${w.events}"]`)).toHaveText(String(cost.events));
  // The choice is part of the document: the address carries it and a fresh page opens with it.
  const before = await encodeShareLink(config);
  if (!before.ok) throw new Error('link too large');
  await expect(async () =>
    expect((await decodeShareLink(page.url())).config.clusters[0]!.expansion).toEqual({ cadenceMonths: 12 }),
  ).toPass();
  await page.reload();
  await expect(async () => panel.scrollIntoViewIfNeeded({ timeout: 1000 })).toPass();
  await expect(panel.getByLabel(w.cadence, { exact: true })).toHaveValue('12');
  await expect(steps).toHaveCount(yearly.expansion.steps.length);
  // Back to as needed: the setting leaves the document, which is the one linked before it was set.
  await panel.getByLabel(w.cadence, { exact: true }).selectOption('1');
  const linked = (await decodeShareLink(before.fragment)).config;
  await expect(async () => expect((await decodeShareLink(page.url())).config).toEqual(linked)).toPass();
  expect(await seriousViolations(page, '#runway')).toEqual([]);
  await panel.locator('.runway-buying').screenshot({ path: 'test-results/runway-buying.png' });
  expect(errors).toEqual([]);
});

/** The boxes of a chart's texts: its lines' labels (not its month axis's name), its axes' ticks, and its plot area. */
async function chartTexts(page: Page, panel: string) {
  const chart = page.locator(`${panel} .chart svg.recharts-surface[role="application"]`).first();
  await expect(async () => {
    await page.locator(`${panel} .chart-placeholder, ${panel} .chart`).first().scrollIntoViewIfNeeded();
    await expect(chart).toBeVisible({ timeout: 1000 });
  }).toPass();
  return chart.evaluate((svg, axisName) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { text: el.textContent ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const plot = svg.querySelector('.recharts-cartesian-grid')!.getBoundingClientRect();
    return {
      svg: box(svg),
      plot: { left: plot.left, right: plot.right, top: plot.top, bottom: plot.bottom },
      labels: [...svg.querySelectorAll('.recharts-label, .chart-line-name')].map(box).filter((l) => l.text !== axisName),
      ticks: [...svg.querySelectorAll('.recharts-cartesian-axis-tick-value')].map(box),
    };
  }, w.chartMonth);
}

type Box = { left: number; right: number; top: number; bottom: number };
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test('at an extreme workload the charts stay readable: threshold labels apart from each other and the axes, every tick whole, line names off the lines', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // Tripling every year for five years: demand at thousands of per cent, the 80 % and 90 % thresholds a pixel apart.
  const c = defaultConfig();
  const cluster = c.clusters[0]!;
  await open(page, { ...c, clusters: [{ ...cluster, workload: { ...cluster.workload, growth: { yearlyShare: 2, years: 5 } } }] });
  const runwayChart = await chartTexts(page, '#runway');
  expect(runwayChart.ticks.some((t) => t.text === '10,000%')).toBe(true);
  for (const tick of runwayChart.ticks) expect.soft(tick.left, `tick ${tick.text} whole`).toBeGreaterThanOrEqual(runwayChart.svg.left);
  expect(runwayChart.labels.map((l) => l.text)).toEqual(['CPU threshold 80% · Storage, RAM threshold 90%']);
  for (const label of runwayChart.labels) {
    expect(label.bottom).toBeLessThanOrEqual(runwayChart.plot.bottom);
    for (const tick of runwayChart.ticks) expect.soft(overlap(label, tick), `"${label.text}" over tick ${tick.text}`).toBe(false);
  }

  const marginChart = await chartTexts(page, '#margins');
  const names = marginChart.labels.filter((l) => l.text === PANELS_EN.margins.configured || l.text === PANELS_EN.margins.recommended);
  expect(names.length).toBeGreaterThan(0);
  // Above the plot, where no margin's line runs, and apart from each other.
  for (const name of names) expect.soft(name.bottom, `"${name.text}" above the plot`).toBeLessThanOrEqual(marginChart.plot.top);
  if (names.length === 2) expect(overlap(names[0]!, names[1]!)).toBe(false);
  await page.locator('#runway .chart').screenshot({ path: 'test-results/runway-chart-extreme.png' });
  expect(errors).toEqual([]);
});

test('at the default growth each threshold keeps its own label, and both node counts are named above the margins', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, growing());
  const runwayChart = await chartTexts(page, '#runway');
  expect(runwayChart.labels.map((l) => l.text).sort()).toEqual(['CPU threshold 80%', 'Storage, RAM threshold 90%']);
  expect(overlap(runwayChart.labels[0]!, runwayChart.labels[1]!)).toBe(false);
  const marginChart = await chartTexts(page, '#margins');
  const names = marginChart.labels.filter((l) => [PANELS_EN.margins.configured, PANELS_EN.margins.recommended].includes(l.text));
  expect(names.map((n) => n.text).sort()).toEqual([PANELS_EN.margins.configured, PANELS_EN.margins.recommended].sort());
  for (const name of names) expect(name.bottom).toBeLessThanOrEqual(marginChart.plot.top);
  expect(overlap(names[0]!, names[1]!)).toBe(false);
  expect(errors).toEqual([]);
});
