import type * as z from 'zod/mini';
import type { SizingConfig } from '../../model/config';
import { defaultConfig } from '../../model/defaultConfig';
import { type Problem, toProblems } from '../../schema/issues';
import { parseConfig } from '../../schema/parse';
import { jsonEqual } from '../../schema/json';
import { interpolate } from '../../i18n/format';
import { SESSIONS_EN } from '../../i18n/sessions.en';
import {
  type Origin,
  SESSION_FILE_FORMAT,
  SessionFileSchema,
  StoredCurrentSchema,
  StoredScenarioSchema,
  StoredScenariosSchema,
} from './schema';
import { type KeyValueStorage, memoryStorage } from './storage';

/**
 * Saved sessions, framework-free: the working document is autosaved so a reload never loses
 * work; named scenarios can be saved, opened, renamed, duplicated and deleted; a session is
 * exported and imported as a JSON file. Whatever is read back is validated: data that does not
 * pass is set aside under a quarantine key and reported, never dropped.
 */

export const KEYS = {
  current: 'hci-sizer.v1.current',
  scenarios: 'hci-sizer.v1.scenarios',
  quarantinePrefix: 'hci-sizer.quarantine.',
} as const;

/** Imported files above this size are refused before parsing. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export interface Scenario {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  config: SizingConfig;
}

export interface Current {
  /** The saved scenario this document was opened from; null while it is unsaved. */
  scenarioId: string | null;
  name: string;
  /** Changed since it was opened or last saved. */
  dirty: boolean;
  origin: Origin;
  config: SizingConfig;
  /** What the page was editing when it differs from `config` (a half-typed value); the page's own shape. */
  draft?: unknown;
  savedAt: string;
}

export interface QuarantineEntry {
  key: string;
  /** The storage key (and member) the data came from. */
  from: string;
  at: string;
  problems: Problem[];
  raw: string;
}

export type Notice =
  | { id: number; kind: 'quarantined'; from: string; key: string; problems: Problem[] }
  | { id: number; kind: 'storage-failed'; detail: string }
  | { id: number; kind: 'memory-only' }
  | { id: number; kind: 'kept-unsaved'; scenarioId: string; name: string }
  | { id: number; kind: 'migrated'; from: number };

export interface SessionsState {
  current: Current;
  scenarios: Scenario[];
  quarantine: QuarantineEntry[];
  notices: Notice[];
  /** False when the browser refused storage: work lasts only while the page is open. */
  persistent: boolean;
}

export type ImportResult =
  | { ok: true; kind: 'session'; added: Scenario[] }
  | { ok: true; kind: 'config'; config: SizingConfig }
  | { ok: false; problems: Problem[] };

export interface StoreOptions {
  now?: () => Date;
  newId?: () => string;
}

type NoticeInput = Notice extends infer N ? (N extends Notice ? Omit<N, 'id'> : never) : never;

const defaultId = () =>
  `s${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0')}`;
/** The words the store writes into names and problems: the page's message table. */
const words = SESSIONS_EN;
const kindOf = (v: unknown): string =>
  words.problems.kinds[
    Array.isArray(v)
      ? 'list'
      : v === null
        ? 'null'
        : typeof v === 'string'
          ? 'text'
          : typeof v === 'number'
            ? 'number'
            : typeof v === 'boolean'
              ? 'boolean'
              : 'other'
  ];

const withPrefix = (prefix: string, problems: Problem[]): Problem[] =>
  problems.map((p) => ({ path: p.path ? `${prefix}.${p.path}` : prefix, message: p.message }));

export class SessionStore {
  private readonly storage: KeyValueStorage;
  private readonly now: () => Date;
  private readonly newId: () => string;
  private state: SessionsState;
  private readonly listeners = new Set<() => void>();
  private noticeId = 0;

  constructor(storage: KeyValueStorage | null, options: StoreOptions = {}) {
    this.storage = storage ?? memoryStorage();
    this.now = options.now ?? (() => new Date());
    this.newId = options.newId ?? defaultId;
    const notices: Notice[] = storage ? [] : [{ id: ++this.noticeId, kind: 'memory-only' }];
    this.state = {
      current: this.freshCurrent(defaultConfig(), 'default'),
      scenarios: [],
      quarantine: [],
      notices,
      persistent: storage !== null,
    };
    const loaded = this.load();
    this.state = { ...this.state, ...loaded };
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
    this.setCurrent({ ...cur, config, draft, dirty, savedAt: this.stamp() });
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
    const trimmed = name.trim().slice(0, 120);
    if (!trimmed) return;
    this.writeScenarios((list) => list.map((s) => (s.id === id ? { ...s, name: trimmed, updatedAt: this.stamp() } : s)));
    if (this.state.current.scenarioId === id) this.setCurrent({ ...this.state.current, name: trimmed });
  }

