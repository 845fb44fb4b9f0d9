/**
 * The sizing document. It travels unchanged through share links, the widget, JSON files and the
 * CLI, so it is versioned (see src/schema) and every list member has a stable id that warnings and
 * derivations point at.
 *
 * Units are carried in field names: TB is decimal as drives are sold, GiB binary as hypervisors
 * report memory and disks, ratios are plain numbers (2 means 2:1), shares are fractions 0..1.
 */

export type DriveTier = 'nvme' | 'ssd' | 'hdd';
export type NodeRole = 'hci' | 'storage-only' | 'compute-only';
export type Awareness = 'node' | 'block' | 'rack';
export type NodesPerBlock = 1 | 2 | 4;
export type ReplicationFactor = 2 | 3;
export type SelfHealGoal = 'restore-fault-tolerance' | 'reprotect-data';
export type WorkloadKind = 'server' | 'database' | 'vdi' | 'files' | 'exchange' | 'analytics';

export interface DriveGroup {
  tier: DriveTier;
  count: number;
  sizeTB: number;
  selfEncrypting: boolean;
}

/** Published or measured per-node capability; absent figures are never borrowed for non-NVMe types. */
export interface NodePerformance {
  /** Mixed 8 KB database-like IOPS one node sustains. */
  iops: number;
}

export interface NodeType {
  id: string;
  name: string;
  catalogueId?: string;
  sockets: number;
  coresPerSocket: number;
  ghz: number;
  /** Per-core speed against the baseline processor (1.0), as Sizer weights cores by SPECint. */
  cpuFactor: number;
  ramGiB: number;
  drives: DriveGroup[];
  nicGbps: number;
  role: NodeRole;
  performance?: NodePerformance;
  // --- schema 4: per-core performance ---
  /**
   * The node's CPU as the CPU table names it, with its per-core figure when one was found: with it
   * the per-core factor is worked out against the source hosts' CPUs and `cpuFactor` is not read;
   * without it `cpuFactor` is the factor, typed by hand.
   */
  cpu?: CpuPerformance;
  // --- end schema 4: per-core performance ---
}

// --- schema 4: per-core performance ---
/** A CPU model and its per-core figure (SPECrate2017_int_base per core), absent when none was found. */
export interface CpuPerformance {
  model: string;
  perCoreRate?: number;
}

/** The physical cores of one CPU model among the hosts being migrated (RVTools vHost). */
export interface SourceCpu extends CpuPerformance {
  cores: number;
}
// --- end schema 4: per-core performance ---

export interface NodeCount {
  nodeTypeId: string;
  count: number;
}

export interface FaultDomains {
  awareness: Awareness;
  nodesPerBlock: NodesPerBlock;
  blocksPerRack: number;
}

export interface Protection {
  rf: ReplicationFactor;
  ecx: {
    enabled: boolean;
    /** Share of data that is write-cold and so eligible for erasure coding. */
    coldShare: number;
    /** Share of the theoretical EC-X saving counted (Sizer 0.9, Odgers 0.5-0.8). */
    savingsRealised: number;
  };
}

export interface Headroom {
  mode: 'auto' | 'fixed';
  /** Fault domains held back when mode is fixed (0..8). */
  fixedDomains: number;
  surviveSecondFailure: boolean;
  selfHealGoal: SelfHealGoal;
}

export interface DataReduction {
  compressionRatio: number;
  dedupRatio: number;
  /** Encryption inside the application (TDE): data arrives incompressible. */
  applicationEncryption: boolean;
}

export interface Overheads {
  /** 'auto' weights 4 or 6 cores per node by the workload mix (Sizer). */
  cvmCores: number | 'auto';
  cvmRamGiB: number;
  /** Add Sizer's CVM RAM add-ons for RF3 and dedup on top of cvmRamGiB. */
  cvmRamAddOns: boolean;
  homeGiBPerDevice: number;
  homeDevices: number;
  metadataGiBPerDevice: number;
  metadataMaxDevices: number;
  curatorGiBPerHddTB: number;
  /** Capacity lost per non-self-encrypting SATA/SAS SSD when drives are downstroked. */
  downstrokeGiBPerSsd: number;
  /** Share of each SSD's or NVMe device's raw capacity lost to formatting beyond the reservations. */
  flashFormattingShare: number;
  /** Share of each HDD's raw capacity lost to formatting beyond the reservations. */
  hddFormattingShare: number;
  /** The oplog's reservation on a node's flash at RF2; scaled by RF ÷ 2. */
  oplogGiBAtRf2: number;
  /** The oplog's cap as a share of the flash left after Home and metadata at RF2; scaled by RF ÷ 2. */
  oplogShareAtRf2: number;
}

