import type * as z from 'zod/mini';
import { interpolate } from '../../i18n/format';
import { SESSIONS_EN } from '../../i18n/sessions.en';
import { type Problem, toProblems } from '../../schema/issues';
import { parseJson } from '../../schema/json';
import { parseConfig } from '../../schema/parse';
import { isRecord } from '../../schema/paths';
import { type Current, type Scenario, StoredCurrentSchema, StoredScenarioSchema, StoredScenariosSchema } from './schema';
import { withPrefix } from './sessionFile';
import type { KeyValueStorage } from './storage';

export const KEYS = {
  current: 'hci-sizer.v1.current',
  scenarios: 'hci-sizer.v1.scenarios',
  quarantinePrefix: 'hci-sizer.quarantine.',
} as const;

export interface QuarantineEntry {
  key: string;
  /** The storage key (and member) the data came from. */
  from: string;
  at: string;
  problems: Problem[];
  raw: string;
}

/** What reading and writing found, for the store to tell the user. */
export interface RepositoryEvents {
  quarantined(entry: QuarantineEntry): void;
  writeFailed(detail: string): void;
  migrated(from: number): void;
}

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

/**
 * Where sessions are kept: reads validate everything (configs through parseConfig, migrations
 * included); data that does not pass is set aside under a quarantine key and reported, never
 * dropped silently; a write the browser refuses is reported, and the page keeps working.
 */
export class SessionRepository {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly stamp: () => string,
    private readonly events: RepositoryEvents,
  ) {}

  readScenarios(): Scenario[] {
    const raw = this.read(KEYS.scenarios);
    if (raw === null) return [];
    const envelope = this.parseRecord(raw, KEYS.scenarios, StoredScenariosSchema);
    if (!envelope) {
      this.tryWrite(() => this.storage.removeItem(KEYS.scenarios));
      return [];
    }
    const scenarios: Scenario[] = [];
    let changed = false;
    envelope.scenarios.forEach((entry, i) => {
      const from = `${KEYS.scenarios} scenarios[${i}]`;
      if (!isRecord(entry)) {
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
    if (changed) this.writeScenarios(scenarios);
    return scenarios;
  }

  /** The autosaved working document, linked to its scenario when that still exists; null when there is none to read. */
  readCurrent(scenarios: readonly Scenario[]): Current | null {
    const raw = this.read(KEYS.current);
    if (raw === null) return null;
    const record = this.parseRecord(raw, KEYS.current, StoredCurrentSchema);
    if (!record) {
      this.tryWrite(() => this.storage.removeItem(KEYS.current));
      return null;
    }
    const parsed = parseConfig(record.config);
    if (!parsed.ok) {
      this.quarantine(raw, KEYS.current, withPrefix('config', parsed.problems));
      this.tryWrite(() => this.storage.removeItem(KEYS.current));
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

  writeCurrent(current: Current): void {
    const record = { v: 1, ...current, draft: current.draft };
    this.tryWrite(() => this.storage.setItem(KEYS.current, JSON.stringify(record)));
  }

  writeScenarios(scenarios: readonly Scenario[]): void {
    this.tryWrite(() => this.storage.setItem(KEYS.scenarios, JSON.stringify({ v: 1, scenarios })));
  }

  listQuarantine(): QuarantineEntry[] {
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
      const json = parseJson(raw);
      const e = json.ok && isRecord(json.value) ? json.value : null;
      out.push(
        e
          ? {
              key,
              from: String(e.from),
              at: String(e.at),
              problems: Array.isArray(e.problems) ? (e.problems as Problem[]) : [],
              raw: String(e.raw),
            }
          : { key, from: 'unknown', at: '', problems: [], raw },
      );
    }
    return out.sort((a, b) => a.key.localeCompare(b.key));
  }

  discardQuarantined(key: string): void {
    this.tryWrite(() => this.storage.removeItem(key));
  }

  private read(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  private tryWrite(write: () => void): void {
    try {
      write();
    } catch (e) {
      this.events.writeFailed(e instanceof Error ? e.name || e.message : String(e));
    }
  }

  /** A stored record through JSON and its schema; what fails either is quarantined. */
  private parseRecord<T>(raw: string, key: string, schema: z.ZodMiniType<T>): T | null {
    const json = parseJson(raw);
    if (!json.ok) {
      this.quarantine(raw, key, json.problems);
      return null;
    }
    const r = schema.safeParse(json.value, { reportInput: true });
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
    this.events.quarantined(entry);
  }
}
