import { expect, test } from '@playwright/test';
import { watchErrors } from './support';

/**
 * Wide tables turn into cards by window width (media queries), at the widths where their column
 * gets too narrow for them: 34rem for the results' tables, 52rem for the workload's. The widths
 * below straddle every switch of the page's two layouts (one column under 64rem, two above).
 */
const WIDTHS = [360, 610, 611, 898, 899, 1023, 1024, 1042, 1043, 1280, 1600];
const REM = 16;

test('tables become cards exactly where their column is too narrow, and every workload input keeps a box', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.locator('#utilisation .stack-table')).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const seen = await page.evaluate(() => {
      const results = document.querySelector<HTMLElement>('#utilisation .stack-table')!;
      const workload = document.querySelector<HTMLElement>('.workload-table')!;
      const inputs = [...workload.querySelectorAll('input, select')];
      return {
        resultsColumn: results.parentElement!.getBoundingClientRect().width,
        resultsCards: getComputedStyle(results).display === 'block',
        workloadColumn: workload.parentElement!.getBoundingClientRect().width,
        workloadCards: getComputedStyle(workload).display === 'block',
        boxless: inputs.filter((el) => el.getBoundingClientRect().width === 0).length,
      };
    });
    expect.soft(seen.resultsCards, `results tables at ${width}px (column ${seen.resultsColumn}px)`).toBe(seen.resultsColumn <= 34 * REM);
    expect.soft(seen.workloadCards, `workload table at ${width}px (column ${seen.workloadColumn}px)`).toBe(seen.workloadColumn <= 52 * REM);
    expect.soft(seen.boxless, `workload inputs without a box at ${width}px`).toBe(0);
  }
  expect(errors).toEqual([]);
});
