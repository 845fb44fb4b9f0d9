import { DATABASE_NAME, KEY_PREFIX } from './keys';

/**
 * Whether this browser may keep something of the sizer's for the page: saved work, a tab's own,
 * the preferences, set-aside data, in either storage or in the database. Asked before the store's
 * code loads, so it looks only for their names. Where a storage cannot be read, or the browser
 * cannot list its databases, it may: only the store can tell, and the page must not stand in
 * for work it has not looked for.
 */
export async function mayHoldWork(win: Pick<Window, 'localStorage' | 'sessionStorage' | 'indexedDB'>): Promise<boolean> {
  const holdsKeys = (storage: () => Storage) => {
    try {
      const s = storage();
      for (let i = 0; i < s.length; i++) if (s.key(i)?.startsWith(KEY_PREFIX)) return true;
      return false;
    } catch {
      return true;
    }
  };
  if (holdsKeys(() => win.localStorage) || holdsKeys(() => win.sessionStorage)) return true;
  try {
    if (typeof win.indexedDB?.databases !== 'function') return true;
    return (await win.indexedDB.databases()).some((db) => db.name === DATABASE_NAME);
  } catch {
    return true;
  }
}
