import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { openIndexedStorage } from '../../src/features/sessions/indexedStorage';
import { moveLegacyRecords } from '../../src/features/sessions/legacyStorage';
import { KEYS } from '../../src/features/sessions/sessionRepository';
import { memoryStorage } from '../../src/features/sessions/storage';
import { SessionStore } from '../../src/features/sessions/store';

async function open(factory: IDBFactory) {
  const opened = await openIndexedStorage(factory);
  if (!opened) throw new Error('IndexedDB did not open');
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
    expect(opened?.full).toBe(true);
    expect(opened?.storage.getItem(KEYS.current)).toBe('work');
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
    });
    const db = await open(factory);
    expect(await moveLegacyRecords(legacy, db, stamp)).toBe('moved');
    expect(legacy.dump()).toEqual({ 'other.app': 'theirs' });
    const reopened = await open(factory);
    expect(reopened.getItem(KEYS.scenarios)).toBe(scenarios);
    expect(reopened.getItem(`${KEYS.tabPrefix}t1`)).toBe('tab work');
    expect(reopened.getItem(`${KEYS.quarantinePrefix}x`)).toBe('set aside');
    // The sessions store reads the moved scenario.
    expect(new SessionStore(reopened).getState().scenarios.map((s) => s.name)).toEqual(['Kept']);
  });

  it('a record the database holds with other contents is kept beside it, set aside', async () => {
    const factory = new IDBFactory();
    const db = await open(factory);
    db.setItem(KEYS.current, 'newer work');
    const legacy = memoryStorage({ [KEYS.current]: 'older work' });
    expect(await moveLegacyRecords(legacy, db, stamp)).toBe('moved');
    expect(db.getItem(KEYS.current)).toBe('newer work');
    const store = new SessionStore(db);
    const aside = store.getState().quarantine.find((q) => q.raw === 'older work');
    expect(aside).toMatchObject({ from: KEYS.current, key: `${KEYS.quarantinePrefix}${stamp}.moved.0` });
    expect(aside?.problems[0]?.message).toMatch(/older storage/);
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

describe('the tab’s working document, kept in sessionStorage too', () => {
  it('a write the database never got (the page unloaded) comes back from the copy on reload', async () => {
    const factory = new IDBFactory();
    const session = memoryStorage();
    const key = `${KEYS.tabPrefix}t1`;
    const first = await openIndexedStorage(factory, { storage: session, key });
    first!.storage.setItem(key, 'saved');
    await first!.storage.settled();
    // The last keystroke: written to the copy at once; the transaction is lost with the page.
    quotaFull();
    first!.storage.setItem(key, 'typed just before reload');
    await first!.storage.settled();
    vi.restoreAllMocks();
    expect(session.getItem(key)).toBe('typed just before reload');

    const reloaded = await openIndexedStorage(factory, { storage: session, key });
    expect(reloaded!.storage.getItem(key)).toBe('typed just before reload');
    await reloaded!.storage.settled();
    // And the database has it now, for other tabs to adopt when this one closes.
    expect((await open(factory)).getItem(key)).toBe('typed just before reload');
  });
});
