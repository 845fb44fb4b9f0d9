import type { Cluster, NodeType, ReplicationFactor } from './config';
import { factorOf } from './cpuFactor';
import { CVM_RAM_ADDON_GIB, DEFAULTS } from './defaults';
import type { HypervisorSettings } from './hypervisor';
import { effectiveReduction } from './reduction';
import { type Bytes, bytes, fromGiB, fromTB, gbitPerSecondToBytes, gBytePerSecondToBytes } from './units';

/** How a node type stores data, which decides mixing rules and default performance figures. */
export type StorageClass = 'nvme' | 'all-flash' | 'hybrid' | 'diskless';

/** Everything the model needs to know about one node of a type, in a cluster's settings. */
export interface NodeFacts {
  typeId: string;
  role: NodeType['role'];
  storageClass: StorageClass;
  flashDevices: number;
  raw: Bytes;
  formatting: Bytes;
  downstroke: Bytes;
  home: Bytes;
  metadata: Bytes;
  oplog: Bytes;
  curator: Bytes;
  /** What the node offers the distributed storage fabric (zero for compute-only nodes). */
  extentStore: Bytes;
  /** The flash share of the extent store: the hot tier of a hybrid node. */
  flashExtentStore: Bytes;
  physicalCores: number;
  cvmCores: number;
  /**
   * What the hypervisor takes of the node, and the CVM cores its CPU reservation asks for; each
   * present only where it is more than nothing, so that a cluster sized as before reads as before.
   */
  hypervisorCores?: number;
  hypervisorRam?: Bytes;
  cvmReservedCores?: number;
  /** Physical cores left to VMs: the widest VM must fit here. */
  vmCores: number;
  /** vmCores weighted by the CPU factor: comparable with demand in baseline cores. */
  usableCores: number;
  ram: Bytes;
  cvmRam: Bytes;
  usableRam: Bytes;
  /** Per-node IOPS figure, or null when none is known (never borrowed for non-NVMe types). */
  iops: number | null;
  iopsSource: 'node-type' | 'nvme-default' | null;
  /** Rebuild throughput this node contributes when it survives: rate capped by its NIC. */
  rebuildBytesPerSecond: number;
}

export function storageClass(t: NodeType): StorageClass {
  let nvme = 0;
  let ssd = 0;
  let hdd = 0;
  for (const d of t.drives) {
    if (d.count <= 0 || d.sizeTB <= 0) continue;
    if (d.tier === 'nvme') nvme += d.count;
    else if (d.tier === 'ssd') ssd += d.count;
    else hdd += d.count;
  }
  if (t.role === 'compute-only' || nvme + ssd + hdd === 0) return 'diskless';
  if (hdd > 0) return 'hybrid';
  return ssd === 0 ? 'nvme' : 'all-flash';
}

export function cvmRamGiB(c: Cluster): number {
  const base = c.overheads.cvmRamGiB;
  if (!c.overheads.cvmRamAddOns) return base;
  const rf3 = c.protection.rf === 3;
  // Dedup voided by encryption inside the application is switched off: no add-on for it.
  const dedup = effectiveReduction(c).dedup > 1;
  if (rf3 && dedup) return base + CVM_RAM_ADDON_GIB.both.value;
  if (dedup) return base + CVM_RAM_ADDON_GIB.dedup.value;
  if (rf3) return base + CVM_RAM_ADDON_GIB.rf3.value;
  return base;
}

/**
 * The Bible's oplog reservation, MIN(RF/2 × 400 GiB ÷ devices, RF/2 × 25% × remaining) per flash
 * device, taken over the node's flash as a whole: the sum of per-device minimums is never above
 * this, so the node keeps at most what the per-device rule leaves it.
 */
function oplogReserve(flashLeft: number, rf: ReplicationFactor, o: Cluster['overheads']): number {
  const scale = rf / 2;
  return Math.min(fromGiB(o.oplogGiBAtRf2 * scale), flashLeft * Math.min(1, o.oplogShareAtRf2 * scale));
}

export interface NodeSettings {
  overheads: Cluster['overheads'];
  rebuild: Cluster['rebuild'];
  rf: ReplicationFactor;
  cvmCores: number;
  cvmRamGiB: number;
  hypervisor: HypervisorSettings;
  /** The source hosts' per-core figure (null when unknown), against which a node type that names its CPU is weighted. */
  sourcePerCore: number | null;
}

