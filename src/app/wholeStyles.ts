/**
 * The page's stylesheet whole, in place of the rules its first screen uses (scripts/firstScreenCss.ts):
 * the app draws what the prerendered page has no rules for (panels, problems, dialogs). The whole
 * sheet comes in its own order, so the cascade is the one the app was styled against. Once, as the
 * app takes the page over; a page that was not prerendered has its stylesheet whole already.
 */
export function takeWholeStyles(doc: Document): void {
  const whole = doc.getElementById('whole-styles');
  const first = doc.querySelector('style[data-first-screen]');
  if (!whole || !first) return;
  first.textContent = whole.textContent;
  first.removeAttribute('data-first-screen');
  whole.remove();
}
