import { expect, type Page, test } from '@playwright/test';
import { EN } from '../src/i18n/en';
import { JA } from '../src/i18n/ja';
import { fieldId } from '../src/ui/fieldIds';
import { watchErrors } from './support';

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
