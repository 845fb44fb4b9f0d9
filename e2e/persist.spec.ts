import { expect, type Page } from '@playwright/test';
import { drawAllIn, test } from './drawAll';
import { KEYS } from '../src/persistence/keys';
import { EN } from '../src/i18n/en/page';
import { SESSIONS_PANEL_EN } from '../src/i18n/en/sessionsPanel';
import { JA } from '../src/i18n/ja';
import { fieldId } from '../src/ui/fieldIds';
import { holdScript, sizerRecords, watchErrors } from './support';

const S = { ...EN.sessions, ...SESSIONS_PANEL_EN };

/** The first VM group's name: typed into, key by key, as a person would. */
const groupName = (page: Page) => page.locator(`[id="${fieldId(['clusters', 0, 'workload', 'vmGroups', 0, 'name'])}"]`);

test('a tab closed right after typing keeps every character typed, close after close', async ({ context }) => {
  for (let round = 1; round <= 6; round++) {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    const previous = round === 1 ? null : `Typed then closed ${round - 1}`;
    if (previous) await expect(groupName(page)).toHaveValue(previous);
    const name = `Typed then closed ${round}`;
    await groupName(page).fill('');
    await groupName(page).pressSequentially(name);
    // Closed at once: no wait for the autosave's pause, nor for the database's transaction.
    await page.close({ runBeforeUnload: true });
    expect(errors).toEqual([]);
  }
  const page = await context.newPage();
  await page.goto('/');
  await expect(groupName(page)).toHaveValue('Typed then closed 6');
});

test('the language and the capacity unit chosen are kept when every tab is closed', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  await drawAllIn(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByLabel(EN.app.language).selectOption('ja');
  await expect(page.getByRole('heading', { level: 1, name: JA.app.title })).toBeVisible();
  await page.getByRole('radio', { name: JA.units.TB }).check();
  await page.close({ runBeforeUnload: true });
  expect(errors).toEqual([]);
  // Opened again twice: the second start reads what the first left.
  for (let i = 0; i < 2; i++) {
    const again = await context.newPage();
    await again.goto('/');
    await expect(again.getByRole('heading', { level: 1, name: JA.app.title })).toBeVisible();
    await expect(again.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(again.getByRole('radio', { name: JA.units.TB })).toBeChecked();
    await again.close({ runBeforeUnload: true });
  }
  await context.close();
});

test('a database that never answers: the page says so, keeps the work in localStorage, and a reload finds it', async ({ page }) => {
  const errors = watchErrors(page);
  // A wedged profile: the open request's events never fire.
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => ({}) as IDBOpenDBRequest;
  });
  await page.goto('/');
  const notice = page.locator('#scenarios').getByRole('alert').filter({ hasText: 'did not answer within 4 s' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await groupName(page).fill('Kept without the database');
  await groupName(page).blur();
  await page.reload();
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(groupName(page)).toHaveValue('Kept without the database');
  expect(errors).toEqual([]);
});

test('the language and unit chosen before the page has taken over its switches are taken, and kept', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  await drawAllIn(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  // The prerendered page shows its switches before its script runs: hold the script back and choose.
  const release = await holdScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel(EN.app.language).selectOption('ja');
  await page.getByRole('radio', { name: EN.units.TB }).check();
  release();
  await expect(page.getByRole('heading', { level: 1, name: JA.app.title })).toBeVisible();
  await expect(page.getByRole('radio', { name: JA.units.TB })).toBeChecked();
  await page.close({ runBeforeUnload: true });
  const again = await context.newPage();
  await again.goto('/');
  await expect(again.getByRole('heading', { level: 1, name: JA.app.title })).toBeVisible();
  await expect(again.getByRole('radio', { name: JA.units.TB })).toBeChecked();
  await context.close();
  expect(errors).toEqual([]);
});

/** A page of the sizer's origin that does not run the sizer. */
async function otherPageOfTheSite(page: Page) {
  await page.route('**/not-the-sizer', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>other</title>' }));
  await page.goto('/not-the-sizer');
}

test('records another page left in the database that are not text are named, not skipped silently', async ({ page }) => {
  const errors = watchErrors(page);
  await otherPageOfTheSite(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const r = indexedDB.open('hci-sizer', 1);
        r.onupgradeneeded = () => r.result.createObjectStore('records');
        r.onsuccess = () => {
          const tx = r.result.transaction('records', 'readwrite');
          tx.objectStore('records').put({ structured: true }, 'their.record');
          tx.oncomplete = () => {
            r.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.goto('/');
  await expect(page.locator('#scenarios').getByRole('alert').filter({ hasText: 'not text were skipped: their.record' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a message from a page that is no tab of the sizer does not make it say a scenario is open elsewhere', async ({ context, page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: S.heading }).click();
  await page.getByLabel(S.nameLabel, { exact: true }).fill('Plan A');
  await page.getByRole('button', { name: S.saveAs }).click();
  await expect(page.getByRole('list', { name: S.list })).toContainText(`Plan A (${S.openCurrent})`);
  const openScenario = async () => (JSON.parse((await sizerRecords(page))[KEYS.current] ?? '{}') as { scenarioId?: string }).scenarioId;
  await expect.poll(openScenario).toMatch(/./);
  const scenarioId = await openScenario();

  const other = await context.newPage();
  await otherPageOfTheSite(other);
  // It claims a tab with the scenario open, then asks who is there: the sizer's answer comes after
  // it has read the claim.
  await other.evaluate(
    (id) =>
      new Promise<void>((resolve) => {
        const channel = new BroadcastChannel('hci-sizer.tabs');
        channel.onmessage = (e: MessageEvent<{ type?: string }>) => {
          if (e.data.type === 'here') resolve();
        };
        channel.postMessage({ type: 'here', tabId: 'forged', scenarioId: id });
        channel.postMessage({ type: 'who' });
      }),
    scenarioId,
  );
  // The sizer reads the database again before it weighs a claim: a transaction of its page made
  // now ends after that read, so a claim believed would show by then.
  await sizerRecords(page);
  await expect(page.locator('#scenarios').getByText('is open in another tab too')).toHaveCount(0);
  await other.close();
  expect(errors).toEqual([]);
});
