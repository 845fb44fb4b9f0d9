import type { Cluster, ImportedSource, SizingConfig, VmGroup } from '../model/config';
import { LIMITS } from '../schema/limits';
import { freshId } from './ids';
import type { Intent } from './intents';

/** The source cluster an imported group came from: its name starts with the source's, as the import names groups. */
function sourceOf(g: VmGroup, sources: readonly ImportedSource[]): string | undefined {
  let best: string | undefined;
  for (const s of sources) if (s.name && g.name.startsWith(`${s.name} · `) && s.name.length > (best?.length ?? -1)) best = s.name;
  return best;
}

/**
 * A cluster's workload over `parts` clusters of the same settings: whole source clusters first,
 * then, for a source cluster larger than one part, its groups by size, and a group larger than one
 * part split by its VMs. Each piece weighs its share of the cluster's vCPU, RAM and used storage,
 * and the heaviest goes first to the lightest part (longest processing time first) [infer: the
 * parts' demand within a piece's weight of each other, not a sizing of each]. The cluster keeps the
 * first part; the others come right after it, named by `name`.
 */
export function splitCluster(doc: SizingConfig, clusterIndex: number, parts: number, name: (i: number) => string): SizingConfig {
  const cluster = doc.clusters[clusterIndex];
  if (!cluster || parts < 2 || doc.clusters.length + parts - 1 > LIMITS.clusters) return doc;
  const groups = cluster.workload.vmGroups;
  const sum = (f: (g: VmGroup) => number) => groups.reduce((s, g) => s + g.count * f(g), 0) || 1;
  const totals = { vcpu: sum((g) => g.vcpu), ram: sum((g) => g.ramGiB), used: sum((g) => g.usedGiB) };
  const weigh = (g: VmGroup) => g.count * (g.vcpu / totals.vcpu + g.ramGiB / totals.ram + g.usedGiB / totals.used);
  const share = groups.reduce((s, g) => s + weigh(g), 0) / parts;

  // Source clusters whole where they fit one part; otherwise their groups, and a group too big by its VMs.
  const sources = cluster.importedSources ?? [];
  const bySource = new Map<string, VmGroup[]>();
  for (const g of groups) {
    const key = sourceOf(g, sources) ?? `\u0000${g.id}`;
    bySource.set(key, [...(bySource.get(key) ?? []), g]);
  }
  const pieces: VmGroup[][] = [];
  for (const unit of bySource.values()) {
    if (unit.reduce((s, g) => s + weigh(g), 0) <= share) pieces.push(unit);
    else
      for (const g of unit) {
        const n = Math.min(g.count, Math.ceil(weigh(g) / share));
        for (let i = 0; i < n; i++) {
          const count = Math.floor(g.count / n) + (i < g.count % n ? 1 : 0);
          if (count > 0) pieces.push([{ ...g, count }]);
        }
      }
  }
  const weight = (p: VmGroup[]) => p.reduce((s, g) => s + weigh(g), 0);
  pieces.sort((a, b) => weight(b) - weight(a));
  const bins: { weight: number; groups: VmGroup[] }[] = Array.from({ length: parts }, () => ({ weight: 0, groups: [] }));
  for (const p of pieces) {
    const lightest = bins.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.weight += weight(p);
    lightest.groups.push(...p);
  }

  let nextGroup = Number(
    freshId(
      'g',
      doc.clusters.flatMap((c) => c.workload.vmGroups.map((g) => g.id)),
    ).slice(1),
  );
  const ids = doc.clusters.map((c) => c.id);
  const made: Cluster[] = bins.map((bin, i) => {
    const seen = new Set<string>();
    // A group stays itself where it is whole in the first part; every other piece is a new group.
    const vmGroups = bin.groups.map((g) => {
      const whole = i === 0 && !seen.has(g.id) && groups.some((o) => o === g);
      seen.add(g.id);
      return whole ? g : { ...g, id: `g${nextGroup++}` };
    });
    const counts = new Map<string, number>();
    for (const g of bin.groups) {
      const s = sourceOf(g, sources);
      if (s !== undefined) counts.set(s, (counts.get(s) ?? 0) + g.count);
    }
    const id = i === 0 ? cluster.id : freshId('c', ids);
    ids.push(id);
    const part: Cluster = {
      ...structuredClone(cluster),
      id,
      name: i === 0 ? cluster.name : name(i + 1).slice(0, LIMITS.name),
      workload: { ...structuredClone(cluster.workload), vmGroups },
    };
    if (cluster.importedSources)
      part.importedSources = sources.filter((s) => counts.has(s.name)).map((s) => ({ name: s.name, vms: counts.get(s.name)! }));
    return part;
  });
  return { ...doc, clusters: [...doc.clusters.slice(0, clusterIndex), ...made, ...doc.clusters.slice(clusterIndex + 1)] };
}

/** The split as one intent, one step of the history; kept out of `applyIntent` so its code loads when used. */
export function splitIntent(doc: SizingConfig, clusterIndex: number, parts: number, name: (i: number) => string): Intent {
  return { type: 'setField', path: ['clusters'], value: splitCluster(doc, clusterIndex, parts, name).clusters };
}
