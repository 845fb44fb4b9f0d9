import { JSDOM } from 'jsdom';
import postcss, { type Rule } from 'postcss';

/**
 * The rules of the page's stylesheet that its prerendered document (`page`, as HTML) uses: what
 * the first paint needs.
 * The whole sheet is some 38 KB of 490 rules, most of them for what only the app draws (panels
 * opened, problems marked, dialogs); parsing and matching them all came before the first paint.
 * The rest is applied when the app takes the page over (src/app/wholeStyles.ts), as the whole
 * sheet in its own order, so the cascade is the one the app was styled against.
 *
 * A rule is kept when one of its selectors, less what the user may change before the app is there
 * (hover, focus, a checked box, an opened details), matches an element of the markup; a rule
 * with a selector that cannot be tried here (a syntax the DOM below does not know) is kept. Rules
 * that are not style rules (@font-face, @keyframes, @property...) are kept whole.
 */
export function firstScreenCss(css: string, page: string): string {
  const { document } = new JSDOM(page).window;
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    // Keyframe steps (from, to, 40%) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
    if (!rule.selectors.some((selector) => mayMatch(document, selector))) rule.remove();
  });
  // At-rules left empty (a media query whose every rule went) go too.
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return root.toString();
}

/**
 * What the user may change on the page before the app takes it over (a state: `:hover`, `[open]`),
 * what the page's own script sets meanwhile (`[inert]`, `[data-start]`, `[data-taking-over]`:
 * src/app/boot.ts), and pseudo-elements (`::before`, `::part(x)`), which no query matches: taken out of a selector
 * before it is tried.
 */
const USER_STATE = /::[a-z-]+(?:\([^)]*\))?|:[a-z-]+\b(?!\()|\[(?:open|inert|data-start|data-taking-over)(?:=[^\]]*)?\]/gi;

/** A state inside a selector's argument (`:not(:disabled)`): taken out, it would turn the test around. */
const STATE_IN_ARGUMENT = /\([^)]*(?::[a-z-]+\b(?!\()|\[(?:open|inert|data-start|data-taking-over))/i;

function mayMatch(document: Document, selector: string): boolean {
  if (STATE_IN_ARGUMENT.test(selector)) return true;
  // A compound left empty (`:focus-visible`, `.list > :hover`) stands for any element.
  const statics = selector
    .replace(USER_STATE, '')
    .replace(/(^|[\s>+~(])(?=[\s>+~)]|$)/g, '$1*')
    .trim();
  try {
    return document.querySelector(statics) !== null;
  } catch {
    return true;
  }
}
