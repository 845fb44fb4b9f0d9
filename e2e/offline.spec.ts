import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './drawAll';
import { COMPARE_EN } from '../src/i18n/en/compare';
import { OFFLINE_EN } from '../src/i18n/en/offline';
import { EN } from '../src/i18n/en/page';
import { INPUTS_EN } from '../src/i18n/en/inputs';
import { JA } from '../src/i18n/ja/page';
import { defaultConfig } from '../src/model/defaultConfig';
import { size } from '../src/model/headless';
import { axeScan, dropFile, watchErrors } from './support';
import { openDemo } from './widgetDemo';
import { SETTLE_MS } from '../src/ui/whenSettled';

/**
 * The sizer after one visit, with the network off; a new release waiting for the user's word; the
 * widget on another site leaving that site without a service worker. The other specs block
 * service workers (playwright.config.ts), so their routing sees every request: these allow them.
 */
test.use({ serviceWorkers: 'allow' });

/**
 * Waits until the service worker has cached the build and serves this page. The page registers it
 * once it has settled (src/ui/whenSettled.ts): the pause runs on the page's clock, installed
 * before it opened.
 */
async function controlled(page: Page): Promise<void> {
  await page.clock.runFor(SETTLE_MS);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every path the build's service worker precaches (dist/sw.js), as the Cache API keys them. */
function precached(dir: string): string[] {
  return [...readFileSync(join(dir, 'sw.js'), 'utf8').matchAll(/url:"([^"]+)"/g)].map((m) => `/${m[1]}`);
}

const recommended = (config: ReturnType<typeof defaultConfig>) => {
  const rec = size(config).clusters[0]!.recommendation!;
  return rec.status === 'feasible' ? String(rec.nodes) : 'none';
};

test('after one visit, the sizer sizes, imports, exports, prints, compares and speaks Japanese with the network off', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.clock.install();
  await page.goto('/');
  await controlled(page);
  await context.setOffline(true);
  await page.reload();
  const nodes = page.getByTestId('recommended-nodes');
  await expect(nodes).toHaveAttribute('data-nodes', recommended(defaultConfig()));

  // Sizing: a changed workload moves the recommendation.
  const config = defaultConfig();
  const group = config.clusters[0]!.workload.vmGroups[0]!;
  group.count = 400;
  await page.getByLabel(`${INPUTS_EN.workload.count}, ${group.name}`).fill('400');
  expect(recommended(config)).not.toBe(recommended(defaultConfig()));
  await expect(nodes).toHaveAttribute('data-nodes', recommended(config));

  // Import: the import's code and its worker come from the cache.
  const file = 'rvtools-4.xlsx';
  await dropFile(page, file, readFileSync(`tests/fixtures/inventory/${file}`));
  const panel = page.locator('.import-panel');
  await expect(page.getByTestId('import-totals')).toContainText('8 VMs, 29 vCPU');
  await panel.getByRole('button', { name: /^Replace the 3 VM groups of/ }).click();
  await expect(panel.getByRole('status')).toContainText(`Imported 8 VMs from ${file}`);

  // Exports.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: EN.report.exportCsv }).click()]);
  expect(readFileSync((await csv.path())!, 'utf8')).toContain('waterfall');

  // Print: every chart's code loads from the cache before the report prints.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: EN.app.print }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await expect(page.locator('#capacity .recharts-wrapper')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  expect((await page.pdf({ format: 'A4' })).length).toBeGreaterThan(10_000);
  await page.emulateMedia({ media: 'screen' });

  // The comparison.
  await page.getByRole('banner').getByRole('button', { name: EN.app.compare }).click();
  const compare = page.getByRole('main', { name: EN.app.compare });
  await compare.getByLabel(COMPARE_EN.addVariant).selectOption({ label: COMPARE_EN.variants.rf3 });
  await compare.getByRole('button', { name: `${COMPARE_EN.addButton}: ${COMPARE_EN.addVariant}` }).click();
  await expect(page.getByTestId('compare-results')).toContainText(COMPARE_EN.variants.rf3);

  // The Japanese tables.
  await page.getByLabel(EN.app.language).selectOption('ja');
  await expect(page.getByRole('heading', { level: 1, name: JA.app.title })).toBeVisible();

  // The widget's page, from the same cache.
  const widget = await context.newPage();
  await widget.goto('/widget.html');
  await expect(widget.getByRole('heading', { name: 'HCI cluster calculator' })).toBeVisible();

  // Nothing but the build's own files is cached: no workbook, no document, no response of the user's.
  const files = new Set(precached('dist'));
  const cached = await page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) out.push(new URL(r.url).pathname);
    return out;
  });
  expect(cached.length).toBe(files.size);
  expect(cached.filter((path) => !files.has(path))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a new release waits for the user: the page says so, keeps the work, and reloads on it only when asked', async ({ page }) => {
  // A server of our own for a copy of the build, so that a new release can be shipped into it.
  const dir = mkdtempSync(join(tmpdir(), 'sizer-release-'));
  cpSync('dist', dir, { recursive: true });
  const server = spawn(process.execPath, ['scripts/static-server.mjs', '--root', dir, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const origin = await new Promise<string>((found) =>
      server.stdout.once('data', (line: Buffer) => found(/http:\S+/.exec(String(line))![0])),
    );
    const errors = watchErrors(page);
    await page.clock.install();
    await page.goto(`${origin}/`);
    await controlled(page);
    const group = defaultConfig().clusters[0]!.workload.vmGroups[0]!;
    const count = page.getByLabel(`${INPUTS_EN.workload.count}, ${group.name}`);
    await count.fill('400');

    // The next release: another index.html, listed with its new revision in another sw.js.
    const html = readFileSync(join(dir, 'index.html'));
    const next = Buffer.from(html.toString().replace('<head>', '<head><meta name="release" content="next">'));
    writeFileSync(join(dir, 'index.html'), next);
    const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
    const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
    expect(sw).toContain(md5(html));
    writeFileSync(join(dir, 'sw.js'), sw.replace(md5(html), md5(next)));
    // The browser looks for a new worker at each visit; a page open for hours asks as here.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));

    const prompt = page.getByRole('region', { name: OFFLINE_EN.label });
    await expect(prompt.getByRole('status')).toHaveText(OFFLINE_EN.ready);
    // Nothing changed under the user: the old release still runs, the work is on screen.
    await expect(page.locator('meta[name="release"]')).toHaveCount(0);
    await expect(count).toHaveValue('400');
    const axe = await axeScan(page)
      .include('.update-prompt')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(axe.passes.length).toBeGreaterThan(2);
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.screenshot({ path: 'test-results/offline-update-prompt.png' });

    await prompt.getByRole('button', { name: OFFLINE_EN.reload }).click();
    await expect(page.locator('meta[name="release"]')).toHaveAttribute('content', 'next');
    await expect(count).toHaveValue('400');
    await expect(prompt).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the widget on another site registers no service worker there, nor in its own frame', async ({ page }) => {
  await page.clock.install();
  const { frame } = await openDemo(page);
  // The sizer registers its worker once it has settled and the browser is idle: so would the widget.
  await page.clock.runFor(SETTLE_MS);
  await frame.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
  const registrations = () => navigator.serviceWorker.getRegistrations().then((r) => r.length);
  expect(await frame.evaluate(registrations)).toBe(0);
  expect(await page.evaluate(registrations)).toBe(0);
});
