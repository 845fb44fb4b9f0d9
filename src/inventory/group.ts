import type { VmGroup } from '../model/config';
import { DEFAULTS } from '../model/defaults';
import { LIMITS } from '../schema/limits';
import { type ImportKind, type InventoryVm, type StorageSource, WORKLOAD_KIND_OF } from './types';

/** VMs of one source cluster and kind with the same per-VM sizes, their used storage from one source. */
export interface ImportGroup {
  /**
   * The group's identity in its file: the similarity level, the bin of VMs and the group's place in
   * it. The same VMs under the same options give the same id, so that the preview keeps what the
   * user chose for a group (its kind) when another option changes.
   */
  id: string;
  cluster: string;
  kind: ImportKind;
  storageSource: StorageSource;
  count: number;
  vcpu: number;
  ramMiB: number;
  usedMiB: number;
  provisionedMiB: number;
  iops: number;
}

const DIMS = ['vcpu', 'ramMiB', 'usedMiB', 'provisionedMiB', 'iops'] as const;

/**
 * One bin of VMs as groups whose totals equal the bin's exactly. Every per-VM figure is a whole
 * number, so a bin of n VMs with total T in a dimension is q = ⌊T ÷ n⌋ for n − r VMs and q + 1
 * for r = T − q·n: giving the extra unit to the first r VMs of every dimension at once cuts the
 * bin at the distinct r values only, so a bin becomes at most 1 + 5 groups, usually 1 or 2.
 */
function exactGroups(id: string, cluster: string, bin: readonly InventoryVm[]): ImportGroup[] {
  const { kind, storageSource } = bin[0]!;
  const n = bin.length;
  const q = {} as Record<(typeof DIMS)[number], number>;
  const r = {} as Record<(typeof DIMS)[number], number>;
  for (const d of DIMS) {
    let total = 0;
    for (const vm of bin) total += vm[d];
    q[d] = Math.floor(total / n);
    r[d] = total - q[d] * n;
  }
  const cuts = [...new Set([0, n, ...DIMS.map((d) => r[d])])].sort((a, b) => a - b);
  const groups: ImportGroup[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const from = cuts[i]!;
    const part = (d: (typeof DIMS)[number]) => q[d] + (from < r[d] ? 1 : 0);
    groups.push({
      id: `${id}\u0000${from}`,
      cluster,
      kind,
      storageSource,
      count: cuts[i + 1]! - from,
      vcpu: part('vcpu'),
      ramMiB: part('ramMiB'),
      usedMiB: part('usedMiB'),
      provisionedMiB: part('provisionedMiB'),
      iops: part('iops'),
    });
  }
  return groups;
}

/** The power of `base` a value falls under: sizes within a factor of `base` share a class. */
const sizeClass = (value: number, base: number): number => (value <= 1 ? 0 : Math.ceil(Math.log2(value) / Math.log2(base)));

/**
 * How similar VMs must be to share a group, finest first. Level 0 keeps every distinct vCPU and
 * RAM size apart (so the largest VM is kept exactly, as the VM-fit check needs) and storage within
 * a factor of 2; coarser levels widen the classes; the last two keep only cluster and kind, then
 * kind alone. The finest level that fits the config's limit of VM groups is used [infer]. At
 * every level a group's used storage comes from one source, so that each group can name it.
 */
const LEVELS: readonly ((vm: InventoryVm) => string)[] = [
  (vm) => `${vm.cluster}\u0000${vm.kind}\u0000${vm.vcpu}\u0000${vm.ramMiB}\u0000${sizeClass(vm.usedMiB / 1024 + 1, 2)}`,
  (vm) =>
    `${vm.cluster}\u0000${vm.kind}\u0000${sizeClass(vm.vcpu, 2)}\u0000${sizeClass(vm.ramMiB, 2)}\u0000${sizeClass(vm.usedMiB / 1024 + 1, 4)}`,
  (vm) =>
    `${vm.cluster}\u0000${vm.kind}\u0000${sizeClass(vm.vcpu, 4)}\u0000${sizeClass(vm.ramMiB, 4)}\u0000${sizeClass(vm.usedMiB / 1024 + 1, 16)}`,
  (vm) => `${vm.cluster}\u0000${vm.kind}`,
  (vm) => vm.kind,
];

