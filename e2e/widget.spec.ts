import { expect, type Frame, type Page } from '@playwright/test';
import { test } from './drawAll';
import { defaultConfig } from '../src/model/defaultConfig';
import type { SizingConfig } from '../src/model/config';
import { size } from '../src/model/headless';
import { decodeShareLink, encodeShareLink } from '../src/schema/shareLink';
import { applyEssentials, summarize } from '../src/widget/essentials';
import { HOST_ORIGIN, SIZER_ORIGIN } from './ports';
import { watchErrors } from './support';
import { openDemo } from './widgetDemo';

/**
 * The embeddable widget on a host page of another origin: the demo host is served on the port
 * after the sizer's (widget and loader). A third origin, http://foreign.test, is made up by
 * routing, to send messages that both sides must ignore.
 */
const SIZER = SIZER_ORIGIN;
const HOST = HOST_ORIGIN;
const FOREIGN = 'http://foreign.test';

/** What the engine says for the demo's settings, formatted as the widget shows capacities. */
function expected(patch: Parameters<typeof applyEssentials>[1]) {
  const config = applyEssentials(defaultConfig(), patch);
  const s = summarize(config, size(config));
  const tb = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
  return { ...s, usableText: `${tb.format(s.usableBytes / 1e12)} TB`, effectiveText: `${tb.format(s.effectiveBytes / 1e12)} TB` };
}
const demoSettings = { nodeTypeId: 'all-flash', nodes: 6, rf: 2, headroom: 'auto', compression: 1.5 } as const;

const heights = async (page: Page, frame: Frame) => ({
  iframe: await page.locator('#slot iframe').evaluate((el) => el.getBoundingClientRect().height),
  content: await frame.evaluate(() => Math.ceil(document.getElementById('widget')!.getBoundingClientRect().height)),
});

test('the one-line snippet embeds a titled, sandboxed widget configured by its data attributes', async ({ page }) => {
  const { widget } = await openDemo(page);
  const iframe = page.locator('#slot iframe');
  await expect(iframe).toHaveAttribute('title', 'HCI cluster calculator');
  await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
  await expect(page.locator('#snippet')).toHaveText(
    `<script src="${SIZER}/embed/v1.js" data-node-type="all-flash" data-nodes="6" data-rf="2" data-headroom="auto" data-compression="1.5" data-target="slot" data-id="demo" async></script>`,
  );

  await expect(widget.getByLabel('Node type')).toHaveValue('all-flash');
  await expect(widget.getByLabel('Nodes')).toHaveValue('6');
  await expect(widget.getByLabel('Replication factor')).toHaveValue('2');
  await expect(widget.getByLabel('Compression ratio')).toHaveValue('1.5');

  // The key outputs are the engine's own figures.
  const want = expected(demoSettings);
  expect(want.headroom.label).toBe('N+1');
  await expect(widget.getByTestId('usable')).toContainText(want.usableText);
  await expect(widget.getByTestId('effective')).toContainText(want.effectiveText);
  await expect(widget.getByTestId('headroom')).toContainText('N+1 RF2 holds back one fault domain.');
  await expect(widget.getByTestId('self-heal')).toContainText(
    `Self-heals after losing 1 fault domain(s)${want.selfHeal.ok ? 'Yes' : 'No'}`,
  );
  // And the host page heard them.
  await expect(page.locator('#usable')).toHaveAttribute('data-bytes', String(want.usableBytes));
  await expect(page.locator('#headroom')).toHaveText('N+1');
});

test('driving the widget: the host hears config changes and results; "Open in the full sizer" carries the config', async ({ page }) => {
  const { widget } = await openDemo(page);
  await widget.getByLabel('Nodes').fill('9');
  await widget.getByLabel('Replication factor').selectOption('3');
  await widget.getByLabel('Headroom').selectOption('n+2');
  await widget.getByLabel('Node type').selectOption('all-nvme');

  const want = expected({ ...demoSettings, nodes: 9, rf: 3, headroom: 'n+2', nodeTypeId: 'all-nvme' });
  await expect(widget.getByTestId('usable')).toContainText(want.usableText);
  await expect(widget.getByTestId('headroom')).toContainText('N+2 Fixed: 2 fault domain(s) held back.');
  await expect(page.locator('#usable')).toHaveAttribute('data-bytes', String(want.usableBytes));
  await expect(page.locator('#headroom')).toHaveText('N+2');
  await expect(page.locator('#log li[data-type="config"]').last()).toContainText('config (protocol hci-sizer-widget v1, frame demo): user');

  const link = widget.getByRole('link', { name: 'Open in the full sizer' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', new RegExp(`^${SIZER}/#v1\\.`));
  const decoded = await decodeShareLink((await link.getAttribute('href'))!.split('#')[1]!);
  expect(decoded.ok).toBe(true);
  expect(decoded.config.clusters[0]!.nodes).toEqual([{ nodeTypeId: 'all-nvme', count: 9 }]);
  expect(decoded.config.clusters[0]!.protection.rf).toBe(3);
});

test('a file dropped on the widget is taken by it, so the browser never opens the file in its frame', async ({ page }) => {
  const { frame } = await openDemo(page);
  const outcome = await frame.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File(['name,vcpu\n'], 'vms.csv', { type: 'text/csv' }));
    return ['dragover', 'drop'].map((type) => {
      const event = new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      return `${type}: ${event.defaultPrevented ? 'taken' : 'left'}`;
    });
  });
  expect(outcome).toEqual(['dragover: taken', 'drop: taken']);
});

