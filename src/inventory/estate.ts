import type { ClusterImport } from '../model/clusterImport';
import type { HypervisorKind, SizingConfig, SourceCpu, WorkloadKind } from '../model/config';
import { LIMITS } from '../schema/limits';
import { groupTotals, groupVms, type ImportGroup, type Totals, toVmGroups } from './group';
import { measureRatio, type MeasuredRatio, offeredRatio } from './ratio';
import type { HostSummary, InventoryVm } from './types';

/**
 * Where each source cluster goes: the name of the plan's target cluster. One target per source
 * cluster (named as it), all into one, or any mapping the user chose in the preview.
 */
export type Mapping = ReadonlyMap<string, string>;

/** Each source cluster into a target of its own, named as it ('' for VMs that name no cluster, named by `unnamed`). */
export function perSourceMapping(sources: readonly string[], unnamed: string): Mapping {
  return new Map(sources.map((s) => [s, s || unnamed]));
}

/** Every source cluster into the one target. */
export function oneMapping(sources: readonly string[], target: string): Mapping {
  return new Map(sources.map((s) => [s, target]));
}

/**
 * How finely the VMs of a target are grouped: `exact` keeps every distinct vCPU and RAM size apart
 * (as fine as the limit of groups allows), `bands` puts VMs within a factor of 4 of each other in
 * vCPU and RAM (16 in storage) together, a few dozen groups per source cluster that a person can
 * review. Both keep the totals exactly.
 */
export type GroupingChoice = 'exact' | 'bands';

/** The first similarity level of `groupVms` each grouping starts from. */
const FIRST_LEVEL: Record<GroupingChoice, number> = { exact: 0, bands: 2 };

/** What the import puts into one target cluster. */
export interface TargetImport {
  target: string;
  /** The source clusters it takes, in the order they were read. */
  sources: { name: string; vms: number }[];
  groups: ImportGroup[];
  level: number;
  totals: Totals;
  /** Today's vCPU:core ratio of its own sources' hosts, where the file names them. */
  measured?: MeasuredRatio;
}

/**
 * The VMs sized, split by target cluster and grouped within each: every target's groups stay within
 * the limit of a cluster's VM groups, and their totals equal its VMs' exactly. The ratio is measured
 * per target from the hosts of its own source clusters, against one host fewer, as the sizing
 * workshop does per cluster [src: workshopRatio].
 */
export function planTargets(
  vms: readonly InventoryVm[],
  mapping: Mapping,
  options: { hosts?: HostSummary; grouping?: GroupingChoice } = {},
): TargetImport[] {
  const byTarget = new Map<string, { sources: Map<string, number>; vms: InventoryVm[] }>();
  for (const vm of vms) {
    const target = mapping.get(vm.cluster) ?? vm.cluster;
    let t = byTarget.get(target);
    if (!t) byTarget.set(target, (t = { sources: new Map(), vms: [] }));
    t.sources.set(vm.cluster, (t.sources.get(vm.cluster) ?? 0) + 1);
    t.vms.push(vm);
  }
  return [...byTarget].map(([target, t]) => {
    const grouping = groupVms(t.vms, LIMITS.vmGroups, FIRST_LEVEL[options.grouping ?? 'exact']);
    const totals = groupTotals(grouping.groups);
    // The hosts of every other source cluster are left out of this target's ratio.
    const others = options.hosts?.byCluster.map((c) => c.cluster).filter((c) => c !== '' && !t.sources.has(c)) ?? [];
    const measured = options.hosts && measureRatio(options.hosts, totals.vcpu, others);
    return {
      target,
      sources: [...t.sources].map(([name, n]) => ({ name, vms: n })),
      // Ids stay unique across targets: a kind chosen for a group is that target's group's.
      groups: grouping.groups.map((g) => ({ ...g, id: `${target}\u0000${g.id}` })),
      level: grouping.level,
      totals,
      ...(measured ? { measured } : {}),
    };
  });
}

/** A source cluster the plan already holds from an earlier import, and the cluster that holds it. */
export interface DuplicateSource {
  source: string;
  vms: number;
  cluster: string;
}

