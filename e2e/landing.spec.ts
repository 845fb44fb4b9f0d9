import { expect, type Page, test } from '@playwright/test';
import { EN } from '../src/i18n/en/page';
import { INPUTS_EN } from '../src/i18n/en/inputs';
import { PLAN_EN } from '../src/i18n/en/plan';
import { holdScript, seriousViolations, watchErrors } from './support';
import { SETTLE_MS } from '../src/ui/whenSettled';

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

/** The landing as a first visit meets it: the page is used (the pointer comes in), and the app takes it over. */
async function landed(page: Page) {
  await page.goto('/');
  await page.mouse.move(400, 300);
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

test('the first screen’s rules style the prerendered page exactly as the whole stylesheet does, light and dark, on screen and paper', async ({
  browser,
  request,
}) => {
  // The page as it stands before its app: no script, so nothing changes it meanwhile.
  const html = (await (await request.get('/')).text()).replace(/<script type="module"[^>]*><\/script>/, '');
  const whole = html.match(/<script type="text\/plain" id="whole-styles">(.*?)<\/script>/s)![1]!;
  const withWhole = html.replace(/<style data-first-screen>.*?<\/style>/s, () => `<style>${whole}</style>`);
  expect(withWhole).not.toBe(html);
  /** Every element's computed style, and its ::before and ::after, in document order. */
  const styles = async (body: string, colorScheme: 'light' | 'dark', media: 'screen' | 'print') => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, colorScheme });
    await page.emulateMedia({ media });
    await page.route('**/*', (route) => route.fulfill({ body, contentType: 'text/html' }));
    await page.goto('/');
    const out = await page.evaluate(() =>
      [...document.querySelectorAll('body *')].flatMap((el, i) =>
        [null, '::before', '::after'].map((pseudo) => {
          const cs = getComputedStyle(el, pseudo);
          // A pseudo-element without content is not drawn: its content says so.
          if (pseudo && cs.content === 'none') return `${i} ${pseudo} none`;
          // Custom properties are listed in the order the sheet declared them: compared by name.
          const values = [...cs].sort().map((p) => `${p}:${cs.getPropertyValue(p)}`);
          return `${i} ${el.tagName}${pseudo ?? ''} ${values.join(';')}`;
        }),
      ),
    );
    await page.close();
    return out;
  };
  for (const colorScheme of ['light', 'dark'] as const)
    for (const media of ['screen', 'print'] as const) {
      const [first, all] = [await styles(html, colorScheme, media), await styles(withWhole, colorScheme, media)];
      expect(first.length).toBeGreaterThan(500);
      const differs = first.findIndex((line, i) => line !== all[i]);
      expect(differs === -1 ? null : { colorScheme, media, first: first[differs], whole: all[differs] }).toBeNull();
    }
});

test('before it is used, the page is its HTML and one small script; the app loads when the page is first used', async ({
  page,
  request,
}) => {
  // What the page asks for by itself: one module script, which imports no other chunk statically.
  const html = await (await request.get('/')).text();
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)]
    .map((m) => m[1]!)
    .filter((url) => !url.startsWith('data:'));
  expect(named).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/)]);
  const boot = await (await request.get(named[0]!)).text();
  expect(boot.match(/\b(?:from|import)\s*["'][^"']+\.js["']/g) ?? []).toEqual([]);

  const errors = watchErrors(page);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/');
  // A first visit: nothing kept, no link, English. The script decides to wait, and asks for nothing.
  await expect(page.locator('html[data-start="on-use"]')).toHaveCount(1);
  await expect(page.getByTestId('recommended-nodes')).toHaveAttribute('data-nodes', '6');
  expect(asked).toEqual(['/', named[0]]);
  await expect(page.locator('html[data-drawn]')).toHaveCount(0);
  // First use: the pointer comes in.
  await page.mouse.move(400, 300);
  await expect(page.locator('html[data-drawn="part"]')).toHaveCount(1);
  expect(asked).toContainEqual(expect.stringMatching(/^\/assets\/main-[\w-]+\.js$/));
  expect(errors).toEqual([]);
});

test('what is done on the page before it is taken over is done once it is: a click, a find, a print', async ({ page }) => {
  const errors = watchErrors(page);
  // Clicked while the app is on its way: the button answers once it is here.
  let release = await holdScript(page);
  await page.goto('/');
  await page.getByRole('button', { name: EN.app.quickCalculator }).click();
  release();
  await expect(page.getByRole('heading', { name: EN.app.quickCalculator, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: EN.app.quickCalculator })).toHaveAttribute('aria-pressed', 'true');

  // Find in page before the app is here: the whole page is drawn for it once it is.
  const fresh = await page.context().browser()!.newContext();
  const other = await fresh.newPage();
  release = await holdScript(other);
  await other.goto('/');
  await other.keyboard.press('Control+f');
  release();
  await expect(other.locator('html[data-drawn="all"]')).toHaveCount(1);
  await expect(other.locator(STANDS)).toHaveCount(0);

  // The print keys: the app prints the page whole, not the browser the page as it stands.
  const third = await fresh.newPage();
  await third.addInitScript(() => {
    window.print = () => void (document.body.dataset.printed = String(document.querySelectorAll('.panel--stand, .group--stand').length));
  });
  release = await holdScript(third);
  await third.goto('/');
  await third.keyboard.press('Control+p');
  release();
  await expect(third.locator('body')).toHaveAttribute('data-printed', '0');
  await fresh.close();
  expect(errors).toEqual([]);
});

