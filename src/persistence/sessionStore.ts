import type { SizingConfig } from '../model/config';
import { defaultConfig } from '../model/defaultConfig';
import type { Problem } from '../schema/issues';
import { jsonEqual } from '../schema/json';
import { type Current, MAX_NAME, type Origin, type Scenario } from './sessionRecords';
import type { FileContents } from './sessionFile';
import { type QuarantineEntry, SessionRepository } from './sessionRepository';
import { KEYS } from './keys';
import { type KeyValueStorage, memoryStorage } from './storage';

/**
 * Saved sessions, framework-free: the working document is autosaved so a reload never loses
 * work; named scenarios can be saved, opened, renamed, duplicated and deleted; a session is
 * exported and imported as a JSON file. Storage and quarantine are the repository's; the file
 * format is sessionFile's (loaded with the panel); this holds the state and the user's operations.
 */

/**
 * The names the store gives the scenarios it makes, worded by the page in its language: the store
 * holds no words of its own, and a name once given is kept as it is.
 */
export interface ScenarioNames {
  /** A duplicate of the scenario named `name`. */
  copy(name: string): string;
  /** Unsaved changes to `name`, kept as a scenario of their own when something replaced them; `when` is `YYYY-MM-DD HH:MM` (UTC). */
  keptUnsaved(name: string, when: string): string;
  /** The working document written into a session file when it is not saved as it is. */
  exportedUnsaved(name: string): string;
  /** A scenario read from a file under a name the list holds already. */
  imported(name: string): string;
  /** A scenario given no name. */
  untitled(): string;
}

export type Notice =
  | { id: number; kind: 'quarantined'; from: string; key: string; problems: Problem[] }
  | { id: number; kind: 'kept-in-place'; from: string; problems: Problem[] }
  | { id: number; kind: 'storage-failed'; detail: string }
  | { id: number; kind: 'memory-only' }
  | { id: number; kind: 'storage-unanswered'; seconds: number }
  | { id: number; kind: 'skipped-records'; keys: string[] }
  | { id: number; kind: 'storage-full' }
  | { id: number; kind: 'kept-unsaved'; scenarioId: string; name: string }
  | { id: number; kind: 'migrated'; from: number }
  | { id: number; kind: 'open-elsewhere'; name: string };

export interface SessionsState {
  current: Current;
  scenarios: Scenario[];
  quarantine: QuarantineEntry[];
  notices: Notice[];
  /** False when the browser refused storage: work lasts only while the page is open. */
  persistent: boolean;
  /**
   * The last write reached the browser's storage. False while it is full (from the start, or since
   * a write was refused) until a write goes through: what the page shows as saved is then kept in
   * the page only.
   */
  stored: boolean;
  /** Whether the browser agreed to keep the storage when space runs low; null until it answers. */
  durable: boolean | null;
}

export type ImportResult =
  | { ok: true; kind: 'session'; added: Scenario[] }
  | { ok: true; kind: 'config'; config: SizingConfig }
  | { ok: false; problems: Problem[] };

export interface StoreOptions {
  /** The names of the scenarios the store makes, until the page gives others (setNames). */
  names: ScenarioNames;
  now?: () => Date;
  newId?: () => string;
  /** The storage can be read but has no room to write. */
  full?: boolean;
  /** This browser tab, the same across its reloads: its own working document is kept apart. */
  tabId?: string;
  /** The browser's database never answered within this many seconds: `storage` stands in for it. */
  unansweredAfter?: number;
  /** Stored records that are not text, left unread (another page of this site may have written them). */
  skipped?: readonly string[];
}

type NoticeInput = Notice extends infer N ? (N extends Notice ? Omit<N, 'id'> : never) : never;

const defaultId = () =>
  `s${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0')}`;
export class SessionStore {
  private names: ScenarioNames;
  private readonly repo: SessionRepository;
  private readonly now: () => Date;
  private readonly newId: () => string;
  private readonly tabId: string | undefined;
  /** This tab had work of its own stored: the page is being reloaded, not opened anew. */
  reloadedTab = false;

  /** Names made from now on (copies, kept changes, "Untitled") are these: the page's language. */
  setNames(names: ScenarioNames): void {
    this.names = names;
  }
  private state: SessionsState;
  private readonly listeners = new Set<() => void>();
  private noticeId = 0;