export interface Thresholds {
  cpu: number;
  ram: number;
  storageFill: number;
  iops: number;
}

export interface Rebuild {
  /** Rebuild throughput each surviving node contributes, GB/s (decimal). */
  rateGBpsPerNode: number;
  startDelaySeconds: number;
  /** After a node fails, time until it is out of the metadata ring and the cluster can take the next failure. */
  ringRemovalSeconds: number;
}

export type FailureScope = 'node' | 'block' | 'rack';

/**
 * What fails: one node, named by its node type and its place among that type's nodes in the
 * cluster (1-based), or the block or rack holding it. Naming nodes by type keeps a plan's meaning
 * when the counts of other types change; a node beyond its type's count fails nothing.
 */
export interface FailureTarget {
  nodeTypeId: string;
  index: number;
  scope: FailureScope;
}

/** Failures that arrive together, at a time counted from the plan's start. */
export interface FailureStep {
  atMinutes: number;
  /** Nodes, blocks or racks of the cluster; may be empty where the step loses a site only. */
  targets: FailureTarget[];
  // --- schema 6: site failures in the failure plan ---
  /**
   * Sites of the plan lost in this step (as `Cluster.site` names them, or a cluster's id where it
   * names none): the VM groups their protection relations start on this cluster run here from then on.
   */
  sitesLost?: string[];
  // --- end ---
}

/** Failures the user plays out by hand, replayed in time order. */
export interface FailurePlan {
  steps: FailureStep[];
}

export interface VmGroup {
  id: string;
  name: string;
  count: number;
  vcpu: number;
  ramGiB: number;
  usedGiB: number;
  provisionedGiB: number;
  iops: number;
  /** Share of used data that is hot (working set). */
  hotShare: number;
  kind: WorkloadKind;
  /** Overrides the cluster's vCPU:core ratio, or the kind's where the cluster has none. */
  vcpuPerCore?: number;
}

export interface Workload {
  vmGroups: VmGroup[];
  /** The customer's vCPU:core ratio: every group without its own takes it instead of its kind's. */
  vcpuPerCore?: number;
  snapshots: { dailyChangeShare: number; retentionDays: number };
  growth: { yearlyShare: number; years: number };
}

/** The hypervisor the cluster runs (document version 4). */
export type HypervisorKind = 'ahv' | 'esxi';

/** A setting left out takes the hypervisor's default (HYPERVISOR_DEFAULTS in src/model/hypervisor.ts). */
export interface Hypervisor {
  kind: HypervisorKind;
  /** Physical cores per host the hypervisor keeps for itself. */
  hostCores?: number;
  /** Share of each host's RAM the hypervisor keeps for itself. */
  hostRamShare?: number;
  /** ESXi: share of each VM's RAM reserved; the rest is its swap file on the datastore. */
  vmMemoryReservedShare?: number;
  /** ESXi: CPU the CVM reserves, MHz; the CVM takes at least this in cores of the node's clock. */
  cvmCpuReservationMHz?: number;
}

