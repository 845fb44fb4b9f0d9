import { expect } from '@playwright/test';
import { test } from './drawAll';
import { INPUTS_EN } from '../src/i18n/en/inputs';
import { encodeShareLink } from '../src/schema/shareLink';
import { numberedGroups } from '../tests/fixtures/numberedGroups';
import { watchErrors } from './support';

// A phone, where the VM groups are cards (25 of them about 7,000 px) and the page scrolls as one.
test.use({ viewport: { width: 412, height: 823 } });

test('the VM group table’s pager stays in view, with the focus on it, as pages of other heights turn', async ({ page }) => {
  const errors = watchErrors(page);
  const config = numberedGroups(80);
  const link = await encodeShareLink(config);
  if (!link.ok) throw new Error('the document does not fit a link');
  await page.goto(`/#${link.fragment}`);
  const next = page.getByRole('button', { name: INPUTS_EN.workload.nextPage });
  const previous = page.getByRole('button', { name: INPUTS_EN.workload.previousPage });
  for (const to of ['Groups 26 to 50 of 80', 'Groups 51 to 75 of 80']) {
    await next.click();
    await expect(page.getByText(to)).toBeInViewport();
  }
  // The last page holds 5 groups: the table is 6,000 px shorter, and "Next groups" is disabled.
  await next.click();
  await expect(page.getByText('Groups 76 to 80 of 80')).toBeInViewport();
  await expect(previous).toBeFocused();
  await expect(previous).toBeInViewport();
  // Back by the keyboard, to a page 6,000 px taller: the button pressed is still in view.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Groups 51 to 75 of 80')).toBeInViewport();
  await expect(previous).toBeFocused();
  await expect(previous).toBeInViewport();
  await expect(page.locator('#in-clusters-0-workload-vmGroups-74-count')).toHaveValue('75');
  expect(errors).toEqual([]);
});
