import { type Browser, expect, type Page } from '@playwright/test';
import { drawAllIn, test } from './drawAll';
import { readFileSync } from 'node:fs';
import { EN } from '../src/i18n/en/page';
import { SHARE_BANNER_EN } from '../src/i18n/en/shareBanner';
import { INPUTS_EN } from '../src/i18n/en/inputs';
import { SESSIONS_PANEL_EN } from '../src/i18n/en/sessionsPanel';
import { t } from '../src/ui/locale/t';
import type { SizingConfig } from '../src/model/config';
import { defaultConfig } from '../src/model/defaultConfig';
import { size } from '../src/model/headless';
import { KEYS } from '../src/persistence/keys';
import { jsonEqual } from '../src/schema/json';
import { parseConfig } from '../src/schema/parse';
import { decodeShareLink, encodeShareLink } from '../src/schema/shareLink';
import { SIZER_ORIGIN } from './ports';
import { sizerRecords, seriousViolations, watchErrors } from './support';
import { describeInEnglish } from '../src/i18n/describeInEnglish';

/**
 * Share links and saved sessions as a user meets them on the production build: links copied and
 * opened elsewhere, the address bar and history, damaged links, autosave, named scenarios,
 * session files and damaged storage.
 */

/** The page's session words and the scenarios panel's own (loaded with it). */
const S = { ...EN.sessions, ...SESSIONS_PANEL_EN };
const L = { ...EN.share, ...SHARE_BANNER_EN };
const group = defaultConfig().clusters[0]!.workload.vmGroups[0]!;
const nodesField = (page: Page) => page.getByLabel(/^Nodes of All-flash/);
const rfField = (page: Page) => page.getByLabel(INPUTS_EN.protection.rf);
const vmCount = (page: Page) => page.getByLabel(`${INPUTS_EN.workload.count}, ${group.name}`);
const scenariosButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: S.heading });
const panel = (page: Page) => page.locator('#scenarios');
const scenarioList = (page: Page) => page.getByRole('list', { name: S.list });

/** The engine's recommendation for a config, as the page writes it in data-nodes. */
function recommended(config: SizingConfig): string {
  const rec = size(config).clusters[0]!.recommendation!;
  return rec.status === 'feasible' ? String(rec.nodes) : 'none';
}

/** Every value in the inputs form, in order: what "the same inputs" means. */
const formValues = (page: Page) =>
  page.locator('.inputs-column').evaluate((col) =>
    [...col.querySelectorAll('input, select, textarea')].map((el) => {
      const e = el as HTMLInputElement;
      return `${e.id || e.name}=${e.type === 'checkbox' || e.type === 'radio' ? String(e.checked) : e.value}`;
    }),
  );

/** The figures of the panels that have no charts, as text. */
const RESULT_PANELS = ['#recommendation', '#warnings', '#utilisation', '#resiliency'];
const resultTexts = (page: Page) => Promise.all(RESULT_PANELS.map((id) => page.locator(id).innerText({ timeout: 2000 })));

const fragmentOf = (page: Page) => new URL(page.url()).hash;

/**
 * Waits until the address bar holds a link of `config`. Compared decoded: the browser's DEFLATE
 * need not write the same bytes as Node's.
 */
async function addressShows(page: Page, config: SizingConfig) {
  const want = parseConfig(config);
  if (!want.ok) throw new Error('invalid config');
  await expect
    .poll(async () => {
      const fragment = fragmentOf(page).slice(1);
      const decoded = fragment ? await decodeShareLink(fragment) : null;
      return decoded?.ok === true && jsonEqual(decoded.config, want.config);
    })
    .toBe(true);
}

/** Edits on the default sizing: 8 all-flash nodes, RF3, 60 VMs in the first group. */
function editedConfig(): SizingConfig {
  const c = defaultConfig();
  c.clusters[0]!.nodes[0]!.count = 8;
  c.clusters[0]!.protection.rf = 3;
  c.clusters[0]!.workload.vmGroups[0]!.count = 60;
  return c;
}
async function makeEdits(page: Page) {
  await nodesField(page).fill('8');
  await rfField(page).selectOption({ label: INPUTS_EN.protection.rf3 });
  await vmCount(page).fill('60');
  await vmCount(page).blur();
}

async function openScenarios(page: Page) {
  if (!(await panel(page).isVisible())) await scenariosButton(page).click();
  await expect(panel(page).getByRole('heading', { name: S.heading, exact: true })).toBeVisible();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: SIZER_ORIGIN });
  await drawAllIn(context);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

