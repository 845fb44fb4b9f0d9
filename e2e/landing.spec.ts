import { expect, type Page, test } from '@playwright/test';
import { EN } from '../src/i18n/en/page';
import { seriousViolations, watchErrors } from './support';

/**
 * The landing draws its first screen and stands in for the rest with headings: parts are drawn as
 * they are reached, and all of the page when the user looks for something (find, Tab, a print).
 * Plain Playwright `test` here: the other specs draw the whole page at once (drawAll.ts).
 */

/** The page's nodes as Chrome counts them (Performance.getMetrics), after a garbage collection. */
async function liveNodes(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'Nodes')!.value;
}

const STANDS = '.panel--stand, .group--stand';

async function landed(page: Page) {
  await page.goto('/');
  await expect(page.locator('html[data-drawn="part"]')).toHaveCount(1);
  await expect(page.getByTestId('recommended-nodes')).toBeVisible();
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 720 },
]) {
  test(`at ${viewport.width}×${viewport.height} the landing holds under 800 nodes, with every section's heading in place`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    await landed(page);
    const nodes = await liveNodes(page);
    console.log(`landing at ${viewport.width}×${viewport.height}: ${nodes} nodes`);
    expect(nodes).toBeLessThan(800);
    // What is not drawn is still found by its heading (or its legend, for the inputs).
    for (const name of [EN.waterfall.heading, EN.utilisation.heading, EN.resiliency.heading, EN.margins.heading])
      await expect(page.getByRole('heading', { name, level: 2 })).toHaveCount(1);
    await expect(page.getByRole('group', { name: EN.sections.workload })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the first paint needs the page alone: its stylesheet is inline and its scripts are fetched at low priority', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  const scripts = html.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
});

test('two requests before the first paint: the page and its one script, and the paint waits for nothing else', async ({
  page,
  request,
}) => {
  // What the page asks for by itself: one module script, which imports no other chunk statically.
  const html = await (await request.get('/')).text();
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)]
    .map((m) => m[1]!)
    .filter((url) => !url.startsWith('data:'));
  expect(named).toEqual([expect.stringMatching(/^\/assets\/main-[\w-]+\.js$/)]);
  const main = await (await request.get(named[0]!)).text();
  expect(main.match(/\b(?:from|import)\s*["'][^"']+\.js["']/g) ?? []).toEqual([]);

  // Every later request is held until the page has painted: the paint must come without them. Timing
  // alone would not say this (on a busy machine the main script can run before the first frame).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(
    (url) => url.pathname !== '/' && url.pathname !== named[0],
    async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    },
  );
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  release();
  await expect(page.getByTestId('recommended-nodes')).toBeVisible();
  // The prerendered answer is visible before the script runs: on a busy machine its first lazy
  // request comes later, so the count is polled rather than read once.
  await expect.poll(() => asked.length, { message: 'the main script went on to ask for its lazily loaded parts' }).toBeGreaterThan(0);
});

test('a part is drawn as it is reached, whole, without a "Loading" first', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await landed(page);
  await expect(page.locator('#capacity.panel--stand')).toHaveCount(1);
  await page.locator('#capacity').scrollIntoViewIfNeeded();
  await expect(page.locator('#capacity table')).toBeVisible();
  await expect(page.locator('#capacity')).not.toContainText(EN.app.loadingPanel);
  // Parts still far below are not drawn yet.
  await expect(page.locator('#margins.panel--stand')).toHaveCount(1);
});

test('find in page and Tab draw the whole page before the browser looks', async ({ page }) => {
  await landed(page);
  await expect(page.getByRole('spinbutton', { name: EN.workload.count }).or(page.getByLabel(EN.workload.count))).toHaveCount(0);
  await page.keyboard.press('Control+f');
  await expect(page.locator('html[data-drawn="all"]')).toHaveCount(1);
  await expect(page.locator(STANDS)).toHaveCount(0);
  await expect(page.getByLabel(EN.workload.count).first()).toBeAttached();

  await page.reload();
  await expect(page.locator('html[data-drawn="part"]')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(page.locator(STANDS)).toHaveCount(0);
});

test('a print from the landing prints every panel and input section, drawn, even when their code is still on its way', async ({ page }) => {
  // The input sections' code is held until the print is asked for: the print must wait for it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Set<string>();
  await page.route(/\/assets\/(ClusterSettings|WorkloadSection)-[\w-]+\.js$/, async (route) => {
    asked.add(new URL(route.request().url()).pathname.split('/').pop()!.split('-')[0]!);
    await held;
    await route.continue();
  });
  await landed(page);
  await page.evaluate(() => {
    window.print = () => {
      const results = document.getElementById('results')!;
      document.body.dataset.printed = JSON.stringify({
        panels: [...results.querySelectorAll(':scope > section.panel')].map((s) => s.id),
        stands: document.querySelectorAll('.panel--stand, .group--stand').length,
      });
    };
  });
  await page.getByRole('button', { name: EN.app.print }).click();
  release();
  await expect(page.locator('body[data-printed]')).toHaveCount(1);
  const printed = JSON.parse((await page.locator('body').getAttribute('data-printed'))!) as { panels: string[]; stands: number };
  expect(printed).toEqual({
    panels: ['recommendation', 'warnings', 'capacity', 'utilisation', 'resiliency', 'runway', 'diagram', 'failure-plan', 'margins'],
    stands: 0,
  });
  expect([...asked].sort()).toEqual(['ClusterSettings', 'WorkloadSection']);
});
