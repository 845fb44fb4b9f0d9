import { type BrowserContext, type Page, test as base } from '@playwright/test';

/**
 * The tests of what the page does, rather than of what its landing draws: each page draws all of
 * itself as soon as it can, as it does when a user presses a find key (F3; src/ui/reveal). The
 * landing's own lightness is tested apart, in landing.spec.ts, with Playwright's plain `test`.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await drawAllIn(context);
    await use(context);
  },
});

/** The same for a browser context or page a test makes itself. */
export async function drawAllIn(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    // Runs before the document has its root element: the document itself is watched.
    new MutationObserver(() => {
      if (document.documentElement.dataset.drawn === 'part') window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F3' }));
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-drawn'] });
  });
}
