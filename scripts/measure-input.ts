// Input-to-paint in Chromium on a large document: 10,000 VMs in 1,000 VM groups. Serves the built
// site itself (run `npm run build` first), types into the page, and prints what the browser's Event
// Timing API saw (every input whose handling and next paint took 16 ms or more), the long tasks
// meanwhile, how long the results took to follow, and how long the largest links take to open.
//   npm run bench:page          (CHROMIUM_PATH points at another browser)
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import type { SizingConfig } from '../src/model/config';
import { defaultConfig } from '../src/model/defaultConfig';
import { encodeShareLink } from '../src/schema/shareLink';

interface Seen {
  events: { name: string; interaction: number; duration: number; delay: number; processing: number }[];
  /** Tasks of 50 ms or more, each with whether it began while the table's pages were being turned. */
  longTasks: { duration: number; paging: boolean }[];
  paging: boolean;
  /** Each key's time to the frame after it: from the key event to the task after the next animation frame. */
  keyToFrame: number[];
}

/** A person's pause between keys, and between clicking into a field and typing. */
const TYPING_PAUSE_MS = 150;
/** Typed into a VM group's count: ten keys, so that the p95 of all keys is not simply the slowest. */
const groupKeys = ['Backspace', '2', 'Backspace', '3', 'Backspace', '4', 'Backspace', '5', 'Backspace', '0'];
const PORT = Number(process.env.E2E_PORT ?? 4473);
const origin = `http://127.0.0.1:${PORT}`;

function largeDocument() {
  const config = defaultConfig();
  const template = config.clusters[0]!.workload.vmGroups[0]!;
  config.clusters[0]!.workload.vmGroups = Array.from({ length: 1000 }, (_, i) => ({
    ...template,
    id: `g${i}`,
    name: `Group ${i + 1}`,
    count: 10,
    vcpu: 2 + (i % 7),
    ramGiB: 8 + (i % 5) * 4,
  }));
  config.clusters[0]!.nodes[0]!.count = 40;
  return config;
}

/** The largest document a link may hold: 16 clusters of 1,000 VM groups; damaged, with three bad fields in every group. */
function largestDocument(damaged: boolean) {
  const config = defaultConfig();
  const base = config.clusters[0]!;
  const group = base.workload.vmGroups[0]!;
  config.clusters = Array.from({ length: 16 }, (_, i) => ({
    ...structuredClone(base),
    id: `c${i + 1}`,
    workload: {
      ...base.workload,
      vmGroups: Array.from({ length: 1000 }, (_, j) => ({
        ...group,
        id: `g${j + 1}`,
        name: `Group ${j + 1}`,
        ...(damaged ? { count: -1, vcpu: -1, ramGiB: -1 } : {}),
      })),
    },
  }));
  return config;
}