export interface Cluster {
  id: string;
  name: string;
  nodes: NodeCount[];
  faultDomains: FaultDomains;
  protection: Protection;
  headroom: Headroom;
  dataReduction: DataReduction;
  overheads: Overheads;
  thresholds: Thresholds;
  rebuild: Rebuild;
  workload: Workload;
  /** Node type the recommendation sizes a new cluster with. */
  recommendNodeTypeId: string;
  failurePlan: FailurePlan;
  hypervisor: Hypervisor;
  // --- schema 4: per-core performance ---
  /** The CPUs of the hosts the workload runs on today, by model: its vCPU:core ratios count their cores. */
  sourceCpus?: SourceCpu[];
  // --- end schema 4: per-core performance ---
  // --- schema 5: disaster recovery ---
  /** The site the cluster stands at: clusters of one site fail together when the site is lost. Absent: a site of its own. */
  site?: string;
  // --- end ---
  // --- schema 5: expansion buying policy ---
  /** How the runway's expansion plan buys nodes; absent, as needed (any month, whole nodes or blocks). */
  expansion?: ExpansionPolicy;
  // --- end ---
  // --- schema 5: licences and facilities ---
  /** Top-of-rack switches the cluster's rack space counts (absent: none counted). */
  rack?: RackSwitches;
  // --- end ---
  // --- schema 5: imported sources ---
  /**
   * The source clusters (vCenter clusters) imported into this cluster, with their VMs: an import
   * that names one again is reported as a duplicate. A compact record, so the link stays small.
   */
  importedSources?: ImportedSource[];
  // --- end ---
}

/** The runway's buying policy (document version 5); a setting left out buys as needed. */
export interface ExpansionPolicy {
  /** The fewest nodes one purchase buys (rounded up to whole blocks when block- or rack-aware). */
  minStepNodes?: number;
  /** Purchases only every so many months (12: yearly), each buying what holds until the next. */
  cadenceMonths?: number;
}

// --- schema 5: disaster recovery ---
/** How a cluster's data reaches the other: snapshots shipped on a schedule, lightweight snapshots, or every write (Metro Availability). */
export type ReplicationMode = 'async' | 'nearsync' | 'metro';

/** One cluster of the plan protected on another: its data replicated there, and what starts there when its site is lost. */
export interface ProtectionRelation {
  id: string;
  sourceClusterId: string;
  targetClusterId: string;
  mode: ReplicationMode;
  /** Minutes between snapshots shipped (async, NearSync); Metro Availability has none (zero). */
  rpoMinutes: number;
  /** Snapshots of the schedule kept on the protected cluster, and on the remote one. */
  localSnapshots: number;
  remoteSnapshots: number;
  /** Share of the protected data written anew each day; absent: the cluster's snapshot change rate. */
  dailyChangeShare?: number;
  /** The link between the sites, when known: the bandwidth needed is checked against it. */
  wanGbps?: number;
  /** Metro Availability: the measured round trip between the sites. */
  roundTripMs?: number;
  /** VM groups of the protected cluster that must start on the remote one after its site is lost. */
  drGroupIds: string[];
}
// --- end ---

// --- schema 5: licences and facilities ---
export interface RackSwitches {
  torSwitches?: number;
  torSwitchRackUnits?: number;
}

/** Unit prices the user entered, in their currency: none is ever assumed. */
export interface LicencePrices {
  currency?: string;
  nciPerCore?: number;
  ncmPerCore?: number;
  nciPerFlashTiB?: number;
  nusPerTiB?: number;
}

export interface Licensing {
  /** Cores each CPU counts as at least, where the quote states a minimum. */
  minCoresPerCpu?: number;
  prices?: LicencePrices;
}
// --- end ---

// --- schema 5: imported sources ---
export interface ImportedSource {
  /** The source cluster as the export names it ('' where it names none). */
  name: string;
  vms: number;
}
// --- end ---

export interface SizingConfig {
  schemaVersion: 6;
  name: string;
  nodeTypes: NodeType[];
  clusters: Cluster[];
  // --- schema 5: disaster recovery ---
  /** Protection between clusters of the plan; absent or empty: each cluster is sized on its own. */
  protections?: ProtectionRelation[];
  // --- end ---
  // --- schema 5: licences and facilities ---
  licensing?: Licensing;
  // --- end ---
  // --- schema 5: proposal details ---
  proposal?: ProposalDetails;
  // --- end ---
}

/** Whom a sizing is for, as its printed proposal and exports name it. Texts as typed; `date` an ISO day (2026-11-25). */
export interface ProposalDetails {
  customer?: string;
  project?: string;
  preparedBy?: string;
  date?: string;
  version?: string;
}
