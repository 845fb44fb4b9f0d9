import type { ProtectionRelation, ReplicationMode, SizingConfig } from '../model/config';
import { relationDefaults } from '../model/replication';
import { freshId } from './ids';
import type { Intent } from './intents';

/**
 * The edits of protection between clusters, as `setField` intents on the document's `protections`
 * (and a cluster's `site`): one step of the history each, undone like any other. Apart from
 * edit.ts so their code loads with the plan summary, not with the first screen.
 */
const setProtections = (list: ProtectionRelation[]): Intent => ({ type: 'setField', path: ['protections'], value: list });

/** A new relation, its settings the mode's defaults, every VM group of the protected cluster starting at DR. */
export function addProtection(doc: SizingConfig, sourceClusterId: string, targetClusterId: string, mode: ReplicationMode): Intent | null {
  const source = doc.clusters.find((c) => c.id === sourceClusterId);
  if (!source || sourceClusterId === targetClusterId || !doc.clusters.some((c) => c.id === targetClusterId)) return null;
  const list = doc.protections ?? [];
  const id = freshId(
    'p',
    list.map((r) => r.id),
  );
  const relation: ProtectionRelation = {
    id,
    sourceClusterId,
    targetClusterId,
    mode,
    ...relationDefaults(mode),
    drGroupIds: source.workload.vmGroups.map((g) => g.id),
  };
  return setProtections([...list, relation]);
}

/** The relation removed; the document's `protections` disappears with its last one, as a version 4 document has none. */
export function removeProtection(doc: SizingConfig, id: string): Intent {
  const list = (doc.protections ?? []).filter((r) => r.id !== id);
  return { type: 'setField', path: ['protections'], value: list.length > 0 ? list : undefined };
}

/** Another mode, with that mode's RPO and snapshots: an async RPO is never a valid NearSync one. */
export function setProtectionMode(doc: SizingConfig, id: string, mode: ReplicationMode): Intent | null {
  return updateRelation(doc, id, (r) => ({ ...r, mode, ...relationDefaults(mode) }));
}

/** A VM group of the protected cluster put among those that start at DR, or taken out. */
export function setDrGroup(doc: SizingConfig, id: string, groupId: string, starts: boolean): Intent | null {
  return updateRelation(doc, id, (r) => ({
    ...r,
    drGroupIds: starts ? [...r.drGroupIds.filter((g) => g !== groupId), groupId] : r.drGroupIds.filter((g) => g !== groupId),
  }));
}

/** One setting of a relation, by its field: the path the schema's problems name. */
export function protectionFieldPath(doc: SizingConfig, id: string, key: keyof ProtectionRelation): (string | number)[] | null {
  const i = (doc.protections ?? []).findIndex((r) => r.id === id);
  return i === -1 ? null : ['protections', i, key];
}

function updateRelation(doc: SizingConfig, id: string, f: (r: ProtectionRelation) => ProtectionRelation): Intent | null {
  const list = doc.protections ?? [];
  const i = list.findIndex((r) => r.id === id);
  return i === -1 ? null : setProtections(list.map((r, j) => (j === i ? f(r) : r)));
}
