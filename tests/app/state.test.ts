import { describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { createSizingStore, initialState, restoredState, type SizingStore, sizingReducer } from '../../src/app/state';
import { freshId } from '../../src/document/ids';
import { describeInEnglish } from '../../src/i18n/describeInEnglish';

const groups = (s: ReturnType<typeof initialState>) => s.draft.clusters[0]!.workload.vmGroups;

describe('sizing state', () => {
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

  it('lets a later feature replace the whole document and follow changes', () => {
    const store = createSizingStore();
    const seen = vi.fn();
    const stop = store.subscribe(seen);
    const other = defaultConfig();
    other.clusters[0]!.nodes[0]!.count = 9;
    expect(store.replaceConfig(other).ok).toBe(true);
    expect(store.getState().valid.clusters[0]!.nodes[0]!.count).toBe(9);
    expect(seen).toHaveBeenCalledTimes(1);

    const rejected = store.replaceConfig({ schemaVersion: 1, name: 'x', nodeTypes: [], clusters: [] });
    expect(rejected.ok).toBe(false);
    expect(store.getState().valid.clusters[0]!.nodes[0]!.count).toBe(9);
    expect(seen).toHaveBeenCalledTimes(1);

    store.dispatch({ type: 'setCapacityUnit', unit: 'TB' });
    expect(seen).toHaveBeenCalledTimes(2);
    stop();
    store.dispatch({ type: 'setCapacityUnit', unit: 'TiB' });
    expect(seen).toHaveBeenCalledTimes(2);
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

describe('typing taken into the document after the key is painted', () => {
  const path = ['clusters', 0, 'nodes', 0, 'count'] as const;
  const count = (store: SizingStore) => store.getState().draft.clusters[0]!.nodes[0]!.count;

  it('leaves the document alone until a task after the key, then takes every key typed and validates', async () => {
    const store = createSizingStore(initialState(), { deferTyping: true });
    const before = store.getState();
    let changes = 0;
    store.subscribe(() => changes++);
    store.type({ type: 'setField', path: [...path], value: '1' });
    store.type({ type: 'setField', path: [...path], value: 'x' });
    expect(store.getState()).toBe(before);
    await new Promise((r) => setTimeout(r, 0));
    expect(count(store)).toBe('x');
    expect(store.getState().problems.map((p) => p.path)).toEqual(['clusters[0].nodes[0].count']);
    expect(store.getState().valid).toBe(before.valid);
    // Both keys in one change: one render and one validation, not one per key.
    expect(changes).toBe(1);
  });

  it('gives any other action the keys typed before it', () => {
    const store = createSizingStore(initialState(), { deferTyping: true });
    store.type({ type: 'setField', path: [...path], value: 9 });
    store.dispatch({ type: 'setCapacityUnit', unit: 'TB' });
    expect(store.getState().problems).toEqual([]);
    expect(store.getState().valid.clusters[0]!.nodes[0]!.count).toBe(9);
    expect(store.getState().prefs.capacityUnit).toBe('TB');
  });

  it('takes them at once when asked (the page being hidden), and only once', async () => {
    const store = createSizingStore(initialState(), { deferTyping: true });
    store.type({ type: 'setField', path: [...path], value: 7 });
    store.flushTyping();
    expect(store.getState().valid.clusters[0]!.nodes[0]!.count).toBe(7);
    const after = store.getState();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState()).toBe(after);
  });

  it('takes each key at once without the option (tests, the prerender)', () => {
    const store = createSizingStore(initialState());
    store.type({ type: 'setField', path: [...path], value: 5 });
    expect(count(store)).toBe(5);
  });
});

describe('the cluster on screen follows the plan', () => {
  it('shows an added or duplicated cluster at once, and a neighbour after a removal', () => {
    let s = initialState(defaultConfig());
    s = sizingReducer(s, { type: 'addCluster', clusterIndex: 0, name: 'DR' });
    expect(s.prefs.clusterIndex).toBe(1);
    s = sizingReducer(s, { type: 'duplicateCluster', clusterIndex: 0, name: 'Copy' });
    // The copy sits right after its original: Cluster 1, Copy, DR.
    expect(s.draft.clusters.map((c) => c.name)).toEqual(['Cluster 1', 'Copy', 'DR']);
    expect(s.prefs.clusterIndex).toBe(1);
    s = sizingReducer(s, { type: 'selectCluster', index: 2 });
    s = sizingReducer(s, { type: 'removeCluster', clusterIndex: 0 });
    // DR moved from 2 to 1 and stays on screen.
    expect(s.draft.clusters[s.prefs.clusterIndex]!.name).toBe('DR');
    s = sizingReducer(s, { type: 'removeCluster', clusterIndex: 1 });
    expect(s.prefs.clusterIndex).toBe(0);
  });
});
