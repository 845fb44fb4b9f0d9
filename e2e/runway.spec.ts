import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { EN } from '../src/i18n/en';
import { defaultConfig } from '../src/model/defaultConfig';
import type { SizingConfig } from '../src/model/config';
import { runway } from '../src/model/runway';
import { encodeShareLink } from '../src/schema/shareLink';
import { watchErrors } from './support';

const w = EN.runway;

/** The default sizing with 50% yearly growth: the six nodes run out within the three years. */
function growing(): SizingConfig {
  const c = defaultConfig();
  const cluster = c.clusters[0]!;
  return { ...c, clusters: [{ ...cluster, workload: { ...cluster.workload, growth: { yearlyShare: 0.5, years: 3 } } }] };
}

async function open(page: Page, config: SizingConfig): Promise<void> {
  const link = await encodeShareLink(config);
  if (!link.ok) throw new Error('link too large');
  await page.goto(`/#${link.fragment}`);
}

async function seriousViolations(page: Page, include: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .include(include)
    .analyze();
  expect(results.passes.length).toBeGreaterThan(5);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} on ${v.nodes.length} node(s), e.g. ${v.nodes[0]!.target.join(' ')}`);
}

test('the runway panel states each first breach month and the expansion steps the engine gives, with its chart', async ({ page }) => {
  const errors = watchErrors(page);
  const config = growing();
  const expected = runway(config.clusters[0]!, config.nodeTypes);
  // The case must show both kinds of statement and at least one expansion step.
  expect(expected.thresholds.some((x) => x.firstBreachMonth)).toBe(true);
  expect(expected.expansion.steps.length).toBeGreaterThan(0);

  await open(page, config);
  const panel = page.locator('#runway');
  await panel.scrollIntoViewIfNeeded();
  for (const x of expected.thresholds) {
    const item = panel.locator(`.runway-statements li[data-resource="${x.resource}"]`);
    const resource = w.resources[x.resource];
    if (x.firstBreachMonth && x.firstBreachMonth.value > 0)
      await expect(item).toHaveText(new RegExp(`^${resource} reaches the \\d+% \\w+ in month ${x.firstBreachMonth.value}\\.$`));
    else if (x.firstBreachMonth) await expect(item).toContainText('already beyond');
    else await expect(item).toContainText(`through the horizon (month ${expected.horizonMonths})`);
  }
  const steps = panel.locator('.expansion-table tbody tr');
  await expect(steps).toHaveCount(expected.expansion.steps.length);
  for (const [i, s] of expected.expansion.steps.entries()) {
    await expect(steps.nth(i).locator('th')).toHaveText(String(s.month));
    await expect(steps.nth(i)).toContainText(`${s.nodesBefore} → ${s.nodesAfter}`);
    await expect(steps.nth(i)).toContainText(`N+${s.headroomNodes}`);
  }
  await expect(panel.locator('.chart svg.recharts-surface[role="application"]')).toBeVisible();
  await expect(panel.locator('.recharts-line')).toHaveCount(expected.thresholds.length);
  expect(await seriousViolations(page, '#runway')).toEqual([]);
  await panel.screenshot({ path: 'test-results/runway-panel.png' });
  expect(errors).toEqual([]);
});