test('a copied link opens the same inputs and numbers in a fresh browser', async ({ browser, context, page }) => {
  const errors = watchErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await makeEdits(page);
  const config = editedConfig();
  await expect(page.getByTestId('recommended-nodes')).toHaveAttribute('data-nodes', recommended(config));
  await addressShows(page, config);

  await page.getByRole('button', { name: L.copyLink }).click();
  await expect(page.locator('.copy-link__status')).toHaveText(L.copied);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());
  expect(copied.startsWith(`${SIZER_ORIGIN}/#v1.`)).toBe(true);
  await expect(page.getByLabel(INPUTS_EN.thresholds.cpu)).toBeAttached();
  const inputs = await formValues(page);
  await expect(page.locator('#results')).toHaveAttribute('aria-busy', 'false');
  for (const id of RESULT_PANELS) await expect(page.locator(id)).toBeAttached();
  const results = await resultTexts(page);

  // Another browser profile: no shared storage, nothing saved.
  const fresh = await newPage(browser);
  await fresh.page.goto(copied);
  await expect(fresh.page.getByTestId('recommended-nodes')).toHaveAttribute('data-nodes', recommended(config));
  await expect(nodesField(fresh.page)).toHaveValue('8');
  await expect(rfField(fresh.page)).toHaveValue('3');
  await expect(vmCount(fresh.page)).toHaveValue('60');
  // The advanced settings' fields and the panels below the first screen load after it.
  await expect.poll(() => formValues(fresh.page)).toEqual(inputs);
  await expect.poll(() => resultTexts(fresh.page)).toEqual(results);
  await expect(fresh.page.getByRole('status').filter({ hasText: L.bannerUnsaved })).toBeVisible();
  await fresh.page.screenshot({ path: 'test-results/share-1-opened-link.png' });
  // It opened as a new, unsaved scenario.
  await openScenarios(fresh.page);
  await expect(panel(fresh.page)).toContainText(`(${S.stateUnsaved})`);
  expect(fresh.errors).toEqual([]);
  await fresh.context.close();
  // The status speaks of the link it copied: another edit clears it.
  await vmCount(page).fill('61');
  await expect(page.locator('.copy-link__status')).toHaveText('');
  expect(errors).toEqual([]);
});

test('a link made on the second cluster opens on it, in the address bar and from Copy link', async ({ browser, context, page }) => {
  const errors = watchErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page.getByRole('button', { name: 'Add cluster' }).click();
  const clusterName = page.getByLabel('Cluster name');
  await expect(clusterName).toHaveValue('Cluster 2');
  await expect.poll(() => fragmentOf(page)).toMatch(/~c2$/);
  await page.getByRole('button', { name: L.copyLink }).click();
  await expect(page.locator('.copy-link__status')).toHaveText(L.copied);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());
  const fresh = await newPage(browser);
  await fresh.page.goto(copied);
  await expect(fresh.page.getByLabel('Cluster name')).toHaveValue('Cluster 2');
  await expect(fresh.page.getByLabel(EN.app.cluster, { exact: true })).toHaveValue('1');
  // Back on the first cluster, the address drops the mark.
  await fresh.page.getByLabel(EN.app.cluster, { exact: true }).selectOption({ index: 0 });
  await expect.poll(() => fragmentOf(fresh.page)).not.toMatch(/~c\d/);
  expect(fresh.errors).toEqual([]);
  await fresh.context.close();
  expect(errors).toEqual([]);
});

test('a link of 1,000 VM groups is read in a worker and opens with every group', async ({ page }) => {
  const errors = watchErrors(page);
  const config = defaultConfig();
  const groups = config.clusters[0]!.workload.vmGroups;
  config.clusters[0]!.workload.vmGroups = Array.from({ length: 1000 }, (_, i) => ({
    ...groups[i % groups.length]!,
    id: `g${i + 1}`,
    name: `Group ${i + 1}`,
  }));
  const encoded = await encodeShareLink(config);
  if (!encoded.ok) throw new Error('not encoded');
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  // The reader arrives late: meanwhile the prerendered default takes no input, as the link's
  // sizing is about to replace it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/linkDecode.worker-*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not waited for to start: the start waits for the reader held here.
  await page.goto(`/#${encoded.fragment}`, { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  release();
  await expect(page.getByTestId('recommended-nodes')).toHaveAttribute('data-nodes', recommended(config));
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByText(t(INPUTS_EN.workload.page, { from: '1', to: '25', total: '1,000' }))).toBeVisible();
  await expect(page.getByLabel(`${INPUTS_EN.workload.count}, Group 1`, { exact: true })).toHaveValue(String(groups[0]!.count));
  expect(workers.some((url) => url.includes('linkDecode.worker'))).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: L.bannerUnsaved })).toBeVisible();
  expect(errors).toEqual([]);
});