  constructor(storage: KeyValueStorage | null, options: StoreOptions) {
    this.names = options.names;
    this.now = options.now ?? (() => new Date());
    this.newId = options.newId ?? defaultId;
    this.tabId = options.tabId;
    this.repo = new SessionRepository(storage ?? memoryStorage(), () => this.stamp(), {
      quarantined: (entry) => {
        if (entry.inPlace) this.notify({ kind: 'kept-in-place', from: entry.from, problems: entry.problems });
        else this.notify({ kind: 'quarantined', from: entry.from, key: entry.key, problems: entry.problems });
        this.set({ quarantine: [...this.state.quarantine.filter((q) => q.key !== entry.key), entry] });
      },
      writeFailed: (detail) => this.storageFailed(detail),
      written: () => this.storageWritten(),
      migrated: (from) => this.notify({ kind: 'migrated', from }),
    });
    const notices: Notice[] = [];
    if (options.unansweredAfter !== undefined)
      notices.push({ id: ++this.noticeId, kind: 'storage-unanswered', seconds: options.unansweredAfter });
    if (!storage) notices.push({ id: ++this.noticeId, kind: 'memory-only' });
    else if (options.full) notices.push({ id: ++this.noticeId, kind: 'storage-full' });
    if (options.skipped?.length) notices.push({ id: ++this.noticeId, kind: 'skipped-records', keys: [...options.skipped] });
    this.state = {
      current: this.freshCurrent(defaultConfig(), 'default'),
      scenarios: [],
      quarantine: [],
      notices,
      persistent: storage !== null,
      stored: storage !== null && !options.full,
      durable: null,
    };
    const scenarios = this.repo.readScenarios();
    // A reloaded tab gets its own work back; a new tab opens the latest of any tab.
    const own = this.tabId ? this.repo.readCurrent(scenarios, KEYS.tabPrefix + this.tabId) : null;
    this.reloadedTab = own !== null;
    const current = own ?? this.repo.readCurrent(scenarios) ?? this.freshCurrent(defaultConfig(), 'default');
    this.state = { ...this.state, current, scenarios, quarantine: this.repo.listQuarantine() };
  }

