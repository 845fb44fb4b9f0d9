import type { Lang } from '../schema/lang';
import type { CapacityUnit } from '../schema/shareLink';

/** The page's preferences: they belong to the browser, not to the document or its history. */
export interface Prefs {
  capacityUnit: CapacityUnit;
  /** The language of every text; numbers and dates follow it. */
  lang: Lang;
}

export interface PrefsStore {
  getState(): Prefs;
  set(change: Partial<Prefs>): void;
  subscribe(listener: () => void): () => void;
}

export function createPrefsStore(start: Partial<Prefs> = {}): PrefsStore {
  let prefs: Prefs = { capacityUnit: 'TiB', lang: 'en', ...start };
  const listeners = new Set<() => void>();
  return {
    getState: () => prefs,
    set(change) {
      const next = { ...prefs, ...change };
      if (next.capacityUnit === prefs.capacityUnit && next.lang === prefs.lang) return;
      prefs = next;
      for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
