import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type { DocumentState } from '../document/store';
import type { Latest, LatestResult } from './latestResult';
import type { PageController, PageState } from './controller';
import type { Prefs } from './prefsStore';

/** Thin hooks over the page's framework-free stores. */
export const useDocumentState = (c: PageController): DocumentState => useSyncExternalStore(c.doc.subscribe, c.doc.getState, c.doc.getState);

export const usePrefs = (c: PageController): Prefs => useSyncExternalStore(c.prefs.subscribe, c.prefs.getState, c.prefs.getState);

export const usePage = (c: PageController): PageState => useSyncExternalStore(c.subscribePage, c.getPage, c.getPage);

/**
 * A result as it arrives, taken in as a transition: React draws thousands of result elements in
 * slices, so a keystroke that comes meanwhile is painted at once.
 */
export function useLatest<R, C>(source: LatestResult<R, C>): Latest<R, C> {
  const [shown, setShown] = useState(source.getState);
  useEffect(() => {
    const take = () => startTransition(() => setShown(source.getState()));
    take();
    return source.subscribe(take);
  }, [source]);
  return shown;
}