  // ------------------------------------------------------------ subscription (useSyncExternalStore)

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): SessionsState => this.state;

  private set(patch: Partial<SessionsState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  private notify(notice: NoticeInput): void {
    this.set({ notices: [...this.state.notices, { ...notice, id: ++this.noticeId } as Notice] });
  }

  /**
   * A write the storage refused, on the spot or after it returned (IndexedDB reports a full quota
   * late). One notice says so while it is shown: every later autosave is refused too.
   */
  storageFailed(detail: string): void {
    const shown = this.state.notices.some((n) => n.kind === 'storage-failed' || n.kind === 'storage-full');
    if (this.state.stored) this.set({ stored: false });
    if (!shown) this.notify({ kind: 'storage-failed', detail });
  }

  /**
   * A write went through: room was made. Scenarios saved while the storage was full are held by
   * this page only, so the list is written again before anything reads as stored.
   */
  storageWritten(): void {
    if (this.state.stored || !this.state.persistent) return;
    this.set({ stored: true });
    this.writeScenarios((list) => list);
  }

  setPersisted(durable: boolean): void {
    this.set({ durable });
  }

  dismissNotice(id: number): void {
    this.set({ notices: this.state.notices.filter((n) => n.id !== id) });
  }

  // ------------------------------------------------------------ the working document

  /** Every edit: the page calls this (debounced) with its valid config and, optionally, its raw draft. */
  autosave(config: SizingConfig, draft?: unknown): void {
    const cur = this.state.current;
    if (jsonEqual(cur.config, config) && jsonEqual(cur.draft, draft)) return;
    const saved = cur.scenarioId ? this.state.scenarios.find((s) => s.id === cur.scenarioId) : undefined;
    const dirty = saved ? !jsonEqual(saved.config, config) || draft !== undefined : true;
    this.setCurrent({ ...cur, config, draft, dirty });
  }

  /** Saves the working document into its scenario, or as a new one named `nameIfNew` (else its config's name). */
  save(nameIfNew?: string): Scenario {
    const cur = this.state.current;
    const existing = cur.scenarioId ? this.state.scenarios.find((s) => s.id === cur.scenarioId) : undefined;
    if (existing) {
      const updated = { ...existing, config: cur.config, updatedAt: this.stamp() };
      this.writeScenarios((list) => list.map((s) => (s.id === existing.id ? updated : s)));
      this.setCurrent({ ...cur, dirty: false, draft: undefined, name: updated.name });
      return updated;
    }
    return this.saveAs(nameIfNew ?? cur.name);
  }

  saveAs(name: string): Scenario {
    const cur = this.state.current;
    const scenario = this.newScenario(name, cur.config);
    this.writeScenarios((list) => [...list, scenario]);
    this.setCurrent({ ...cur, scenarioId: scenario.id, name: scenario.name, dirty: false, draft: undefined, origin: 'scenario' });
    return scenario;
  }

  open(id: string): boolean {
    const s = this.state.scenarios.find((x) => x.id === id);
    if (!s) return false;
    this.replaceCurrent({ ...this.freshCurrent(structuredClone(s.config), 'scenario'), scenarioId: s.id, name: s.name });
    return true;
  }

  /**
   * A document from a share link, a file or "new": it opens as a new, unsaved scenario and never
   * overwrites saved work; unsaved changes it replaces are first kept as a scenario of their own.
   */
  openUnsaved(config: SizingConfig, origin: Exclude<Origin, 'scenario'>, name = config.name): void {
    this.replaceCurrent({ ...this.freshCurrent(config, origin), name });
  }

  // ------------------------------------------------------------ scenarios

  rename(id: string, name: string): void {
    const trimmed = name.trim().slice(0, MAX_NAME);
    if (!trimmed) return;
    this.writeScenarios((list) => list.map((s) => (s.id === id ? { ...s, name: trimmed, updatedAt: this.stamp() } : s)));
    if (this.state.current.scenarioId === id) this.setCurrent({ ...this.state.current, name: trimmed });
  }

  duplicate(id: string): Scenario | null {
    const s = this.state.scenarios.find((x) => x.id === id);
    if (!s) return null;
    const copy = this.newScenario(this.names.copy(s.name), structuredClone(s.config));
    this.writeScenarios((list) => {
      const at = list.findIndex((x) => x.id === id);
      return at < 0 ? [...list, copy] : [...list.slice(0, at + 1), copy, ...list.slice(at + 1)];
    });
    return copy;
  }

  /** Deletes a scenario; if it is open, the working document stays, as unsaved changes. */
  remove(id: string): void {
    this.writeScenarios((list) => list.filter((s) => s.id !== id));
    const cur = this.state.current;
    if (cur.scenarioId === id) this.setCurrent({ ...cur, scenarioId: null, dirty: true });
  }

  // ------------------------------------------------------------ files

  /** What a session file holds: every saved scenario, and the working document too when it is not saved as it is. */
  exportSession(): { scenarios: Scenario[]; exportedAt: string } {
    const cur = this.state.current;
    const scenarios = [...this.state.scenarios];
    if (cur.scenarioId === null || cur.dirty)
      scenarios.push({ ...this.newScenario(this.names.exportedUnsaved(cur.name), cur.config), id: 'unsaved' });
    return { scenarios, exportedAt: this.stamp() };
  }

  /**
   * A session file adds its scenarios (new ids, never replacing saved ones); a bare config file
   * (as the CLI reads) opens as an unsaved scenario. Anything wrong is listed by field path, and
   * nothing is imported then.
   */
  importFile(contents: FileContents): ImportResult {
    if (!contents.ok) return contents;
    if (contents.kind === 'config') {
      this.openUnsaved(contents.config, 'import');
      return contents;
    }
    const taken = new Set(this.state.scenarios.map((s) => s.name));
    const added = contents.scenarios.map((s) => {
      let name = s.name;
      if (taken.has(name)) name = this.names.imported(name).slice(0, MAX_NAME);
      taken.add(name);
      return { ...this.newScenario(name, s.config), createdAt: s.createdAt };
    });
    this.writeScenarios((list) => [...list, ...added]);
    return { ok: true, kind: 'session', added };
  }

  /** Another tab changed the saved scenarios (the `storage` event): show its list. */
  refreshScenarios(): void {
    const scenarios = this.repo.readScenarios();
    const cur = this.state.current;
    this.set({ scenarios, quarantine: this.repo.listQuarantine() });
    if (cur.scenarioId !== null && !scenarios.some((s) => s.id === cur.scenarioId))
      this.setCurrent({ ...cur, scenarioId: null, dirty: true });
  }

  // ------------------------------------------------------------ quarantine

  discardQuarantined(key: string): void {
    this.repo.discardQuarantined(key);
    this.set({ quarantine: this.state.quarantine.filter((q) => q.key !== key) });
  }

  // ------------------------------------------------------------ internals

  private stamp(): string {
    return this.now().toISOString();
  }

  private newScenario(name: string, config: SizingConfig): Scenario {
    const at = this.stamp();
    const used = new Set(this.state.scenarios.map((s) => s.id));
    let id = this.newId();
    while (used.has(id)) id = this.newId();
    return { id, name: name.trim().slice(0, MAX_NAME) || this.names.untitled(), createdAt: at, updatedAt: at, config };
  }

  private freshCurrent(config: SizingConfig, origin: Origin): Current {
    return { scenarioId: null, name: config.name, dirty: false, origin, config, savedAt: this.stamp() };
  }

  private replaceCurrent(next: Current): void {
    const cur = this.state.current;
    const saved = cur.scenarioId ? this.state.scenarios.find((s) => s.id === cur.scenarioId) : undefined;
    const unsavedWork = cur.dirty && !(saved && jsonEqual(saved.config, cur.config));
    if (unsavedWork) {
      const when = this.stamp().slice(0, 16).replace('T', ' ');
      const kept = this.newScenario(this.names.keptUnsaved(cur.name, when), cur.config);
      this.writeScenarios((list) => [...list, kept]);
      this.notify({ kind: 'kept-unsaved', scenarioId: kept.id, name: kept.name });
    }
    this.setCurrent(next);
  }

  /** The time written with it says which of two copies is the later (a copy kept as a tab closed). */
  private setCurrent(current: Current): void {
    const stamped = { ...current, savedAt: this.stamp() };
    this.set({ current: stamped });
    this.repo.writeCurrent(stamped, this.tabId);
  }

  // ------------------------------------------------------------ other tabs

  /**
   * The working documents of tabs that are no longer open (`open` lists those that are): unsaved
   * work there that this tab does not hold is kept as a scenario of its own, then the tab's copy
   * goes. Two tabs edited in turn and both closed lose neither's work.
   */
  adoptClosedTabs(open: ReadonlySet<string>): void {
    for (const id of this.repo.tabIds()) {
      if (id === this.tabId || open.has(id)) continue;
      const copy = this.repo.readCurrent(this.state.scenarios, KEYS.tabPrefix + id);
      if (copy) {
        const saved = copy.scenarioId ? this.state.scenarios.find((s) => s.id === copy.scenarioId) : undefined;
        const unsaved =
          copy.dirty && !(saved && jsonEqual(saved.config, copy.config)) && !jsonEqual(copy.config, this.state.current.config);
        if (unsaved) {
          const when = copy.savedAt.slice(0, 16).replace('T', ' ');
          const kept = this.newScenario(this.names.keptUnsaved(copy.name, when), copy.config);
          this.writeScenarios((list) => [...list, kept]);
          this.notify({ kind: 'kept-unsaved', scenarioId: kept.id, name: kept.name });
        }
      }
      this.repo.removeTab(id);
    }
  }

  /**
   * Another open tab says it has the same saved scenario open: said once, and only when that tab's
   * own stored work says so too, since any page of this site can send such a message.
   */
  openElsewhere(tabId: string, scenarioId: string): void {
    const cur = this.state.current;
    if (cur.scenarioId !== scenarioId || this.state.notices.some((n) => n.kind === 'open-elsewhere')) return;
    if (tabId === this.tabId || this.repo.tabScenarioId(tabId) !== scenarioId) return;
    this.notify({ kind: 'open-elsewhere', name: cur.name });
  }

  /**
   * Read-modify-write against what is stored now, so another tab's saves are kept; scenarios only
   * this page holds (a write that failed) are kept too: in doubt, keep.
   */
  private writeScenarios(edit: (list: Scenario[]) => Scenario[]): void {
    const stored = this.repo.readScenarios();
    const ids = new Set(stored.map((s) => s.id));
    const list = edit([...stored, ...this.state.scenarios.filter((s) => !ids.has(s.id))]);
    this.set({ scenarios: list });
    this.repo.writeScenarios(list);
  }
}
