import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import type { SizingConfig, VmGroup } from '../../src/model/config';
import { type EditedDocument, openDocument, restoreDocument } from '../../src/document/draft';
import type { Intent } from '../../src/document/intents';
import { createDocumentStore, type DocumentStore } from '../../src/document/store';
import { COALESCE_MS } from '../../src/document/history';
import { freshId } from '../../src/document/ids';
import { describeInEnglish } from '../../src/i18n/describeInEnglish';

const initialState = (config: SizingConfig = defaultConfig()) => openDocument(config);
/** One intent applied to a document, as the store applies it. */
function sizingReducer(s: EditedDocument, intent: Intent): EditedDocument {
  const store = createDocumentStore(s);
  store.dispatch(intent);
  const { draft, valid, problems } = store.getState();
  return draft === s.draft ? s : { draft, valid, problems };
}
const restoredState = restoreDocument;

const groups = (s: EditedDocument) => s.draft.clusters[0]!.workload.vmGroups;

describe('the document and its intents', () => {
  it('sets a field by path and revalidates', () => {
    const s0 = initialState(defaultConfig());
    const s1 = sizingReducer(s0, { type: 'setField', path: ['clusters', 0, 'protection', 'rf'], value: 3 });
    expect(s1.draft.clusters[0]!.protection.rf).toBe(3);
    expect(s1.valid.clusters[0]!.protection.rf).toBe(3);
    expect(s1.problems).toEqual([]);
    // Untouched branches are shared, so React can skip them.
    expect(s1.draft.nodeTypes).toBe(s0.draft.nodeTypes);
  });

  it('keeps the last valid config and names the field while the draft is invalid', () => {
    const s0 = initialState(defaultConfig());
    const s1 = sizingReducer(s0, { type: 'setField', path: ['clusters', 0, 'nodes', 0, 'count'], value: 'lots' });
    expect(s1.valid).toBe(s0.valid);
    expect(s1.problems.map((p) => p.path)).toEqual(['clusters[0].nodes[0].count']);
    const s2 = sizingReducer(s1, { type: 'setField', path: ['clusters', 0, 'nodes', 0, 'count'], value: 300 });
    expect(describeInEnglish(s2.problems[0]!)).toMatch(/at most 256/);
    const s3 = sizingReducer(s2, { type: 'setField', path: ['clusters', 0, 'nodes', 0, 'count'], value: 7 });
    expect(s3.problems).toEqual([]);
    expect(s3.valid.clusters[0]!.nodes[0]!.count).toBe(7);
  });

  it('gives new VM groups fresh ids that are never positions or reused', () => {
    let s = initialState(defaultConfig());
    s = sizingReducer(s, { type: 'addVmGroup', clusterIndex: 0, name: 'Web' });
    expect(groups(s).map((g) => g.id)).toEqual(['g1', 'g2', 'g3', 'g4']);
    s = sizingReducer(s, { type: 'removeVmGroup', clusterIndex: 0, vmGroupId: 'g4' });
    s = sizingReducer(s, { type: 'removeVmGroup', clusterIndex: 0, vmGroupId: 'g1' });
    s = sizingReducer(s, { type: 'duplicateVmGroup', clusterIndex: 0, vmGroupId: 'g2', name: 'SQL (copy)' });
    expect(groups(s).map((g) => [g.id, g.name])).toEqual([
      ['g2', 'SQL Server databases'],
      ['g4', 'SQL (copy)'],
      ['g3', 'File server'],
    ]);
    expect(groups(s)[1]!.vcpu).toBe(groups(s)[0]!.vcpu);
  });

  it('picks the next free id after the highest', () => {
    expect(freshId('g', ['g1', 'g9', 'x12', 'g2'])).toBe('g10');
    expect(freshId('t', ['all-flash'])).toBe('t1');
  });

  it('adds node types to a cluster and duplicates types as user types', () => {
    let s = initialState(defaultConfig());
    s = sizingReducer(s, { type: 'addNodes', clusterIndex: 0, nodeTypeId: 'hybrid' });
    expect(s.draft.clusters[0]!.nodes.at(-1)).toEqual({ nodeTypeId: 'hybrid', count: 2 });
    s = sizingReducer(s, { type: 'duplicateNodeType', clusterIndex: 0, nodeTypeId: 'all-flash', name: 'Mine' });
    const copy = s.draft.nodeTypes.find((t) => t.id === 't1')!;
    expect(copy.name).toBe('Mine');
    expect(copy.catalogueId).toBeUndefined();
    expect(s.draft.clusters[0]!.nodes.at(-1)).toEqual({ nodeTypeId: 't1', count: 0 });
    expect(s.problems).toEqual([]);
    s = sizingReducer(s, { type: 'removeNodes', clusterIndex: 0, nodeTypeId: 't1' });
    s = sizingReducer(s, { type: 'deleteNodeType', nodeTypeId: 't1' });
    expect(s.draft.nodeTypes.some((t) => t.id === 't1')).toBe(false);
    // A type the cluster uses stays.
    const before = s;
    s = sizingReducer(s, { type: 'deleteNodeType', nodeTypeId: 'all-flash' });
    expect(s).toBe(before);
  });

  it('removes an optional key when the field is cleared', () => {
    let s = initialState(defaultConfig());
    s = sizingReducer(s, { type: 'setField', path: ['clusters', 0, 'workload', 'vmGroups', 0, 'vcpuPerCore'], value: 2 });
    expect(groups(s)[0]!.vcpuPerCore).toBe(2);
    s = sizingReducer(s, { type: 'setField', path: ['clusters', 0, 'workload', 'vmGroups', 0, 'vcpuPerCore'], value: undefined });
    expect('vcpuPerCore' in groups(s)[0]!).toBe(false);
    expect(s.problems).toEqual([]);
  });

  it('reopens a saved draft with its half-typed value, and leaves out a draft broken in its structure', () => {
    const valid = defaultConfig();
    valid.clusters[0]!.nodes[0]!.count = 6;
    const typed = sizingReducer(initialState(valid), { type: 'setField', path: ['clusters', 0, 'nodes', 0, 'count'], value: '1x' });
    const draft = JSON.parse(JSON.stringify(typed.draft)) as unknown;
    const s = restoredState(valid, draft);
    expect(s.draft.clusters[0]!.nodes[0]!.count).toBe('1x');
    expect(s.valid).toEqual(valid);
    expect(s.problems.map((p) => p.path)).toEqual(['clusters[0].nodes[0].count']);

    // A valid draft simply opens.
    expect(restoredState(defaultConfig(), valid).valid).toEqual(valid);
    // Hand-edited storage: clusters that are not a list, a missing section, not an object at all.
    for (const broken of [
      { ...valid, clusters: 'x' },
      { ...valid, clusters: [{ ...valid.clusters[0], protection: undefined }] },
      'text',
      [1],
      null,
    ]) {
      const r = restoredState(valid, JSON.parse(JSON.stringify(broken)));
      expect(r.draft).toEqual(valid);
      expect(r.problems).toEqual([]);
    }
  });
});

