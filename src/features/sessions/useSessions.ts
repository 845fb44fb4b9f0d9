import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { SizingConfig } from '../../model/config';
import { KEYS } from '../../persistence/sessionRepository';
import type { SessionStore, SessionsState } from '../../persistence/sessionStore';

export interface Sessions extends SessionsState {
  store: SessionStore;
  /** Call on every change of the page's document; writes after a pause, and when the page is hidden. */
  autosave: (config: SizingConfig, draft?: unknown) => void;
  /** Takes in the page's last changes (`beforeFlush`) and writes a pending autosave now. */
  flush: () => void;
}

export interface SessionOptions {
  /** Wait before an autosave is written. */
  autosaveMs?: number;
  /**
   * Runs before a pending autosave is written on request (the page hidden, a scenario saved or
   * opened, a link opened): the page's last changes join it.
   */
  beforeFlush?: () => void;
}

/** Saved sessions for a React page: the store's state, plus debounced autosave. */
export function useSessions(store: SessionStore, { autosaveMs = 400, beforeFlush }: SessionOptions = {}): Sessions {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const pending = useRef<{ config: SizingConfig; draft?: unknown } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const write = useCallback(() => {
    clearTimeout(timer.current);
    const p = pending.current;
    pending.current = null;
    if (p) store.autosave(p.config, p.draft);
  }, [store]);
  const flush = useCallback(() => {
    beforeFlush?.();
    write();
  }, [beforeFlush, write]);

  const autosave = useCallback(
    (config: SizingConfig, draft?: unknown) => {
      pending.current = { config, draft };
      clearTimeout(timer.current);
      timer.current = setTimeout(write, autosaveMs);
    },
    [write, autosaveMs],
  );

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === KEYS.scenarios) store.refreshScenarios();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('storage', onStorage);
    return () => {
      write();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('storage', onStorage);
    };
  }, [flush, write, store]);

  return { ...state, store, autosave, flush };
}
