import { useSyncExternalStore } from 'react';
import type { SessionStore, SessionsState } from '../../persistence/sessionStore';

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
