import { type Browser, type Locator, type Page, expect } from '@playwright/test';
import { test } from './drawAll';
import writeExcelFile from 'write-excel-file/node';
import { IMPORT_ENTRY_EN } from '../src/i18n/en/importEntry';
import { INPUTS_EN } from '../src/i18n/en/inputs';
import { IMPORT_PANEL_EN } from '../src/i18n/en/import';
import { fieldId } from '../src/ui/fieldIds';
import { largeRvtoolsSheets } from '../tests/fixtures/inventory/synthetic';

/*
 * Measurements of the import's speed in Chromium: the time from the pick to the preview and long
 * tasks while a workbook of 10,000 or 50,000 VMs is read, and input to paint with 1,000 VM
 * groups. They run with `npm run e2e:perf`, not in `npm test`:
 * on the shared 2-core machine the same page varies by a factor of three between runs, which
 * would make a timing gate fail at random (see README, Benchmarks).
 */
test.skip(!process.env.E2E_PERF, 'timing measurements run with npm run e2e:perf');

for (const vms of [10_000, 50_000]) {
  const label = vms.toLocaleString('en-US');
  test(`a ${label}-VM workbook is read off the main thread: no long task above 50 ms until the preview shows`, async ({ page }) => {
    const buffer = await writeExcelFile(largeRvtoolsSheets(vms).map((s) => ({ data: s.data, sheet: s.sheet }))).toBuffer();
    await page.goto('/');
    await expect(page.getByTestId('recommended-nodes')).toBeVisible();
    // Long tasks from the moment the page has the file: Playwright's own hand-over of the buffer
    // into the page (about 140 ms a MB here) comes before, and a user's file pick has no such step.
    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[]; picked: number; shown: number };
      w.longTasks = [];
      w.picked = Infinity;
      w.shown = 0;
      document.addEventListener('change', () => (w.picked = Math.min(w.picked, performance.now())), true);
      // The preview's time is read in the page, from the pick to the totals' first showing: the
      // wall clock outside also counts Playwright's hand-over of the buffer and its polling.
      const seen = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="import-totals"]')?.textContent?.includes('VMs')) return;
        w.shown = performance.now();
        seen.disconnect();
      });
      seen.observe(document.body, { childList: true, subtree: true, characterData: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.startTime >= w.picked) w.longTasks.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    // A user's pointer (or focus) is on "choose a file" before any file is picked, and the file
    // dialog stays open for a while: the reading worker is made ready meanwhile.
    const ready = page.waitForEvent('worker');
    await page.getByRole('button', { name: IMPORT_ENTRY_EN.choose }).hover();
    await ready;
    const started = Date.now();
    await page
      .getByLabel(IMPORT_ENTRY_EN.choose)
      .setInputFiles({ name: `rvtools-${vms / 1000}k.xlsx`, mimeType: 'application/octet-stream', buffer });
    // Waited for in the page, not with expect(): Playwright's own polling of a page this size ran
    // as tasks of 60 to 210 ms in the page, which the observer counted as the import's (the Long
    // Animation Frames API showed none of the page's scripts in them).
    await page.waitForFunction(() => (window as unknown as { shown: number }).shown > 0, null, {
      timeout: 60_000,
      polling: 250,
    });
    const seconds = (Date.now() - started) / 1000;
    const { longTasks, toPreview } = await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[]; picked: number; shown: number };
      return { longTasks: w.longTasks, toPreview: w.shown - w.picked };
    });
    console.log(
      `${label}-VM workbook (${(buffer.byteLength / 1024 / 1024).toFixed(1)} MB), file picked to preview shown: ${Math.round(toPreview)} ms ` +
        `(wall clock with Playwright's hand-over ${seconds.toFixed(2)} s); long tasks (ms): ${JSON.stringify(longTasks.map(Math.round))}`,
    );
    expect(Math.max(0, ...longTasks)).toBeLessThanOrEqual(50);
  });
}

