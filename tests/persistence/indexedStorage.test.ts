import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { COPY_PREFIX, openIndexedStorage, type UnloadCopies } from '../../src/persistence/indexedStorage';
import { moveLegacyRecords } from '../../src/persistence/legacyStorage';
import { writtenLater } from '../../src/persistence/sessionRepository';
import { KEYS } from '../../src/persistence/keys';
import { memoryStorage } from '../../src/persistence/storage';
import { SessionStore } from '../../src/persistence/sessionStore';
import { scenarioNames } from '../../src/features/sessions/scenarioNames';
import { SESSIONS_EN } from '../../src/i18n/en/sessions';
import { describeInEnglish } from '../../src/i18n/describeInEnglish';

const names = scenarioNames(SESSIONS_EN);

async function open(factory: IDBFactory) {
  const opened = await openIndexedStorage(factory);
  if (!opened || opened === 'unanswered') throw new Error('IndexedDB did not open');
  return opened.storage;
}

/** Every put fails as a full quota does, until `restore` is called. */
function quotaFull() {
  return vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError');
  });
}

afterEach(() => vi.restoreAllMocks());

describe('sessions in IndexedDB', () => {
  it('keeps what is written across opens, removals included', async () => {
    const factory = new IDBFactory();
    const a = await open(factory);
    a.setItem('hci-sizer.x', 'one');
    a.setItem('hci-sizer.y', 'two');
    a.removeItem('hci-sizer.y');
    expect(a.getItem('hci-sizer.x')).toBe('one');
    expect(await a.settled()).toBe(true);
    const b = await open(factory);
    expect(b.getItem('hci-sizer.x')).toBe('one');
    expect(b.getItem('hci-sizer.y')).toBeNull();
    expect(b.length).toBe(1);
  });

  it('a refused batch changes nothing stored, puts memory back and refuses writes until something is removed', async () => {
    const factory = new IDBFactory();
    const a = await open(factory);
    a.setItem('hci-sizer.unreadable', 'garbage');
    await a.settled();
    const failed: string[] = [];
    a.listen({ failed: (d) => failed.push(d) });

    const put = quotaFull();
    // Set aside: copy, then remove the original, in one turn: one transaction.
    a.setItem('hci-sizer.quarantine.1', 'copy of garbage');
    a.removeItem('hci-sizer.unreadable');
    expect(await a.settled()).toBe(false);
    expect(failed).toEqual(['QuotaExceededError']);
    // The removal did not commit without the copy, and memory says what the database holds.
    expect(a.getItem('hci-sizer.unreadable')).toBe('garbage');
    expect(a.getItem('hci-sizer.quarantine.1')).toBeNull();
    expect((await open(factory)).getItem('hci-sizer.unreadable')).toBe('garbage');
    // From now on a write is refused on the spot, as localStorage refuses it, unless it shrinks
    // a record (a scenario deleted from the list), which a full database may still take.
    expect(() => a.setItem('hci-sizer.z', 'more')).toThrow(/storage is full/);
    expect(() => a.setItem('hci-sizer.unreadable', 'garbage and more')).toThrow(/storage is full/);
    expect(() => a.setItem('hci-sizer.unreadable', 'garb')).not.toThrow();
    expect(await a.settled()).toBe(false);
    expect(a.getItem('hci-sizer.unreadable')).toBe('garbage');

    put.mockRestore();
    a.removeItem('hci-sizer.unreadable');
    a.setItem('hci-sizer.z', 'more');
    expect(await a.settled()).toBe(true);
    const b = await open(factory);
    expect(b.getItem('hci-sizer.unreadable')).toBeNull();
    expect(b.getItem('hci-sizer.z')).toBe('more');
  });

  it('a full database at start-up is opened for reading and said to be full', async () => {
    const factory = new IDBFactory();
    const a = await open(factory);
    a.setItem(KEYS.current, 'work');
    await a.settled();
    quotaFull();
    const opened = await openIndexedStorage(factory);
    if (!opened || opened === 'unanswered') throw new Error('IndexedDB did not open');
    expect(opened.full).toBe(true);
    expect(opened.storage.getItem(KEYS.current)).toBe('work');
  });

  it('reload shows another tab’s writes and keeps this page’s writes in flight', async () => {
    const factory = new IDBFactory();
    const a = await open(factory);
    const b = await open(factory);
    b.setItem(KEYS.scenarios, 'from tab B');
    await b.settled();
    expect(a.getItem(KEYS.scenarios)).toBeNull();
    a.setItem(KEYS.current, 'typed in tab A');
    await a.reload();
    expect(a.getItem(KEYS.scenarios)).toBe('from tab B');
    expect(a.getItem(KEYS.current)).toBe('typed in tab A');
  });
});