const COUNT = ['clusters', 0, 'nodes', 0, 'count'] as const;
const count = (store: DocumentStore) => store.getState().draft.clusters[0]!.nodes[0]!.count;

/** A scheduler the test runs by hand, and a clock it moves. */
function manual() {
  let task: (() => void) | null = null;
  let now = 0;
  return {
    schedule: (t: () => void) => {
      task = t;
      return () => (task = null);
    },
    nowMs: () => now,
    paint: () => task?.(),
    wait: (ms: number) => (now += ms),
  };
}

describe('typing taken into the document after the key is painted', () => {
  it('leaves the document alone until the scheduler runs, then takes every key typed and validates', () => {
    const clock = manual();
    const store = createDocumentStore(openDocument(defaultConfig()), clock);
    const before = store.getState();
    let changes = 0;
    store.subscribe(() => changes++);
    store.type({ type: 'setField', path: [...COUNT], value: '1' });
    store.type({ type: 'setField', path: [...COUNT], value: 'x' });
    expect(store.getState()).toBe(before);
    clock.paint();
    expect(count(store)).toBe('x');
    expect(store.getState().problems.map((p) => p.path)).toEqual(['clusters[0].nodes[0].count']);
    expect(store.getState().valid).toBe(before.valid);
    // One step of the history for both keys.
    expect(store.undo()).toBe(true);
    expect(count(store)).toBe(before.draft.clusters[0]!.nodes[0]!.count);
    expect(changes).toBeGreaterThan(0);
  });

  it('gives any other action the keys typed before it, and takes them at once when asked', () => {
    const store = createDocumentStore(openDocument(defaultConfig()), manual());
    store.type({ type: 'setField', path: [...COUNT], value: 9 });
    store.dispatch({ type: 'setField', path: ['clusters', 0, 'name'], value: 'Renamed' });
    expect(store.getState().valid.clusters[0]).toMatchObject({ name: 'Renamed', nodes: [{ count: 9 }] });
    store.type({ type: 'setField', path: [...COUNT], value: 7 });
    store.flushTyping();
    expect(store.getState().valid.clusters[0]!.nodes[0]!.count).toBe(7);
  });

  it('takes each key at once without a scheduler (tests, the prerender)', () => {
    const store = createDocumentStore();
    store.type({ type: 'setField', path: [...COUNT], value: 5 });
    expect(count(store)).toBe(5);
  });
});