test('an estate of 10,000 VMs in 20 source clusters: one target cluster per source previewed under 1 s, no long task above 50 ms', async ({
  page,
}) => {
  const buffer = await writeExcelFile(largeRvtoolsSheets(10_000, 20).map((s) => ({ data: s.data, sheet: s.sheet }))).toBuffer();
  await page.goto('/');
  await page.getByLabel(IMPORT_ENTRY_EN.choose).setInputFiles({ name: 'estate-10k.xlsx', mimeType: 'application/octet-stream', buffer });
  await page.waitForFunction(() => document.querySelector('[data-testid="import-totals"]')?.textContent?.includes('9,896 VMs'), null, {
    timeout: 60_000,
    polling: 250,
  });
  // 104 templates never sized: 9,896 VMs. From the choice to the 20 target clusters shown, read in the page; long tasks from the choice on.
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[]; chosen: number; shown: number };
    w.longTasks = [];
    w.chosen = Infinity;
    w.shown = 0;
    document.addEventListener('change', () => (w.chosen = Math.min(w.chosen, performance.now())), true);
    const seen = new MutationObserver(() => {
      if (document.querySelectorAll('[data-testid="import-targets"] tbody tr').length !== 20) return;
      w.shown = performance.now();
      seen.disconnect();
    });
    seen.observe(document.body, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.startTime >= w.chosen) w.longTasks.push(e.duration);
    }).observe({ type: 'longtask' });
  });
  await page.getByRole('radio', { name: IMPORT_PANEL_EN.estate.perSource }).check();
  await page.waitForFunction(() => (window as unknown as { shown: number }).shown > 0, null, { timeout: 60_000, polling: 250 });
  await page.waitForTimeout(300);
  const { longTasks, toTargets } = await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[]; chosen: number; shown: number };
    return { longTasks: w.longTasks, toTargets: w.shown - w.chosen };
  });
  console.log(
    `estate of 10,000 VMs in 20 source clusters, "one per source cluster" chosen to 20 targets shown: ${Math.round(toTargets)} ms; ` +
      `long tasks (ms): ${JSON.stringify(longTasks.map(Math.round))}`,
  );
  expect(toTargets).toBeLessThan(1000);
  expect(Math.max(0, ...longTasks)).toBeLessThanOrEqual(50);
  // The plan takes all twenty: one cluster each, each sized in the plan summary.
  await page.getByRole('button', { name: /^Import into 20 clusters of the plan/ }).click();
  await expect(page.getByTestId('plan-summary').locator('tbody tr')).toHaveCount(20, { timeout: 60_000 });
});

/** 1,000 VMs of distinct sizes (20 vCPU counts × 50 RAM sizes): they import as 1,000 VM groups. */
function thousandVmCsv(): Buffer {
  const lines = ['name,vcpu,ram_gib,used_gib,provisioned_gib,iops,kind,cluster'];
  for (let i = 0; i < 1000; i++) lines.push(`vm${i},${1 + (i % 20)},${1 + Math.floor(i / 20)},10,20,50,server,A`);
  return Buffer.from(lines.join('\n') + '\n');
}

/** Trace events the measurement reads: durations in microseconds. */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  args?: { data?: { type?: string } };
}

/** Each key press's first frame after it: the page's frame (style, layout, paint) and the compositor's draw. */
function keyFrames(events: TraceEvent[]): { toDrawn: number; paint: number }[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts);
  const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
  const frames = sorted.filter((e) => e.name === 'ProxyMain::BeginMainFrame' && e.ph === 'X');
  const draws = sorted.filter((e) => e.name === 'Display::DrawAndSwap' && e.ph === 'X');
  const paints = sorted.filter((e) => e.name === 'Paint' && e.ph === 'X');
  const keys = sorted.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown');
  return keys.flatMap((key) => {
    const frame = frames.find((f) => f.ts >= end(key));
    const drawn = frame && draws.find((d) => d.ts >= end(frame));
    if (!frame || !drawn) return [];
    const paint = paints.filter((p) => p.ts >= frame.ts && end(p) <= end(frame)).reduce((sum, p) => sum + (p.dur ?? 0), 0);
    return [{ toDrawn: (end(drawn) - key.ts) / 1000, paint: paint / 1000 }];
  });
}

/** Each key typed into `field` (ending where it began), with its frame read from a Chrome trace. */
const KEYS = ['2', '3', 'Backspace', '4', 'Backspace', 'Backspace', '5', 'Backspace', '6', '7', 'Backspace', 'Backspace'];

