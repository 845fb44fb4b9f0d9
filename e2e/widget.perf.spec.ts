import { expect, type Frame, test } from '@playwright/test';
import { defaultConfig } from '../src/model/defaultConfig';
import { applyEssentials } from '../src/widget/essentials';
import { openDemo } from './widgetDemo';

/*
 * How long a host page can freeze the widget: a flood of 10,000 valid set-config messages, and one
 * config of 30 MB. Measured in the widget's frame: its own long tasks (attributed to the frame, so
 * the host's posting loop is not counted), and for the flood the time the frame takes to go
 * through the 10,000 message tasks (from the first to the last; a click waits behind them), then
 * until the last config shows. Run with `E2E_PERF=1 npx playwright test e2e/widget.perf.spec.ts`;
 * timings vary too much on the shared machine for a gate (see README, Benchmarks).
 */
test.skip(!process.env.E2E_PERF, 'timing measurements run with E2E_PERF=1');

/**
 * Starts collecting the widget frame's own long tasks and the times its messages arrive. With
 * `unpack`, a listener of the test reads each message's data first, timing the browser's unpacking
 * (the widget then reads it already unpacked).
 */
const watchFrame = (frame: Frame, unpack = false) =>
  frame.evaluate((unpackData) => {
    const w = window as unknown as { longTasks: number[]; arrivals: number[]; unpackMs: number };
    w.longTasks = [];
    w.arrivals = [];
    w.unpackMs = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'self') w.longTasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask' });
    addEventListener('message', (e) => {
      w.arrivals.push(performance.now());
      if (!unpackData) return;
      const t0 = performance.now();
      void (e.data as unknown);
      w.unpackMs += performance.now() - t0;
    });
  }, unpack);

async function report(frame: Frame, what: string) {
  // Long tasks are reported after they end: one frame later is enough.
  await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  const { longTasks, arrivals, unpackMs, now } = await frame.evaluate(() => ({
    ...(window as unknown as { longTasks: number[]; arrivals: number[]; unpackMs: number }),
    now: performance.now(),
  }));
  const sum = longTasks.reduce((a, b) => a + b, 0);
  const drain = Math.round(arrivals.at(-1)! - arrivals[0]!);
  console.log(
    `${what}: ${arrivals.length} message(s) gone through in ${drain} ms, shown ${Math.round(now - arrivals.at(-1)!)} ms later` +
      `${unpackMs ? `; unpacking by the browser ${Math.round(unpackMs)} ms` : ''}; widget long tasks: ${longTasks.length}, longest ${Math.max(0, ...longTasks)} ms, sum ${sum} ms`,
  );
}

test('10,000 valid set-config messages: the widget applies the last one without a long freeze', async ({ page }) => {
  const { widget, frame } = await openDemo(page);
  await watchFrame(frame);
  const configs = [5, 7, 9].map((nodes) => applyEssentials(defaultConfig(), { nodes }));
  const hostMs = await page.evaluate((cfgs) => {
    const w = (document.querySelector('#slot iframe') as HTMLIFrameElement).contentWindow!;
    const envelope = { protocol: 'hci-sizer-widget', version: 1, frameId: 'demo', type: 'set-config' };
    const t0 = performance.now();
    for (let i = 0; i < 10_000; i++) w.postMessage({ ...envelope, config: cfgs[i === 9_999 ? 2 : i % 3] }, '*');
    return Math.round(performance.now() - t0);
  }, configs);
  await expect(widget.getByLabel('Nodes')).toHaveValue('9');
  await report(frame, `10,000 set-config (host loop ${hostMs} ms)`);
});

for (const unpack of [false, true])
  test(`a 30 MB config is refused without a long freeze${unpack ? ', the browser’s unpacking timed apart' : ''}`, async ({ page }) => {
    const { widget, frame } = await openDemo(page);
    await watchFrame(frame, unpack);
    const errors = page.locator('#log li[data-type="error"]');
    const { hostMs, bytes } = await page.evaluate((c) => {
      // 150,000 VM groups of about 200 bytes each as JSON: 30 MB.
      const g = c.clusters[0]!.workload.vmGroups[0]!;
      c.clusters[0]!.workload.vmGroups = Array.from({ length: 150_000 }, (_, k) => ({ ...g, id: `g${k}`, name: `group ${k}`.padEnd(70) }));
      const w = (document.querySelector('#slot iframe') as HTMLIFrameElement).contentWindow!;
      const t0 = performance.now();
      w.postMessage({ protocol: 'hci-sizer-widget', version: 1, frameId: 'demo', type: 'set-config', config: c }, '*');
      return { hostMs: Math.round(performance.now() - t0), bytes: JSON.stringify(c).length };
    }, defaultConfig());
    await expect(errors).toHaveCount(1, { timeout: 30_000 });
    const said = (await widget.getByRole('alert').textContent())!.slice(0, 120);
    await report(frame, `${(bytes / 1e6).toFixed(1)} MB config (host loop ${hostMs} ms), refused ("${said}")`);
  });