describe('moving localStorage into IndexedDB', () => {
  const stamp = '2026-11-23T10:00:00.000Z';

  it('moves every sizer record once the database has it, and leaves other sites’ keys', async () => {
    const factory = new IDBFactory();
    const scenarios = JSON.stringify({
      v: 1,
      scenarios: [{ id: 'a', name: 'Kept', createdAt: stamp, updatedAt: stamp, config: defaultConfig() }],
    });
    const legacy = memoryStorage({
      [KEYS.scenarios]: scenarios,
      [`${KEYS.tabPrefix}t1`]: 'tab work',
      [`${KEYS.quarantinePrefix}x`]: 'set aside',
      'other.app': 'theirs',
      // The page's preferences and the copies kept as a tab closes are not sessions: they stay.
      'hci-sizer.prefs': '{"lang":"ja","capacityUnit":"TB"}',
      [`${COPY_PREFIX}${KEYS.current}`]: 'closing copy',
    });
    const db = await open(factory);
    expect(await moveLegacyRecords(legacy, db, stamp)).toBe('moved');
    expect(legacy.dump()).toEqual({
      'other.app': 'theirs',
      'hci-sizer.prefs': '{"lang":"ja","capacityUnit":"TB"}',
      [`${COPY_PREFIX}${KEYS.current}`]: 'closing copy',
    });
    const reopened = await open(factory);
    expect(reopened.getItem(KEYS.scenarios)).toBe(scenarios);
    expect(reopened.getItem(`${KEYS.tabPrefix}t1`)).toBe('tab work');
    expect(reopened.getItem(`${KEYS.quarantinePrefix}x`)).toBe('set aside');
    // The sessions store reads the moved scenario.
    expect(new SessionStore(reopened, { names }).getState().scenarios.map((s) => s.name)).toEqual(['Kept']);
  });

  it('a record the database holds with other contents is kept beside it, set aside', async () => {
    const factory = new IDBFactory();
    const db = await open(factory);
    db.setItem(KEYS.current, 'newer work');
    const legacy = memoryStorage({ [KEYS.current]: 'older work' });
    expect(await moveLegacyRecords(legacy, db, stamp)).toBe('moved');
    expect(db.getItem(KEYS.current)).toBe('newer work');
    const store = new SessionStore(db, { names });
    const aside = store.getState().quarantine.find((q) => q.raw === 'older work');
    expect(aside).toMatchObject({ from: KEYS.current, key: `${KEYS.quarantinePrefix}${stamp}.moved.0` });
    expect(aside?.problems[0] && describeInEnglish(aside.problems[0])).toMatch(/older storage/);
  });

  it('nothing leaves localStorage when the database cannot take it', async () => {
    const factory = new IDBFactory();
    const db = await open(factory);
    const legacy = memoryStorage({ [KEYS.current]: 'work' });
    quotaFull();
    expect(await moveLegacyRecords(legacy, db, stamp)).toBe('failed');
    expect(legacy.dump()).toEqual({ [KEYS.current]: 'work' });
  });
});

