import type { Cluster, SizingConfig } from '../model/config';
import { jsonEqual } from '../schema/json';
import { LIMITS } from '../schema/limits';
import { getAt, setAt } from '../schema/paths';
import { freshId } from './ids';
import type { Intent } from './intents';

/**
 * What an action changed, kept to take it back. An undo puts back only what its action changed,
 * and only while that is still as the action left it, so an edit made since is never dropped
 * (until the document has one history of its own).
 */
export type Undo =
  /** A cluster's node list or VM groups, replaced whole ("Use this size", an imported inventory). */
  | { kind: 'replaced'; clusterId: string; part: 'nodes' | 'vmGroups'; before: unknown; after: unknown }
  | { kind: 'removedCluster'; cluster: Cluster; index: number };

/** The actions that can be taken back. */
export type UndoableIntent = Extract<Intent, { type: 'replaceVmGroups' | 'applyRecommendation' | 'removeCluster' }>;

/** Where a document's actions can be taken back: what apply returns, undo takes (false when it would drop a later edit). */
export interface Undoable {
  apply(intent: UndoableIntent): Undo | null;
  undo(undo: Undo): boolean;
}

const pathOf = (index: number, part: 'nodes' | 'vmGroups') =>
  part === 'nodes' ? ['clusters', index, 'nodes'] : ['clusters', index, 'workload', 'vmGroups'];

/** The undo of an action that turned `before` into `after`; null when it changed nothing. */
export function undoFor(before: SizingConfig, after: SizingConfig, intent: UndoableIntent): Undo | null {
  const cluster = before.clusters[intent.clusterIndex];
  if (before === after || !cluster) return null;
  if (intent.type === 'removeCluster') return { kind: 'removedCluster', cluster, index: intent.clusterIndex };
  const part = intent.type === 'applyRecommendation' ? 'nodes' : 'vmGroups';
  const path = pathOf(intent.clusterIndex, part);
  return { kind: 'replaced', clusterId: cluster.id, part, before: getAt(before, path), after: getAt(after, path) };
}

/** The document with `undo` taken back; null when that would drop an edit made since (nothing is changed then). */
export function undone(doc: SizingConfig, undo: Undo): SizingConfig | null {
  if (undo.kind === 'replaced') {
    const index = doc.clusters.findIndex((c) => c.id === undo.clusterId);
    const path = pathOf(index, undo.part);
    return index >= 0 && jsonEqual(getAt(doc, path), undo.after) ? setAt(doc, path, undo.before) : null;
  }
  const { cluster, index } = undo;
  if (doc.clusters.length >= LIMITS.clusters || doc.clusters.some((c) => c.id === cluster.id)) return null;
  // VM group ids are unique across the plan: a group added since may have taken one of the removed cluster's.
  const taken = doc.clusters.flatMap((c) => c.workload.vmGroups.map((g) => g.id));
  const vmGroups = cluster.workload.vmGroups.map((g) => {
    const id = taken.includes(g.id) ? freshId('g', taken) : g.id;
    taken.push(id);
    return id === g.id ? g : { ...g, id };
  });
  const back = { ...cluster, workload: { ...cluster.workload, vmGroups } };
  const at = Math.min(index, doc.clusters.length);
  return setAt(doc, ['clusters'], [...doc.clusters.slice(0, at), back, ...doc.clusters.slice(at)]);
}
