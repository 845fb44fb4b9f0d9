import { type Browser, chromium, expect, type Page } from '@playwright/test';
import { drawAllIn, test } from './drawAll';
import { watchErrors } from './support';

/**
 * Wide tables turn into cards by window width (media queries), where their column gets too
 * narrow for them: 34rem for the results' tables, 52rem for the workload's. The widths straddle
 * every switch of the page's two layouts (one column under 1024px, two above), and the page is
 * tried with and without a 15px scrollbar: a table is never squeezed into a column narrower than
 * it needs, and gives way to cards only within a scrollbar's width of that.
 */
const WIDTHS = [360, 610, 611, 625, 626, 641, 898, 899, 913, 914, 929, 1023, 1024, 1042, 1043, 1057, 1058, 1075, 1280, 1600];
const REM = 16;
const SCROLLBAR = 15;

async function check(browser: Browser, scrollbars: boolean) {
  const page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await drawAllIn(page);
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.locator('#utilisation .stack-table')).toBeVisible();
  // The workload section's code arrives as the page is drawn whole.
  await expect(page.locator('.workload-table')).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const seen = await page.evaluate(() => {
      const results = document.querySelector<HTMLElement>('#utilisation .stack-table')!;
      const workload = document.querySelector<HTMLElement>('.workload-table')!;
      const inputs = [...workload.querySelectorAll('input, select')];
      return {
        scrollbar: window.innerWidth - document.documentElement.clientWidth,
        tables: [
          {
            name: 'results',
            column: results.parentElement!.getBoundingClientRect().width,
            cards: getComputedStyle(results).display === 'block',
            needs: 34,
          },
          {
            name: 'workload',
            column: workload.parentElement!.getBoundingClientRect().width,
            cards: getComputedStyle(workload).display === 'block',
            needs: 52,
          },
        ],
        boxless: inputs.filter((el) => el.getBoundingClientRect().width === 0).length,
      };
    });
    expect(seen.scrollbar > 0).toBe(scrollbars);
    for (const { name, column, cards, needs } of seen.tables) {
      const where = `${name} table at ${width}px, ${scrollbars ? 'with' : 'without'} a scrollbar (column ${column}px)`;
      if (column <= needs * REM) expect.soft(cards, `${where}: cards`).toBe(true);
      if (column > needs * REM + SCROLLBAR) expect.soft(cards, `${where}: a table`).toBe(false);
    }
    expect.soft(seen.boxless, `workload inputs without a box at ${width}px`).toBe(0);
  }
  expect(errors).toEqual([]);
  await page.close();
}

test('tables become cards where their column is too narrow, scrollbar or not, and every workload input keeps a box', async ({
  browser,
}) => {
  await check(browser, false);
  // Playwright hides scrollbars; a desktop browser shows them.
  const launch = test.info().project.use.launchOptions ?? {};
  const withScrollbars = await chromium.launch({ ...launch, ignoreDefaultArgs: ['--hide-scrollbars'] });
  try {
    await check(withScrollbars, true);
  } finally {
    await withScrollbars.close();
  }
});

/** The failure simulator with two steps, the second one simultaneous with the first. */
async function twoStepPlan(page: Page) {
  await page.goto('/');
  const panel = page.locator('#failure-plan');
  const pick = async (node: string) => {
    const button = panel.getByRole('button', { name: new RegExp(`^Node ${node},`) });
    // A click on the prerendered page before its script takes over is lost: clicked again until the node is picked.
    await expect(async () => {
      if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
    }).toPass();
  };
  await pick('n1');
  await panel.getByRole('button', { name: /^Add step/ }).click();
  // The next step's minute starts an hour after the last step: typed over once it shows, not into it.
  const minute = panel.getByRole('textbox', { name: 'At minute' });
  await expect(minute).toHaveValue('60');
  await minute.fill('10');
  await pick('n2');
  await panel.getByRole('button', { name: /^Add step/ }).click();
  const note = panel.locator('.plan-report .tag');
  await expect(note).toHaveText('simultaneous with the pending failure');
  return { panel, note };
}

