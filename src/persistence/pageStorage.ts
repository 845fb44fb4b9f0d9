import { type IndexedStorage, openIndexedStorage, type UnloadCopies } from './indexedStorage';
import { moveLegacyRecords } from './legacyStorage';
import { writtenLater } from './sessionRepository';
import { KEYS } from './keys';
import { browserStorage, type KeyValueStorage } from './storage';

export interface PageStorage {
  /** Null when the browser refuses storage altogether: the page works in memory and says so. */
  storage: KeyValueStorage | null;
  /** Readable, but no room to write. */
  full: boolean;
  /** The database, when that is what the page uses (it then reports late write failures). */
  indexed: IndexedStorage | null;
  /** The database was there but never answered: the page works on localStorage, and says so. */
  unanswered: boolean;
}

/**
 * Where this page keeps sessions: IndexedDB, whose quota is a share of the disk rather than
 * localStorage's few megabytes, with what earlier releases left in localStorage moved in first.
 * localStorage is the fallback where IndexedDB is refused, does not answer, or cannot take what
 * localStorage holds (then that work is shown from where it is). The working documents are also
 * written at once to localStorage, so a tab closed or reloaded right after typing loses nothing.
 */
export async function openPageStorage(stamp: string): Promise<PageStorage> {
  const local = browserStorage();
  const copies: UnloadCopies | undefined =
    local.storage && !local.full
      ? {
          storage: local.storage,
          copied: (key) => key === KEYS.current || key.startsWith(KEYS.tabPrefix),
          newer: writtenLater,
        }
      : undefined;
  const opened = await openIndexedStorage(globalThis.indexedDB, copies);
  if (opened && opened !== 'unanswered') {
    const moved = local.storage ? await moveLegacyRecords(local.storage, opened.storage, stamp) : 'none';
    if (moved !== 'failed') return { storage: opened.storage, full: opened.full, indexed: opened.storage, unanswered: false };
  }
  return { ...local, indexed: null, unanswered: opened === 'unanswered' };
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
