import { keepStrayFileDrops } from '../features/import/strayDrops';
import { INTENTS, isIntent, noteUse } from '../ui/onFirstIntent';
import { keepEarlyUse } from './earlyUse';
import { startsAtOnce } from './startsAtOnce';
import { whenSettled } from '../ui/whenSettled';

/**
 * The page's one script until it is used. The prerendered page is the default sizing, whole, and
 * reads without a script; the app (./main.tsx, about 109 KB gzip) takes it over at once where the
 * page must show something else, and otherwise at the first sign of use (a pointer moved or
 * pressed, a key, a touch, a wheel, a focus, a file dragged in) or once the page has settled. A
 * first visit thus starts on the page's HTML alone, and the app's start competes neither with
 * its first paint nor with reading it. `data-start` on the document says which it was; while the
 * app's code is on its way after a use, `data-taking-over` (a progress cursor).
 */

function boot(): void {
  const root = document.getElementById('root')!;
  // Before anything else: a file dropped on the page must never replace it.
  keepStrayFileDrops(window);
  const early = keepEarlyUse(root);
  // A scroll too: the parts below the first screen are drawn by the app as they are reached.
  const intents = [...INTENTS, 'dragenter', 'scroll'] as const;
  let woken = false;
  const wake = (e?: Event) => {
    if (woken || (e && !isIntent(e))) return;
    woken = true;
    // Started by someone using the page: what the app loads on a first use, it loads now.
    if (e) noteUse();
    for (const type of intents) window.removeEventListener(type, wake, true);
    document.documentElement.dataset.takingOver = '';
    void import('./main').then((app) => app.takeOver(early));
  };
  for (const type of intents) window.addEventListener(type, wake, { capture: true, passive: true });
  void startsAtOnce(window, root.dataset.prerendered).then((now) => {
    // What was decided, for whoever looks at the page (the tests): at once, or on first use.
    document.documentElement.dataset.start = now ? 'at-once' : 'on-use';
    // The page shows other work, a link's or this browser's: until it does, the default stands
    // in, taking no input, dimmed if it stands long (app.css).
    if (now) {
      root.inert = true;
      wake();
    } else whenSettled(() => wake());
  });
}

boot();