test('the failure-plan replay fits the results column at 1280 px and wider, its "simultaneous" note a readable box', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { panel, note } = await twoStepPlan(page);
  for (const width of [1280, 1440, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    const fit = await panel.locator('table.plan-report').evaluate((t) => ({ table: t.scrollWidth, column: t.parentElement!.clientWidth }));
    expect(fit.table, `at ${width} px`).toBeLessThanOrEqual(fit.column);
    // A box with its text on at most three lines, not a pill squeezed into a circle.
    const box = await note.boundingBox();
    expect(box!.width, `at ${width} px`).toBeGreaterThan(box!.height * 1.5);
  }
  await panel.screenshot({ path: 'test-results/failure-plan-1280.png' });
  expect(errors).toEqual([]);
});

test('the failure-plan replay never scrolls sideways in its panel, from one column to two: its steps become cards where the table would not fit', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1100, height: 900 });
  const { panel } = await twoStepPlan(page);
  for (const width of [640, 700, 735, 736, 1024, 1058, 1100, 1130, 1200, 1239, 1240]) {
    await page.setViewportSize({ width, height: 900 });
    const fit = await panel.evaluate((p) => {
      const table = p.querySelector<HTMLElement>('table.plan-report')!;
      return { scroll: p.scrollWidth, client: p.clientWidth, table: table.scrollWidth, column: table.parentElement!.clientWidth };
    });
    expect.soft(fit.scroll, `the panel's content at ${width} px`).toBeLessThanOrEqual(fit.client);
    expect.soft(fit.table, `the replay at ${width} px`).toBeLessThanOrEqual(fit.column);
    if ([1058, 1100, 1130].includes(width)) await panel.screenshot({ path: `test-results/failure-plan-${width}.png` });
  }
  // Every figure is still named by its column in a card.
  await page.setViewportSize({ width: 1100, height: 900 });
  await expect(panel.locator('.plan-report tbody tr').first().locator('td[data-label="Ready for the next failure"]')).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * What stands beside each "Why?" button and each button of a row's actions, on the same line: how
 * far it is from the button's box, in px. A button touching its text, or another button, reads as
 * one word and is harder to hit.
 */
function gapsBesideButtons() {
  const sameLine = (a: DOMRect, b: DOMRect) => Math.abs(a.top + a.height / 2 - (b.top + b.height / 2)) < 8;
  const textBefore = (button: Element): DOMRect | null => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let before: Text | null = null;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (button.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING) break;
      if (!button.contains(n) && n.textContent!.trim()) before = n as Text;
    }
    if (!before) return null;
    const range = document.createRange();
    range.selectNodeContents(before);
    const rects = [...range.getClientRects()];
    return rects[rects.length - 1] ?? null;
  };
  const gaps: { what: string; gap: number }[] = [];
  for (const why of document.querySelectorAll('button.why')) {
    const box = why.getBoundingClientRect();
    const text = textBefore(why);
    if (box.width && text && sameLine(text, box))
      gaps.push({
        what: `Why? in #${why.closest('section[id]')?.id} after "${why.previousSibling?.textContent?.slice(-16)}"`,
        gap: box.left - text.right,
      });
  }
  for (const actions of document.querySelectorAll('.row-actions')) {
    const boxes = [...actions.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
    for (let i = 1; i < boxes.length; i++)
      if (sameLine(boxes[i - 1]!, boxes[i]!))
        gaps.push({ what: `buttons ${i} and ${i + 1} of a row`, gap: boxes[i]!.left - boxes[i - 1]!.right });
  }
  return gaps;
}

for (const [lang, locale] of [
  ['en', 'en-US'],
  ['ja', 'ja-JP'],
] as const) {
  test.describe(`in a browser speaking ${locale}`, () => {
    // The page speaks the browser's language.
    test.use({ locale });
    test(`no "Why?" button touches the text before it, and no button of a row its neighbour, in cards and in tables`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('.workload-table')).toBeVisible();
      // Cards beside the results, a table on one column, cards on a phone.
      for (const width of [1280, 960, 412]) {
        await page.setViewportSize({ width, height: 900 });
        const gaps = await page.evaluate(gapsBesideButtons);
        expect(gaps.filter((g) => g.what.startsWith('Why?')).length, `Why? buttons at ${width} px`).toBeGreaterThan(10);
        expect(gaps.filter((g) => g.what.startsWith('buttons')).length, `rows' buttons at ${width} px`).toBeGreaterThan(0);
        expect
          .soft(
            gaps.filter((g) => g.gap < 2),
            `at ${width} px`,
          )
          .toEqual([]);
      }
      expect(errors).toEqual([]);
    });
  });
}
