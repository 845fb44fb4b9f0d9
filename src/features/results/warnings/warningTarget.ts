import type { SizingConfig } from '../../../model/config';
import type { WarningTarget } from '../../../model/warnings';
import type { FieldPath } from '../../../document/intents';

/** The input a warning concerns, as a config path; entity ids are resolved to their current positions. */
export function warningPath(config: SizingConfig, target: WarningTarget): FieldPath {
  const ci = config.clusters.findIndex((c) => c.id === target.clusterId);
  const cluster = config.clusters[ci];
  const field = target.field ? target.field.split('.') : [];
  if (!cluster) return [];
  if (target.vmGroupId) {
    const gi = cluster.workload.vmGroups.findIndex((g) => g.id === target.vmGroupId);
    return gi === -1 ? ['clusters', ci, 'workload'] : ['clusters', ci, 'workload', 'vmGroups', gi, ...field];
  }
  if (target.nodeTypeId) {
    if (target.field === 'count') {
      const ni = cluster.nodes.findIndex((n) => n.nodeTypeId === target.nodeTypeId);
      return ['clusters', ci, 'nodes', ...(ni === -1 ? [] : [ni, 'count'])];
    }
    const ti = config.nodeTypes.findIndex((x) => x.id === target.nodeTypeId);
    return ti === -1 ? ['clusters', ci, 'nodes'] : ['nodeTypes', ti, ...field];
  }
  return ['clusters', ci, ...field];
}