test('back and forward step through settled states; typing in one field is one step', async ({ page }) => {
  const errors = watchErrors(page);
  // The page's timers run as usual; the pause that settles a burst is then run at once, not waited for.
  await page.clock.install();
  await page.goto('/');
  const start = defaultConfig();
  await addressShows(page, start);
  const entries0 = await page.evaluate(() => history.length);

  // One burst of typing, then leaving the field: one history entry.
  const five = defaultConfig();
  five.clusters[0]!.nodes[0]!.count = 5;
  await nodesField(page).fill('');
  await nodesField(page).pressSequentially('15', { delay: 50 });
  await nodesField(page).press('Backspace');
  await nodesField(page).press('Backspace');
  await nodesField(page).pressSequentially('5');
  await nodesField(page).blur();
  await addressShows(page, five);
  expect(await page.evaluate(() => history.length)).toBe(entries0 + 1);

  // A second settled change: RF3 (a select, settled by leaving it).
  const rf3 = structuredClone(five);
  rf3.clusters[0]!.protection.rf = 3;
  await rfField(page).focus();
  await rfField(page).selectOption({ label: INPUTS_EN.protection.rf3 });
  await rfField(page).blur();
  await addressShows(page, rf3);
  // A third, settled by a pause while the field keeps focus.
  const vms = structuredClone(rf3);
  vms.clusters[0]!.workload.vmGroups[0]!.count = 45;
  await vmCount(page).fill('45');
  await addressShows(page, vms);
  await page.clock.runFor(1300);
  await vmCount(page).fill('46');
  vms.clusters[0]!.workload.vmGroups[0]!.count = 46;
  await addressShows(page, vms);
  expect(await page.evaluate(() => history.length)).toBe(entries0 + 4);
  await vmCount(page).blur();

  const at = async (config: SizingConfig, nodes: string, rf: string, count: string) => {
    await addressShows(page, config);
    await expect(nodesField(page)).toHaveValue(nodes);
    await expect(rfField(page)).toHaveValue(rf);
    await expect(vmCount(page)).toHaveValue(count);
    await expect(page.getByTestId('recommended-nodes')).toHaveAttribute('data-nodes', recommended(config));
  };
  const vms45 = structuredClone(vms);
  vms45.clusters[0]!.workload.vmGroups[0]!.count = 45;
  await page.goBack();
  await at(vms45, '5', '3', '45');
  await page.goBack();
  await at(rf3, '5', '3', String(group.count));
  await page.goBack();
  await at(five, '5', '2', String(group.count));
  await page.goBack();
  await at(start, String(start.clusters[0]!.nodes[0]!.count), '2', String(group.count));
  await page.goForward();
  await page.goForward();
  await at(rf3, '5', '3', String(group.count));
  // Stepping through history is not opening a link: no banner.
  await expect(page.locator('.share-banner')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('damaged links open with the defaults or what was valid, and a banner says what was wrong', async ({ page }) => {
  const errors = watchErrors(page);
  const good = await encodeShareLink(editedConfig());
  if (!good.ok) throw new Error('too large');
  const payload = good.fragment.slice(3);
  // A valid RF3 next to a node count no cluster has: the count is reset, RF3 kept.
  const partial = editedConfig();
  partial.clusters[0]!.nodes[0]!.count = 9999;
  const partialLink = await encodeShareLink(partial);
  if (!partialLink.ok) throw new Error('too large');
  const tampered = payload.slice(0, 10) + (payload[10] === 'A' ? 'B' : 'A') + payload.slice(11);
  const cases = [
    { name: 'truncated', fragment: `v1.${payload.slice(0, Math.floor(payload.length / 2))}`, banner: L.bannerDefaults },
    { name: 'tampered', fragment: `v1.${tampered}`, banner: null },
    { name: 'future-version', fragment: `v9.${payload}`, banner: L.bannerDefaults, problem: /newer release of the sizer \(link format 9/ },
    { name: 'not-base64', fragment: 'v1.%%%!!', banner: L.bannerDefaults, problem: /characters a share link never has/ },
    { name: 'partial', fragment: partialLink.fragment, banner: L.bannerPartial, problem: /must be at most 256/ },
  ];
  for (const c of cases) {
    await test.step(c.name, async () => {
      await page.goto('about:blank');
      await page.goto(`/#${c.fragment}`);
      await expect(page.getByRole('heading', { level: 1, name: EN.app.title })).toBeVisible();
      const expected = await decodeShareLink(c.fragment);
      await expect(page.getByTestId('recommended-nodes')).toHaveAttribute('data-nodes', recommended(expected.config));
      if (expected.ok) {
        // A change that still decodes to a valid config (tampering can do that): it opens as a link.
        await expect(page.locator('.share-banner')).toContainText(L.bannerUnsaved);
      } else {
        const banner = page.locator('.share-banner');
        await expect(banner).toHaveAttribute('role', 'alert');
        await expect(banner).toContainText(c.banner ?? (expected.recovered === 'partial' ? L.bannerPartial : L.bannerDefaults));
        for (const p of expected.problems) await expect(banner).toContainText(describeInEnglish(p));
        if (c.problem) await expect(banner).toContainText(c.problem);
      }
      // The address bar now holds a good link of what is open.
      await addressShows(page, expected.config);
      if (c.name === 'partial') {
        await expect(rfField(page)).toHaveValue('3');
        await expect(nodesField(page)).toHaveValue(String(defaultConfig().clusters[0]!.nodes[0]!.count));
        await expect(page.locator('.share-banner code')).toHaveText(['clusters[0].nodes[0].count']);
        await page.screenshot({ path: 'test-results/share-2-partial-link.png' });
      }
      if (c.name === 'truncated') await page.screenshot({ path: 'test-results/share-3-truncated-link.png' });
      await page.locator('.share-banner').getByRole('button', { name: L.dismiss }).click();
      await expect(page.locator('.share-banner')).toHaveCount(0);
    });
  }
  expect(errors).toEqual([]);
});

test('reload never loses work: edits and a half-typed value come back', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await makeEdits(page);
  await addressShows(page, editedConfig());
  // Half-typed, and the page reloaded at once: the autosave is written as the page goes.
  await vmCount(page).fill('6o');
  await page.reload();
  await expect(nodesField(page)).toHaveValue('8');
  await expect(rfField(page)).toHaveValue('3');
  await expect(vmCount(page)).toHaveValue('6o');
  await expect(vmCount(page)).toHaveAttribute('aria-invalid', 'true');
  // The results are those of the last valid inputs, marked stale.
  await expect(page.getByTestId('recommended-nodes')).toHaveAttribute('data-nodes', recommended(editedConfig()));
  await expect(page.locator('.panel--stale').first()).toBeVisible();
  // A reload of the page's own link is not "opening a link".
  await expect(page.locator('.share-banner')).toHaveCount(0);

  // And a fresh tab on the plain address opens the saved work too, once it is written.
  await vmCount(page).fill('60');
  await vmCount(page).blur();
  await expect
    .poll(async () => {
      const saved = JSON.parse((await sizerRecords(page))[KEYS.current] ?? '{}') as { draft?: unknown; config?: SizingConfig };
      return { draft: saved.draft ?? null, count: saved.config?.clusters[0]?.workload.vmGroups[0]?.count };
    })
    .toEqual({ draft: null, count: 60 });
  const tab = await page.context().newPage();
  await tab.goto('/');
  await expect(nodesField(tab)).toHaveValue('8');
  await expect(vmCount(tab)).toHaveValue('60');
  await tab.close();
  expect(errors).toEqual([]);
});

test('opening a link never overwrites saved work', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await openScenarios(page);
  await page.getByLabel(S.nameLabel, { exact: true }).fill('Plan A');
  await page.getByRole('button', { name: S.saveAs }).click();
  await expect(scenarioList(page)).toContainText(`Plan A (${S.openCurrent})`);
  // Unsaved changes on top of the saved scenario.
  await makeEdits(page);
  await addressShows(page, editedConfig());
  await expect(panel(page)).toContainText(`(${S.stateChanged})`);

  // Someone sends a link: 12 hybrid nodes.
  const theirs = defaultConfig();
  theirs.clusters[0]!.nodes = [{ nodeTypeId: 'hybrid', count: 12 }];
  const link = await encodeShareLink(theirs);
  if (!link.ok) throw new Error('too large');

  // Opened in a new tab of the same browser (same storage).
  const tab = await page.context().newPage();
  const tabErrors = watchErrors(tab);
  await tab.goto(`/#${link.fragment}`);
  await expect(tab.getByTestId('recommended-nodes')).toHaveAttribute('data-nodes', recommended(theirs));
  await expect(tab.locator('.share-banner')).toContainText(L.bannerUnsaved);
  // The sessions store says where the unsaved changes went, and the panel opens to say it.
  await expect(panel(tab)).toBeVisible();
  const kept = panel(tab).getByRole('status').filter({ hasText: 'Your unsaved changes were kept as the scenario' });
  await expect(kept).toContainText('"Plan A (unsaved changes,');
  const list = scenarioList(tab);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').nth(0)).toContainText('Plan A');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Plan A (unsaved changes,');
  await tab.screenshot({ path: 'test-results/share-4-link-beside-saved-work.png' });
  // The kept changes open with every edit.
  await tab.getByRole('button', { name: /^Open: Plan A \(unsaved changes/ }).click();
  await expect(nodesField(tab)).toHaveValue('8');
  await expect(rfField(tab)).toHaveValue('3');
  await expect(vmCount(tab)).toHaveValue('60');
  await expect(tab.locator('.share-banner')).toHaveCount(0);
  // And the saved scenario is as it was saved.
  await tab.getByRole('button', { name: 'Open: Plan A', exact: true }).click();
  await expect(nodesField(tab)).toHaveValue(String(defaultConfig().clusters[0]!.nodes[0]!.count));
  await tab.close();
  expect(tabErrors).toEqual([]);

  // A link pasted into the address bar of the open page is opened the same way.
  await page.goto(`/#${link.fragment}`);
  await expect(page.getByTestId('recommended-nodes')).toHaveAttribute('data-nodes', recommended(theirs));
  await expect(page.locator('.share-banner')).toContainText(L.bannerUnsaved);
  await expect(scenarioList(page).getByRole('listitem').filter({ hasText: 'unsaved changes' })).not.toHaveCount(0);
  expect(errors).toEqual([]);
});

test('named scenarios: save, open, rename, duplicate, delete, through the panel', async ({ page }) => {
  const errors = watchErrors(page);
  page.on('dialog', (d) => void d.accept());
  await page.goto('/');
  await scenariosButton(page).click();
  await expect(scenariosButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page)).toContainText(S.empty);
  await expect(panel(page)).toContainText(S.autosaveNote);

  await page.getByLabel(S.nameLabel, { exact: true }).fill('Eight nodes');
  await nodesField(page).fill('8');
  await page.getByRole('button', { name: S.saveAs }).click();
  await expect(scenarioList(page)).toContainText(`Eight nodes (${S.openCurrent})`);
  await expect(panel(page)).toContainText(`(${S.stateSaved})`);

  // Edit and save into the open scenario.
  await rfField(page).selectOption({ label: INPUTS_EN.protection.rf3 });
  await expect(panel(page)).toContainText(`(${S.stateChanged})`);
  await page.getByRole('button', { name: S.save, exact: true }).click();
  await expect(panel(page)).toContainText(`(${S.stateSaved})`);

  await page.getByRole('button', { name: `${S.duplicate}: Eight nodes` }).click();
  await page.getByRole('button', { name: `${S.rename}: Eight nodes (copy)` }).click();
  const renameBox = scenarioList(page).getByLabel(S.nameLabel);
  await expect(renameBox).toBeFocused();
  await renameBox.fill('Eight nodes, RF2');
  await page.getByRole('button', { name: S.renameDone }).click();
  await expect(scenarioList(page).getByRole('listitem')).toHaveCount(2);

  // Open the copy and make it RF2.
  await page.getByRole('button', { name: `${S.open}: Eight nodes, RF2` }).click();
  await expect(rfField(page)).toHaveValue('3');
  await rfField(page).selectOption({ label: INPUTS_EN.protection.rf2 });
  await page.getByRole('button', { name: S.save, exact: true }).click();
  await page.getByRole('button', { name: `${S.open}: Eight nodes`, exact: true }).click();
  await expect(rfField(page)).toHaveValue('3');
  await expect(nodesField(page)).toHaveValue('8');
  await page.getByRole('button', { name: `${S.open}: Eight nodes, RF2` }).click();
  await expect(rfField(page)).toHaveValue('2');
  await expect(nodesField(page)).toHaveValue('8');
  await page.screenshot({ path: 'test-results/sessions-1-panel.png' });

  // Kept across a reload (once the opened scenario is stored as the current work), then one deleted.
  await expect
    .poll(async () =>
      Object.entries(await sizerRecords(page))
        .filter(([key]) => key === KEYS.current || key.startsWith(KEYS.tabPrefix))
        .map(([, value]) => (JSON.parse(value) as { name?: string }).name),
    )
    .not.toContain('Eight nodes');
  // And the address holds it too: a reload of an address that still shows the previous document
  // would open that as a link.
  await expect
    .poll(async () => {
      const decoded = await decodeShareLink(fragmentOf(page).slice(1));
      return decoded.ok ? decoded.config.clusters[0]!.protection.rf : null;
    })
    .toBe(2);
  await page.reload();
  await openScenarios(page);
  await expect(scenarioList(page).getByRole('listitem')).toHaveCount(2);
  await expect(scenarioList(page)).toContainText(`Eight nodes, RF2 (${S.openCurrent})`);
  await page.getByRole('button', { name: `${S.delete}: Eight nodes`, exact: true }).click();
  await expect(scenarioList(page).getByRole('listitem')).toHaveCount(1);
  await expect(scenarioList(page)).not.toContainText(/Eight nodes(?!, RF2)/);
  await page.reload();
  await openScenarios(page);
  await expect(scenarioList(page).getByRole('listitem')).toHaveCount(1);

  // The panel closes again.
  await scenariosButton(page).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(scenariosButton(page)).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);
});