describe('one history: every intent undoable, typing coalesced', () => {
  it('undoes and redoes each intent in turn, and a new edit clears what could be redone', () => {
    const store = createDocumentStore();
    const start = store.getState().draft;
    store.dispatch({ type: 'addVmGroup', clusterIndex: 0, name: 'Web' });
    store.dispatch({ type: 'setField', path: ['clusters', 0, 'protection', 'rf'], value: 3 });
    store.dispatch({ type: 'applyRecommendation', clusterIndex: 0, nodeTypeId: 'hybrid', nodes: 7 });
    const end = store.getState().draft;
    expect(store.getState()).toMatchObject({ canUndo: true, canRedo: false });
    expect(store.undo()).toBe(true);
    expect(store.getState().draft.clusters[0]!.nodes).toEqual(start.clusters[0]!.nodes);
    expect(store.getState().draft.clusters[0]!.protection.rf).toBe(3);
    expect(store.undo()).toBe(true);
    expect(store.undo()).toBe(true);
    expect(store.getState().draft).toBe(start);
    expect(store.undo()).toBe(false);
    expect(store.getState()).toMatchObject({ canUndo: false, canRedo: true });
    for (let i = 0; i < 3; i++) expect(store.redo()).toBe(true);
    expect(store.getState().draft).toBe(end);
    expect(store.redo()).toBe(false);
    store.undo();
    store.dispatch({ type: 'setField', path: ['clusters', 0, 'name'], value: 'Other' });
    expect(store.getState().canRedo).toBe(false);
  });

  it('makes one step of the keys typed into one field without a pause; a pause, another field or leaving it starts another', () => {
    const clock = manual();
    const store = createDocumentStore(openDocument(defaultConfig()), { nowMs: clock.nowMs });
    const first = count(store);
    for (const v of [1, 12, 120]) {
      store.type({ type: 'setField', path: [...COUNT], value: v });
      clock.wait(COALESCE_MS / 2);
    }
    clock.wait(COALESCE_MS + 1);
    store.type({ type: 'setField', path: [...COUNT], value: 121 });
    store.type({ type: 'setField', path: ['clusters', 0, 'name'], value: 'A' });
    store.type({ type: 'setField', path: [...COUNT], value: 122 });
    store.endTyping();
    store.type({ type: 'setField', path: [...COUNT], value: 123 });
    const undos = [123, 122, 'A', 121, 120];
    for (const expected of undos) {
      expect(store.getState().draft.clusters[0]!.name === expected || count(store) === expected).toBe(true);
      store.undo();
    }
    expect(count(store)).toBe(first);
    expect(store.getState().canUndo).toBe(false);
  });

  it('brings back the cluster on screen with its step: a removed cluster shows again', () => {
    const store = createDocumentStore();
    store.dispatch({ type: 'addCluster', clusterIndex: 0, name: 'DR' });
    store.dispatch({ type: 'addCluster', clusterIndex: 0, name: 'Test' });
    store.select(1);
    store.dispatch({ type: 'removeCluster', clusterIndex: 1 });
    expect(store.getState().draft.clusters.map((c) => c.name)).toEqual(['Cluster 1', 'Test']);
    store.undo();
    expect(store.getState().draft.clusters.map((c) => c.name)).toEqual(['Cluster 1', 'DR', 'Test']);
    expect(store.getState().clusterIndex).toBe(1);
  });

  it('a feature takes back its own step only while it is the latest', () => {
    const store = createDocumentStore();
    const imported: Omit<VmGroup, 'id'>[] = [
      { ...defaultConfig().clusters[0]!.workload.vmGroups[0]!, name: 'From the inventory', count: 12 },
    ];
    const before = store.getState().draft.clusters[0]!.workload.vmGroups;
    const step = store.apply({ type: 'replaceVmGroups', clusterIndex: 0, vmGroups: imported });
    expect(step).not.toBeNull();
    expect(store.latestStep()).toBe(step);
    expect(store.undo(step!)).toBe(true);
    expect(store.latestStep()).toBeNull();
    expect(store.getState().draft.clusters[0]!.workload.vmGroups).toEqual(before);

    const again = store.apply({ type: 'replaceVmGroups', clusterIndex: 0, vmGroups: imported });
    store.dispatch({ type: 'setField', path: ['clusters', 0, 'name'], value: 'Renamed' });
    // Not the latest: refused, nothing changed; the history's own Undo steps back in order.
    expect(store.latestStep()).not.toBe(again);
    expect(store.undo(again!)).toBe(false);
    expect(store.getState().draft.clusters[0]!.name).toBe('Renamed');
    // An intent that changes nothing makes no step.
    store.dispatch({ type: 'removeNodes', clusterIndex: 0, nodeTypeId: 'all-flash' });
    expect(store.apply({ type: 'deleteNodeType', nodeTypeId: 'all-flash' })).toBeNull();
  });

  it('a keystroke still queued comes before a feature’s undo, which is then refused', () => {
    const store = createDocumentStore(openDocument(defaultConfig()), manual());
    const step = store.apply({ type: 'applyRecommendation', clusterIndex: 0, nodeTypeId: 'hybrid', nodes: 7 });
    store.type({ type: 'setField', path: [...COUNT], value: '8' });
    expect(store.undo(step!)).toBe(false);
    expect(count(store)).toBe('8');
  });

  it('starts afresh when another document is opened; a damaged input leaves the document as it was', () => {
    const store = createDocumentStore();
    store.dispatch({ type: 'setField', path: ['clusters', 0, 'name'], value: 'Mine' });
    const other = defaultConfig();
    other.clusters[0]!.nodes[0]!.count = 9;
    expect(store.openInput(other).ok).toBe(true);
    expect(store.getState()).toMatchObject({ canUndo: false, canRedo: false, clusterIndex: 0 });
    expect(store.getState().valid.clusters[0]!.nodes[0]!.count).toBe(9);
    const rejected = store.openInput({ schemaVersion: 1, name: 'x', nodeTypes: [], clusters: [] });
    expect(rejected.ok).toBe(false);
    expect(store.getState().valid.clusters[0]!.nodes[0]!.count).toBe(9);
  });

  it('keeps at most HISTORY_LIMIT steps, dropping the oldest', async () => {
    const { HISTORY_LIMIT } = await import('../../src/document/history');
    const store = createDocumentStore();
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) store.dispatch({ type: 'setField', path: ['clusters', 0, 'name'], value: `n${i}` });
    let undone = 0;
    while (store.undo()) undone++;
    expect(undone).toBe(HISTORY_LIMIT);
    expect(store.getState().draft.clusters[0]!.name).toBe('n5');
  });
});

describe('the cluster on screen follows the plan', () => {
  it('shows an added or duplicated cluster at once, and a neighbour after a removal', () => {
    const store = createDocumentStore();
    const s = () => store.getState();
    store.dispatch({ type: 'addCluster', clusterIndex: 0, name: 'DR' });
    expect(s().clusterIndex).toBe(1);
    store.dispatch({ type: 'duplicateCluster', clusterIndex: 0, name: 'Copy' });
    // The copy sits right after its original: Cluster 1, Copy, DR.
    expect(s().draft.clusters.map((c) => c.name)).toEqual(['Cluster 1', 'Copy', 'DR']);
    expect(s().clusterIndex).toBe(1);
    store.select(2);
    store.dispatch({ type: 'removeCluster', clusterIndex: 0 });
    // DR moved from 2 to 1 and stays on screen.
    expect(s().draft.clusters[s().clusterIndex]!.name).toBe('DR');
    store.dispatch({ type: 'removeCluster', clusterIndex: 1 });
    expect(s().clusterIndex).toBe(0);
  });
});