// Vite itself, not through npx: killing npx would leave its child serving after the measurement ends.
const server = spawn(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  {
    stdio: 'ignore',
  },
);
const stopServer = () => server.kill();
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(origin).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const link = await encodeShareLink(largeDocument());
  if (!link.ok) throw new Error('the large document does not fit a link');
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  await page.goto(`${origin}/#${link.fragment}`);
  // The prerendered default answers at once, and takes no input while the link is read: wait for the
  // link's own document (its 40 nodes) and the first result of it.
  await page.locator('#in-clusters-0-nodes-0-count').and(page.locator('[value="40"]')).waitFor();
  await page.locator('#results[aria-busy="false"]:not([data-revision="0"])').waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { seen: Seen };
    w.seen = { events: [], longTasks: [], keyToFrame: [], paging: false };
    document.addEventListener(
      'keydown',
      (e) => {
        const t0 = e.timeStamp;
        requestAnimationFrame(() => setTimeout(() => w.seen.keyToFrame.push(performance.now() - t0), 0));
      },
      true,
    );
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const t = e as PerformanceEventTiming;
        w.seen.events.push({
          name: e.name,
          interaction: t.interactionId,
          duration: e.duration,
          delay: t.processingStart - t.startTime,
          processing: t.processingEnd - t.processingStart,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.seen.longTasks.push({ duration: e.duration, paging: w.seen.paging });
    }).observe({ type: 'longtask' });
  });

  // Keys go to the focused input: no element lookup in a page of 7,000 inputs between keystrokes.
  // A field is focused as a click would, and its frame timed apart from the keys: a key pressed in
  // the same frame as the focus was charged with drawing the focus (and, after the table's pages
  // were turned, with drawing those), which no one typing can do.
  const focusMs: number[] = [];
  const focusField = async (selector: string) => {
    focusMs.push(
      await page.locator(selector).evaluate(
        (input: HTMLElement) =>
          new Promise<number>((resolve) => {
            const t0 = performance.now();
            input.focus();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
          }),
      ),
    );
    await page.waitForTimeout(TYPING_PAUSE_MS);
  };
  await focusField('#in-clusters-0-nodes-0-count');
  const setPaging = (on: boolean) =>
    page.evaluate((paging) => {
      (window as unknown as { seen: Seen }).seen.paging = paging;
    }, on);
  const followMs: number[] = [];
  const keys = ['Backspace', '1', 'Backspace', '2', 'Backspace', '3', 'Backspace', '4', 'Backspace', '0'];
  for (const key of keys) {
    // From the key to the results of the new document shown: the results column counts the answers
    // it has shown (data-revision), so the next one is waited for whether or not it was ever marked busy.
    const before = await page.locator('#results').getAttribute('data-revision');
    const followed = page.evaluate(
      (seen) =>
        new Promise<number>((resolve) => {
          const t0 = performance.now();
          const results = document.getElementById('results')!;
          const watch = new MutationObserver(() => {
            if (results.dataset.revision === seen || results.getAttribute('aria-busy') === 'true') return;
            watch.disconnect();
            resolve(performance.now() - t0);
          });
          watch.observe(results, { attributes: true, attributeFilter: ['aria-busy', 'data-revision'] });
          // A key that changes no result is left out after 5 s.
          setTimeout(() => {
            watch.disconnect();
            resolve(Number.NaN);
          }, 5000);
        }),
      before,
    );
    await page.keyboard.press(key);
    followMs.push(Math.round(await followed));
    await page.waitForTimeout(TYPING_PAUSE_MS);
  }
  // A VM group's count: the first page of the table, then the 21st (groups 501 to 525). The
  // workload section is drawn as it is reached (src/ui/reveal): scrolled to, as a user would.
  await page.locator('[data-stand="workload"], .workload-table').first().scrollIntoViewIfNeeded();
  for (const group of [10, 500]) {
    if (group >= 25) {
      await setPaging(true);
      for (let p = 0; p < group / 25; p++) await page.getByRole('button', { name: 'Next groups' }).click();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      await setPaging(false);
    }
    await focusField(`input[id$="vmGroups-${group}-count"]`);
    for (const key of groupKeys) {
      await page.keyboard.press(key);
      await page.waitForTimeout(TYPING_PAUSE_MS);
    }
  }
  await page.waitForTimeout(500);
  const seen = await page.evaluate(() => (window as unknown as { seen: Seen }).seen);
  const typed = seen.events.filter((e) => !/click|pointer|mouse/.test(e.name));
  // One figure per keystroke, as Interaction to Next Paint counts it: its slowest event.
  const perKey = new Map<number, number>();
  for (const e of typed) if (e.interaction > 0) perKey.set(e.interaction, Math.max(perKey.get(e.interaction) ?? 0, e.duration));
  const typing = [...perKey.values()];
  const paging = seen.events.filter((e) => e.name === 'click').map((e) => e.duration);
  const max = (xs: number[]) => (xs.length ? Math.max(...xs) : 0);
  const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.95) - 1)] ?? 0;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const keystrokes = keys.length + 2 * groupKeys.length;
  console.log(`document: 1,000 VM groups, 10,000 VMs; ${keystrokes} keystrokes, ${TYPING_PAUSE_MS} ms apart`);
  console.log(
    `keystrokes at or above 16 ms from input to paint (Event Timing): ${typing.length} of ${keystrokes}; median of those ${median(typing)} ms, longest ${max(typing)} ms`,
  );
  console.log(
    `key to the next frame: p95 ${p95(seen.keyToFrame).toFixed(1)} ms, median ${median(seen.keyToFrame).toFixed(1)} ms, longest ${max(seen.keyToFrame).toFixed(1)} ms (${seen.keyToFrame.length} keys)`,
  );
  console.log(
    `focusing a field to its next frame: ${focusMs.map((ms) => `${ms.toFixed(1)} ms`).join(', ')} (the node count, group 11, group 501)`,
  );
  // Where the slowest keystroke's time went: waiting for the main thread, its handlers, or the paint after them.
  const worst = typed.reduce<Seen['events'][number] | null>((w, e) => (w && w.duration >= e.duration ? w : e), null);
  if (worst)
    console.log(
      `  slowest (${worst.name}): input delay ${Math.round(worst.delay)} ms, handlers ${Math.round(worst.processing)} ms, to the paint ${Math.round(worst.duration - worst.delay - worst.processing)} ms`,
    );
  console.log(
    `turning a page of the VM group table: ${paging.length} of 20 at 16 ms or more from click to paint (Event Timing); median of those ${median(paging)} ms, longest ${max(paging)} ms`,
  );
  for (const paging of [false, true]) {
    const tasks = seen.longTasks.filter((t) => t.paging === paging).map((t) => t.duration);
    console.log(
      `long tasks (50 ms or more) ${paging ? 'while turning the pages' : 'while typing'}: ${tasks.length}${tasks.length ? `; longest ${Math.round(max(tasks))} ms` : ''}`,
    );
  }
  const followed = followMs.filter((ms) => !Number.isNaN(ms));
  console.log(
    `results followed each keystroke in: median ${median(followed)} ms, longest ${max(followed)} ms (${followed.length} of ${keys.length} keys; the others changed no result)`,
  );

  // The largest link there is, valid and damaged all over: how long the page takes to show it, and its longest task meanwhile.
  for (const damaged of [false, true]) {
    const big = await encodeShareLink(largestDocument(damaged) as SizingConfig);
    if (!big.ok) throw new Error('the largest document does not fit a link');
    const tab = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await tab.addInitScript(() => {
      const w = window as unknown as { longest: number };
      w.longest = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await tab.goto(`${origin}/#${big.fragment}`);
    await tab.locator(damaged ? '.share-banner' : '#results[aria-busy="false"] [data-testid="recommended-nodes"]').waitFor();
    const shown = await tab.evaluate(() => performance.now());
    const longest = await tab.evaluate(() => (window as unknown as { longest: number }).longest);
    console.log(
      `a ${big.fragment.length.toLocaleString('en')}-character link of 16 × 1,000 VM groups${damaged ? ', three bad fields in each' : ''}: shown ${Math.round(shown)} ms after navigation; ${longest ? `longest task ${Math.round(longest)} ms` : 'no task of 50 ms or more'}`,
    );
    await tab.close();
  }
} finally {
  await browser.close();
  stopServer();
}
