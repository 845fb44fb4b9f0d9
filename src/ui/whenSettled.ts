/**
 * How long after its load event the page counts as settled: the first screen is up, and what a
 * first look opens (the sections scrolled to, the panels, the store of saved work) has loaded.
 */
export const SETTLE_MS = 5_000;

/**
 * Runs `task` once the page has settled: after its load event, SETTLE_MS more, then when the
 * browser is idle. Work for later visits waits for it (the offline copy fetches every file of the
 * app, about 2 MB), so it competes neither with the start nor with what a first look opens.
 */
export function whenSettled(task: () => void, win: Window = window): void {
  // A page that never idles (a background tab, a busy machine) still gets it, SETTLE_MS later.
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(() => task(), { timeout: SETTLE_MS }) : task());
  const wait = () => win.setTimeout(idle, SETTLE_MS);
  if (win.document.readyState === 'complete') wait();
  else win.addEventListener('load', wait, { once: true });
}
