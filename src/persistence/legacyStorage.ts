import type { IndexedStorage } from './indexedStorage';
import { type QuarantineEntry } from './sessionRepository';
import { KEYS } from './keys';
import { movedConflict } from './recordProblems';
import type { KeyValueStorage } from './storage';

/**
 * The keys earlier releases kept sessions under in localStorage: sessions, tabs' work and
 * set-aside data. The page's preferences and the copies written as a page closes stay there.
 */
const isSessionKey = (key: string): boolean =>
  key === KEYS.current || key === KEYS.scenarios || key.startsWith(KEYS.tabPrefix) || key.startsWith(KEYS.quarantinePrefix);

/**
 * Moves what earlier releases kept in localStorage into the database, every start (an older
 * release may still run in another tab). A key the database lacks is copied as it is; a key it
 * holds with other contents is kept beside it as set-aside data, so neither is lost. The
 * localStorage copies go only once the database has committed them; when it cannot take them,
 * they all stay, and the page should keep working on localStorage so that the work is shown.
 */
export async function moveLegacyRecords(
  legacy: KeyValueStorage,
  target: IndexedStorage,
  stamp: string,
): Promise<'none' | 'moved' | 'failed'> {
  const keys: string[] = [];
  for (let i = 0; i < legacy.length; i++) {
    const k = legacy.key(i);
    if (k && isSessionKey(k)) keys.push(k);
  }
  if (keys.length === 0) return 'none';
  try {
    keys.forEach((key, i) => {
      const value = legacy.getItem(key);
      if (value === null) return;
      const held = target.getItem(key);
      if (held === null) target.setItem(key, value);
      else if (held !== value) {
        const entry: QuarantineEntry = {
          key: `${KEYS.quarantinePrefix}${stamp}.moved.${i}`,
          from: key,
          at: stamp,
          problems: [movedConflict()],
          raw: value,
        };
        target.setItem(entry.key, JSON.stringify(entry));
      }
    });
  } catch {
    return 'failed';
  }
  if (!(await target.settled())) return 'failed';
  for (const key of keys) legacy.removeItem(key);
  return 'moved';
}
