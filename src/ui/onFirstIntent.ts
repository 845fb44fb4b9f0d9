/** What a person does first on a page: any of these says code for what comes next may load. */
export const INTENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'focusin'] as const;

/**
 * Runs `task` once, on the first sign that someone is using the page (a pointer moved or pressed,
 * a key, a touch, a wheel, a focus), or after `fallbackMs` otherwise: code the page needs only
 * for what a person then does (the print-only report) loads after the start, not during it.
 * Returns a cancel.
 */
export function onFirstIntent(task: () => void, fallbackMs = 15_000): () => void {
  let done = false;
  const stop = () => {
    done = true;
    clearTimeout(timer);
    for (const type of INTENTS) window.removeEventListener(type, run, true);
  };
  function run() {
    if (done) return;
    stop();
    task();
  }
  const timer = setTimeout(run, fallbackMs);
  for (const type of INTENTS) window.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