test('a session exports to a file and imports elsewhere; an invalid file lists its errors by field', async ({ browser, page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await openScenarios(page);
  await nodesField(page).fill('7');
  await page.getByLabel(S.nameLabel, { exact: true }).fill('Seven nodes');
  await page.getByRole('button', { name: S.saveAs }).click();
  await rfField(page).selectOption({ label: INPUTS_EN.protection.rf3 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: S.exportSession }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^hci-sizer-session-\d{4}-\d{2}-\d{2}\.json$/);
  const path = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(path);
  const text = readFileSync(path, 'utf8');
  const session = JSON.parse(text) as { format: string; version: number; scenarios: { name: string; config: SizingConfig }[] };
  expect(session.format).toBe('hci-sizer-session');
  // The saved scenario, and the unsaved changes on top of it.
  expect(session.scenarios.map((s) => s.name)).toEqual(['Seven nodes', 'Seven nodes (unsaved)']);
  expect(session.scenarios[1]!.config.clusters[0]!.protection.rf).toBe(3);

  // Another browser imports it.
  const other = await newPage(browser);
  await other.page.goto('/');
  await openScenarios(other.page);
  await other.page.getByLabel(S.importFile).setInputFiles({ name: 'team.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(panel(other.page).getByRole('status').filter({ hasText: 'Imported 2 scenario(s) from team.json.' })).toBeVisible();
  await expect(scenarioList(other.page).getByRole('listitem')).toHaveCount(2);
  await other.page.getByRole('button', { name: `${S.open}: Seven nodes (unsaved)` }).click();
  await expect(nodesField(other.page)).toHaveValue('7');
  await expect(rfField(other.page)).toHaveValue('3');

  // A damaged file: nothing is imported, and every problem is named by its field.
  const bad = structuredClone(session) as unknown as {
    scenarios: { name: unknown; config: { clusters: { protection: { rf: unknown } }[]; nodeTypes: { ramGiB: unknown }[] } }[];
  };
  bad.scenarios[0]!.config.clusters[0]!.protection.rf = 5;
  bad.scenarios[1]!.config.nodeTypes[0]!.ramGiB = 'lots';
  bad.scenarios[1]!.name = 42;
  await other.page
    .getByLabel(S.importFile)
    .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  const report = panel(other.page).getByRole('alert');
  await expect(report).toContainText('broken.json was not imported. Problems:');
  await expect(report.locator('code')).toContainText(['scenarios[1].name']);
  await report.getByRole('button', { name: S.dismiss }).click();
  bad.scenarios[1]!.name = 'fine';
  await other.page
    .getByLabel(S.importFile)
    .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  await expect(report.locator('code')).toHaveText([
    'scenarios[0].config.clusters[0].protection.rf',
    'scenarios[1].config.nodeTypes[0].ramGiB',
  ]);
  await expect(report).toContainText('must be 2 or 3');
  await other.page.getByLabel(S.importFile).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not json') });
  await expect(report).toContainText('notes.txt was not imported');
  await expect(report).toContainText('is not valid JSON');
  await expect(scenarioList(other.page).getByRole('listitem')).toHaveCount(2);
  await other.page.screenshot({ path: 'test-results/sessions-2-import-errors.png' });
  expect(other.errors).toEqual([]);
  await other.context.close();
  expect(errors).toEqual([]);
});

test('corrupt stored data is reported and set aside, and the page still opens', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const good = {
    id: 'good',
    name: 'Good one',
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    config: defaultConfig(),
  };
  const badConfig = defaultConfig() as unknown as { clusters: { protection: { rf: unknown } }[] };
  badConfig.clusters[0]!.protection.rf = 'three';
  const bad = { ...good, id: 'bad', name: 'Bad one', config: badConfig };
  await sizerRecords(page, {
    [KEYS.current]: '{"v":1,"config":{trunc',
    [KEYS.scenarios]: JSON.stringify({ v: 1, scenarios: [good, bad, 'junk'] }),
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: EN.app.title })).toBeVisible();
  await expect(page.getByTestId('recommended-nodes')).toHaveAttribute('data-nodes', recommended(defaultConfig()));
  // The panel opens by itself to say what was set aside, and why, by field.
  await expect(panel(page)).toBeVisible();
  const alerts = panel(page).getByRole('alert');
  await expect(alerts).toHaveCount(3);
  await expect(alerts.nth(0)).toContainText(`Stored data (${KEYS.scenarios} scenarios[1]) could not be read`);
  await expect(alerts.nth(0).locator('code')).toHaveText('config.clusters[0].protection.rf');
  await expect(alerts.nth(1)).toContainText(`${KEYS.scenarios} scenarios[2]`);
  await expect(alerts.nth(1)).toContainText('must be a saved scenario (an object), not text');
  await expect(alerts.nth(2)).toContainText(`Stored data (${KEYS.current}) could not be read`);
  await expect(alerts.nth(2)).toContainText('is not valid JSON');
  // The readable scenario is still there; the rest is kept under quarantine keys, not dropped.
  await expect(scenarioList(page).getByRole('listitem')).toHaveCount(1);
  await expect(scenarioList(page)).toContainText('Good one');
  await expect(panel(page).getByRole('heading', { name: S.quarantine.heading })).toBeVisible();
  const stored = Object.entries(await sizerRecords(page))
    .filter(([k]) => k.startsWith(KEYS.quarantinePrefix))
    .map(([, v]) => (JSON.parse(v) as { raw: string }).raw);
  expect(stored).toHaveLength(3);
  expect(stored).toContain('{"v":1,"config":{trunc');
  expect(stored.some((raw) => raw.includes('"three"'))).toBe(true);
  await page.screenshot({ path: 'test-results/sessions-3-quarantine.png' });

  // What was set aside can be downloaded, then discarded.
  const item = panel(page).locator('.sessions__list').last().getByRole('listitem').first();
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: S.quarantine.download }).click();
  expect((await download).suggestedFilename()).toMatch(/^hci-sizer\.quarantine\./);
  await item.getByRole('button', { name: S.quarantine.discard }).click();
  await expect(panel(page).locator('.sessions__list').last().getByRole('listitem')).toHaveCount(2);
  // Notices dismissed, the panel can be closed; nothing more is set aside on reload.
  for (let i = 0; i < 3; i++) await alerts.first().getByRole('button', { name: S.dismiss }).click();
  await scenariosButton(page).click();
  await expect(panel(page)).toHaveCount(0);
  await page.reload();
  await expect(panel(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('two tabs keep their own work: a reload brings back that tab’s, and closing both loses neither', async ({ context, page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await nodesField(page).fill('7');
  await nodesField(page).blur();
  await expect.poll(() => storedNodes(page)).toBe(7);
  const other = await context.newPage();
  await other.goto('/');
  // A scenario saved in one tab shows in the other's list.
  await openScenarios(other);
  await openScenarios(page);
  await page.getByLabel(S.nameLabel, { exact: true }).fill('Saved in tab A');
  await page.getByRole('button', { name: S.saveAs }).click();
  await expect(scenarioList(other)).toContainText('Saved in tab A');
  page.on('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: `${S.delete}: Saved in tab A`, exact: true }).click();
  await expect(scenarioList(other).getByRole('listitem')).toHaveCount(0);
  await nodesField(other).fill('9');
  await nodesField(other).blur();
  await expect.poll(() => storedNodes(other)).toBe(9);
  // Tab A reloads: its own work, not the other tab's later edit.
  await page.reload();
  await expect(nodesField(page)).toHaveValue('7');
  await page.close();
  await other.close();
  // A new tab opens the latest work and keeps the closed tab's as a scenario.
  const fresh = await context.newPage();
  const freshErrors = watchErrors(fresh);
  await fresh.goto('/');
  await expect(nodesField(fresh)).toHaveValue('9');
  await expect(panel(fresh)).toBeVisible();
  await expect(scenarioList(fresh).getByRole('listitem')).toHaveCount(1);
  await expect(scenarioList(fresh)).toContainText('(unsaved changes,');
  await scenarioList(fresh).getByRole('button', { name: S.open }).click();
  await expect(nodesField(fresh)).toHaveValue('7');
  expect(errors).toEqual([]);
  expect(freshErrors).toEqual([]);
});

/** The node count of the latest work stored (autosaved after a pause). */
async function storedNodes(page: Page): Promise<number | undefined> {
  const current = (await sizerRecords(page))[KEYS.current];
  return current ? (JSON.parse(current) as { config: SizingConfig }).config.clusters[0]?.nodes[0]?.count : undefined;
}

const storedScenario = (id: string, name: string) => ({
  id,
  name,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  config: defaultConfig(),
});
const threeScenarios = JSON.stringify({
  v: 1,
  scenarios: [storedScenario('a', 'One'), storedScenario('b', 'Two'), storedScenario('c', 'Three')],
});

test('a full storage: saved work is shown, a record it cannot read stays untouched, and the page says so', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const newer = JSON.stringify({
    v: 1,
    savedAt: '2027-01-01T00:00:00.000Z',
    scenarioId: null,
    name: 'From a newer release',
    dirty: true,
    origin: 'default',
    config: { ...defaultConfig(), schemaVersion: 9 },
  });
  // Three saved scenarios and autosaved work from a newer release; then the browser has no more
  // room. Chromium reports a full quota when a transaction commits: every write transaction is
  // aborted with a QuotaExceededError, as it then is.
  await sizerRecords(page, { [KEYS.scenarios]: threeScenarios, [KEYS.current]: newer });
  // The autosave's pause is then run on the page's clock: the write it would make is tried at once.
  await page.clock.install();
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      const request = put.apply(this, args);
      const tx = this.transaction;
      Object.defineProperty(tx, 'error', { value: new DOMException('Quota exceeded', 'QuotaExceededError') });
      queueMicrotask(() => tx.abort());
      return request;
    };
  });
  await page.reload();
  await expect(panel(page)).toBeVisible();
  await expect(scenarioList(page).getByRole('listitem')).toHaveCount(3);
  await expect(panel(page)).toContainText(S.notices.storageFull.slice(0, 40));
  await expect(panel(page)).toContainText(`Stored data (${KEYS.current}) could not be read, and there is no room to set it aside`);
  // Editing does not write over the unreadable record, once the autosave's pause has passed.
  await nodesField(page).fill('7');
  await nodesField(page).blur();
  await page.clock.runFor(800);
  expect((await sizerRecords(page))[KEYS.current]).toBe(newer);
  // A save into the full storage is never shown as saved; the notice that the storage is full
  // already says why, and no notice piles up per refused write.
  await panel(page).getByLabel(S.nameLabel).fill('Gamma');
  await panel(page).getByRole('button', { name: S.saveAs }).click();
  await panel(page).getByRole('button', { name: S.saveAs }).click();
  await expect(panel(page)).toContainText(`(${S.stateInPage})`);
  await expect(panel(page)).not.toContainText(`(${S.stateSaved})`);
  await expect(panel(page)).toContainText(S.fullNote);
  await expect(panel(page).getByText(/^Could not save in this browser/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/sessions-4-full-storage.png' });
  expect(errors).toEqual([]);
});

test('work an earlier release kept in localStorage moves into IndexedDB, even from a full localStorage', async ({ page }) => {
  const errors = watchErrors(page);
  // A page of the same origin that does not run the sizer, so nothing is in IndexedDB yet.
  await page.route('**/before-upgrade', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>before</title>' }),
  );
  await page.goto('/before-upgrade');
  const current = JSON.stringify({
    v: 1,
    savedAt: '2026-01-02T03:04:05.000Z',
    scenarioId: 'b',
    name: 'Two',
    dirty: true,
    origin: 'scenario',
    config: editedConfig(),
  });
  await page.evaluate(
    ([keys, scenarios, current]) => {
      localStorage.setItem(keys.scenarios, scenarios);
      localStorage.setItem(keys.current, current);
      // Filler up to localStorage's quota: the moved records must not need room there.
      const chunk = 'x'.repeat(256 * 1024);
      for (let i = 0; ; i++) {
        try {
          localStorage.setItem(`filler.${i}`, chunk);
        } catch {
          break;
        }
      }
    },
    [KEYS, threeScenarios, current] as const,
  );
  const tab = page;
  await tab.goto('/');
  await expect(nodesField(tab)).toHaveValue('8');
  await openScenarios(tab);
  await expect(scenarioList(tab).getByRole('listitem')).toHaveCount(3);
  await expect(panel(tab)).not.toContainText(S.notices.storageFull.slice(0, 40));
  const moved = await tab.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)), 'hci-sizer.');
  expect(moved).toEqual([]);
  const stored = await sizerRecords(tab);
  expect(JSON.parse(stored[KEYS.scenarios]!).scenarios).toHaveLength(3);
  expect(errors).toEqual([]);
});

