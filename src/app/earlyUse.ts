import { isPrintKey } from '../ui/printKey';

/**
 * What a person does on the prerendered page before the app has taken it over, done again once
 * it has: the page reads as it will be, but until then no button answers, and the keys that
 * draw the whole page (find, Tab) or print it find nobody listening. Typed values and choices need
 * nothing here: the fields take what they hold when the app takes them over (src/ui/fields/earlyInput.ts).
 */
export interface EarlyUse {
  /**
   * Stops keeping what is done: the app is about to listen itself, and what it hears from then on
   * is its own. Returns the replay of what was kept, to run once the app has drawn the page.
   */
  handOver(): () => void;
}

/** Keys the app answers on the whole page: find (Ctrl+F, Ctrl+G, F3), the next control (Tab), print (Ctrl+P). */
const answered = (e: KeyboardEvent) =>
  e.key === 'Tab' || e.key === 'F3' || isPrintKey(e) || ((e.ctrlKey || e.metaKey) && !e.altKey && /^[fg]$/i.test(e.key));

export function keepEarlyUse(root: HTMLElement): EarlyUse {
  const clicked: HTMLButtonElement[] = [];
  const keys: KeyboardEventInit[] = [];
  const onClick = (e: MouseEvent) => {
    const button = e.target instanceof Element ? e.target.closest('button') : null;
    if (button && !button.disabled && root.contains(button)) clicked.push(button);
  };
  const onKey = (e: KeyboardEvent) => {
    if (!answered(e)) return;
    // The browser's own print would print the page as it stands: the app prints it whole.
    if (isPrintKey(e)) e.preventDefault();
    const key = { key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey, shiftKey: e.shiftKey, altKey: e.altKey };
    // Once each: a key pressed again asks for the same (Tab five times draws the page once; Ctrl+P twice prints once).
    if (!keys.some((k) => JSON.stringify(k) === JSON.stringify(key))) keys.push(key);
  };
  // The page's form has no action of its own: submitted before the app listens, it would reload the page.
  const onSubmit = (e: SubmitEvent) => e.preventDefault();
  const win = root.ownerDocument.defaultView!;
  win.addEventListener('click', onClick, true);
  win.addEventListener('keydown', onKey, true);
  win.addEventListener('submit', onSubmit, true);
  return {
    handOver() {
      win.removeEventListener('click', onClick, true);
      win.removeEventListener('keydown', onKey, true);
      win.removeEventListener('submit', onSubmit, true);
      return () => {
        // Hydrated, the buttons are the same elements; a page drawn afresh has replaced them, and what they were clicked for with them.
        for (const button of clicked) if (button.isConnected && !button.disabled) button.click();
        for (const key of keys) win.dispatchEvent(new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true }));
      };
    },
  };
}
