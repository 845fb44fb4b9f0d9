import { useSyncExternalStore } from 'react';
import { SessionStore, type SessionsState } from './store';
import { askPersistence, openPageStorage } from './pageStorage';
import { OPEN_TIMEOUT_MS } from './indexedStorage';
import { currentTabId, watchTabs } from './tabs';

/**
 * The page's store, made once at start-up (outside React, so a strict-mode double render cannot
 * read and set aside stored data twice), on the page's storage (IndexedDB, else localStorage,
 * else memory).
 */
export async function createSessionStore(): Promise<SessionStore> {
  const tabId = currentTabId();
  const found = await openPageStorage(new Date().toISOString());
  const store = new SessionStore(found.storage, {
    full: found.full,
    tabId,
    ...(found.unanswered && { unansweredAfter: OPEN_TIMEOUT_MS / 1000 }),
    ...(found.indexed?.skipped.length && { skipped: found.indexed.skipped }),
  });
  found.indexed?.listen({ failed: (detail) => store.storageFailed(detail), written: () => store.storageWritten() });
  if (tabId && found.storage) watchTabs(store, tabId, found.indexed);
  void askPersistence().then((granted) => store.setPersisted(granted));
  return store;
}

export interface Sessions extends SessionsState {
  store: SessionStore;
  /** Takes in the page's last changes and writes a pending autosave now (before a scenario is saved or opened). */
  flush: () => void;
}

/** Saved sessions for a React page: the store's state; the page's controller autosaves. */
export function useSessions(store: SessionStore, flush: () => void): Sessions {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, store, flush };
}
