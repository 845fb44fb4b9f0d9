import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SizingConfig } from '../../src/model/config';
import { defaultConfig } from '../../src/model/defaultConfig';
import { KEYS } from '../../src/persistence/keys';
import { type ScenarioNames, SessionStore } from '../../src/persistence/sessionStore';
import { type KeyValueStorage, memoryStorage } from '../../src/persistence/storage';
import { mixedClusterConfig } from '../fixtures/mixedCluster';
import { SESSIONS_JA } from '../../src/i18n/ja/sessions';
import { describeInEnglish } from '../../src/i18n/describeInEnglish';
import type { Problem } from '../../src/schema/issues';
import { readSessionFile, sessionFileText } from '../../src/persistence/sessionFile';
import { scenarioNames } from '../../src/features/sessions/scenarioNames';
import { SESSIONS_EN } from '../../src/i18n/en/sessions';

const names = scenarioNames(SESSIONS_EN);

/** A session file as the scenarios panel writes and reads it. */
const exportFile = (s: SessionStore) => {
  const { scenarios, exportedAt } = s.exportSession();
  return sessionFileText(scenarios, exportedAt);
};
/** Problems in English words, as the page shows them. */
const worded = (problems: readonly Problem[]) => problems.map((p) => ({ path: p.path, message: describeInEnglish(p) }));
const importText = (s: SessionStore, text: string) => {
  const r = s.importFile(readSessionFile(text));
  return r.ok ? r : { ...r, problems: worded(r.problems) };
};

/** A store on a given storage with a fixed clock and counted ids, as a page (re)loading would make it. */
function open(storage: KeyValueStorage | null, given: ScenarioNames = names) {
  let t = Date.UTC(2026, 10, 21, 9, 30);
  let n = 0;
  return new SessionStore(storage, { names: given, now: () => new Date((t += 1000)), newId: () => `s${++n}` });
}
const edited = (edit: (c: SizingConfig) => void): SizingConfig => {
  const c = defaultConfig();
  edit(c);
  return c;
};
const rf3 = edited((c) => (c.clusters[0]!.protection.rf = 3));
const eightNodes = edited((c) => (c.clusters[0]!.nodes[0]!.count = 8));
const quarantined = (storage: ReturnType<typeof memoryStorage>) =>
  Object.entries(storage.dump())
    .filter(([k]) => k.startsWith(KEYS.quarantinePrefix))
    .map(([, v]) => JSON.parse(v) as { from: string; raw: string; problems: Problem[] })
    .map((e) => ({ ...e, problems: worded(e.problems) }));

/** A scenario record as the store writes it. */
const storedScenario = (id: string, name: string) => ({
  id,
  name,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  config: defaultConfig(),
});

describe('autosave: a reload never loses work', () => {
  it('starts on the default sizing, then restores the last edit and the raw draft', () => {
    const storage = memoryStorage();
    const first = open(storage);
    expect(first.getState().current).toMatchObject({ scenarioId: null, origin: 'default', dirty: false, config: defaultConfig() });
    expect(first.getState().notices).toEqual([]);
    first.autosave(rf3, { half: 'typed' });
    const reloaded = open(storage).getState();
    expect(reloaded.current).toMatchObject({ config: rf3, draft: { half: 'typed' }, dirty: true, scenarioId: null });
    expect(reloaded.notices).toEqual([]);
  });
});

