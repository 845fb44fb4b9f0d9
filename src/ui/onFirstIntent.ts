/** What a person does first on a page: any of these says code for what comes next may load. */
export const INTENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'focusin'] as const;

/**
 * Whether an event is someone's: the browser makes up a pointer move where the content under a
 * resting pointer changes (after a layout), with no movement; it is nobody using the page.
 */
export function isIntent(e: Event): boolean {
  if (e.type !== 'pointermove') return true;
  const { movementX, movementY } = e as PointerEvent;
  return movementX !== 0 || movementY !== 0;
}

/** Someone has used the page already: the app was started by it (src/app/boot.ts). */
let used = false;

/** Says that someone has used the page before the code asking came: what waits for a first use runs at once. */
export function noteUse(): void {
  used = true;
}

/**
 * Runs `task` once, on the first sign that someone is using the page (a pointer moved or pressed,
 * a key, a touch, a wheel, a focus), or after `fallbackMs` otherwise: code the page needs only
 * for what a person then does (the print-only report) loads after the start, not during it. Where
 * the page was used before this was asked, in the next task. Returns a cancel.
 */
export function onFirstIntent(task: () => void, fallbackMs = 15_000): () => void {
  let done = false;
  const stop = () => {
    done = true;
    clearTimeout(timer);
    for (const type of INTENTS) window.removeEventListener(type, run, true);
  };
  function run(e?: Event) {
    if (done || (e && !isIntent(e))) return;
    stop();
    task();
  }
  const timer = setTimeout(() => run(), used ? 0 : fallbackMs);
  if (!used) for (const type of INTENTS) window.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
