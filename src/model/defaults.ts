import type { SourceId } from './sources';
import type { ReplicationFactor, WorkloadKind } from './config';

/**
 * The one place for the model's defaults and fixed rules. Each carries the source it follows;
 * where sources disagree the conservative reading is taken and said so.
 */
export interface Sourced<T> {
  readonly value: T;
  readonly source: SourceId;
}

const s = <T>(value: T, source: SourceId): Sourced<T> => ({ value, source });

export const DEFAULTS = {
  // Capacity pipeline (domain.md section 3)
  homeGiBPerDevice: s(60, 'bibleDrive'),
  homeDevices: s(2, 'bibleDrive'),
  metadataGiBPerDevice: s(15, 'bibleDrive'),
  metadataMaxDevices: s(4, 'bibleDrive'),
  curatorGiBPerHddTB: s(20, 'inferCurator'),
  // Conservative: the Storage Calculator offers downstroking as an option; counting it loses capacity.
  downstrokeGiBPerSsd: s(80, 'storageCalcWorkshop'),
  // The calculator reserves the oplog on flash (its two published results leave no other reading).
  oplogGiBAtRf2: s(400, 'bibleDrive'),
  oplogShareAtRf2: s(0.25, 'bibleDrive'),
  // Calibrated: with the reservations above, the narrowest share that keeps both published
  // Storage Calculator results at or below the vendor's figures; the HDD share is the Bible's.
  flashFormattingShare: s(0.0938, 'calibratedFlashFormatting'),
  hddFormattingShare: s(0.05, 'inferFormatting'),
  storageFill: s(0.9, 'kb1557'),
  // Compute (section 4)
  cvmRamGiB: s(32, 'sizerWiki'),
  cpuThreshold: s(0.8, 'inferThresholds'),
  ramThreshold: s(0.9, 'inferThresholds'),
  iopsThreshold: s(0.8, 'inferThresholds'),
  // EC-X: Odgers' lower bound of 50% of the theoretical saving is the conservative reading.
  ecxSavingsRealised: s(0.5, 'odgersEcx'),
  ecxColdShare: s(0.5, 'inferConservative'),
  // Rebuild (section 6): the slower of the two measured rates.
  rebuildRateGBpsPerNode: s(0.25, 'odgersRebuild'),
  rebuildStartDelaySeconds: s(60, 'selfHealBlog'),
  // A failed node leaves the metadata ring about 30 minutes later; until then the cluster is not ready for the next failure.
  ringRemovalSeconds: s(1800, 'ringRemoval'),
  hotShare: s(0.2, 'seedCompression'),
  // Performance (section 5): SLOB's 125,000 IOPS per node is the lowest per-node figure published.
  nvmeNodeIops: s(125_000, 'seedPerformance'),
} as const;

/** Smallest cluster per RF, in nodes and, when block- or rack-aware, in domains. */
export const MIN_CLUSTER_NODES: Record<ReplicationFactor, Sourced<number>> = {
  2: s(3, 'bible'),
  3: s(5, 'bible'),
};

export const MIN_DOMAINS = {
  block: { 2: s(3, 'whatmatrix'), 3: s(5, 'blockMinimumRf3') },
  rack: { 2: s(3, 'rackMinimum'), 3: s(5, 'rackMinimum') },
} as const satisfies Record<'block' | 'rack', Record<ReplicationFactor, Sourced<number>>>;

/** A cluster mixing hybrid and all-flash nodes needs at least this many all-flash nodes. */
export const MIN_ALL_FLASH_IN_HYBRID_MIX = s(2, 'bootcamp');

/** Auto headroom: nodes above which RF2 holds back one more fault domain. */
export const RF2_LARGE_CLUSTER_NODES = s(24, 'seedResiliency');

/** EC-X caps: widest strip (data/parity) per RF. */
export const ECX_MAX_DATA = s(4, 'ecxNote');

export interface KindProfile {
  vcpuPerCore: number;
  /** CVM cores Sizer charges per node for this kind of workload. */
  cvmCores: number;
  /** Write-heavy data gains little from EC-X. */
  writeHeavy: boolean;
  /** Dedup pays off only for full clones and persistent desktops. */
  dedupFriendly: boolean;
}

/**
 * vCPU:core ratios follow domain.md section 4 (databases 1:1, general servers up to 4:1, VDI
 * higher): "up to 4:1" is a ceiling, so servers and files default to 3:1, a quarter in hand
 * (conservative; no source gives a default), and VDI's 6:1 is ours. CVM cores per kind follow
 * Sizer (4 for VDI, servers and files; 6 for SQL, Oracle, Exchange and Splunk).
 */
export const KIND_PROFILES: Record<WorkloadKind, KindProfile> = {
  server: { vcpuPerCore: 3, cvmCores: 4, writeHeavy: false, dedupFriendly: false },
  files: { vcpuPerCore: 3, cvmCores: 4, writeHeavy: false, dedupFriendly: false },
  vdi: { vcpuPerCore: 6, cvmCores: 4, writeHeavy: true, dedupFriendly: true },
  database: { vcpuPerCore: 1, cvmCores: 6, writeHeavy: false, dedupFriendly: false },
  exchange: { vcpuPerCore: 1, cvmCores: 6, writeHeavy: false, dedupFriendly: false },
  analytics: { vcpuPerCore: 1, cvmCores: 6, writeHeavy: false, dedupFriendly: false },
};
export const KIND_RATIO_SOURCE: SourceId = 'inferRatios';
export const KIND_CVM_SOURCE: SourceId = 'sizerWiki';

/**
 * CVM RAM add-ons (Sizer): RF3 +8, capacity dedup +16, both together +16. Reading "both
 * together" as +16 in all, not 8 + 16, is ours.
 */
export const CVM_RAM_ADDON_GIB = {
  rf3: s(8, 'sizerWiki'),
  dedup: s(16, 'sizerWiki'),
  both: s(16, 'sizerWiki'),
} as const;

/** A data-reduction ratio above this is rarely seen on real data (Jetstress reaches 8:1). */
export const HIGH_REDUCTION_RATIO = s(3, 'seedResiliency');

/** The workshop measures today's ratio against one host fewer: the estate as it runs with its largest host lost. */
export const MEASURED_RATIO_HOSTS_LOST: Sourced<number> = { value: 1, source: 'workshopRatio' };

/*
 * The hypervisors' defaults are in hypervisor.ts (HYPERVISOR_DEFAULTS), each with its source: only
 * the sizing and the advanced settings read them, and kept here they would load with the first screen.
 */

/** Most nodes the recommendation tries. */
export const MAX_RECOMMENDED_NODES = 64;

/**
 * Most nodes of one cluster the best fit proposes before it splits the workload: a sizing guide
 * advises splitting beyond about 32 nodes. Not a vendor's stated maximum (none was found): editable.
 */
export const BEST_FIT_MAX_NODES = s(32, 'splitBeyond32');

/** Odgers' spare-host policy, shown for comparison: N+1 to 8 hosts, N+2 to 16, N+3 to 24, N+4 to 32. */
export const ODGERS_SPARES = s([8, 16, 24, 32] as const, 'odgersN1');
