import { expect, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { test } from './drawAll';
import { EN } from '../src/i18n/en/page';
import { INPUTS_EN } from '../src/i18n/en/inputs';
import { JA } from '../src/i18n/ja/page';
import { PLAN_EN as P } from '../src/i18n/en/plan';
import { REPORT_EN } from '../src/i18n/en/report';
import { REPORT_JA } from '../src/i18n/ja/report';
import { FAILURE_PLAN_EN } from '../src/i18n/en/failurePlan';
import { FAILURE_PLAN_JA } from '../src/i18n/ja/failurePlan';
import { seriousViolations, watchErrors } from './support';

/**
 * The printed report is a proposal to send a customer: whom it is for first, an executive summary
 * of every cluster, each cluster's details, the assumptions in words, the VM groups in an
 * appendix and the link last; in English and in Japanese, read back from the PDF itself.
 */

/** Each page's text, as a PDF reader extracts it. */
async function pdfPages(pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await doc.destroy();
  return pages;
}

/** Prints through the print button (every panel, chart and cluster drawn first) and returns the PDF's pages. */
async function printed(page: Page, print: string, path: string): Promise<string[]> {
  await page.evaluate(() => {
    delete document.body.dataset.printed;
    window.print = () => (document.body.dataset.printed = 'yes');
  });
  await page.getByRole('button', { name: print }).click();
  await expect(page.locator('body[data-printed]')).toHaveCount(1, { timeout: 60_000 });
  await page.emulateMedia({ media: 'print' });
  // The PDF a browser saves is named after the page's title while it prints.
  await expect(page).toHaveTitle('Example-Trading-KK_DC-refresh-2027_v1.2_2026-11-25');
  const pdf = await page.pdf({ path, format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  return pdfPages(pdf);
}

/** Where each text first occurs in the whole document, spaces and line ends aside. */
function positions(pages: string[], texts: string[]): number[] {
  const flat = (s: string) => s.replace(/\s+/g, '');
  const all = flat(pages.join(''));
  return texts.map((text) => all.indexOf(flat(text)));
}

const CLUSTERS = ['Tokyo production', 'Osaka DR site'];
const DETAILS = { customer: 'Example Trading KK', project: 'DC refresh 2027', preparedBy: 'A. Sato', date: '2026-11-25', version: '1.2' };

test('a two-cluster plan prints as a proposal in English and in Japanese: summary, every cluster, assumptions, appendix, link', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('recommended-nodes')).toBeVisible();
  // Two clusters, named; the second with EC-X on, a setting changed from its default.
  await page.getByLabel(P.clusterName).fill(CLUSTERS[0]!);
  await page.getByRole('button', { name: P.add }).click();
  await expect(page.getByLabel(P.clusterName)).toHaveValue('Cluster 2');
  await page.getByLabel(P.clusterName).fill(CLUSTERS[1]!);
  await page.getByLabel(INPUTS_EN.protection.ecx).check();
  await expect(page.getByTestId('plan-summary').locator('tbody tr')).toHaveCount(2);

  // Whom it is for, from the toolbar; a date that is no day is refused at its field.
  await page.getByRole('button', { name: EN.app.proposalDetails }).click();
  const dialog = page.getByRole('dialog', { name: REPORT_EN.detailsHeading });
  await dialog.getByLabel(REPORT_EN.documentTitle).fill('Private cloud sizing');
  await dialog.getByLabel(REPORT_EN.customer).fill(DETAILS.customer);
  await dialog.getByLabel(REPORT_EN.project).fill(DETAILS.project);
  await dialog.getByLabel(REPORT_EN.preparedBy).fill(DETAILS.preparedBy);
  await dialog.getByLabel(REPORT_EN.version).fill('v'.repeat(33));
  await dialog.getByLabel(REPORT_EN.date).fill(DETAILS.date);
  await dialog.getByRole('button', { name: REPORT_EN.save }).click();
  await expect(dialog.getByLabel(REPORT_EN.version)).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText(`${REPORT_EN.version} must be at most 32 characters`);
  await dialog.getByLabel(REPORT_EN.version).fill(DETAILS.version);
  await expect(dialog).toContainText('Example-Trading-KK_DC-refresh-2027_v1.2_2026-11-25.csv');
  expect(await seriousViolations(page, '.proposal-dialog')).toEqual([]);
  await dialog.getByRole('button', { name: REPORT_EN.save }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.page-header .tagline')).toHaveText(DETAILS.customer);
  // One step of the history: Undo takes every detail back, Redo brings them again; Escape closes
  // the dialog and changes nothing.
  await page.getByRole('button', { name: EN.app.undo }).click();
  await expect(page.locator('.page-header .tagline')).toHaveText(EN.app.tagline);
  await page.getByRole('button', { name: EN.app.redo }).click();
  await expect(page.locator('.page-header .tagline')).toHaveText(DETAILS.customer);
  await page.getByRole('button', { name: EN.app.proposalDetails }).click();
  await expect(dialog.getByLabel(REPORT_EN.customer)).toHaveValue(DETAILS.customer);
  await dialog.getByLabel(REPORT_EN.customer).fill('Someone else');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.page-header .tagline')).toHaveText(DETAILS.customer);

  // Every export takes the same name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: EN.report.exportCsv }).click();
  expect((await download).suggestedFilename()).toBe('Example-Trading-KK_DC-refresh-2027_v1.2_2026-11-25.csv');

  const en = await printed(page, EN.app.print, 'test-results/proposal-en.pdf');
  const order = [
    REPORT_EN.executiveSummary,
    `Cluster 1 of 2: ${CLUSTERS[0]}`,
    `Cluster 2 of 2: ${CLUSTERS[1]}`,
    REPORT_EN.assumptions,
    REPORT_EN.appendix,
    REPORT_EN.shareLink,
  ];
  const at = positions(en, order);
  expect(
    at.every((x) => x >= 0),
    `found ${JSON.stringify(Object.fromEntries(order.map((o, i) => [o, at[i]])))}`,
  ).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
  // The first page says whom it is for and sums up every cluster; the link is not there.
  for (const text of [
    DETAILS.customer,
    DETAILS.project,
    DETAILS.preparedBy,
    'Private cloud sizing',
    REPORT_EN.executiveSummary,
    ...CLUSTERS,
  ])
    expect(en[0]).toContain(text);
  expect(en[0]).not.toContain('127.0.0.1');
  expect(en.at(-1)).toContain('127.0.0.1');
  // Both clusters' details: the recommendation and the waterfall of each.
  expect(positions(en, [EN.recommendation.heading]).length).toBe(1);
  const text = en.join('\n');
  expect(text.split(EN.waterfall.heading).length - 1).toBe(2);
  // The changed setting in words; no path, no control.
  expect(text).toContain('EC-X erasure coding: on (default off)');
  expect(text).not.toMatch(/protection\.ecx|ecx\.enabled/);
  for (const control of [EN.app.print, EN.app.proposalDetails, FAILURE_PLAN_EN.pickLabel, P.add]) expect(text).not.toContain(control);
  // Nor the simulator's how-to, nor its heading when no failure is planned.
  expect(text).not.toContain(FAILURE_PLAN_EN.intro.slice(0, 40));
  expect(text).not.toContain(EN.app.failurePlanHeading);

  // The same in Japanese.
  await page.getByLabel(EN.app.language).selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const ja = await printed(page, JA.app.print, 'test-results/proposal-ja.pdf');
  const jaAt = positions(ja, [
    REPORT_JA.executiveSummary,
    `クラスター 1/2: ${CLUSTERS[0]}`,
    `クラスター 2/2: ${CLUSTERS[1]}`,
    REPORT_JA.assumptions,
    REPORT_JA.appendix,
    REPORT_JA.shareLink,
  ]);
  expect(
    jaAt.every((x) => x >= 0),
    `found at ${jaAt.join(', ')}`,
  ).toBe(true);
  expect([...jaAt].sort((a, b) => a - b)).toEqual(jaAt);
  for (const name of CLUSTERS) expect(ja[0]).toContain(name);
  const jaText = ja.join('\n');
  expect(jaText).toContain(`${REPORT_JA.settingLabels['protection.ecx.enabled']}: ${REPORT_JA.on}`);
  expect(jaText).not.toContain(FAILURE_PLAN_JA.pickLabel);
  // Lines break as Japanese is set: no word of the report is cut, サーバ|ー as it was.
  await page.emulateMedia({ media: 'print' });
  const words = await page.evaluate(() => {
    const cut: string[] = [];
    let checked = 0;
    const walker = document.createTreeWalker(document.getElementById('results')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      for (const m of node.textContent!.matchAll(/サーバー|クラスター|ストレージ/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        checked += 1;
        if (lines.size > 1) cut.push(node.textContent!);
      }
    return { cut, checked, lineBreak: getComputedStyle(document.documentElement).lineBreak };
  });
  expect(words.checked).toBeGreaterThan(20);
  expect(words).toMatchObject({ cut: [], lineBreak: 'strict' });
  expect(errors).toEqual([]);
});
