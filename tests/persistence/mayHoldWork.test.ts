import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { openIndexedStorage } from '../../src/persistence/indexedStorage';
import { KEY_PREFIX, KEYS } from '../../src/persistence/keys';
import { mayHoldWork } from '../../src/persistence/mayHoldWork';
import { writePrefs } from '../../src/persistence/prefs';
import { currentTabId } from '../../src/persistence/tabs';
import { memoryStorage } from '../../src/persistence/storage';

const empty = () => memoryStorage() as unknown as Storage;
const browser = (over: Partial<{ localStorage: Storage; sessionStorage: Storage; indexedDB: IDBFactory }> = {}) => ({
  localStorage: empty(),
  sessionStorage: empty(),
  indexedDB: new IDBFactory(),
  ...over,
});
const refused = () => {
  throw new DOMException('denied', 'SecurityError');
};

describe('whether this browser may keep work of the sizer’s (asked before the store loads)', () => {
  it('a browser that never opened the sizer keeps nothing', async () => {
    expect(await mayHoldWork(browser())).toBe(false);
  });

  it('a key of the page in either storage: saved work, a tab’s own, the preferences', async () => {
    expect(await mayHoldWork(browser({ localStorage: memoryStorage({ [KEYS.current]: '{}' }) as unknown as Storage }))).toBe(true);
    expect(await mayHoldWork(browser({ sessionStorage: memoryStorage({ [`${KEY_PREFIX}tab`]: 't1' }) as unknown as Storage }))).toBe(true);
    // Another site's key on the same origin is not the sizer's.
    expect(await mayHoldWork(browser({ localStorage: memoryStorage({ theme: 'dark' }) as unknown as Storage }))).toBe(false);
  });

  it('every key the page writes starts with the prefix looked for', () => {
    const local = memoryStorage();
    writePrefs({ lang: 'ja', capacityUnit: 'TB' }, local);
    const session = memoryStorage();
    vi.stubGlobal('sessionStorage', session);
    try {
      expect(currentTabId()).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
    const keys = [...Object.values(KEYS), ...Object.keys(local.dump()), ...Object.keys(session.dump())];
    expect(keys).toHaveLength(6);
    for (const key of keys) expect(key.startsWith(KEY_PREFIX), key).toBe(true);
  });

  it('the database of saved work, once the store has opened it', async () => {
    const indexedDB = new IDBFactory();
    expect(await mayHoldWork(browser({ indexedDB }))).toBe(false);
    const opened = await openIndexedStorage(indexedDB);
    expect(opened && opened !== 'unanswered').toBe(true);
    expect(await mayHoldWork(browser({ indexedDB }))).toBe(true);
  });

  it('where a storage cannot be read or the databases cannot be listed, it may: only the store can tell', async () => {
    const denied = {
      get length() {
        return refused();
      },
      key: refused,
    } as unknown as Storage;
    expect(await mayHoldWork(browser({ localStorage: denied }))).toBe(true);
    expect(
      await mayHoldWork({
        ...browser(),
        get localStorage(): Storage {
          return refused();
        },
      }),
    ).toBe(true);
    const unlisted = Object.assign(new IDBFactory(), { databases: undefined }) as unknown as IDBFactory;
    expect(await mayHoldWork(browser({ indexedDB: unlisted }))).toBe(true);
    const failing = Object.assign(new IDBFactory(), { databases: () => Promise.reject(new DOMException('no', 'UnknownError')) });
    expect(await mayHoldWork(browser({ indexedDB: failing }))).toBe(true);
  });
});