export interface Grouping {
  groups: ImportGroup[];
  /** Which similarity level was needed (0 = identical vCPU and RAM). */
  level: number;
}

/** `fromLevel`: the finest level to try; a coarser start gives fewer groups with the same totals. */
export function groupVms(vms: readonly InventoryVm[], limit: number = LIMITS.vmGroups, fromLevel = 0): Grouping {
  let groups: ImportGroup[] = [];
  for (let level = fromLevel; level < LEVELS.length; level++) {
    const key = LEVELS[level]!;
    const bins = new Map<string, InventoryVm[]>();
    for (const vm of vms) {
      const k = `${key(vm)}\u0000${vm.storageSource}`;
      const bin = bins.get(k);
      if (bin) bin.push(vm);
      else bins.set(k, [vm]);
    }
    const last = level === LEVELS.length - 1;
    groups = [...bins].flatMap(([k, bin]) => exactGroups(`${level}\u0000${k}`, last ? '' : bin[0]!.cluster, bin));
    if (groups.length <= limit || last) return { groups: sortGroups(groups), level };
  }
  return { groups, level: LEVELS.length - 1 };
}

function sortGroups(groups: ImportGroup[]): ImportGroup[] {
  return groups.sort(
    (a, b) =>
      a.cluster.localeCompare(b.cluster) ||
      a.kind.localeCompare(b.kind) ||
      b.vcpu - a.vcpu ||
      b.ramMiB - a.ramMiB ||
      b.usedMiB - a.usedMiB ||
      b.count - a.count ||
      a.storageSource.localeCompare(b.storageSource),
  );
}

export interface Totals {
  vms: number;
  vcpu: number;
  ramMiB: number;
  usedMiB: number;
  provisionedMiB: number;
  iops: number;
}

export function vmTotals(vms: readonly InventoryVm[]): Totals {
  const t: Totals = { vms: 0, vcpu: 0, ramMiB: 0, usedMiB: 0, provisionedMiB: 0, iops: 0 };
  for (const vm of vms) {
    t.vms++;
    t.vcpu += vm.vcpu;
    t.ramMiB += vm.ramMiB;
    t.usedMiB += vm.usedMiB;
    t.provisionedMiB += vm.provisionedMiB;
    t.iops += vm.iops;
  }
  return t;
}

export function groupTotals(groups: readonly ImportGroup[]): Totals {
  const t: Totals = { vms: 0, vcpu: 0, ramMiB: 0, usedMiB: 0, provisionedMiB: 0, iops: 0 };
  for (const g of groups) {
    t.vms += g.count;
    t.vcpu += g.count * g.vcpu;
    t.ramMiB += g.count * g.ramMiB;
    t.usedMiB += g.count * g.usedMiB;
    t.provisionedMiB += g.count * g.provisionedMiB;
    t.iops += g.count * g.iops;
  }
  return t;
}

/**
 * Imported groups as the config's VM groups: MiB become GiB by dividing by 1024, which is exact in
 * binary floating point, so the config's totals are the file's to the byte. The hot share is the
 * model's default; the kind may have been changed by the user in the preview (by group id).
 */
export function toVmGroups(
  groups: readonly ImportGroup[],
  options: { name: (g: ImportGroup) => string; kinds?: ReadonlyMap<string, VmGroup['kind']> },
): Omit<VmGroup, 'id'>[] {
  return groups.map((g) => ({
    name: options.name(g).slice(0, LIMITS.name),
    count: g.count,
    vcpu: g.vcpu,
    ramGiB: g.ramMiB / 1024,
    usedGiB: g.usedMiB / 1024,
    provisionedGiB: g.provisionedMiB / 1024,
    iops: g.iops,
    hotShare: DEFAULTS.hotShare.value,
    kind: options.kinds?.get(g.id) ?? WORKLOAD_KIND_OF[g.kind],
  }));
}