describe('named scenarios', () => {
  it('names what it makes in the page’s language once told', () => {
    const store = open(memoryStorage());
    store.setNames(scenarioNames(SESSIONS_JA));
    store.autosave(rf3);
    expect(store.save('  ')).toMatchObject({ name: '無題' });
    expect(store.duplicate('s1')).toMatchObject({ name: '無題（コピー）' });
  });

  it('gives every name it makes from the names the page hands it, none of its own', () => {
    const store = open(memoryStorage(), {
      copy: (name) => `copy<${name}>`,
      keptUnsaved: (name, when) => `kept<${name}|${when}>`,
      exportedUnsaved: (name) => `exported<${name}>`,
      imported: (name) => `imported<${name}>`,
      untitled: () => 'untitled<>',
    });
    store.autosave(rf3);
    store.save('  ');
    store.duplicate('s1');
    store.importFile({ ok: true, kind: 'session', scenarios: [{ name: 'untitled<>', createdAt: '2026-01-01T00:00:00Z', config: rf3 }] });
    store.autosave(eightNodes);
    const exported = store.exportSession().scenarios.at(-1)!;
    store.open('s2');
    expect([...store.getState().scenarios.map((s) => s.name), exported.name]).toEqual([
      'untitled<>',
      'copy<untitled<>>',
      'imported<untitled<>>',
      'kept<untitled<>|2026-11-21 09:30>',
      'exported<untitled<>>',
    ]);
  });

  it('save, edit, save again, rename, duplicate, delete', () => {
    const storage = memoryStorage();
    const store = open(storage);
    store.autosave(rf3);
    const saved = store.save('Proposal A');
    expect(saved).toMatchObject({ id: 's1', name: 'Proposal A', config: rf3 });
    expect(store.getState().current).toMatchObject({ scenarioId: 's1', name: 'Proposal A', dirty: false });

    store.autosave(eightNodes);
    expect(store.getState().current.dirty).toBe(true);
    store.save();
    expect(store.getState().scenarios).toHaveLength(1);
    expect(store.getState().scenarios[0]!.config).toEqual(eightNodes);
    expect(store.getState().current.dirty).toBe(false);

    store.rename('s1', '  Proposal A, 8 nodes ');
    const copy = store.duplicate('s1');
    expect(copy).toMatchObject({ id: 's2', name: 'Proposal A, 8 nodes (copy)', config: eightNodes });
    store.saveAs('Proposal B');
    expect(store.getState().scenarios.map((s) => `${s.id} ${s.name}`)).toEqual([
      's1 Proposal A, 8 nodes',
      's2 Proposal A, 8 nodes (copy)',
      's3 Proposal B',
    ]);
    expect(store.getState().current).toMatchObject({ scenarioId: 's3', dirty: false });

    // Deleting the open scenario keeps the document, now unsaved.
    store.remove('s3');
    expect(store.getState().current).toMatchObject({ scenarioId: null, dirty: true, config: eightNodes });
    const reloaded = open(storage).getState();
    expect(reloaded.scenarios.map((s) => s.name)).toEqual(['Proposal A, 8 nodes', 'Proposal A, 8 nodes (copy)']);
    expect(reloaded.current).toMatchObject({ scenarioId: null, dirty: true, config: eightNodes });
  });

  it('opening a scenario over unsaved changes keeps those changes as a scenario of their own', () => {
    const store = open(memoryStorage());
    store.save('Base');
    store.autosave(rf3);
    expect(store.open('s1')).toBe(true);
    expect(store.getState().current).toMatchObject({ scenarioId: 's1', dirty: false, config: defaultConfig() });
    const kept = store.getState().scenarios[1]!;
    expect(kept.name).toBe('Base (unsaved changes, 2026-11-21 09:30)');
    expect(kept.config).toEqual(rf3);
    expect(store.getState().notices).toMatchObject([{ kind: 'kept-unsaved', scenarioId: kept.id }]);
    expect(store.open('nope')).toBe(false);
  });

  it('a share link opens as a new unsaved scenario and never overwrites saved work', () => {
    const storage = memoryStorage();
    const store = open(storage);
    store.autosave(rf3);
    store.save('Mine');
    const before = storage.dump()[KEYS.scenarios];
    store.openUnsaved(mixedClusterConfig(), 'link');
    expect(storage.dump()[KEYS.scenarios]).toBe(before);
    expect(store.getState().current).toMatchObject({
      scenarioId: null,
      origin: 'link',
      dirty: false,
      name: '32-node mixed cluster',
      config: mixedClusterConfig(),
    });
    expect(store.getState().scenarios.map((s) => s.config)).toEqual([rf3]);
    // Editing the link's document and opening another link keeps the edits.
    store.autosave(eightNodes);
    store.openUnsaved(defaultConfig(), 'link');
    expect(store.getState().scenarios.map((s) => s.config)).toEqual([rf3, eightNodes]);
  });

  it('two tabs saving in turn keep both saves', () => {
    const storage = memoryStorage();
    const a = open(storage);
    const b = open(storage);
    a.saveAs('From tab A');
    b.autosave(rf3);
    b.saveAs('From tab B');
    expect(
      open(storage)
        .getState()
        .scenarios.map((s) => s.name),
    ).toEqual(['From tab A', 'From tab B']);
  });
});