describe('the working documents, also kept in localStorage as a tab closes', () => {
  const record = (savedAt: string, name: string) => JSON.stringify({ v: 1, savedAt, name });
  const copies = (storage: ReturnType<typeof memoryStorage>): UnloadCopies => ({
    storage,
    copied: (key) => key === KEYS.current || key.startsWith(KEYS.tabPrefix),
    newer: writtenLater,
  });
  async function openWith(factory: IDBFactory, local: ReturnType<typeof memoryStorage>) {
    const opened = await openIndexedStorage(factory, copies(local));
    if (!opened || opened === 'unanswered') throw new Error('IndexedDB did not open');
    return opened.storage;
  }

  it('a write the database never got (the tab closed) comes back in the next page, and the copy then goes', async () => {
    const factory = new IDBFactory();
    const local = memoryStorage();
    const first = await openWith(factory, local);
    first.setItem(KEYS.current, record('2026-11-25T10:00:00.000Z', 'Saved'));
    first.setItem(`${KEYS.tabPrefix}t1`, record('2026-11-25T10:00:00.000Z', 'Saved'));
    await first.settled();
    // Committed: no copy is left behind.
    expect(local.dump()).toEqual({});
    // The last keystroke: written to the copy at once; the transaction is lost with the page.
    quotaFull();
    first.setItem(KEYS.current, record('2026-11-25T10:00:01.000Z', 'Typed just before closing'));
    first.setItem(`${KEYS.tabPrefix}t1`, record('2026-11-25T10:00:01.000Z', 'Typed just before closing'));
    await first.settled();
    vi.restoreAllMocks();
    expect(Object.keys(local.dump()).sort()).toEqual([`${COPY_PREFIX}${KEYS.current}`, `${COPY_PREFIX}${KEYS.tabPrefix}t1`]);

    const next = await openWith(factory, local);
    expect(next.getItem(KEYS.current)).toContain('Typed just before closing');
    expect(next.getItem(`${KEYS.tabPrefix}t1`)).toContain('Typed just before closing');
    await next.settled();
    // The database has them now, and localStorage holds no copy of them any longer.
    expect((await open(factory)).getItem(KEYS.current)).toContain('Typed just before closing');
    expect(local.dump()).toEqual({});
  });

  it('a copy older than the record (written later by a tab whose copy failed) does not win, and goes', async () => {
    const factory = new IDBFactory();
    const db = await open(factory);
    db.setItem(KEYS.current, record('2026-11-25T10:00:05.000Z', 'Later, from another tab'));
    await db.settled();
    const local = memoryStorage({ [`${COPY_PREFIX}${KEYS.current}`]: record('2026-11-25T10:00:01.000Z', 'Earlier') });
    const next = await openWith(factory, local);
    expect(next.getItem(KEYS.current)).toContain('Later, from another tab');
    await next.settled();
    expect(local.dump()).toEqual({});
  });

  it('an unreadable copy never replaces a record, nor a copy an unreadable record', () => {
    const good = record('2026-11-25T10:00:01.000Z', 'Work');
    expect(writtenLater('not json', good)).toBe(false);
    expect(writtenLater(good, 'not json')).toBe(false);
    expect(writtenLater(good, null)).toBe(true);
    // Written in the same millisecond: the copy, written first, is at least as new.
    expect(writtenLater(record('2026-11-25T10:00:01.000Z', 'Work, renamed'), good)).toBe(true);
    expect(writtenLater(good, good)).toBe(false);
  });
});

describe('a database that never answers', () => {
  it('is given up after the time allowed, and said to be unanswered rather than refused', async () => {
    // An open request whose events never fire, as a wedged browser profile leaves it.
    const silent = { open: () => ({}) as IDBOpenDBRequest } as unknown as IDBFactory;
    expect(await openIndexedStorage(silent, undefined, 20)).toBe('unanswered');
    const refusing = {
      open: () => {
        throw new DOMException('refused', 'SecurityError');
      },
    } as unknown as IDBFactory;
    expect(await openIndexedStorage(refusing, undefined, 20)).toBeNull();
  });

  it('the store says so, and that the work is kept in localStorage', () => {
    const store = new SessionStore(memoryStorage(), { names, unansweredAfter: 4 });
    expect(store.getState().notices.map((n) => n.kind)).toEqual(['storage-unanswered']);
    expect(store.getState().persistent).toBe(true);
  });
});

describe('records that are not text', () => {
  it('are listed by key, and the store says which were skipped', async () => {
    const factory = new IDBFactory();
    const db = await open(factory);
    db.setItem(KEYS.scenarios, JSON.stringify({ v: 1, scenarios: [] }));
    await db.settled();
    // Another page of this site wrote structured values into the sizer's database.
    await new Promise<void>((resolve, reject) => {
      const r = factory.open('hci-sizer', 1);
      r.onsuccess = () => {
        const tx = r.result.transaction('records', 'readwrite');
        tx.objectStore('records').put({ not: 'text' }, KEYS.current);
        tx.objectStore('records').put(42, 'other.number');
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      };
    });
    const reopened = await open(factory);
    expect([...reopened.skipped].sort()).toEqual([KEYS.current, 'other.number']);
    const store = new SessionStore(reopened, { names, skipped: reopened.skipped });
    expect(store.getState().notices).toEqual([{ id: 1, kind: 'skipped-records', keys: [...reopened.skipped] }]);
  });
});