async function typeTraced(page: Page, browser: Browser, field: Locator, keys: readonly string[]) {
  await field.click();
  await field.press('End');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'cc', 'viz'] });
  for (const key of keys) {
    await field.press(key);
    await page.waitForTimeout(300);
  }
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  return keyFrames(trace.traceEvents);
}

test('with 1,000 VM groups, typing in the group table stays fluid (input to paint measured)', async ({ page, browser }) => {
  await page.goto('/');
  await page.getByLabel(IMPORT_ENTRY_EN.choose).setInputFiles({ name: 'thousand.csv', mimeType: 'text/csv', buffer: thousandVmCsv() });
  await page.getByRole('button', { name: /^Replace the 3 VM groups of .* with these 1,000$/ }).click();
  // The first group: the largest VM (20 vCPU, 50 GiB), as groups are sorted largest first.
  // Found by id: name lookups walk the accessibility tree of a page holding 1,000 groups (the
  // printed summary lists them all), which is slow in Playwright; the name is checked apart.
  const field = page.locator(`#${fieldId(['clusters', 0, 'workload', 'vmGroups', 0, 'count'])}`);
  await expect(field).toHaveAttribute(
    'aria-label',
    `${INPUTS_EN.workload.count}, A · General servers · 20 vCPU · 50 GiB RAM · 10 GiB used`,
  );
  await expect(field).toHaveValue('1');
  await expect(page.getByText('Groups 1 to 25 of 1,000')).toBeVisible();
  await page.evaluate(() => {
    const w = window as unknown as { inputToPaint: number[] };
    w.inputToPaint = [];
    // Event Timing: from the key press to the next paint after its handlers ran.
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'keydown') w.inputToPaint.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  const frames = await typeTraced(page, browser, field, KEYS);
  await expect(field).toHaveValue('1');
  await page.waitForTimeout(500);
  const times = await page.evaluate(() => (window as unknown as { inputToPaint: number[] }).inputToPaint);
  // The same keys in a bare input on an empty page, in the same browser: what no page can go
  // below here (the wait for the next frame, then the compositor's draw).
  const bare = await browser.newPage();
  await bare.setContent('<label>Bare <input id="bare" value="1"></label>');
  const bareFrames = await typeTraced(bare, browser, bare.locator('#bare'), KEYS);
  await bare.close();
  const drawn = frames.map((f) => f.toDrawn);
  const painted = frames.map((f) => f.paint);
  const floor = bareFrames.map((f) => f.toDrawn);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    `1,000 VM groups, key press to its frame drawn (trace, ms): ${JSON.stringify(drawn.map(Math.round))}, median ${median(drawn).toFixed(1)}`,
  );
  console.log(
    `a bare input, key press to its frame drawn (trace, ms): ${JSON.stringify(floor.map(Math.round))}, median ${median(floor).toFixed(1)}`,
  );
  console.log(`1,000 VM groups, painting in that frame (trace, ms): ${JSON.stringify(painted.map((p) => +p.toFixed(1)))}`);
  console.log(`1,000 VM groups, Event Timing (ms, keydowns of 16 ms or more): ${JSON.stringify(times.map(Math.round))}`);
  // What is gated is the trace. Headless Chromium reports a frame's presentation to Event Timing
  // only with the next frame the page asks for: here the results, 80 to 200 ms later, although the
  // trace shows the key's frame drawn 20 to 40 ms after the key. With screenshots traced, which
  // make the compositor present every frame, Event Timing reads 16 to 48 ms for the same keys.
  // The target is 50 ms. Before the table showed one page of groups and the printed summary
  // redrew only changed rows, 1,000 groups took 120 to 160 ms a key, and seconds to draw.
  expect(frames).toHaveLength(KEYS.length);
  expect(bareFrames).toHaveLength(KEYS.length);
  expect(median(drawn)).toBeLessThanOrEqual(50);
  // Each cell of the table is painted apart: one changed field repaints itself, 1 to 2 ms here,
  // where the whole table of 25 groups took 8 to 10 ms.
  expect(median(painted)).toBeLessThanOrEqual(5);
});
