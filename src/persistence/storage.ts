/**
 * Where sessions are kept: the subset of the Web Storage API the store needs, so tests (and any
 * other host) can hand in their own. When the browser refuses storage (private modes, blocked
 * third-party storage in an iframe, a full quota on first use) the store runs in memory and says so.
 */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    dump: () => Object.fromEntries(map),
  };
}

/**
 * The page's localStorage: `full` when it can be read but has no room to write, so saved work
 * is still shown; null when the browser refuses it altogether.
 */
export function browserStorage(): { storage: KeyValueStorage | null; full: boolean } {
  let s: Storage;
  try {
    s = globalThis.localStorage;
    if (!s) return { storage: null, full: false };
    s.getItem('hci-sizer.probe');
  } catch {
    return { storage: null, full: false };
  }
  try {
    s.setItem('hci-sizer.probe', '1');
    s.removeItem('hci-sizer.probe');
    return { storage: s, full: false };
  } catch (e) {
    const quota = e instanceof DOMException && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED');
    return quota ? { storage: s, full: true } : { storage: null, full: false };
  }
}
