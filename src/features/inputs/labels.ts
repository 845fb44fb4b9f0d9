import type { SizingConfig } from '../../model/config';
import type { Messages } from '../../i18n/en/page';
import type { InputWords } from '../../i18n/en/inputs';
import type { FeatureTables } from '../../i18n/locales';
import { t } from '../../ui/locale/t';
import type { FieldPath } from '../../document/intents';
import { formatPath, getAt } from '../../schema/paths';

const CLUSTER_SECTIONS = ['faultDomains', 'headroom', 'dataReduction', 'overheads', 'thresholds', 'rebuild'] as const;

/** A licence's unit price by its name in the handover's words. */
export const PRICE_NAMES = { nciPerCore: 'nci', ncmPerCore: 'ncm', nciPerFlashTiB: 'nciFlash', nusPerTiB: 'nus' } as const;

/**
 * The words that name inputs: the sections' own, and where the problem list names every input, the
 * hypervisor's and the licences' and rack's (the advanced section's), which their fields are labelled with.
 */
export interface LabelWords {
  inputs: InputWords;
  hypervisor?: FeatureTables['hypervisor'];
  handover?: FeatureTables['handover'];
}

/**
 * The words for an input at a path, used as the accessible name of table cells and in the
 * problem summary. A path no input shows (rare: a whole document) falls back to its key.
 */
export function labelForPath(path: FieldPath, doc: SizingConfig, m: Messages, { inputs: words, hypervisor, handover }: LabelWords): string {
  const [root, i, section, a, b, c] = path;
  const lookup = (table: Record<string, string>, key: unknown) => (typeof key === 'string' ? table[key] : undefined);
  if (root === 'licensing' && handover) {
    if (section === undefined && i === 'minCoresPerCpu') return handover.minCoresPerCpu;
    if (i === 'prices')
      return section === 'currency' ? handover.currency : (lookup(handover.names, lookup(PRICE_NAMES, section)) ?? handover.prices);
  }
  if (root === 'nodeTypes' && typeof i === 'number') {
    const type = String(getAt(doc, ['nodeTypes', i, 'name']) ?? '');
    const parts = (...names: string[]) => names.join(m.fields.partsJoin);
    if (section === 'drives' && typeof a === 'number') {
      const what = lookup(words.nodeType, b === 'count' ? 'driveCount' : b) ?? words.nodeType.tier;
      return parts(what, t(m.nodes.drive, { n: a + 1 }), type);
    }
    if (section === 'performance') return parts(words.nodeType.iops, type);
    return parts(lookup(words.nodeType, section) ?? m.nodes.type, type);
  }
  if (root === 'clusters' && typeof i === 'number') {
    if (section === 'nodes') {
      if (typeof a !== 'number') return m.sections.nodes;
      const id = String(getAt(doc, ['clusters', i, 'nodes', a, 'nodeTypeId']) ?? '');
      const type = doc.nodeTypes.find((x) => x.id === id)?.name ?? id;
      return t(m.nodes.count, { type });
    }
    if (section === 'recommendNodeTypeId') return m.nodes.recommendType;
    if (section === 'hypervisor' && hypervisor) return lookup(hypervisor as unknown as Record<string, string>, a) ?? hypervisor.legend;
    if (section === 'rack' && handover)
      return (a === 'torSwitches' || a === 'torSwitchRackUnits' ? handover[a] : undefined) ?? handover.torSwitches;
    if (section === 'protection') {
      if (a === 'ecx') return b === 'enabled' ? words.protection.ecx : (lookup(words.protection, b) ?? words.protection.ecx);
      return lookup(words.protection, a) ?? m.sections.protection;
    }
    if (section === 'workload') {
      if (a === 'vmGroups' && typeof b === 'number') {
        const name = String(getAt(doc, ['clusters', i, 'workload', 'vmGroups', b, 'name']) || t(words.workload.unnamed, { n: b + 1 }));
        const column = lookup(words.workload, c) ?? words.workload.caption;
        return t(words.workload.cellLabel, { column, name });
      }
      if (a === 'snapshots') return lookup(words.snapshots, b) ?? m.sections.snapshots;
      if (a === 'growth') return lookup(words.growth, b) ?? m.sections.growth;
      if (a === 'vcpuPerCore') return words.workload.clusterVcpuPerCore;
      return m.sections.workload;
    }
    const s = CLUSTER_SECTIONS.find((x) => x === section);
    if (s) {
      if (s === 'overheads' && a === 'cvmCores') return words.overheads.cvmCores;
      return lookup(words[s] as Record<string, string>, a) ?? m.sections[s === 'overheads' ? 'advanced' : s];
    }
  }
  return path.length ? formatPath(path) : m.problems.document;
}