  duplicate(id: string): Scenario | null {
    const s = this.state.scenarios.find((x) => x.id === id);
    if (!s) return null;
    const copy = this.newScenario(interpolate(words.names.copy, { name: s.name }), structuredClone(s.config));
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

  /** The session as a file: every saved scenario, and the working document too when it is not saved as it is. */
  exportSession(): { filename: string; text: string } {
    const cur = this.state.current;
    const scenarios = [...this.state.scenarios];
    if (cur.scenarioId === null || cur.dirty)
      scenarios.push({ ...this.newScenario(interpolate(words.names.exportedUnsaved, { name: cur.name }), cur.config), id: 'unsaved' });
    const file = { format: SESSION_FILE_FORMAT, version: 1 as const, exportedAt: this.stamp(), scenarios };
    return { filename: `hci-sizer-session-${this.stamp().slice(0, 10)}.json`, text: JSON.stringify(file, null, 2) + '\n' };
  }

  /**
   * A session file adds its scenarios (new ids, never replacing saved ones); a bare config file
   * (as the CLI reads) opens as an unsaved scenario. Anything wrong is listed by field path, and
   * nothing is imported then.
   */
  importFile(text: string): ImportResult {
    if (text.length > MAX_IMPORT_BYTES)
      return { ok: false, problems: [{ path: '', message: interpolate(words.problems.tooLarge, { mb: MAX_IMPORT_BYTES / 1024 / 1024 }) }] };
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      return { ok: false, problems: [{ path: '', message: interpolate(words.problems.notJson, { detail: (e as Error).message }) }] };
    }
    const isSession = typeof value === 'object' && value !== null && 'format' in value;
    if (!isSession) {
      const parsed = parseConfig(value);
      if (!parsed.ok) return parsed;
      this.openUnsaved(parsed.config, 'import');
      return { ok: true, kind: 'config', config: parsed.config };
    }
    const version = (value as { version?: unknown }).version;
    if (typeof version === 'number' && version > 1) {
      return { ok: false, problems: [{ path: 'version', message: interpolate(words.problems.newerVersion, { version, current: 1 }) }] };
    }
    const file = SessionFileSchema.safeParse(value, { reportInput: true });
    if (!file.success) return { ok: false, problems: toProblems(file.error.issues) };
    const problems: Problem[] = [];
    const configs: SizingConfig[] = [];
    file.data.scenarios.forEach((s, i) => {
      const parsed = parseConfig(s.config);
      if (parsed.ok) configs.push(parsed.config);
      else problems.push(...withPrefix(`scenarios[${i}].config`, parsed.problems));
    });
    if (problems.length > 0) return { ok: false, problems };
    const taken = new Set(this.state.scenarios.map((s) => s.name));
    const added = file.data.scenarios.map((s, i) => {
      let name = s.name;
      if (taken.has(name)) name = interpolate(words.names.imported, { name }).slice(0, 120);
      taken.add(name);
      return { ...this.newScenario(name, configs[i]!), createdAt: s.createdAt };
    });
    this.writeScenarios((list) => [...list, ...added]);
    return { ok: true, kind: 'session', added };
  }

  /** Another tab changed the saved scenarios (the `storage` event): show its list. */
  refreshScenarios(): void {
    const { scenarios } = this.readScenarios();
    const cur = this.state.current;
    this.set({ scenarios, quarantine: this.listQuarantine() });
    if (cur.scenarioId !== null && !scenarios.some((s) => s.id === cur.scenarioId))
      this.setCurrent({ ...cur, scenarioId: null, dirty: true });
  }

  // ------------------------------------------------------------ quarantine

