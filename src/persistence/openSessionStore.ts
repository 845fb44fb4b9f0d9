import { OPEN_TIMEOUT_MS } from './indexedStorage';
import { askPersistence, openPageStorage } from './pageStorage';
import { type ScenarioNames, SessionStore } from './sessionStore';
import { currentTabId, watchTabs } from './tabs';

/**
 * The page's store, made once at start-up (outside React, so a strict-mode double render cannot
 * read and set aside stored data twice), on the page's storage (IndexedDB, else localStorage,
 * else memory), naming the scenarios it makes with `names` until the page gives others.
 */
export async function createSessionStore(names: ScenarioNames): Promise<SessionStore> {
  const tabId = currentTabId();
  const found = await openPageStorage(new Date().toISOString());
  const store = new SessionStore(found.storage, {
    names,
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
