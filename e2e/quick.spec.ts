import { expect, type Page } from '@playwright/test';
import { test } from './drawAll';
import { EN } from '../src/i18n/en/page';
import { INPUTS_EN } from '../src/i18n/en/inputs';
import { createFormatter } from '../src/i18n/numbers';
import { QUICK_EN as Q } from '../src/i18n/en/quick';
import { stepValue } from '../src/model/capacityResult';
import { defaultConfig } from '../src/model/defaultConfig';
import { evaluate } from '../src/model/evaluate';
import { seriousViolations, watchErrors } from './support';

const open = async (page: Page) => {
  await page.goto('/');
  await page.getByRole('button', { name: EN.app.quickCalculator }).click();
  await expect(page.locator('.quick-results tbody tr')).toHaveCount(4);
};

/** The engine's figures for the full sizer's config: the default sizing with its headroom fixed at `f`. */
function engine(edit: (c: ReturnType<typeof defaultConfig>['clusters'][number]) => void, f: number) {
  const config = defaultConfig();
  const c = config.clusters[0]!;
  edit(c);
  c.headroom = { ...c.headroom, mode: 'fixed', fixedDomains: f };
  const r = evaluate(c, config.nodeTypes, {});
  const fmt = createFormatter('en-US', 'TiB', EN);
  return [
    stepValue(r.capacity, 'extentStore'),
    stepValue(r.capacity, 'logical'),
    stepValue(r.capacity, 'effective'),
    stepValue(r.capacity, 'mayUse'),
  ].map((v) => fmt.bytes(v));
}

const row = (page: Page, headroom: string) => page.locator(`.quick-results tr[data-headroom="${headroom}"] td .figure-value`);

test('the quick calculator answers before any workload, its N+1 row is the engine’s, and it carries over into the full sizing', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await open(page);
  // The form opens on the default sizing's nodes: six all-flash nodes of 6 × 3.84 TB SSD, RF2, 1.5:1.
  await expect(row(page, '1')).toHaveText(engine(() => {}, 1));
  await expect(row(page, '0')).toHaveText(engine(() => {}, 0));

  // Eight nodes at RF3 with EC-X on 40% cold data and 2:1: the same figures as the full sizer's for those settings.
  await page.getByLabel(Q.nodes, { exact: true }).fill('8');
  await page.getByLabel(Q.rf, { exact: true }).selectOption('3');
  await page.getByLabel(Q.efficiency).selectOption('2');
  await page.getByLabel(Q.ecx, { exact: true }).check();
  await page.getByLabel(Q.coldShare).fill('40');
  const edit = (c: ReturnType<typeof defaultConfig>['clusters'][number]) => {
    c.nodes[0]!.count = 8;
    c.protection = { rf: 3, ecx: { ...c.protection.ecx, enabled: true, coldShare: 0.4 } };
    c.dataReduction.compressionRatio = 2;
  };
  await expect(row(page, '1')).toHaveText(engine(edit, 1));
  await expect(row(page, '2')).toHaveText(engine(edit, 2));

  // A bad value is named at its field; the figures stay those of the last valid inputs.
  await page.getByLabel(Q.nodes, { exact: true }).fill('0');
  await expect(page.getByText('Nodes: must be at least 1 and at most 256.')).toBeVisible();
  await page.getByLabel(Q.nodes, { exact: true }).fill('abc');
  await expect(page.getByText('Nodes: enter a number (must be at least 1 and at most 256).')).toBeVisible();
  await page.getByLabel(Q.coldShare).fill('150');
  await expect(page.getByText('Cold share (%): must be at least 0 % and at most 100 %.')).toBeVisible();
  await page.getByLabel(Q.coldShare).fill('40');
  await expect(row(page, '1')).toHaveText(engine(edit, 1));
  await page.getByLabel(Q.nodes, { exact: true }).fill('8');

  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel(Q.takeHeadroom).selectOption('2');
  await page.getByRole('button', { name: Q.take }).click();
  await expect(page.locator('.quick-results')).toHaveCount(0);
  await expect(page.getByText('Quick: 6×3.84 TB SSD').first()).toBeVisible();
  await expect(page.getByLabel(INPUTS_EN.protection.rf)).toHaveValue('3');
  expect(errors).toEqual([]);
});

test('on a phone the quick calculator’s answer fits the first screen; axe with a derivation open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  // Opened, the calculator scrolls to the top of the screen; from its heading to its last row (the
  // auto rule) it fits one phone screen.
  const heading = page.locator('#quick-heading');
  await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(20);
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  const last = await page.locator('.quick-results tbody tr').last().boundingBox();
  expect(last!.y + last!.height).toBeLessThanOrEqual(844);
  await page.locator('.quick-results .why').first().click();
  expect(await seriousViolations(page)).toEqual([]);
});
