import type { ClusterImport, ImportRefusal } from '../model/clusterImport';
import type { Cluster, SizingConfig, SourceCpu, VmGroup } from '../model/config';
import { newCluster } from '../model/defaultConfig';
import { LIMITS } from '../schema/limits';
import { freshId } from './ids';
import type { Intent } from './intents';

/** The refusals of an import as mapped, none when it fits the document's limits. */
export function importRefusals(
  doc: SizingConfig,
  targets: readonly (Pick<ClusterImport, 'into' | 'name' | 'append'> & { vmGroups: { length: number } })[],
): ImportRefusal[] {
  const refusals: ImportRefusal[] = [];
  const needed = doc.clusters.length + targets.filter((t) => t.into === undefined).length;
  if (needed > LIMITS.clusters) refusals.push({ code: 'too-many-clusters', max: LIMITS.clusters, needed });
  for (const t of targets) {
    const own = t.append && t.into !== undefined ? (doc.clusters[t.into]?.workload.vmGroups.length ?? 0) : 0;
    if (own + t.vmGroups.length > LIMITS.vmGroups)
      refusals.push({ code: 'too-many-groups', cluster: t.name, max: LIMITS.vmGroups, needed: own + t.vmGroups.length });
  }
  return refusals;
}

/** The source hosts' CPUs of two imports together: cores of the same model added. */
function mergedCpus(a: readonly SourceCpu[] = [], b: readonly SourceCpu[] = []): SourceCpu[] {
  const by = new Map<string, SourceCpu>();
  for (const c of [...a, ...b]) {
    const had = by.get(c.model);
    by.set(c.model, had ? { ...had, cores: had.cores + c.cores } : c);
  }
  return [...by.values()].sort((x, y) => y.cores - x.cores);
}

function imported(c: Cluster, t: ClusterImport, groups: VmGroup[]): Cluster {
  const workload = { ...c.workload, vmGroups: t.append ? [...c.workload.vmGroups, ...groups] : groups };
  // A ratio measured on the new sources alone says nothing of the VMs already there.
  if (!t.append && t.vcpuPerCore !== undefined) workload.vcpuPerCore = t.vcpuPerCore;
  const cpus = t.append ? mergedCpus(c.sourceCpus, t.sourceCpus) : (t.sourceCpus ?? []);
  const next: Cluster = {
    ...c,
    name: t.name,
    workload,
    hypervisor: t.hypervisor ? { ...c.hypervisor, kind: t.hypervisor } : c.hypervisor,
    importedSources: [...(t.append ? (c.importedSources ?? []) : []), ...t.sources],
  };
  if (cpus.length > 0) next.sourceCpus = cpus;
  else delete next.sourceCpus;
  return next;
}

/**
 * An import mapped onto the plan: each target's groups into its cluster, new clusters made as
 * needed (with the recommended node type of the cluster on screen), all in one document and so one
 * step of the history. The same document when the import does not fit the document's limits.
 */
export function importClusters(doc: SizingConfig, clusterIndex: number, targets: readonly ClusterImport[]): SizingConfig {
  const current = doc.clusters[clusterIndex];
  if (!current || importRefusals(doc, targets).length > 0) return doc;
  const clusters = [...doc.clusters];
  // Ids above every group's, the replaced ones' included: an id is never reused.
  let next = Number(
    freshId(
      'g',
      doc.clusters.flatMap((c) => c.workload.vmGroups.map((g) => g.id)),
    ).slice(1),
  );
  for (const t of targets) {
    const groups = t.vmGroups.map((g) => ({ ...g, id: `g${next++}` }));
    if (t.into === undefined) {
      const id = freshId(
        'c',
        clusters.map((c) => c.id),
      );
      clusters.push(imported(newCluster(id, t.name, current.recommendNodeTypeId), t, groups));
    } else if (clusters[t.into]) clusters[t.into] = imported(clusters[t.into]!, t, groups);
  }
  return { ...doc, clusters };
}

/**
 * The import as one intent, one step of the history: the plan's clusters set to what
 * `importClusters` makes of them. Kept out of `applyIntent` so that its code loads with the import.
 */
export function importIntent(doc: SizingConfig, clusterIndex: number, targets: readonly ClusterImport[]): Intent {
  return { type: 'setField', path: ['clusters'], value: importClusters(doc, clusterIndex, targets).clusters };
}
