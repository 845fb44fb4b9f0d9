import { DATABASE_NAME } from './keys';
import type { KeyValueStorage } from './storage';

const STORE = 'records';
const PROBE = 'hci-sizer.probe';

export interface WriteListener {
  /** A batch the database refused (a full quota arrives here, after the write returned). */
  failed(detail: string): void;
  /** A batch that is now in the database. */
  written(keys: readonly string[]): void;
}

/**
 * IndexedDB seen through the synchronous KeyValueStorage the sessions store is written against:
 * everything is read into memory at start-up, and writes go through to the database in the
 * background, each turn of the event loop's writes as one transaction. A transaction commits
 * whole or not at all, so a record copied aside and then removed can never be removed without
 * its copy. When the database refuses a batch, what it held stays as it was, memory is put back
 * to match it, and later writes are refused on the spot (as localStorage does) until something
 * is removed.
 */
export interface IndexedStorage extends KeyValueStorage {
  listen(listener: Partial<WriteListener>): void;
  /** Reads the database again (another tab wrote to it), keeping this page's writes in flight. */
  reload(): Promise<void>;
  /** Resolves once every write so far is committed (true) or has failed (false). */
  settled(): Promise<boolean>;
  /** The keys of records found at the start that are not text: left unread. */
  readonly skipped: readonly string[];
}

type Value = string | null;

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });
}

const errorName = (e: unknown) => (e instanceof Error || e instanceof DOMException ? e.name || e.message : String(e));
const isQuota = (e: unknown) => errorName(e) === 'QuotaExceededError';

/** Every text record; the keys of those that are not text (the sizer writes none) are listed apart. */
async function readAll(db: IDBDatabase): Promise<{ map: Map<string, string>; skipped: string[] }> {
  const tx = db.transaction(STORE, 'readonly');
  const store = tx.objectStore(STORE);
  const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
  const map = new Map<string, string>();
  const skipped: string[] = [];
  keys.forEach((k, i) => {
    if (typeof k === 'string' && typeof values[i] === 'string') map.set(k, values[i] as string);
    else skipped.push(String(k));
  });
  return { map, skipped };
}

/**
 * Opens the sessions database; null where the browser refuses IndexedDB (some private modes,
 * storage blocked in a third-party frame); 'unanswered' when it never answers within `timeoutMs`.
 * `full` when it can be read but has no room to write.
 */
export async function openIndexedStorage(
  factory: IDBFactory | undefined = globalThis.indexedDB,
  copies?: UnloadCopies,
  timeoutMs = OPEN_TIMEOUT_MS,
): Promise<{ storage: IndexedStorage; full: boolean } | 'unanswered' | null> {
  if (!factory) return null;
  let db: IDBDatabase;
  let read: { map: Map<string, string>; skipped: string[] };
  try {
    db = await openDatabase(factory, timeoutMs);
    read = await readAll(db);
  } catch (e) {
    return errorName(e) === 'TimeoutError' ? 'unanswered' : null;
  }
  let full = false;
  try {
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put('1', PROBE);
    tx.objectStore(STORE).delete(PROBE);
    await done(tx);
  } catch (e) {
    if (!isQuota(e)) return null;
    full = true;
  }
  const storage = new MirroredDatabase(db, read.map, full, copies, read.skipped);
  if (copies) takeCopies(storage, read.map, copies);
  return { storage, full };
}

/** How long the database may take to open before the page works without it (and says so). */
export const OPEN_TIMEOUT_MS = 4000;

/**
 * The database, or a rejection when the browser refuses it or leaves the request unanswered: a
 * page that waited on it forever would run on no storage at all, and lose its work unseen.
 */
function openDatabase(factory: IDBFactory, timeoutMs: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = factory.open(DATABASE_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    const timer = setTimeout(() => {
      // Answered too late, the database is closed rather than kept open beside the page's fallback.
      open.onsuccess = () => open.result.close();
      reject(new DOMException('IndexedDB did not answer', 'TimeoutError'));
    }, timeoutMs);
    open.onsuccess = () => {
      clearTimeout(timer);
      resolve(open.result);
    };
    open.onerror = () => {
      clearTimeout(timer);
      reject(open.error ?? new Error('IndexedDB did not open'));
    };
  });
}

/**
 * The working documents, also written at once to a synchronous storage that outlives the page
 * (localStorage): a transaction started as a tab closes may never commit, so what was typed last
 * would be lost. A copy goes once its write is committed; the next page takes each copy left
 * that is newer than the database's record, then removes it once the database holds it.
 */
export interface UnloadCopies {
  storage: KeyValueStorage;
  /** The database keys that are copied. */
  copied(key: string): boolean;
  /** Whether the copy holds later work than the database's record (null: none). */
  newer(copy: string, stored: string | null): boolean;
}

/** In the synchronous storage, a copy is kept under this prefix and its database key. */
export const COPY_PREFIX = 'hci-sizer.copy.';