/**
 * Source clusters of this import that an earlier one put into the plan, found by the compact record
 * each cluster keeps (`importedSources`: the source cluster's name and its VMs) rather than by VM,
 * so the share link stays small: the same source cluster exported again is found, a VM moved to
 * another source cluster is not.
 */
export function duplicateSources(doc: SizingConfig, sources: readonly string[]): DuplicateSource[] {
  const wanted = new Set(sources);
  return doc.clusters.flatMap((c) =>
    (c.importedSources ?? []).filter((s) => wanted.has(s.name)).map((s) => ({ source: s.name, vms: s.vms, cluster: c.name })),
  );
}

export interface TargetChoices {
  /** The cluster on screen: a first import's first new target takes its place. */
  clusterIndex: number;
  /** Add to what the plan holds (a second export), or replace the workload of the clusters it goes into. */
  append: boolean;
  hypervisor?: HypervisorKind;
  /** Take each target's measured ratio as its vCPU per core. */
  takeRatio: boolean;
  groupName: (g: ImportGroup) => string;
  kinds?: ReadonlyMap<string, WorkloadKind>;
  /** The source hosts' CPUs as a cluster keeps them. */
  cpus: (models: readonly { model: string; cores: number }[]) => SourceCpu[] | undefined;
}

/** The source hosts' CPU models of a target's own source clusters, cores of one model added. */
function targetCpuModels(hosts: HostSummary | undefined, sources: ReadonlySet<string>): { model: string; cores: number }[] {
  const by = new Map<string, number>();
  for (const c of hosts?.byCluster ?? [])
    if (sources.has(c.cluster)) for (const m of c.cpuModels ?? []) by.set(m.model, (by.get(m.model) ?? 0) + m.cores);
  return [...by].map(([model, cores]) => ({ model, cores })).sort((a, b) => b.cores - a.cores);
}

/**
 * Each target as the plan's cluster it goes into: the one of that name, else (replacing, the first
 * time) the cluster on screen renamed, else a new one. Where the target is new or replaced, the
 * measured ratio (rounded down, `offeredRatio`) is its vCPU per core when asked for.
 */
/**
 * Where each target goes: the plan's cluster of that name, else (replacing, the first time) the
 * cluster on screen, renamed; else a new cluster (undefined).
 */
export function targetPlaces(doc: SizingConfig, targets: readonly string[], clusterIndex: number, append: boolean): (number | undefined)[] {
  const byName = new Map(doc.clusters.map((cluster, i) => [cluster.name, i]));
  // Of two clusters of the same name, the one on screen.
  byName.set(doc.clusters[clusterIndex]!.name, clusterIndex);
  let screenFree = !append && !targets.some((t) => byName.get(t) === clusterIndex);
  return targets.map((t) => {
    const into = byName.get(t);
    if (into !== undefined || !screenFree) return into;
    screenFree = false;
    return clusterIndex;
  });
}

/**
 * Each target as the plan's cluster it goes into (`targetPlaces`). Where the target is new or
 * replaced, the measured ratio (rounded down, `offeredRatio`) is its vCPU per core when asked for.
 */
export function clusterImports(
  doc: SizingConfig,
  targets: readonly TargetImport[],
  hosts: HostSummary | undefined,
  c: TargetChoices,
): ClusterImport[] {
  const places = targetPlaces(
    doc,
    targets.map((t) => t.target),
    c.clusterIndex,
    c.append,
  );
  return targets.map((t, i) => {
    const into = places[i];
    const ratio = c.takeRatio && t.measured ? offeredRatio(t.measured) : null;
    const cpus = c.cpus(targetCpuModels(hosts, new Set(t.sources.map((s) => s.name))));
    return {
      ...(into === undefined ? {} : { into }),
      name: t.target.slice(0, LIMITS.name),
      append: c.append,
      vmGroups: toVmGroups(t.groups, { name: c.groupName, ...(c.kinds ? { kinds: c.kinds } : {}) }),
      ...(c.hypervisor ? { hypervisor: c.hypervisor } : {}),
      ...(ratio === null ? {} : { vcpuPerCore: ratio }),
      ...(cpus ? { sourceCpus: cpus } : {}),
      sources: t.sources.map((s) => ({ name: s.name.slice(0, LIMITS.name), vms: s.vms })),
    };
  });
}
