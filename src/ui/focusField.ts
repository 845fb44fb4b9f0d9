import { domIdForKey } from './fieldIds';

/** Sent before the input is looked for, so a list that draws only some of its rows can draw the one asked for. */
export const REVEAL_FIELD = 'sizer:reveal-field';

/**
 * Brings the input for a path into view and focuses it. A path with no input of its own (a whole
 * list, say) falls back to the nearest enclosing one; collapsed sections on the way are opened.
 */
export function focusField(key: string): boolean {
  document.dispatchEvent(new CustomEvent(REVEAL_FIELD, { detail: key }));
  let k = key;
  for (;;) {
    const el = document.getElementById(domIdForKey(k));
    if (el) {
      for (let p = el.parentElement; p; p = p.parentElement) if (p instanceof HTMLDetailsElement) p.open = true;
      el.scrollIntoView?.({ block: 'center' });
      el.focus({ preventScroll: true });
      return true;
    }
    const cut = Math.max(k.lastIndexOf('.'), k.lastIndexOf('['));
    if (cut <= 0) return false;
    k = k.slice(0, cut);
  }
}