function takeCopies(storage: MirroredDatabase, map: Map<string, string>, copies: UnloadCopies): void {
  const found = new Map<string, string>();
  try {
    for (let i = 0; i < copies.storage.length; i++) {
      const at = copies.storage.key(i);
      const value = at?.startsWith(COPY_PREFIX) ? copies.storage.getItem(at) : null;
      if (at && value !== null) found.set(at, value);
    }
  } catch {
    return;
  }
  for (const [at, copy] of found) {
    const key = at.slice(COPY_PREFIX.length);
    if (!copies.newer(copy, map.get(key) ?? null)) continue;
    try {
      storage.setItem(key, copy);
    } catch {
      // A full database: the work is still read from the copy until there is room.
      map.set(key, copy);
      found.delete(at);
    }
  }
  // Once the database holds them, the copies go, unless a page wrote a newer one meanwhile.
  void storage.settled().then((ok) => {
    if (ok) for (const [at, copy] of found) removeIfSame(copies.storage, at, copy);
  });
}

function removeIfSame(storage: KeyValueStorage, key: string, value: string): void {
  try {
    if (storage.getItem(key) === value) storage.removeItem(key);
  } catch {
    // A copy that cannot be removed is older than the database's record from now on.
  }
}

class MirroredDatabase implements IndexedStorage {
  /** Writes of this turn, not yet handed to a transaction: the new value, and the one it replaced. */
  private batch = new Map<string, { next: Value; before: Value }>();
  /** Batches handed to the database and not yet committed, oldest first. */
  private readonly inFlight: Map<string, { next: Value; before: Value }>[] = [];
  private chain: Promise<boolean> = Promise.resolve(true);
  private listeners: Partial<WriteListener>[] = [];

  constructor(
    private readonly db: IDBDatabase,
    private map: Map<string, string>,
    private full: boolean,
    private readonly copies: UnloadCopies | undefined,
    readonly skipped: readonly string[],
  ) {}

  get length(): number {
    return this.map.size;
  }

  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    // A full database may still take a record that shrinks (a scenario deleted from the list).
    if (this.full && value.length > (this.map.get(key)?.length ?? 0)) throw new DOMException('The storage is full', 'QuotaExceededError');
    this.stage(key, String(value));
  }

  removeItem(key: string): void {
    if (!this.map.has(key)) return;
    // Removing frees room: the next write is tried for real.
    this.full = false;
    this.stage(key, null);
  }

  listen(listener: Partial<WriteListener>): void {
    this.listeners.push(listener);
  }

  async reload(): Promise<void> {
    await this.settled();
    const stored = (await readAll(this.db)).map;
    for (const b of [...this.inFlight, this.batch])
      for (const [k, { next }] of b) {
        if (next === null) stored.delete(k);
        else stored.set(k, next);
      }
    this.map = stored;
  }

  settled(): Promise<boolean> {
    return this.batch.size ? this.flush() : this.chain;
  }

  private stage(key: string, next: Value): void {
    if (this.copies?.copied(key)) writeCopy(this.copies.storage, COPY_PREFIX + key, next);
    const before = this.batch.get(key)?.before ?? this.map.get(key) ?? null;
    if (next === null) this.map.delete(key);
    else this.map.set(key, next);
    const first = this.batch.size === 0;
    this.batch.set(key, { next, before });
    if (first) queueMicrotask(() => void this.flush());
  }

  private flush(): Promise<boolean> {
    const batch = this.batch;
    if (batch.size === 0) return this.chain;
    this.batch = new Map();
    this.inFlight.push(batch);
    this.chain = this.chain.then(() => this.commit(batch));
    return this.chain;
  }

  private async commit(batch: Map<string, { next: Value; before: Value }>): Promise<boolean> {
    try {
      const tx = this.db.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      try {
        for (const [k, { next }] of batch) {
          if (next === null) store.delete(k);
          else store.put(next, k);
        }
      } catch (e) {
        // A write refused on the spot must not let the rest of the batch commit without it.
        tx.abort();
        throw e;
      }
      await done(tx);
      this.inFlight.splice(this.inFlight.indexOf(batch), 1);
      // Committed: the copy is needed no longer, unless a later write replaced it meanwhile.
      const copies = this.copies;
      if (copies)
        for (const [k, { next }] of batch) if (next !== null && copies.copied(k)) removeIfSame(copies.storage, COPY_PREFIX + k, next);
      for (const l of this.listeners) l.written?.([...batch.keys()]);
      return true;
    } catch (e) {
      this.inFlight.splice(this.inFlight.indexOf(batch), 1);
      if (isQuota(e)) this.full = true;
      this.revert(batch);
      for (const l of this.listeners) l.failed?.(errorName(e));
      return false;
    }
  }

  /**
   * Memory goes back to what the database holds, for each key no later write has changed; a later
   * write of the same key now replaces what the database holds, not the refused value.
   */
  private revert(batch: Map<string, { next: Value; before: Value }>): void {
    const later = [...this.inFlight, this.batch];
    for (const [k, { before }] of batch) {
      const next = later.find((b) => b.has(k))?.get(k);
      if (next) next.before = before;
      else if (before === null) this.map.delete(k);
      else this.map.set(k, before);
    }
  }
}

function writeCopy(storage: KeyValueStorage, key: string, next: Value): void {
  try {
    if (next === null) storage.removeItem(key);
    else storage.setItem(key, next);
  } catch {
    // No room for the copy: drop the older one, so it never stands in for this write.
    try {
      storage.removeItem(key);
    } catch {
      // Nothing to drop.
    }
  }
}