test('an invalid entry is named with its range, and the results keep the last valid value', async ({ page }) => {
  const { widget } = await openDemo(page);
  await widget.getByLabel('Nodes').fill('500');
  await expect(widget.getByRole('alert')).toHaveText('Nodes must be a number from 1 to 64; the results show the last valid value.');
  await expect(widget.getByTestId('usable')).toContainText(expected(demoSettings).usableText);
});

test('the frame height follows the content', async ({ page }) => {
  const { widget, frame } = await openDemo(page);
  await expect
    .poll(async () => {
      const h = await heights(page, frame);
      return Math.abs(h.iframe - h.content);
    })
    .toBeLessThanOrEqual(1);
  const before = await heights(page, frame);

  await widget.getByRole('button', { name: 'Show details' }).click();
  await expect(widget.getByText('Rebuild reserve', { exact: true })).toBeVisible();
  await expect.poll(async () => (await heights(page, frame)).iframe).toBeGreaterThan(before.iframe + 40);
  const open = await heights(page, frame);
  expect(Math.abs(open.iframe - open.content)).toBeLessThanOrEqual(1);
  // Nothing is cut off: the widget has no scrollbar of its own.
  expect(await frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);

  await widget.getByRole('button', { name: 'Hide details' }).click();
  await expect.poll(async () => Math.abs((await heights(page, frame)).iframe - before.iframe)).toBeLessThanOrEqual(1);
});

test('the host sets the config through the loader; an invalid one is refused and reported', async ({ page }) => {
  const { widget } = await openDemo(page);
  await page.getByRole('button', { name: 'Ask the widget for RF3 on 8 nodes' }).click();
  await expect(widget.getByLabel('Replication factor')).toHaveValue('3');
  await expect(widget.getByLabel('Nodes')).toHaveValue('8');
  await expect(page.locator('#log li[data-type="config"]').last()).toContainText(': host');
  await expect(page.locator('#usable')).toHaveAttribute('data-bytes', String(expected({ ...demoSettings, rf: 3, nodes: 8 }).usableBytes));

  await page.evaluate(() => {
    // The loader's registry (docs/embed.md): one handle per embedded frame, by its data-id.
    const registry = (window as unknown as { HciSizerEmbed: { frames: Record<string, { setConfig(c: unknown): void }> } }).HciSizerEmbed;
    registry.frames.demo!.setConfig({ schemaVersion: 1, name: 'x', nodeTypes: [], clusters: [] });
  });
  await expect(page.locator('#log li[data-type="error"]')).toHaveCount(1);
  await expect(widget.getByRole('alert')).toContainText('nodeTypes must have at least 1 item');
  await expect(widget.getByLabel('Nodes')).toHaveValue('8');
});

