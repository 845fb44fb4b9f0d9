/**
 * How long after its load event the page counts as settled: the first screen is up, and what a
 * first look opens (the sections scrolled to, the panels, the store of saved work) has loaded.
 */
export const SETTLE_MS = 5_000;

/**
 * Runs `task` once the page has settled: SETTLE_MS after its load event, then when the browser is
 * idle. Work for later visits waits for it (the offline copy fetches every file of the app, about
 * 2 MB), so it competes neither with the start nor with what a first look opens. Asked after the
 * load event (the app started late, by a use or by the settled page itself), the pause still ends
 * SETTLE_MS after that event, not after the asking.
 */
export function whenSettled(task: () => void, win: Window = window): void {
  // A page that never idles (a background tab, a busy machine) still gets it, SETTLE_MS later.
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(() => task(), { timeout: SETTLE_MS }) : task());
  const wait = (ms: number) => win.setTimeout(idle, ms);
  if (win.document.readyState !== 'complete') win.addEventListener('load', () => wait(SETTLE_MS), { once: true });
  else {
    const loaded = loadEventEnd(win);
    wait(loaded === null ? SETTLE_MS : Math.max(0, loaded + SETTLE_MS - win.performance.now()));
  }
}

/** When the page's load event ended, on its performance clock, where the browser says. */
function loadEventEnd(win: Window): number | null {
  const [navigation] = (win.performance?.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation?.loadEventEnd ? navigation.loadEventEnd : null;
}