describe('corrupt stored data is reported and set aside, never dropped', () => {
  it('a working document that is not JSON', () => {
    const storage = memoryStorage({ [KEYS.current]: '{"v":1,"config":' });
    const state = open(storage).getState();
    expect(state.current.config).toEqual(defaultConfig());
    const [q] = quarantined(storage);
    expect(q).toMatchObject({ from: KEYS.current, raw: '{"v":1,"config":' });
    expect(q!.problems[0]!.message).toMatch(/^is not valid JSON/);
    expect(storage.getItem(KEYS.current)).toBeNull();
    expect(state.notices).toMatchObject([{ kind: 'quarantined', from: KEYS.current }]);
    expect(state.quarantine).toHaveLength(1);
  });

  it('a scenario list written by a newer release is said to be newer, and kept whole', () => {
    const raw = JSON.stringify({ v: 2, scenarios: [storedScenario('a', 'Alpha')] });
    const storage = memoryStorage({ [KEYS.scenarios]: raw });
    const state = open(storage).getState();
    const [q] = quarantined(storage);
    expect(q).toMatchObject({ from: KEYS.scenarios, raw });
    expect(q!.problems).toEqual([{ path: 'v', message: 'is 2, newer than this sizer understands (1): open it in a newer release' }]);
    expect(state.notices).toMatchObject([{ kind: 'quarantined', from: KEYS.scenarios }]);
  });

  it('one bad scenario among good ones: the others stay, the bad one is named by field', () => {
    const good = storedScenario('a', 'Good');
    const bad = {
      ...good,
      id: 'b',
      name: 'Bad',
      config: {
        ...defaultConfig(),
        clusters: [
          { ...defaultConfig().clusters[0]!, protection: { rf: 7, ecx: { enabled: false, coldShare: 0.5, savingsRealised: 0.5 } } },
        ],
      },
    };
    const storage = memoryStorage({ [KEYS.scenarios]: JSON.stringify({ v: 1, scenarios: [good, bad, 'junk'] }) });
    const state = open(storage).getState();
    expect(state.scenarios.map((s) => s.name)).toEqual(['Good']);
    const q = quarantined(storage);
    expect(q.map((e) => e.from)).toEqual([`${KEYS.scenarios} scenarios[1]`, `${KEYS.scenarios} scenarios[2]`]);
    expect(q[0]!.problems).toEqual([{ path: 'config.clusters[0].protection.rf', message: 'must be 2 or 3' }]);
    expect(JSON.parse(q[0]!.raw)).toEqual(bad);
    expect(q[1]!.problems).toEqual([{ path: '', message: 'must be a saved scenario (an object), not text' }]);
    // The set-aside data survives reloads and can be discarded on purpose.
    const again = open(storage);
    expect(again.getState().quarantine).toHaveLength(2);
    again.discardQuarantined(again.getState().quarantine[0]!.key);
    expect(quarantined(storage)).toHaveLength(1);
  });

  it('any stored text: never a throw, and either read or kept verbatim in quarantine', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.json(), fc.constant(JSON.stringify({ v: 1, scenarios: [1, {}] }))),
        fc.oneof(fc.string(), fc.json()),
        (scenarios, current) => {
          const storage = memoryStorage({ [KEYS.scenarios]: scenarios, [KEYS.current]: current });
          const state = open(storage).getState();
          const raws = quarantined(storage).map((q) => q.raw);
          expect(state.current.config).toBeTruthy();
          if (storage.getItem(KEYS.current) === null) expect(raws).toContain(current);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('session files', () => {
  it('export then import into another browser: same scenarios, unsaved work included', () => {
    const source = open(memoryStorage());
    source.autosave(rf3);
    source.save('RF3');
    source.openUnsaved(eightNodes, 'new', 'Eight nodes');
    const { filename, text } = exportFile(source);
    expect(filename).toBe('hci-sizer-session-2026-11-21.json');

    const target = open(memoryStorage());
    const r = importText(target, text);
    expect(r.ok && r.kind).toBe('session');
    expect(target.getState().scenarios.map((s) => [s.name, s.config])).toEqual([
      ['RF3', rf3],
      ['Eight nodes (unsaved)', eightNodes],
    ]);
    importText(target, text);
    expect(target.getState().scenarios.map((s) => s.name)).toEqual([
      'RF3',
      'Eight nodes (unsaved)',
      'RF3 (imported)',
      'Eight nodes (unsaved) (imported)',
    ]);
  });

  it('a bad file lists every problem by field path and imports nothing', () => {
    const store = open(memoryStorage());
    const file = JSON.parse(exportFile(open(memoryStorage())).text);
    file.scenarios[0].config.clusters[0].headroom.fixedDomains = 12;
    file.scenarios[0].config.nodeTypes[0].ramGiB = 'lots';
    file.scenarios.push({ id: 'x', name: 'No config', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', config: {} });
    expect(importText(store, JSON.stringify(file))).toEqual({
      ok: false,
      problems: [
        { path: 'scenarios[0].config.nodeTypes[0].ramGiB', message: 'must be a number, not text "lots"' },
        { path: 'scenarios[0].config.clusters[0].headroom.fixedDomains', message: 'must be at most 8' },
        { path: 'scenarios[1].config.schemaVersion', message: 'must be a whole number from 1 to 6' },
      ],
    });
    expect(importText(store, JSON.stringify({ format: 'hci-sizer-session', version: 2 }))).toEqual({
      ok: false,
      problems: [{ path: 'version', message: 'is 2, newer than this sizer understands (1): open it in a newer release' }],
    });
    expect(importText(store, JSON.stringify({ format: 'hci-sizer-session', version: 1, scenarios: 3 }))).toEqual({
      ok: false,
      problems: [
        { path: 'exportedAt', message: 'is required (text)' },
        { path: 'scenarios', message: 'must be a list, not 3' },
      ],
    });
    expect(importText(store, '{"format":')).toMatchObject({
      ok: false,
      problems: [{ path: '', message: expect.stringMatching(/^is not valid JSON/) }],
    });
    // Read no further than its length: the cap of any sizing document (10 MiB).
    expect(importText(store, ' '.repeat(10 * 1024 * 1024 + 1))).toEqual({
      ok: false,
      problems: [{ path: '', message: 'is larger than 10 MB' }],
    });
    expect(store.getState().scenarios).toEqual([]);
  });

  it('a bare config file (as the CLI reads) opens as an unsaved scenario', () => {
    const store = open(memoryStorage());
    store.save('Saved');
    const r = importText(store, JSON.stringify(rf3));
    expect(r.ok && r.kind).toBe('config');
    expect(store.getState().current).toMatchObject({ origin: 'import', scenarioId: null, config: rf3 });
    expect(store.getState().scenarios).toHaveLength(1);
  });
});

describe('storage that fails', () => {
  it('no storage at all: works in memory and says so', () => {
    const store = open(null);
    expect(store.getState().persistent).toBe(false);
    expect(store.getState().notices).toMatchObject([{ kind: 'memory-only' }]);
    store.saveAs('Kept in memory');
    expect(store.getState().scenarios).toHaveLength(1);
  });

  it('a full quota: the edit stays in the page, the failure is reported once, and nothing reads as stored', () => {
    const { storage: full } = fullStorage({});
    const store = open(full);
    expect(store.getState().stored).toBe(true);
    store.autosave(rf3);
    store.saveAs('Big');
    store.autosave(eightNodes);
    expect(store.getState().current.config).toEqual(eightNodes);
    expect(store.getState().scenarios.map((s) => s.name)).toEqual(['Big']);
    // Every write was refused; one notice says so rather than one per autosave.
    expect(store.getState().notices.map((n) => n.kind)).toEqual(['storage-failed']);
    expect(store.getState().notices[0]).toMatchObject({ detail: 'QuotaExceededError' });
    expect(store.getState().stored).toBe(false);
  });

  it('a storage found full at the start reads as not stored until a write goes through', () => {
    const { storage, makeRoom } = fullStorage({});
    const store = new SessionStore(storage, { names, full: true, now: () => new Date(Date.UTC(2026, 10, 21)), newId: () => 's1' });
    expect(store.getState()).toMatchObject({ stored: false, notices: [{ kind: 'storage-full' }] });
    store.saveAs('Gamma');
    expect(store.getState()).toMatchObject({ stored: false, notices: [{ kind: 'storage-full' }] });
    makeRoom();
    store.autosave(rf3);
    expect(store.getState().stored).toBe(true);
    expect(new SessionStore(storage, { names }).getState().scenarios.map((s) => s.name)).toEqual(['Gamma']);
  });
});

/** Storage with no room left: reads and removals work, every write throws as a full quota does until room is made. */
function fullStorage(initial: Record<string, string>) {
  const inner = memoryStorage(initial);
  let full = true;
  const storage: KeyValueStorage = {
    get length() {
      return inner.length;
    },
    key: (i) => inner.key(i),
    getItem: (k) => inner.getItem(k),
    removeItem: (k) => inner.removeItem(k),
    setItem: (k, v) => {
      if (full) throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
      inner.setItem(k, v);
    },
  };
  return { storage, dump: () => inner.dump(), makeRoom: () => (full = false) };
}

describe('unreadable data with no room to set it aside stays exactly where it is', () => {
  const newer = JSON.stringify({
    v: 1,
    ...{ savedAt: '2027-01-01T00:00:00.000Z', scenarioId: null, name: 'From a newer release', dirty: true, origin: 'default' },
    config: { ...defaultConfig(), schemaVersion: 9 },
  });

  it('the autosaved work of a newer release: kept untouched, never written over, until discarded', () => {
    const { storage, dump } = fullStorage({ [KEYS.current]: newer });
    const store = open(storage);
    const state = store.getState();
    expect(state.current.config).toEqual(defaultConfig());
    expect(state.notices).toMatchObject([{ kind: 'kept-in-place', from: KEYS.current }]);
    expect(state.quarantine).toMatchObject([{ key: KEYS.current, inPlace: true, raw: newer }]);
    // Edits do not overwrite it, on this page or after a reload.
    store.autosave(rf3);
    expect(dump()[KEYS.current]).toBe(newer);
    expect(open(storage).getState().quarantine).toMatchObject([{ key: KEYS.current, inPlace: true }]);
    // The user decides: discarded, the key is free again.
    store.discardQuarantined(KEYS.current);
    expect(dump()[KEYS.current]).toBeUndefined();
  });

  it('4 MB of garbage under the scenarios key: kept, and saving does not write over it', () => {
    const garbage = 'x'.repeat(4 * 1024 * 1024);
    const { storage, dump } = fullStorage({ [KEYS.scenarios]: garbage });
    const store = open(storage);
    expect(store.getState().notices).toMatchObject([{ kind: 'kept-in-place', from: KEYS.scenarios }]);
    store.saveAs('New work');
    expect(store.getState().scenarios.map((s) => s.name)).toEqual(['New work']);
    expect(dump()[KEYS.scenarios]).toBe(garbage);
  });

  it('one unreadable scenario among good ones: written back with the list, never dropped', () => {
    const good = storedScenario('a', 'Good');
    const list = JSON.stringify({ v: 1, scenarios: [good, 'junk'] });
    const { storage, dump } = fullStorage({ [KEYS.scenarios]: list });
    const store = open(storage);
    expect(store.getState().scenarios.map((s) => s.name)).toEqual(['Good']);
    expect(store.getState().quarantine).toMatchObject([{ inPlace: true, raw: '"junk"' }]);
    expect(dump()[KEYS.scenarios]).toBe(list);
    // With room again, a save writes the unreadable member back beside the others.
    const roomy = memoryStorage(dump());
    const later = open(roomy);
    expect(quarantined(roomy)).toHaveLength(1);
    expect(later.getState().scenarios.map((s) => s.name)).toEqual(['Good']);
  });
});

describe('tabs: each keeps its own work', () => {
  const tab = (storage: KeyValueStorage, tabId: string) => {
    let t = Date.UTC(2026, 10, 21, 9, 30);
    let n = 0;
    return new SessionStore(storage, { names, now: () => new Date((t += 1000)), newId: () => `${tabId}${++n}`, tabId });
  };

  it('a reload brings back that tab’s work, half-typed value included, whatever another tab wrote since', () => {
    const storage = memoryStorage();
    tab(storage, 'A').autosave(rf3, { half: 'typed' });
    tab(storage, 'B').autosave(eightNodes);
    expect(tab(storage, 'A').getState().current).toMatchObject({ config: rf3, draft: { half: 'typed' } });
    expect(tab(storage, 'B').getState().current.config).toEqual(eightNodes);
  });

  it('two tabs edited in turn and both closed: a new tab opens the latest and keeps the other as a scenario', () => {
    const storage = memoryStorage();
    tab(storage, 'A').autosave(rf3);
    tab(storage, 'B').autosave(eightNodes);
    const c = tab(storage, 'C');
    expect(c.getState().current.config).toEqual(eightNodes);
    c.adoptClosedTabs(new Set());
    expect(c.getState().scenarios.map((s) => s.config)).toEqual([rf3]);
    expect(c.getState().scenarios[0]!.name).toMatch(/\(unsaved changes, /);
    expect(c.getState().notices).toMatchObject([{ kind: 'kept-unsaved' }]);
    expect(Object.keys(storage.dump()).filter((k) => k.startsWith(KEYS.tabPrefix))).toEqual([]);
  });

  it('a tab still open keeps its copy; a scenario open in two tabs is said once', () => {
    const storage = memoryStorage();
    const a = tab(storage, 'A');
    a.autosave(rf3);
    const saved = a.saveAs('Shared');
    const b = tab(storage, 'B');
    b.open(saved.id);
    b.adoptClosedTabs(new Set(['A']));
    expect(b.getState().scenarios).toHaveLength(1);
    expect(Object.keys(storage.dump())).toContain(`${KEYS.tabPrefix}A`);
    b.openElsewhere('A', saved.id);
    b.openElsewhere('A', saved.id);
    expect(b.getState().notices.filter((x) => x.kind === 'open-elsewhere')).toHaveLength(1);
  });

  it('a message from a page that is no tab of the sizer, or from a tab that has another scenario open, is not believed', () => {
    const storage = memoryStorage();
    const a = tab(storage, 'A');
    const first = a.saveAs('First');
    a.saveAs('Second');
    const b = tab(storage, 'B');
    b.open(first.id);
    // No tab "forged" ever stored work; tab A has the second scenario open, not the first.
    b.openElsewhere('forged', first.id);
    b.openElsewhere('A', first.id);
    b.openElsewhere('B', first.id);
    expect(b.getState().notices.filter((x) => x.kind === 'open-elsewhere')).toEqual([]);
    a.open(first.id);
    b.openElsewhere('A', first.id);
    expect(b.getState().notices.filter((x) => x.kind === 'open-elsewhere')).toHaveLength(1);
  });
});
