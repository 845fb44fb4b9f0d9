import type * as z from 'zod/mini';
import { type Problem, toProblems } from '../schema/issues';
import { parseJson } from '../schema/json';
import { parseConfig } from '../schema/parse';
import { isRecord } from '../schema/paths';
import { type Current, type Scenario, sessionSchemas } from './sessionRecords';
import { newerFormat, notScenario, storedProblem, withPrefix } from './recordProblems';
import type { KeyValueStorage } from './storage';
import { KEYS } from './keys';

export interface QuarantineEntry {
  key: string;
  /** The storage key (and member) the data came from. */
  from: string;
  at: string;
  problems: Problem[];
  raw: string;
  /** Could not be set aside (storage full): it is still at `from`, untouched, until discarded. */
  inPlace?: true;
}

/** What reading and writing found, for the store to tell the user. */
export interface RepositoryEvents {
  quarantined(entry: QuarantineEntry): void;
  writeFailed(detail: string): void;
  /** A write the storage took (IndexedDB may still refuse it later, through its own listener). */
  written(): void;
  migrated(from: number): void;
}

/**
 * Whether a copy of a working document was written later than the stored record, by the time
 * each says it was written (a tie goes to the copy, which is written first). An unreadable copy
 * never wins, and an unreadable record is never written over: it is set aside as it is read.
 */
export function writtenLater(copy: string, stored: string | null): boolean {
  const at = savedAtOf(copy);
  if (at === null) return false;
  if (stored === null) return true;
  const before = savedAtOf(stored);
  return before !== null && at >= before && copy !== stored;
}

function savedAtOf(text: string): string | null {
  const json = parseJson(text);
  const at = json.ok && isRecord(json.value) ? json.value.savedAt : undefined;
  return typeof at === 'string' ? at : null;
}

/**
 * Where sessions are kept: reads validate everything (configs through parseConfig, migrations
 * included); data that does not pass is set aside under a quarantine key and reported, never
 * dropped. When there is no room to set it aside, it stays exactly where it is: the key (or the
 * list member) is never written over until the user discards it. A write the browser refuses is
 * reported, and the page keeps working.
 */
