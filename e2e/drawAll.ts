import { type BrowserContext, type Page, test as base } from '@playwright/test';

/**
 * The tests of what the page does, rather than of what its landing draws: each page draws all of
 * itself as soon as it can, as it does when a user presses a find key (F3; src/ui/reveal), and a
 * navigation to the sizer returns once the page has started, as a user waits for it to answer.
 * The landing's own lightness is tested apart, in landing.spec.ts, with Playwright's plain `test`.
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
    const find = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F3' }));
    // The key as soon as the page is there: a page that waits to be used (src/app/boot.ts) starts
    // on it, and draws all of itself once started, as it does for a find before it was started.
    document.addEventListener('DOMContentLoaded', find, { once: true });
    // Runs before the document has its root element: the document itself is watched.
    new MutationObserver(() => {
      if (document.documentElement.dataset.drawn === 'part') find();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-drawn'] });
  });
  if ('pages' in target) target.on('page', waitForStart);
  else waitForStart(target);
}

/** The sizer's own page, not the widget's or the embed demo's. */
const isSizer = (url: string) => ['/', '/index.html'].includes(new URL(url).pathname);

/**
 * `goto` and `reload` return once the sizer has started (`data-drawn`, set as it takes over the
 * prerendered page), unless asked to return at once (`waitUntil: 'commit'`, a test of that moment).
 */
function waitForStart(page: Page): void {
  const started = () => page.waitForFunction(() => document.documentElement.dataset.drawn === 'all');
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit' && isSizer(page.url())) await started();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit' && isSizer(page.url())) await started();
    return response;
  };
}
