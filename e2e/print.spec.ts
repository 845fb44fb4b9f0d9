import { expect } from '@playwright/test';
import { test } from './drawAll';
import { EN } from '../src/i18n/en/page';
import { FAILURE_PLAN_EN } from '../src/i18n/en/failurePlan';
import { RUNWAY_EN } from '../src/i18n/en/runway';
import { watchErrors } from './support';

/**
 * The print button prints once the report is whole: every panel's code in, every chart measured
 * and drawn, the print-only parts rendered. Here the code comes late and the machine is slow, as
 * on a poor connection and an old laptop: a print on a fixed delay printed placeholders.
 */

/** What the page holds at the moment it calls window.print(). */
interface AtPrint {
  sections: string[];
  /** Each chart's drawn lines and bars. */
  marks: Record<string, number>;
  placeholders: string[];
  header: boolean;
  /** The report's parts in the order they print: whom it is for first, the link last. */
  parts: string[];
  inputs: boolean;
  simulator: boolean;
  /** The link's QR code: the default sizing's link is short enough to scan. */
  qr: boolean;
}

test('the print button waits for late code and a slow machine, then prints every panel and chart', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  // The simulator's code arrives four seconds after it is asked for (as the page starts).
  await page.route(/\/assets\/FailurePlanPanel-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByTestId('recommended-nodes')).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.evaluate(
    ({ simulator, loading }) => {
      window.print = () => {
        const results = document.getElementById('results')!;
        const marks: Record<string, number> = {};
        for (const chart of results.querySelectorAll('.chart'))
          marks[chart.closest('section')!.id] = chart.querySelectorAll('.recharts-line-curve, .recharts-rectangle').length;
        const atPrint: AtPrint = {
          sections: [...results.querySelectorAll(':scope > section.panel')].map((s) => s.id),
          marks,
          placeholders: [...results.querySelectorAll('p, div')].map((e) => e.textContent ?? '').filter((text) => loading.includes(text)),
          header: results.querySelector('.report-header') !== null,
          parts: [
            ...results.querySelectorAll(
              '.report-header, .executive-summary, .report-cluster, #recommendation, .inputs-summary, .vm-groups-appendix, .report-link',
            ),
          ].map((e) => e.id || e.classList[0]!),
          inputs: results.querySelector('.inputs-summary') !== null,
          qr: results.querySelector('.report-qr path') !== null,
          simulator: results.querySelector('#failure-plan')!.textContent!.includes(simulator),
        };
        document.body.dataset.printed = JSON.stringify(atPrint);
      };
    },
    { simulator: FAILURE_PLAN_EN.empty, loading: [EN.app.loadingPanel, EN.panel.loadingChart, EN.runway.loading, EN.plan.summaryLoading] },
  );
  await page.getByRole('button', { name: EN.app.print }).click();
  await expect(page.locator('body[data-printed]')).toHaveCount(1, { timeout: 60_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const atPrint = JSON.parse((await page.locator('body').getAttribute('data-printed'))!) as AtPrint;
  expect(atPrint.sections).toEqual([
    'recommendation',
    'warnings',
    'capacity',
    'utilisation',
    'resiliency',
    'runway',
    'diagram',
    'failure-plan',
    'margins',
  ]);
  expect(atPrint.placeholders).toEqual([]);
  expect(atPrint).toMatchObject({ header: true, inputs: true, simulator: true, qr: true });
  expect(atPrint.parts).toEqual([
    'report-header',
    'executive-summary',
    'report-cluster',
    'recommendation',
    'inputs-summary',
    'vm-groups-appendix',
    'report-link',
  ]);
  expect(Object.keys(atPrint.marks).sort()).toEqual(['capacity', 'margins', 'runway']);
  for (const [id, marks] of Object.entries(atPrint.marks)) expect(marks, `marks drawn in the chart of #${id}`).toBeGreaterThan(0);

  // On paper (test-results/print-report.pdf): the charts' own words print with them.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#runway .chart')).toContainText(RUNWAY_EN.chartMonth);
  const pdf = await page.pdf({ path: 'test-results/print-report.pdf', format: 'A4', printBackground: true });
  expect(pdf.length).toBeGreaterThan(10_000);
  expect(errors).toEqual([]);
});

test('the browser’s own print command renders the print-only parts at once, or as soon as their code arrives', async ({ page }) => {
  const errors = watchErrors(page);
  // The report header's code is held until the page is already printing: it must show when it comes.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ProposalReport-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  // The prerendered page shows before the script runs: print again until it listens.
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(page.locator('.results-column--printing')).toHaveCount(1, { timeout: 500 });
  }).toPass();
  await expect(page.locator('.report-header')).toHaveCount(0);
  release();
  await expect(page.locator('.report-header')).toHaveCount(1);
  await expect(page.locator('.inputs-summary')).toHaveCount(1);
  // Every chart is asked for at once, however far down it is.
  await expect(page.locator('#results .chart .recharts-wrapper')).toHaveCount(3);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('.report-header')).toHaveCount(0);
  expect(errors).toEqual([]);
});
