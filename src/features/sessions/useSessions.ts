import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { SizingConfig } from '../../model/config';
import { KEYS } from './sessionRepository';
import { SessionStore, type SessionsState } from './store';
import { askPersistence, openPageStorage } from './pageStorage';
import { currentTabId, watchTabs } from './tabs';

/**
 * The page's store, made once at start-up (outside React, so a strict-mode double render cannot
 * read and set aside stored data twice), on the page's storage (IndexedDB, else localStorage,
 * else memory).
 */
export async function createSessionStore(): Promise<SessionStore> {
  const tabId = currentTabId();
  const found = await openPageStorage(new Date().toISOString(), tabId);
  const store = new SessionStore(found.storage, { full: found.full, tabId });
  found.indexed?.listen({ failed: (detail) => store.storageFailed(detail), written: () => store.storageWritten() });
  if (tabId && found.storage) watchTabs(store, tabId, found.indexed);
  void askPersistence().then((granted) => store.setPersisted(granted));
  return store;
}

export interface Sessions extends SessionsState {
  store: SessionStore;
  /** Call on every change of the page's document; writes after a pause, and when the page is hidden. */
  autosave: (config: SizingConfig, draft?: unknown) => void;
  /** Writes a pending autosave now. */
  flush: () => void;
}

export interface SessionOptions {
  /** Wait before an autosave is written. */
  autosaveMs?: number;
  /** Runs when the page is hidden, before the pending autosave is written: the page's last changes join it. */
  beforeHide?: () => void;
}

/** Saved sessions for a React page: the store's state, plus debounced autosave. */
export function useSessions(store: SessionStore, { autosaveMs = 400, beforeHide }: SessionOptions = {}): Sessions {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const pending = useRef<{ config: SizingConfig; draft?: unknown } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const p = pending.current;
    pending.current = null;
    if (p) store.autosave(p.config, p.draft);
  }, [store]);

  const autosave = useCallback(
    (config: SizingConfig, draft?: unknown) => {
      pending.current = { config, draft };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, autosaveMs);
    },
    [flush, autosaveMs],
  );

  useEffect(() => {
    const onHide = () => {
      beforeHide?.();
      flush();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === KEYS.scenarios) store.refreshScenarios();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('storage', onStorage);
    return () => {
      flush();
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('storage', onStorage);
    };
  }, [flush, store, beforeHide]);

  return { ...state, store, autosave, flush };
}