export class SessionRepository {
  /** Whole records that could not be set aside, by their own key. */
  private readonly heldKeys = new Map<string, QuarantineEntry>();
  /** Members of the scenario list that could not be set aside, written back as they were. */
  private heldMembers: { value: unknown; entry: QuarantineEntry }[] = [];
  /** Members held in place that the user discarded: left out when the list is next written. */
  private readonly discardedMembers = new Set<string>();

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly stamp: () => string,
    private readonly events: RepositoryEvents,
  ) {}

  readScenarios(): Scenario[] {
    if (this.heldKeys.has(KEYS.scenarios)) return [];
    const raw = this.read(KEYS.scenarios);
    if (raw === null) return [];
    const envelope = this.parseRecord(raw, KEYS.scenarios, sessionSchemas().StoredScenariosSchema);
    if (!envelope) return [];
    const scenarios: Scenario[] = [];
    const held: typeof this.heldMembers = [];
    let changed = false;
    envelope.scenarios.forEach((value, i) => {
      const from = `${KEYS.scenarios} scenarios[${i}]`;
      const read = readScenario(value);
      if (read.ok) {
        if (read.migrated) changed = true;
        scenarios.push(read.scenario);
        return;
      }
      const raw = JSON.stringify(value);
      if (this.discardedMembers.has(raw)) {
        changed = true;
        return;
      }
      // Held already: tried once, no room then; keep it as it is rather than report it again.
      const known = this.heldMembers.find((h) => h.entry.raw === raw);
      const entry = known?.entry ?? this.setAside(raw, from, read.problems, `${KEYS.scenarios}#${i}`);
      if (entry.inPlace) held.push({ value, entry });
      else changed = true;
    });
    this.heldMembers = held;
    if (changed) this.writeScenarios(scenarios);
    return scenarios;
  }

  /**
   * The autosaved working document (of one tab, or the latest of any), linked to its scenario when
   * that still exists; null when there is none to read.
   */
  readCurrent(scenarios: readonly Scenario[], key: string = KEYS.current): Current | null {
    if (this.heldKeys.has(key)) return null;
    const raw = this.read(key);
    if (raw === null) return null;
    const record = this.parseRecord(raw, key, sessionSchemas().StoredCurrentSchema);
    if (!record) return null;
    const parsed = parseConfig(record.config);
    if (!parsed.ok) {
      this.setAsideRecord(raw, key, withPrefix('config', parsed.problems));
      return null;
    }
    if (parsed.migratedFrom !== null) this.events.migrated(parsed.migratedFrom);
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

  /** Writes the working document as the latest, and as the given tab's own when there is one. */
  writeCurrent(current: Current, tabId?: string): void {
    const text = JSON.stringify({ v: 1, ...current, draft: current.draft });
    for (const key of tabId ? [KEYS.current, KEYS.tabPrefix + tabId] : [KEYS.current]) {
      if (!this.heldKeys.has(key)) this.tryWrite(() => this.storage.setItem(key, text));
    }
  }

  /** Ids of the tabs that left a working document of their own. */
  tabIds(): string[] {
    const out: string[] = [];
    try {
      for (let i = 0; i < this.storage.length; i++) {
        const key = this.storage.key(i);
        if (key?.startsWith(KEYS.tabPrefix)) out.push(key.slice(KEYS.tabPrefix.length));
      }
    } catch {
      // Storage that cannot be listed has no tabs to find.
    }
    return out;
  }

  /** The scenario a tab's stored working document has open, as that tab last wrote it. */
  tabScenarioId(tabId: string): string | null {
    const json = parseJson(this.read(KEYS.tabPrefix + tabId) ?? '');
    const id = json.ok && isRecord(json.value) ? json.value.scenarioId : null;
    return typeof id === 'string' ? id : null;
  }

  removeTab(tabId: string): void {
    this.tryWrite(() => this.storage.removeItem(KEYS.tabPrefix + tabId));
  }

  writeScenarios(scenarios: readonly Scenario[]): void {
    if (this.heldKeys.has(KEYS.scenarios)) return;
    const list = [...scenarios, ...this.heldMembers.map((h) => h.value)];
    this.tryWrite(() => this.storage.setItem(KEYS.scenarios, JSON.stringify({ v: 1, scenarios: list })));
  }

  /** What was set aside, and what could not be and stays in place. */
  listQuarantine(): QuarantineEntry[] {
    const out: QuarantineEntry[] = [...this.heldKeys.values(), ...this.heldMembers.map((h) => h.entry)];
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
      const json = parseJson(raw);
      const e = json.ok && isRecord(json.value) ? json.value : null;
      out.push(
        e
          ? {
              key,
              from: String(e.from),
              at: String(e.at),
              problems: Array.isArray(e.problems) ? e.problems.map(storedProblem) : [],
              raw: String(e.raw),
            }
          : { key, from: 'unknown', at: '', problems: [], raw },
      );
    }
    return out.sort((a, b) => a.key.localeCompare(b.key));
  }

  /** The user's decision: the set-aside copy, or the record held in place, is deleted. */
  discardQuarantined(key: string): void {
    if (this.heldKeys.delete(key)) {
      this.tryWrite(() => this.storage.removeItem(key));
      return;
    }
    const member = this.heldMembers.find((h) => h.entry.key === key);
    if (member) {
      this.discardedMembers.add(member.entry.raw);
      this.heldMembers = this.heldMembers.filter((h) => h !== member);
      this.readScenarios();
      return;
    }
    this.tryWrite(() => this.storage.removeItem(key));
  }

  private read(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  /** True when the write went through; a refused write is reported unless the caller says what followed. */
  private tryWrite(write: () => void, report = true): boolean {
    try {
      write();
      this.events.written();
      return true;
    } catch (e) {
      if (report) this.events.writeFailed(e instanceof Error ? e.name || e.message : String(e));
      return false;
    }
  }

  /** A stored record through JSON and its schema; what fails either is set aside. */
  private parseRecord<T>(raw: string, key: string, schema: z.ZodMiniType<T>): T | null {
    const json = parseJson(raw);
    if (!json.ok) {
      this.setAsideRecord(raw, key, json.problems);
      return null;
    }
    // Written by a newer release: said so, not as a field this one finds wrong.
    const newer = newerFormat('v', isRecord(json.value) ? json.value.v : undefined);
    if (newer) {
      this.setAsideRecord(raw, key, [newer]);
      return null;
    }
    const r = schema.safeParse(json.value, { reportInput: true });
    if (!r.success) {
      this.setAsideRecord(raw, key, toProblems(r.error.issues));
      return null;
    }
    return r.data;
  }

  /** A whole record: copied aside, then removed; held under its key when the copy cannot be written. */
  private setAsideRecord(raw: string, key: string, problems: Problem[]): void {
    const entry = this.setAside(raw, key, problems, key);
    if (entry.inPlace) this.heldKeys.set(key, entry);
    else this.tryWrite(() => this.storage.removeItem(key));
  }

  /** Writes a copy under a quarantine key; `inPlace` when there was no room, and the original must stay. */
  private setAside(raw: string, from: string, problems: Problem[], heldKey: string): QuarantineEntry {
    const at = this.stamp();
    let key = `${KEYS.quarantinePrefix}${at}`;
    for (let n = 2; this.read(key) !== null; n++) key = `${KEYS.quarantinePrefix}${at}.${n}`;
    const copied: QuarantineEntry = { key, from, at, problems, raw };
    // No room for the copy is said by the entry itself (`inPlace`), not as a failed save.
    const entry: QuarantineEntry = this.tryWrite(() => this.storage.setItem(key, JSON.stringify(copied)), false)
      ? copied
      : { key: heldKey, from, at, problems, raw, inPlace: true };
    this.events.quarantined(entry);
    return entry;
  }
}

/** A stored scenario, or the problems that keep it from being one. */
function readScenario(value: unknown): { ok: true; scenario: Scenario; migrated: boolean } | { ok: false; problems: Problem[] } {
  if (!isRecord(value)) return { ok: false, problems: [notScenario(value)] };
  const s = sessionSchemas().StoredScenarioSchema.safeParse(value, { reportInput: true });
  if (!s.success) return { ok: false, problems: toProblems(s.error.issues) };
  const parsed = parseConfig(s.data.config);
  if (!parsed.ok) return { ok: false, problems: withPrefix('config', parsed.problems) };
  return { ok: true, scenario: { ...s.data, config: parsed.config }, migrated: parsed.migratedFrom !== null };
}
