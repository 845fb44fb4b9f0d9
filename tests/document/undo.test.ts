import { describe, expect, it } from 'vitest';
import { createSizingStore, initialState } from '../../src/app/state';
import { defaultConfig } from '../../src/model/defaultConfig';
import type { SizingConfig, VmGroup } from '../../src/model/config';

/** A plan of three clusters, each made by the intents the page sends. */
function threeClusters() {
  const store = createSizingStore(initialState(defaultConfig()));
  store.dispatch({ type: 'addCluster', clusterIndex: 0, name: 'Cluster 2' });
  store.dispatch({ type: 'addVmGroup', clusterIndex: 1, name: 'Web' });
  store.dispatch({ type: 'addCluster', clusterIndex: 0, name: 'Cluster 3' });
  return store;
}

const draft = (store: ReturnType<typeof createSizingStore>): SizingConfig => store.getState().draft;
const imported: Omit<VmGroup, 'id'>[] = [{ ...defaultConfig().clusters[0]!.workload.vmGroups[0]!, name: 'From the inventory', count: 12 }];

describe('each undo takes back only what its action changed', () => {
  it('the import: an edit made since elsewhere is kept; an edit of the imported groups is kept and the undo refused', () => {
    const store = createSizingStore(initialState(defaultConfig()));
    const before = draft(store).clusters[0]!.workload.vmGroups;
    const undo = store.apply({ type: 'replaceVmGroups', clusterIndex: 0, vmGroups: imported });
    expect(undo).not.toBeNull();
    // Later: the node count changed, and the cluster renamed.
    store.dispatch({ type: 'setField', path: ['clusters', 0, 'nodes', 0, 'count'], value: 9 });
    store.dispatch({ type: 'setField', path: ['clusters', 0, 'name'], value: 'Renamed' });
    expect(store.undo(undo!)).toBe(true);
    expect(draft(store).clusters[0]!.workload.vmGroups).toEqual(before);
    expect(draft(store).clusters[0]!.nodes[0]!.count).toBe(9);
    expect(draft(store).clusters[0]!.name).toBe('Renamed');

    const again = store.apply({ type: 'replaceVmGroups', clusterIndex: 0, vmGroups: imported });
    store.dispatch({ type: 'setField', path: ['clusters', 0, 'workload', 'vmGroups', 0, 'count'], value: 13 });
    expect(store.undo(again!)).toBe(false);
    expect(draft(store).clusters[0]!.workload.vmGroups.map((g) => [g.name, g.count])).toEqual([['From the inventory', 13]]);
  });

  it('"Use this size": a renamed cluster is kept; a node count changed since is kept and the undo refused', () => {
    const store = createSizingStore(initialState(defaultConfig()));
    const before = draft(store).clusters[0]!.nodes;
    const undo = store.apply({ type: 'applyRecommendation', clusterIndex: 0, nodeTypeId: 'hybrid', nodes: 7 });
    store.dispatch({ type: 'setField', path: ['clusters', 0, 'name'], value: 'Renamed' });
    store.dispatch({ type: 'setField', path: ['clusters', 0, 'workload', 'vmGroups', 0, 'count'], value: 77 });
    expect(store.undo(undo!)).toBe(true);
    expect(draft(store).clusters[0]!.nodes).toEqual(before);
    expect(draft(store).clusters[0]!.name).toBe('Renamed');
    expect(draft(store).clusters[0]!.workload.vmGroups[0]!.count).toBe(77);

    const again = store.apply({ type: 'applyRecommendation', clusterIndex: 0, nodeTypeId: 'hybrid', nodes: 7 });
    store.dispatch({ type: 'setField', path: ['clusters', 0, 'nodes', 0, 'count'], value: 8 });
    expect(store.undo(again!)).toBe(false);
    expect(draft(store).clusters[0]!.nodes).toEqual([{ nodeTypeId: 'hybrid', count: 8 }]);
  });

  it('a keystroke still queued is taken in before the undo is weighed', () => {
    const store = createSizingStore(initialState(defaultConfig()), { deferTyping: true });
    const undo = store.apply({ type: 'applyRecommendation', clusterIndex: 0, nodeTypeId: 'hybrid', nodes: 7 });
    store.type({ type: 'setField', path: ['clusters', 0, 'nodes', 0, 'count'], value: '8' });
    expect(store.undo(undo!)).toBe(false);
    expect(draft(store).clusters[0]!.nodes[0]!.count).toBe('8');
  });

  it('removing a cluster: it goes back where it was, and edits made since to the others are kept', () => {
    const store = threeClusters();
    const removed = draft(store).clusters[1]!;
    const undo = store.apply({ type: 'removeCluster', clusterIndex: 1 });
    expect(draft(store).clusters.map((c) => c.name)).toEqual([defaultConfig().clusters[0]!.name, 'Cluster 3']);
    // Later: the first cluster renamed, the third's node count changed.
    store.dispatch({ type: 'setField', path: ['clusters', 0, 'name'], value: 'Renamed' });
    store.dispatch({ type: 'setField', path: ['clusters', 1, 'nodes', 0, 'count'], value: 11 });
    expect(store.undo(undo!)).toBe(true);
    expect(draft(store).clusters.map((c) => c.name)).toEqual(['Renamed', 'Cluster 2', 'Cluster 3']);
    expect(draft(store).clusters[1]).toEqual(removed);
    expect(draft(store).clusters[2]!.nodes[0]!.count).toBe(11);
    // Taken back once: a second undo would add it twice, and is refused.
    expect(store.undo(undo!)).toBe(false);
    expect(draft(store).clusters).toHaveLength(3);
  });

  it('removing a cluster: a VM group added since under one of its ids keeps it; the cluster comes back with fresh ids there', () => {
    const store = threeClusters();
    const removedIds = draft(store).clusters[1]!.workload.vmGroups.map((g) => g.id);
    const undo = store.apply({ type: 'removeCluster', clusterIndex: 1 });
    store.dispatch({ type: 'addVmGroup', clusterIndex: 0, name: 'Added since' });
    const added = draft(store).clusters[0]!.workload.vmGroups.at(-1)!;
    expect(removedIds).toContain(added.id);
    expect(store.undo(undo!)).toBe(true);
    const ids = draft(store).clusters.flatMap((c) => c.workload.vmGroups.map((g) => g.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(draft(store).clusters[0]!.workload.vmGroups.at(-1)).toEqual(added);
    expect(draft(store).clusters[1]!.workload.vmGroups.map((g) => g.name)).toContain('Web');
  });
});
