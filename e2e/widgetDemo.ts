import { expect, type Frame, type FrameLocator, type Page } from '@playwright/test';
import { HOST_ORIGIN, SIZER_ORIGIN } from './ports';

/** The demo host page, served on the port after the sizer's, embedding the sizer's widget. */
export const DEMO = `${HOST_ORIGIN}/embed-demo.html?sizer=${encodeURIComponent(SIZER_ORIGIN)}`;

/**
 * Opens the demo host and waits for the widget to say it is ready and to report its first result:
 * that report follows "ready" once the link codec has loaded, so a test that counts the host's log
 * from here on counts only what it causes.
 */
export async function openDemo(page: Page): Promise<{ widget: FrameLocator; frame: Frame }> {
  await page.goto(DEMO);
  const iframe = page.locator('#slot iframe');
  await expect(iframe).toHaveAttribute('src', new RegExp(`^${SIZER_ORIGIN}/widget\\.html\\?`));
  const widget = page.frameLocator('#slot iframe');
  await expect(widget.getByRole('heading', { name: 'HCI cluster calculator' })).toBeVisible();
  await expect(page.locator('#log li[data-type="ready"]')).toHaveCount(1);
  await expect(page.locator('#log li[data-type="result"]')).toHaveCount(1);
  const frame = page.frames().find((f) => f.url().startsWith(`${SIZER_ORIGIN}/widget.html`))!;
  return { widget, frame };
}
