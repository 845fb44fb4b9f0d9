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
  /** Parts of a cluster replaced whole: its nodes and headroom ("Use this size"), its VM groups (an imported inventory). */
  | { kind: 'replaced'; clusterId: string; parts: Part[]; before: unknown[]; after: unknown[] }
  | { kind: 'removedCluster'; cluster: Cluster; index: number };

/** The actions that can be taken back. */
export type UndoableIntent = Extract<Intent, { type: 'replaceVmGroups' | 'applyRecommendation' | 'removeCluster' }>;

/** Where a document's actions can be taken back: what apply returns, undo takes (false when it would drop a later edit). */
export interface Undoable {
  apply(intent: UndoableIntent): Undo | null;
  undo(undo: Undo): boolean;
}

type Part = 'nodes' | 'headroom' | 'vmGroups';

const pathOf = (index: number, part: Part) =>
  part === 'vmGroups' ? ['clusters', index, 'workload', 'vmGroups'] : ['clusters', index, part];

/** The undo of an action that turned `before` into `after`; null when it changed nothing. */
export function undoFor(before: SizingConfig, after: SizingConfig, intent: UndoableIntent): Undo | null {
  const cluster = before.clusters[intent.clusterIndex];
  if (before === after || !cluster) return null;
  if (intent.type === 'removeCluster') return { kind: 'removedCluster', cluster, index: intent.clusterIndex };
  const parts: Part[] = intent.type === 'applyRecommendation' ? ['nodes', 'headroom'] : ['vmGroups'];
  const at = (doc: SizingConfig) => parts.map((p) => getAt(doc, pathOf(intent.clusterIndex, p)));
  return { kind: 'replaced', clusterId: cluster.id, parts, before: at(before), after: at(after) };
}

/** The document with `undo` taken back; null when that would drop an edit made since (nothing is changed then). */
export function undone(doc: SizingConfig, undo: Undo): SizingConfig | null {
  if (undo.kind === 'replaced') {
    const index = doc.clusters.findIndex((c) => c.id === undo.clusterId);
    if (index < 0 || !undo.parts.every((p, i) => jsonEqual(getAt(doc, pathOf(index, p)), undo.after[i]))) return null;
    return undo.parts.reduce((d, p, i) => setAt(d, pathOf(index, p), undo.before[i]), doc);
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