export function nodeFacts(t: NodeType, s: NodeSettings): NodeFacts {
  const o = s.overheads;
  const cls = storageClass(t);
  const stores = t.role !== 'compute-only';
  let raw = 0;
  let flashRaw = 0;
  let flashDevices = 0;
  let downstrokeSsds = 0;
  let hddRaw = 0;
  if (stores) {
    for (const d of t.drives) {
      const groupRaw = fromTB(d.count * d.sizeTB);
      raw += groupRaw;
      if (d.tier === 'hdd') {
        hddRaw += groupRaw;
      } else {
        flashRaw += groupRaw;
        flashDevices += d.count;
        // Self-encrypting drives are not downstroked (domain.md section 3).
        if (d.tier === 'ssd' && !d.selfEncrypting) downstrokeSsds += d.count;
      }
    }
  }
  const flashFormatting = flashRaw * o.flashFormattingShare;
  const formatting = flashFormatting + hddRaw * o.hddFormattingShare;
  const downstroke = fromGiB(downstrokeSsds * o.downstrokeGiBPerSsd);
  const home = fromGiB(Math.min(o.homeDevices, flashDevices) * o.homeGiBPerDevice);
  const metadata = fromGiB(Math.min(o.metadataMaxDevices, flashDevices) * o.metadataGiBPerDevice);
  const flashLeft = Math.max(0, flashRaw - flashFormatting - downstroke - home - metadata);
  const oplog = bytes(oplogReserve(flashLeft, s.rf, o));
  const curator = fromGiB((hddRaw / 1e12) * o.curatorGiBPerHddTB);
  const extentStore = Math.max(0, raw - formatting - downstroke - home - metadata - oplog - curator);
  const flashExtentStore = flashLeft - oplog;

  const physicalCores = t.sockets * t.coresPerSocket;
  const hv = s.hypervisor;
  // The CVM's CPU reservation (ESXi) in cores of this node's clock: the CVM takes at least that.
  const cvmReservedCores = hv.cvmCpuReservationMHz / (t.ghz * 1000);
  // Compute-only nodes run no CVM; storage-only nodes run one but host no VMs.
  const cvmCores = t.role === 'compute-only' ? 0 : Math.max(s.cvmCores, cvmReservedCores);
  const vmCores = t.role === 'storage-only' ? 0 : Math.max(0, physicalCores - cvmCores - hv.hostCores);
  const ram = fromGiB(t.ramGiB);
  const cvmRam = t.role === 'compute-only' ? bytes(0) : fromGiB(s.cvmRamGiB);
  const hypervisorRam = bytes(ram * hv.hostRamShare);
  const usableRam = t.role === 'storage-only' ? 0 : Math.max(0, ram - cvmRam - hypervisorRam);

  let iops: number | null = null;
  let iopsSource: NodeFacts['iopsSource'] = null;
  if (stores && t.performance) {
    iops = t.performance.iops;
    iopsSource = 'node-type';
  } else if (stores && cls === 'nvme') {
    iops = DEFAULTS.nvmeNodeIops.value;
    iopsSource = 'nvme-default';
  }

  return {
    typeId: t.id,
    role: t.role,
    storageClass: cls,
    flashDevices,
    raw: bytes(raw),
    formatting: bytes(formatting),
    downstroke,
    home,
    metadata,
    oplog,
    curator,
    extentStore: bytes(extentStore),
    flashExtentStore: bytes(flashExtentStore),
    physicalCores,
    cvmCores,
    ...(hv.hostCores > 0 ? { hypervisorCores: hv.hostCores } : {}),
    ...(hypervisorRam > 0 ? { hypervisorRam } : {}),
    ...(cvmReservedCores > 0 && t.role !== 'compute-only' ? { cvmReservedCores } : {}),
    vmCores,
    usableCores: vmCores * factorOf(t, s.sourcePerCore),
    ram,
    cvmRam,
    usableRam: bytes(usableRam),
    iops,
    iopsSource,
    rebuildBytesPerSecond: stores ? Math.min(gBytePerSecondToBytes(s.rebuild.rateGBpsPerNode), gbitPerSecondToBytes(t.nicGbps)) : 0,
  };
}
