import { expect, test } from '@playwright/test';
import { EN } from '../src/i18n/en';
import { JA } from '../src/i18n/ja';
import { watchErrors } from './support';

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