test('messages from a foreign origin, or off-protocol, are ignored by both sides', async ({ page }) => {
  await page.route(`${FOREIGN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>foreign</title><p>foreign</p>' }),
  );
  // The widget's pause that gathers a burst of messages is run on the page's clock, at once.
  await page.clock.install();
  const { widget, frame } = await openDemo(page);
  // Resize reports come whenever layout settles; the others only on events, so they are counted.
  const heard = page.locator('#log li:not([data-type="resize"])');
  await expect
    .poll(async () => {
      const h = await heights(page, frame);
      return Math.abs(h.iframe - h.content);
    })
    .toBeLessThanOrEqual(1);
  const logCount = await heard.count();
  const height = (await heights(page, frame)).iframe;

  // A frame of another origin on the host page, posting well-formed messages both ways.
  await page.evaluate((src) => {
    const f = document.createElement('iframe');
    f.src = src;
    f.id = 'foreign';
    document.body.append(f);
  }, `${FOREIGN}/`);
  const foreign = page.frameLocator('#foreign');
  await expect(foreign.getByText('foreign')).toBeVisible();
  const foreignFrame = page.frames().find((f) => f.url().startsWith(FOREIGN))!;
  await foreignFrame.evaluate(() => {
    const envelope = { protocol: 'hci-sizer-widget', version: 1, frameId: 'demo' };
    // To the widget (the host page's first frame): commands the real host may send.
    window.parent.frames[0]!.postMessage({ ...envelope, type: 'set-link', link: 'v1.' }, '*');
    window.parent.frames[0]!.postMessage({ ...envelope, type: 'request-state' }, '*');
    // To the host page, pretending to be the widget.
    window.parent.postMessage({ ...envelope, type: 'resize', height: 2000 }, '*');
    window.parent.postMessage({ ...envelope, type: 'result', result: {} }, '*');
  });

  // Off-protocol messages from the right origin: the host page itself posting a wrong version.
  await page.evaluate(() => {
    const widgetWindow = (document.querySelector('#slot iframe') as HTMLIFrameElement).contentWindow!;
    widgetWindow.postMessage({ protocol: 'hci-sizer-widget', version: 2, frameId: 'demo', type: 'request-state' }, '*');
    widgetWindow.postMessage({ protocol: 'hci-sizer-widget', version: 1, frameId: 'other', type: 'request-state' }, '*');
  });

  // Then the real host sets 7 nodes, in a burst of its own: the widget handles bursts in order, so
  // once this one is answered, anything the messages above had drawn would have been heard first.
  await page.clock.runFor(800);
  await page.evaluate(
    (config) =>
      (
        window as unknown as { HciSizerEmbed: { frames: Record<string, { setConfig(c: unknown): void }> } }
      ).HciSizerEmbed.frames.demo!.setConfig(config),
    applyEssentials(defaultConfig(), { nodes: 7 }),
  );
  await page.clock.runFor(800);
  await expect(widget.getByLabel('Nodes')).toHaveValue('7');
  await expect.poll(() => page.evaluate(() => latestConfig?.clusters[0]?.nodes[0]?.count)).toBe(7);
  await expect(heard.last()).toHaveAttribute('data-type', 'result');
  expect(await heard.evaluateAll((items) => items.map((li) => li.dataset.type).slice(-2))).toEqual(['config', 'result']);
  expect(await heard.count()).toBe(logCount + 2);
  expect((await heights(page, frame)).iframe).toBe(height);
  await expect(widget.getByRole('alert')).toHaveCount(0);

  // The channel still works for the real host afterwards: its request is answered, config then result.
  await page.getByRole('button', { name: 'Ask the widget for its state' }).click();
  await page.clock.runFor(800);
  await expect(heard).toHaveCount(logCount + 4);
  expect(await heard.evaluateAll((items) => items.map((li) => li.dataset.type).slice(-2))).toEqual(['config', 'result']);
});

/** The demo page's last config heard from the widget (a script-level variable of embed-demo.html). */
declare const latestConfig: SizingConfig | null;

test('a chatty host cannot freeze the widget: a burst is answered once and its last command wins', async ({ page }) => {
  const { widget } = await openDemo(page);
  const heard = page.locator('#log li');
  const before = await heard.count();
  const configs = [5, 7, 9].map((nodes) => applyEssentials(defaultConfig(), { nodes }));
  const last = applyEssentials(defaultConfig(), { nodes: 11 });
  const started = Date.now();
  await page.evaluate(
    ([cfgs, final]) => {
      const w = (document.querySelector('#slot iframe') as HTMLIFrameElement).contentWindow!;
      const envelope = { protocol: 'hci-sizer-widget', version: 1, frameId: 'demo' };
      for (let i = 0; i < 1000; i++) w.postMessage({ ...envelope, type: 'request-state' }, '*');
      for (let i = 0; i < 1000; i++) w.postMessage({ ...envelope, type: 'set-config', config: cfgs[i % 3] }, '*');
      w.postMessage({ ...envelope, type: 'set-config', config: final }, '*');
    },
    [configs, last] as const,
  );
  await expect(widget.getByLabel('Nodes')).toHaveValue('11');
  const elapsed = Date.now() - started;
  // The widget answers in order, the last command last: once the host holds that command's answer
  // (its config, then its result), every answer to the burst has arrived.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const items = [...document.querySelectorAll<HTMLElement>('#log li')];
        const lastConfig = items.findLastIndex((li) => li.dataset.type === 'config');
        return {
          nodes: latestConfig?.clusters[0]?.nodes[0]?.count,
          answered: items.slice(lastConfig + 1).some((li) => li.dataset.type === 'result'),
        };
      }),
    )
    .toEqual({ nodes: 11, answered: true });
  const replies = (await heard.count()) - before;
  console.log(`2,001 host messages: settled in ${elapsed} ms with ${replies} replies`);
  expect(replies).toBeLessThanOrEqual(10);
});

test('a config above 10 MiB is refused by its size, and the widget keeps its sizing', async ({ page }) => {
  const { widget } = await openDemo(page);
  const errors = page.locator('#log li[data-type="error"]');
  await page.evaluate((config) => {
    // 60,000 VM groups of about 270 characters as JSON: 16 MB.
    const group = config.clusters[0]!.workload.vmGroups[0]!;
    config.clusters[0]!.workload.vmGroups = Array.from({ length: 60_000 }, (_, k) => ({
      ...group,
      id: `g${k}`,
      name: `group ${k}`.padEnd(100),
    }));
    const w = (document.querySelector('#slot iframe') as HTMLIFrameElement).contentWindow!;
    w.postMessage({ protocol: 'hci-sizer-widget', version: 1, frameId: 'demo', type: 'set-config', config }, '*');
  }, defaultConfig());
  await expect(errors).toHaveCount(1);
  await expect(widget.getByRole('alert')).toContainText('config is larger than 10 MiB as JSON, more than any sizing needs');
  await expect(widget.getByLabel('Nodes')).toHaveValue('6');
});

test('security headers: the sizer refuses to be framed, the widget may be, and neither breaks its content policy', async ({ page }) => {
  // Violations are collected in every frame before any script of the page runs.
  await page.context().addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const sizer = await page.request.get(`${SIZER}/`);
  expect(sizer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(sizer.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(sizer.headers()['x-frame-options']).toBe('DENY');
  const widgetPage = await page.request.get(`${SIZER}/widget.html`);
  expect(widgetPage.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(widgetPage.headers()['x-frame-options']).toBeUndefined();

  // The widget runs framed on another origin, under its policy.
  const { widget, frame } = await openDemo(page);
  await widget.getByLabel('Nodes').fill('8');
  await expect(widget.getByLabel('Nodes')).toHaveValue('8');
  expect(await frame.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);

  // The full sizer framed by that other origin stays empty.
  // A refused frame still ends its load (with the browser's error page in it).
  await page.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        const f = document.createElement('iframe');
        f.id = 'framed-sizer';
        f.src = src;
        f.onload = () => resolve();
        document.body.append(f);
      }),
    `${SIZER}/`,
  );
  const framed = page.frames().find((f) => f.url().startsWith(`${SIZER}/`) && !f.url().includes('widget.html'));
  const title = framed ? await framed.locator('h1').count() : 0;
  expect(title).toBe(0);

  // The sizer itself, opened directly and used, breaks nothing in its policy.
  const errors = watchErrors(page);
  await page.goto(`${SIZER}/`);
  await expect(page.getByTestId('recommended-nodes')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Scenarios' }).click();
  // Charts (a lazily loaded chunk) render under the policy too.
  await page.locator('#capacity').scrollIntoViewIfNeeded();
  await expect(page.locator('#capacity svg.recharts-surface').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
});

test('bad data attributes are named in the console and left out; a share link configures the widget', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  const config = applyEssentials(defaultConfig(), { nodeTypeId: 'hybrid', nodes: 7, rf: 3 });
  const encoded = await encodeShareLink(config);
  if (!encoded.ok) throw new Error('link too large');
  await page.goto(`${HOST}/embed-demo.html`);
  await page.setContent(`<!doctype html><title>host</title><div id="w"></div>
    <script src="${SIZER}/embed/v1.js" data-target="w" data-id="linked" data-nodes="900" data-rf="4" data-dedup="1.2" data-link="${SIZER}/#${encoded.fragment}"></script>`);
  const widget = page.frameLocator('#w iframe');
  await expect(widget.getByLabel('Node type')).toHaveValue('hybrid');
  await expect(widget.getByLabel('Nodes')).toHaveValue('7');
  await expect(widget.getByLabel('Replication factor')).toHaveValue('3');
  await expect(widget.getByLabel('Dedup ratio')).toHaveValue('1.2');
  expect(warnings.filter((w) => w.startsWith('HCI Sizer embed:'))).toEqual([
    'HCI Sizer embed: data-nodes must be at most 64; it is ignored.',
    'HCI Sizer embed: data-rf must be 2 or 3; it is ignored.',
  ]);
});