  discardQuarantined(key: string): void {
    this.tryWrite(() => this.storage.removeItem(key));
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
    return { id, name: name.trim().slice(0, 120) || words.untitled, createdAt: at, updatedAt: at, config };
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
      const kept = this.newScenario(interpolate(words.names.keptUnsaved, { name: cur.name, when }), cur.config);
      this.writeScenarios((list) => [...list, kept]);
      this.notify({ kind: 'kept-unsaved', scenarioId: kept.id, name: kept.name });
    }
    this.setCurrent(next);
  }

  private setCurrent(current: Current): void {
    this.set({ current });
    const record = { v: 1, ...current, draft: current.draft };
    this.tryWrite(() => this.storage.setItem(KEYS.current, JSON.stringify(record)));
  }

  /**
   * Read-modify-write against what is stored now, so another tab's saves are kept; scenarios only
   * this page holds (a write that failed) are kept too: in doubt, keep.
   */
  private writeScenarios(edit: (list: Scenario[]) => Scenario[]): void {
    const stored = this.readScenarios().scenarios;
    const ids = new Set(stored.map((s) => s.id));
    const list = edit([...stored, ...this.state.scenarios.filter((s) => !ids.has(s.id))]);
    this.set({ scenarios: list });
    this.tryWrite(() => this.storage.setItem(KEYS.scenarios, JSON.stringify({ v: 1, scenarios: list })));
  }

  private tryWrite(write: () => void): void {
    try {
      write();
    } catch (e) {
      this.notify({ kind: 'storage-failed', detail: e instanceof Error ? e.name || e.message : String(e) });
    }
  }

  private load(): Pick<SessionsState, 'current' | 'scenarios' | 'quarantine'> {
    const { scenarios } = this.readScenarios();
    const current = this.readCurrent(scenarios);
    return { current, scenarios, quarantine: this.listQuarantine() };
  }

  private readScenarios(): { scenarios: Scenario[] } {
    const raw = this.read(KEYS.scenarios);
    if (raw === null) return { scenarios: [] };
    const envelope = this.parseJson(raw, KEYS.scenarios, StoredScenariosSchema);
    if (!envelope) {
      this.tryWrite(() => this.storage.removeItem(KEYS.scenarios));
      return { scenarios: [] };
    }
    const scenarios: Scenario[] = [];
    let changed = false;
    envelope.scenarios.forEach((entry, i) => {
      const from = `${KEYS.scenarios} scenarios[${i}]`;
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
        this.quarantine(JSON.stringify(entry), from, [
          { path: '', message: interpolate(words.problems.notScenario, { kind: kindOf(entry) }) },
        ]);
        changed = true;
        return;
      }
      const s = StoredScenarioSchema.safeParse(entry, { reportInput: true });
      if (!s.success) {
        this.quarantine(JSON.stringify(entry), from, toProblems(s.error.issues));
        changed = true;
        return;
      }
      const parsed = parseConfig(s.data.config);
      if (!parsed.ok) {
        this.quarantine(JSON.stringify(entry), from, withPrefix('config', parsed.problems));
        changed = true;
        return;
      }
      if (parsed.migratedFrom !== null) changed = true;
      scenarios.push({ ...s.data, config: parsed.config });
    });
    if (changed) this.tryWrite(() => this.storage.setItem(KEYS.scenarios, JSON.stringify({ v: 1, scenarios })));
    return { scenarios };
  }

  private readCurrent(scenarios: Scenario[]): Current {
    const raw = this.read(KEYS.current);
    const fallback = this.freshCurrent(defaultConfig(), 'default');
    if (raw === null) return fallback;
    const record = this.parseJson(raw, KEYS.current, StoredCurrentSchema);
    if (!record) {
      this.tryWrite(() => this.storage.removeItem(KEYS.current));
      return fallback;
    }
    const parsed = parseConfig(record.config);
    if (!parsed.ok) {
      this.quarantine(raw, KEYS.current, withPrefix('config', parsed.problems));
      this.tryWrite(() => this.storage.removeItem(KEYS.current));
      return fallback;
    }
    if (parsed.migratedFrom !== null) this.notify({ kind: 'migrated', from: parsed.migratedFrom });
    const linked = record.scenarioId !== null && scenarios.some((s) => s.id === record.scenarioId);
    const current: Current = {
      scenarioId: linked ? record.scenarioId : null,
      name: record.name,
      dirty: linked ? record.dirty : record.dirty || record.scenarioId !== null,
      origin: record.origin,
      config: parsed.config,
      savedAt: record.savedAt,
    };
    if (record.draft !== undefined) current.draft = record.draft;
    return current;
  }

  private read(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  private parseJson<T>(raw: string, key: string, schema: z.ZodMiniType<T>): T | null {
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (e) {
      this.quarantine(raw, key, [{ path: '', message: interpolate(words.problems.notJson, { detail: (e as Error).message }) }]);
      return null;
    }
    const r = schema.safeParse(value, { reportInput: true });
    if (!r.success) {
      this.quarantine(raw, key, toProblems(r.error.issues));
      return null;
    }
    return r.data;
  }

  private quarantine(raw: string, from: string, problems: Problem[]): void {
    const at = this.stamp();
    let key = `${KEYS.quarantinePrefix}${at}`;
    for (let n = 2; this.read(key) !== null; n++) key = `${KEYS.quarantinePrefix}${at}.${n}`;
    const entry: QuarantineEntry = { key, from, at, problems, raw };
    this.tryWrite(() => this.storage.setItem(key, JSON.stringify(entry)));
    this.notify({ kind: 'quarantined', from, key, problems });
    this.set({ quarantine: [...this.state.quarantine.filter((q) => q.key !== key), entry] });
  }

  private listQuarantine(): QuarantineEntry[] {
    const out: QuarantineEntry[] = [];
    let n: number;
    try {
      n = this.storage.length;
    } catch {
      return out;
    }
    for (let i = 0; i < n; i++) {
      const key = this.storage.key(i);
      if (!key?.startsWith(KEYS.quarantinePrefix)) continue;
      const raw = this.read(key) ?? '';
      try {
        const e = JSON.parse(raw) as QuarantineEntry;
        out.push({
          key,
          from: String(e.from),
          at: String(e.at),
          problems: Array.isArray(e.problems) ? e.problems : [],
          raw: String(e.raw),
        });
      } catch {
        out.push({ key, from: 'unknown', at: '', problems: [], raw });
      }
    }
    return out.sort((a, b) => a.key.localeCompare(b.key));
  }
}
