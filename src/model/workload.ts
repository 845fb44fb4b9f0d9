import type { Workload } from './config';
import type { HeldFailover } from './protectionLoad';
import { KIND_PROFILES } from './defaults';
import { type Bytes, fromGiB } from './units';

/** Workload demand at the end of the growth horizon, summed once and reused by every check. */
export interface Demand {
  growthFactor: number;
  vmCount: number;
  vcpu: number;
  /** Physical baseline cores the vCPUs need at each group's vCPU:core ratio (its own, else the cluster's, else its kind's). */
  cores: number;
  ram: Bytes;
  used: Bytes;
  snapshots: Bytes;
  /** The hypervisor's swap files: the VMs' RAM less what is reserved (ESXi; none on AHV). */
  swap: Bytes;
  /** What must be stored: used data, the snapshot reserve, the swap files and the plan's replication, before data reduction. */
  storage: Bytes;
  /** Replicas, snapshots and reserves the plan's protection puts on this cluster (src/model/replication.ts); absent without any. */
  replication?: Bytes;
  /** What starts here when a protected site is lost, counted in cores, ram and vmShapes (src/model/protectionLoad.ts); absent without any. */
  failover?: HeldFailover;
  provisioned: Bytes;
  hot: Bytes;
  iops: number;
  /** CVM cores Sizer would charge, weighted by each group's share of the cores demanded. */
  cvmCoresByMix: number;
  /** The widest and the largest-memory VM, for display. */
  maxVcpu: { id: string; vcpu: number } | null;
  maxRam: { id: string; ram: Bytes } | null;
  /** VM sizes no other VM dominates in both vCPU and RAM: if these fit a node, every VM does. */
  vmShapes: VmShape[];
  writeHeavyGroupIds: string[];
  dedupUnfriendlyGroupIds: string[];
}

export interface VmShape {
  id: string;
  vcpu: number;
  ram: Bytes;
}

export function growthFactor(w: Workload): number {
  return (1 + w.growth.yearlyShare) ** w.growth.years;
}

/** `swapShare`: the share of each VM's RAM its hypervisor writes to the datastore as a swap file. */
export function workloadDemand(w: Workload, swapShare = 0): Demand {
  const growth = growthFactor(w);
  let vmCount = 0;
  let vcpu = 0;
  let cores = 0;
  let ramGiB = 0;
  let usedGiB = 0;
  let provisionedGiB = 0;
  let hotGiB = 0;
  let iops = 0;
  let cvmWeighted = 0;
  let maxVcpu: Demand['maxVcpu'] = null;
  let maxRam: Demand['maxRam'] = null;
  const shapes: VmShape[] = [];
  const writeHeavy: string[] = [];
  const dedupUnfriendly: string[] = [];
  const profiles = KIND_PROFILES;
  for (const g of w.vmGroups) {
    const profile = profiles[g.kind];
    const groupCores = (g.count * g.vcpu) / (g.vcpuPerCore ?? w.vcpuPerCore ?? profile.vcpuPerCore);
    vmCount += g.count;
    vcpu += g.count * g.vcpu;
    cores += groupCores;
    cvmWeighted += groupCores * profile.cvmCores;
    ramGiB += g.count * g.ramGiB;
    usedGiB += g.count * g.usedGiB;
    provisionedGiB += g.count * g.provisionedGiB;
    hotGiB += g.count * g.usedGiB * g.hotShare;
    iops += g.count * g.iops;
    if (g.count > 0) {
      if (!maxVcpu || g.vcpu > maxVcpu.vcpu) maxVcpu = { id: g.id, vcpu: g.vcpu };
      const ram = fromGiB(g.ramGiB);
      if (!maxRam || ram > maxRam.ram) maxRam = { id: g.id, ram };
      shapes.push({ id: g.id, vcpu: g.vcpu, ram });
      if (profile.writeHeavy && g.usedGiB > 0) writeHeavy.push(g.id);
      if (!profile.dedupFriendly && g.usedGiB > 0) dedupUnfriendly.push(g.id);
    }
  }
  const used = fromGiB(usedGiB * growth);
  const snapshots = (used * w.snapshots.dailyChangeShare * w.snapshots.retentionDays) as Bytes;
  const ram = fromGiB(ramGiB * growth);
  const swap = (ram * swapShare) as Bytes;
  return {
    growthFactor: growth,
    vmCount,
    vcpu: vcpu * growth,
    cores: cores * growth,
    ram,
    used,
    snapshots,
    swap,
    storage: (used + snapshots + swap) as Bytes,
    provisioned: fromGiB(provisionedGiB * growth),
    hot: fromGiB(hotGiB * growth),
    iops: iops * growth,
    // With no demand there is no mix: charge the lighter profile.
    cvmCoresByMix: cores > 0 ? cvmWeighted / cores : KIND_PROFILES.server.cvmCores,
    maxVcpu,
    maxRam,
    vmShapes: paretoShapes(shapes),
    writeHeavyGroupIds: writeHeavy,
    dedupUnfriendlyGroupIds: dedupUnfriendly,
  };
}

export function paretoShapes(shapes: readonly VmShape[]): VmShape[] {
  // Few distinct vCPU counts: keep the largest memory of each before sorting.
  const widest = new Map<number, VmShape>();
  for (const s of shapes) {
    const seen = widest.get(s.vcpu);
    if (!seen || s.ram > seen.ram) widest.set(s.vcpu, s);
  }
  const sorted = [...widest.values()].sort((a, b) => b.vcpu - a.vcpu);
  const out: VmShape[] = [];
  let ram = -1;
  for (const s of sorted) {
    if (s.ram > ram) {
      out.push(s);
      ram = s.ram;
    }
  }
  return out;
}
