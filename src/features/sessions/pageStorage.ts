import { type IndexedStorage, openIndexedStorage } from './indexedStorage';
import { moveLegacyRecords } from './legacyStorage';
import { KEYS } from './sessionRepository';
import { browserStorage, type KeyValueStorage } from './storage';

export interface PageStorage {
  /** Null when the browser refuses storage altogether: the page works in memory and says so. */
  storage: KeyValueStorage | null;
  /** Readable, but no room to write. */
  full: boolean;
  /** The database, when that is what the page uses (it then reports late write failures). */
  indexed: IndexedStorage | null;
}

/**
 * Where this page keeps sessions: IndexedDB, whose quota is a share of the disk rather than
 * localStorage's few megabytes, with what earlier releases left in localStorage moved in first.
 * localStorage is the fallback where IndexedDB is refused, or cannot take what localStorage
 * holds (then that work is shown from where it is). The tab's own working document is also kept in
 * its sessionStorage, which is written at once, so a reload right after typing loses nothing.
 */
export async function openPageStorage(stamp: string, tabId: string | undefined): Promise<PageStorage> {
  const local = browserStorage();
  const session = tabSessionStorage();
  const copy = tabId && session ? { storage: session, key: KEYS.tabPrefix + tabId } : undefined;
  const opened = await openIndexedStorage(globalThis.indexedDB, copy);
  if (opened) {
    const moved = local.storage ? await moveLegacyRecords(local.storage, opened.storage, stamp) : 'none';
    if (moved !== 'failed') return { storage: opened.storage, full: opened.full, indexed: opened.storage };
  }
  return { ...local, indexed: null };
}

/**
 * Asks the browser not to clear the sizer's storage when space runs low; true when it agreed.
 * Browsers decide by their own rules (an installed app, a bookmark, engagement) and may say no.
 */
export async function askPersistence(): Promise<boolean> {
  try {
    const manager = globalThis.navigator?.storage;
    if (!manager?.persist) return false;
    return (await manager.persisted?.()) || (await manager.persist());
  } catch {
    return false;
  }
}

function tabSessionStorage(): KeyValueStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