test('the widget\'s "Open in the full sizer" opens its config in the sizer', async ({ page }) => {
  await page.goto('/widget.html');
  await page.getByLabel('Nodes').fill('9');
  await page.getByLabel('Replication factor').selectOption('3');
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Open in the full sizer' }).click();
  const sizer = await popup;
  const errors = watchErrors(sizer);
  await expect(nodesField(sizer)).toHaveValue('9');
  await expect(rfField(sizer)).toHaveValue('3');
  await expect(sizer.locator('.share-banner')).toContainText(L.bannerUnsaved);
  const config = defaultConfig();
  config.clusters[0]!.nodes[0]!.count = 9;
  config.clusters[0]!.protection.rf = 3;
  await addressShows(sizer, config);
  expect(errors).toEqual([]);
});

for (const { viewport, colorScheme } of [
  { viewport: { name: 'desktop', width: 1280, height: 800 }, colorScheme: 'light' },
  { viewport: { name: 'desktop', width: 1280, height: 800 }, colorScheme: 'dark' },
  { viewport: { name: 'phone', width: 390, height: 844 }, colorScheme: 'light' },
] as const) {
  test(`axe: the page with a link banner and the scenarios panel open, ${viewport.name}, ${colorScheme}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await openScenarios(page);
    await page.getByLabel(S.nameLabel, { exact: true }).fill('Plan A');
    await page.getByRole('button', { name: S.saveAs }).click();
    await page.getByRole('button', { name: `${S.rename}: Plan A` }).click();
    await page
      .getByLabel(S.importFile)
      .setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"hci-sizer-session","version":1}') });
    await expect(panel(page).getByRole('alert')).toBeVisible();
    await page.goto(`/#v1.${'A'.repeat(40)}`);
    await expect(page.locator('.share-banner')).toBeVisible();
    await openScenarios(page);
    await page.getByRole('button', { name: L.copyLink }).click();
    await expect(page.locator('.copy-link__status')).not.toBeEmpty();
    const found = await seriousViolations(page);
    await page.screenshot({ path: `test-results/axe-sessions-${viewport.name}-${colorScheme}.png`, fullPage: false });
    expect(found).toEqual([]);
    // Nothing sticks out sideways, however narrow the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

test('axe: the widget page', async ({ page }) => {
  await page.goto('/widget.html');
  await expect(page.getByRole('heading', { name: 'HCI cluster calculator' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Show details' }).click();
  await page.getByLabel('Nodes').fill('500');
  await expect(page.getByRole('alert')).toBeVisible();
  const found = await seriousViolations(page);
  await page.screenshot({ path: 'test-results/axe-widget.png', fullPage: true });
  expect(found).toEqual([]);
});
