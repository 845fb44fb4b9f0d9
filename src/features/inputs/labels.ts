import type { SizingConfig } from '../../model/config';
import type { Messages } from '../../i18n/en/page';
import { t } from '../../ui/locale/t';
import type { FieldPath } from '../../document/intents';
import { formatPath, getAt } from '../../schema/paths';

const CLUSTER_SECTIONS = ['faultDomains', 'headroom', 'dataReduction', 'overheads', 'thresholds', 'rebuild'] as const;

/**
 * The words for an input at a path, used as the accessible name of table cells and in the
 * problem summary. A path no input shows (rare: a whole document) falls back to its key.
 */
export function labelForPath(path: FieldPath, doc: SizingConfig, m: Messages): string {
  const [root, i, section, a, b, c] = path;
  const lookup = (table: Record<string, string>, key: unknown) => (typeof key === 'string' ? table[key] : undefined);
  if (root === 'nodeTypes' && typeof i === 'number') {
    const type = String(getAt(doc, ['nodeTypes', i, 'name']) ?? '');
    if (section === 'drives' && typeof a === 'number') {
      const what = lookup(m.nodeType, b === 'count' ? 'driveCount' : b) ?? m.nodeType.tier;
      return `${what}, ${t(m.nodes.drive, { n: a + 1 })}, ${type}`;
    }
    if (section === 'performance') return `${m.nodeType.iops}, ${type}`;
    return `${lookup(m.nodeType, section) ?? m.nodes.type}, ${type}`;
  }
  if (root === 'clusters' && typeof i === 'number') {
    if (section === 'nodes') {
      if (typeof a !== 'number') return m.sections.nodes;
      const id = String(getAt(doc, ['clusters', i, 'nodes', a, 'nodeTypeId']) ?? '');
      const type = doc.nodeTypes.find((x) => x.id === id)?.name ?? id;
      return t(m.nodes.count, { type });
    }
    if (section === 'recommendNodeTypeId') return m.nodes.recommendType;
    if (section === 'protection') {
      if (a === 'ecx') return b === 'enabled' ? m.protection.ecx : (lookup(m.protection, b) ?? m.protection.ecx);
      return lookup(m.protection, a) ?? m.sections.protection;
    }
    if (section === 'workload') {
      if (a === 'vmGroups' && typeof b === 'number') {
        const name = String(getAt(doc, ['clusters', i, 'workload', 'vmGroups', b, 'name']) || t(m.workload.unnamed, { n: b + 1 }));
        const column = lookup(m.workload, c) ?? m.workload.caption;
        return t(m.workload.cellLabel, { column, name });
      }
      if (a === 'snapshots') return lookup(m.snapshots, b) ?? m.sections.snapshots;
      if (a === 'growth') return lookup(m.growth, b) ?? m.sections.growth;
      if (a === 'vcpuPerCore') return m.workload.clusterVcpuPerCore;
      return m.sections.workload;
    }
    const s = CLUSTER_SECTIONS.find((x) => x === section);
    if (s) {
      if (s === 'overheads' && a === 'cvmCores') return m.overheads.cvmCores;
      return lookup(m[s] as Record<string, string>, a) ?? m.sections[s === 'overheads' ? 'advanced' : s];
    }
  }
  return path.length ? formatPath(path) : m.problems.document;
}
