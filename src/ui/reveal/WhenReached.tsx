import {
  createContext,
  type ReactElement,
  type ReactNode,
  type RefCallback,
  useCallback,
  useContext,
  useLayoutEffect,
  useSyncExternalStore,
} from 'react';
import { flushSync } from 'react-dom';
import { REVEAL_FIELD } from '../focusField';
import { type Reveal, SHOW_ALL } from './reveal';

const RevealContext = createContext<Reveal>(SHOW_ALL);

/** The page's parts drawn so far; without one, everything is drawn. */
export const RevealProvider = RevealContext.Provider;

/** A part is drawn when it comes within a quarter of a screen of it, so it is there before it is seen. */
const AHEAD = '25% 0px';

interface Props {
  id: string;
  /** What stands in for the part until it is drawn: its heading, in a box of about its height. */
  stand(ref: RefCallback<HTMLElement>): ReactElement;
  /** The part's code, fetched before the part is drawn: it replaces its stand whole, not with a "Loading…" first. */
  load?(): Promise<unknown>;
  /** The part, made when it is drawn (after its code has arrived). */
  children(): ReactNode;
}

/** A part of the page below the first screen: its stand-in until the user reaches it or asks for everything. */
export function WhenReached({ id, stand, load, children }: Props) {
  const reveal = useContext(RevealContext);
  const isShown = () => reveal.isShown(id);
  const shown = useSyncExternalStore(reveal.subscribe, isShown, isShown);
  const watch = useCallback(
    (el: HTMLElement | null) => {
      if (!el) return;
      // Without a way to see what is on screen (an old browser, jsdom), everything is drawn.
      if (typeof IntersectionObserver === 'undefined') {
        reveal.showAll();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          // A part whose code fails to arrive is drawn anyway: its own boundary says so.
          void (load ? load().catch(() => undefined) : Promise.resolve()).then(() => reveal.show(id));
        },
        { rootMargin: AHEAD },
      );
      observer.observe(el);
      return () => observer.disconnect();
    },
    [reveal, id, load],
  );
  return shown ? children() : stand(watch);
}

/** Whether everything is drawn: a part that the user opens (a collapsed section) draws its contents then, or now. */
export function useAllShown(): boolean {
  const reveal = useContext(RevealContext);
  const allShown = () => reveal.allShown;
  return useSyncExternalStore(reveal.subscribe, allShown, allShown);
}

/** Keys that look for something on the page: find (Ctrl+F, Ctrl+G, F3) and the next control (Tab). */
const looksFor = (e: KeyboardEvent) => e.key === 'Tab' || e.key === 'F3' || ((e.ctrlKey || e.metaKey) && /^[fg]$/i.test(e.key));

/**
 * Draws everything, at once, when the user looks for what may not be drawn yet: find in page,
 * Tab, a link within the page or a problem's link to its field. Drawn in the key's own event,
 * before the browser searches or moves the focus, so nothing is skipped. `data-drawn` on the
 * document says whether all of it is drawn.
 */
export function useRevealTriggers(reveal: Reveal): void {
  useLayoutEffect(() => {
    const html = document.documentElement;
    const mark = () => (html.dataset.drawn = reveal.allShown ? 'all' : 'part');
    mark();
    const unsubscribe = reveal.subscribe(mark);
    const all = () => {
      if (!reveal.allShown) flushSync(() => reveal.showAll());
    };
    const onKey = (e: KeyboardEvent) => looksFor(e) && all();
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('hashchange', all);
    document.addEventListener(REVEAL_FIELD, all);
    return () => {
      unsubscribe();
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('hashchange', all);
      document.removeEventListener(REVEAL_FIELD, all);
    };
  }, [reveal]);
}