test('what is typed, chosen or opened on the page before the app is there is the app’s once it is', async ({ page }) => {
  const errors = watchErrors(page);
  const release = await holdScript(page);
  await page.goto('/');
  await page.getByLabel(PLAN_EN.clusterName).fill('Prod East');
  const adding = page.getByLabel(EN.nodes.addType);
  const other = (await adding.locator('option').allTextContents())[1]!;
  await adding.selectOption({ label: other });
  await page.getByText(EN.nodes.edit, { exact: true }).click();
  await page.getByText(EN.nodes.fromCatalogue, { exact: true }).click();
  // "Add" is clicked the moment the app has committed the page, before anything else can run.
  await page.evaluate((add) => {
    new MutationObserver((_, watch) => {
      watch.disconnect();
      [...document.querySelectorAll('button')].find((b) => b.textContent === add)!.click();
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-drawn'] });
  }, EN.nodes.add);
  release();
  await expect(page.locator('html[data-drawn]')).toHaveCount(1);
  // The name is the sizing's, not only the field's: the cluster list says it, and a reload keeps it.
  await expect(page.locator('#cluster-select option:checked')).toHaveText('Prod East');
  // The type added is the one chosen, not the list's first.
  await expect(page.getByLabel(EN.nodes.count.replace('{type}', other))).toHaveValue(/\d/);
  // The disclosures opened meanwhile show what they hold.
  await expect(page.locator('details.type-editor[open] input').first()).toBeVisible();
  await expect(page.locator('#catalogue-model')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(PLAN_EN.clusterName)).toHaveValue('Prod East');
  expect(errors).toEqual([]);
});

test('until the app shows other work, the default stands in taking no input; a scroll is a use too', async ({ page }) => {
  await landed(page);
  await page
    .getByLabel(/^Nodes of /)
    .first()
    .fill('9');
  await expect(page.getByTestId('answer-bar')).toContainText('9 nodes');
  // Work kept: the next visit starts at once, and while the app's code is held the default is closed to input.
  const release = await holdScript(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-start', 'at-once');
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  release();
  await expect(page.getByTestId('answer-bar')).toContainText('9 nodes');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');

  // A first visit read by scrolling, with no other sign of use: the parts below are drawn as they are reached.
  const fresh = await page.context().browser()!.newContext();
  const reader = await fresh.newPage();
  await reader.goto('/');
  await expect(reader.locator('html')).toHaveAttribute('data-start', 'on-use');
  await reader.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  await expect(reader.locator('html[data-drawn]')).toHaveCount(1);
  await fresh.close();
});

test('the page is taken over at once, unused, where it must show other work: work kept in this browser', async ({ page }) => {
  await landed(page);
  await expect(page.locator('html')).toHaveAttribute('data-start', 'on-use');
  // The first use keeps the work in this browser: the next visit opens it at once, with no input.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-start', 'at-once');
  await expect(page.locator('html[data-drawn="part"]')).toHaveCount(1);
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
  await expect(page.getByRole('spinbutton', { name: INPUTS_EN.workload.count }).or(page.getByLabel(INPUTS_EN.workload.count))).toHaveCount(
    0,
  );
  await page.keyboard.press('Control+f');
  await expect(page.locator('html[data-drawn="all"]')).toHaveCount(1);
  await expect(page.locator(STANDS)).toHaveCount(0);
  await expect(page.getByLabel(INPUTS_EN.workload.count).first()).toBeAttached();

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

test('once the page has settled, the browser’s own print draws every panel, chart, input section and the report’s own parts at once, none of them Loading', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  // The browser's own print renders at once, in its `beforeprint`, and lays the page out for paper
  // straight after: what it holds then is what prints.
  const printedAtOnce = (on: Page) =>
    on.evaluate((loadingPanel) => {
      window.dispatchEvent(new Event('beforeprint'));
      const root = document.getElementById('root')!;
      const held = {
        loading: [...root.querySelectorAll('p')].filter((p) => p.textContent === loadingPanel).length,
        stands: root.querySelectorAll('.panel--stand, .group--stand').length,
        header: root.querySelectorAll('.report-header').length,
        // The capacity steps' bars, the runway's and the margins' lines, drawn: not a chart's empty box.
        charts: [...root.querySelectorAll('.chart')].map(
          (c) => c.querySelectorAll('.recharts-bar-rectangle, .recharts-line-curve').length > 0,
        ),
        chartPlaceholders: root.querySelectorAll('.chart-placeholder').length,
      };
      window.dispatchEvent(new Event('afterprint'));
      return held;
    }, EN.app.loadingPanel);
  // Just after the start, the panels' code is not there yet: such a print shows them loading (and
  // fetches their code: the settled page is another one).
  const started = await context.newPage();
  await started.goto('/');
  await started.keyboard.press('Shift');
  await expect(started.locator('html[data-drawn="part"]')).toHaveCount(1);
  const early = await printedAtOnce(started);
  console.log(`a print just after the start: ${JSON.stringify(early)}`);
  expect(early.loading + early.stands).toBeGreaterThan(0);
  expect(early.charts).not.toContain(true);

  // Unused, the page is taken over once it has settled, and every part's code is fetched then (the
  // pause counts from the load event, not from the takeover: tests/ui/whenSettled.test.ts).
  await page.clock.install();
  await page.goto('/');
  await page.clock.runFor(SETTLE_MS);
  await expect(page.locator('html[data-drawn="part"]')).toHaveCount(1);
  await page.clock.runFor(SETTLE_MS / 2);
  await expect(page.locator('html[data-parts-in="all"]')).toHaveCount(1);
  expect(await printedAtOnce(page)).toEqual({ loading: 0, stands: 0, header: 1, charts: [true, true, true], chartPlaceholders: 0 });
  expect(errors).toEqual([]);
});
