/**
 * The platform catalogue's shapes: hardware models as their vendors (or a secondary source) describe
 * them, and the CPUs they and the hosts being migrated carry. Every figure is optional: one no source
 * gave is left out, and the entry's notes say so, rather than guessed.
 */

export type Vendor = 'Nutanix' | 'Dell' | 'HPE' | 'Lenovo' | 'Cisco' | 'Fujitsu';

/** What kind of document a source is, which decides whether its figures can verify an entry. */
export type SourceKind =
  /** The vendor's spec sheet, data sheet, QuickSpecs or product guide: the options a model is sold with. */
  | 'spec-sheet'
  /** A configuration someone built and tested (a reference architecture's test environment): one point of the option range. */
  | 'tested-configuration'
  /** An export of a running estate (RVTools vHost): what real hosts report about themselves. */
  | 'inventory-export'
  /** A published SPEC CPU result, read on spec.org. */
  | 'benchmark-result'
  /** SPEC CPU results as a third party compiled them from spec.org's published data: secondary, never verifying. */
  | 'benchmark-compilation'
  /**
   * The vendor's own hardware or administration guide: rules and model lists that hold for every
   * model it names (DIMM population, self-encrypting drives, network cards), not the option range.
   */
  | 'vendor-guide'
  /** A third party's paraphrase of vendor documents (a configurator aid, a sizing tool's table): secondary, never verifying. */
  | 'third-party-compilation';

export interface Source {
  id: string;
  title: string;
  publisher: string;
  kind: SourceKind;
  url?: string;
  /** Where the copy that was read is kept, when it has no public address of its own (the search tool's stored copy). */
  storedCopy?: string;
  /** The source's own date (YYYY, YYYY-MM or YYYY-MM-DD), when it states one. */
  published?: string;
  /** When the figures were read from it (YYYY-MM-DD). */
  accessed: string;
  /** What it gave this catalogue. */
  gave: string;
}

export interface CpuOption {
  /** An `id` of the CPU table. */
  cpu: string;
  sockets: number;
}

export interface MemoryOptions {
  dimmSlots?: number;
  dimmSizesGiB?: readonly number[];
  /** The vendor's rule for a balanced population (DIMMs per channel, same size everywhere), in its words. */
  balancedRule?: string;
  /** Memory per node in the one configuration a tested-configuration source used, as it writes it (GB). */
  testedPerNodeGB?: number;
  /** DIMM generation, where the source names it. */
  type?: 'DDR4' | 'DDR5';
  /** The memory per node the source gives as the model's range (GB as vendors write it). */
  perNodeGB?: { min: number; max: number };
  /** The most memory per node the source gives, where it gives no smallest (GB as vendors write it). */
  maxPerNodeGB?: number;
}

export interface DriveTier {
  tier: 'nvme' | 'ssd' | 'hdd';
  slots?: number;
  /** Drive sizes offered (or, from a tested configuration, the size used), decimal TB as vendors sell them. */
  sizesTB: readonly number[];
  /** Drives per node in the one configuration a tested-configuration source used. */
  testedCount?: number;
  /** Whether self-encrypting drives are offered in this tier, when the source says. */
  selfEncrypting?: 'offered' | 'not-offered';
}

export interface Nic {
  ports: number;
  gbps: number;
  /** The card as the source names it (e.g. "Mellanox CX6"). */
  name?: string;
}

/** Front drive bays where the source gives a count without sizes per tier. */
export interface DriveBays {
  count: number;
  /** The media the bays take, where the source says. */
  takes?: readonly ('nvme' | 'ssd' | 'hdd')[];
  /** The bays' form factor, where the source says (2.5in, 3.5in, E3.S). */
  form?: string;
  /** True when the count is the largest the chassis family takes, not a fixed configuration. */
  maximum?: boolean;
}

/** A platform's field that carries figures, each of which must name the source it was read from. */
export type CitedField =
  | 'generation'
  | 'nodesPerBlock'
  | 'rackUnits'
  | 'rackUnitsPerNode'
  | 'cpuFamily'
  | 'sockets'
  | 'coresPerNode'
  | 'cpuOptions'
  | 'memory.dimmSlots'
  | 'memory.dimmSizesGiB'
  | 'memory.balancedRule'
  | 'memory.testedPerNodeGB'
  | 'memory.type'
  | 'memory.perNodeGB'
  | 'memory.maxPerNodeGB'
  | 'driveTiers'
  | 'driveBays'
  | 'selfEncryptingNvme'
  | 'nics'
  | 'powerSupplies'
  | 'weightKg';

export interface PowerSupplies {
  /** Power-supply bays (or supplies) per block. */
  count?: number;
  ratedW?: number;
  /** The ratings offered (W), where the source lists several. */
  ratedWOptions?: readonly number[];
  typicalW?: number;
  maxW?: number;
}

export interface Platform {
  id: string;
  vendor: Vendor;
  /** The vendor's product line: NX, XC, DX, HX… */
  line: string;
  model: string;
  /** The vendor's generation as it names it (G9, G10, Gen11, V3). */
  generation?: string;
  /** Nodes in one block (chassis). */
  nodesPerBlock?: number;
  /** Rack units of one block. */
  rackUnits?: number;
  /** Rack units per node, where the source gives them per node rather than per block. */
  rackUnitsPerNode?: number;
  /** The processor family, in the source's words, where it names no CPU model. */
  cpuFamily?: string;
  /** Socket counts the model is sold with, where the source gives them without CPU models. */
  sockets?: readonly number[];
  /** Cores per node the source gives as the model's range. */
  coresPerNode?: { min: number; max: number };
  /** CPU models offered (or tested). Empty when the source names none: a model known from a list. */
  cpuOptions: readonly CpuOption[];
  memory: MemoryOptions;
  driveTiers: readonly DriveTier[];
  /** Drive-bay configurations the chassis is offered with: alternatives, not to be added up. */
  driveBays?: readonly DriveBays[];
  /** Whether self-encrypting NVMe drives are offered, and on what condition, as the source says. */
  selfEncryptingNvme?: { offered: boolean; condition?: string };
  nics: readonly Nic[];
  powerSupplies?: PowerSupplies;
  weightKg?: number;
  /**
   * For each field above that holds a figure, the ids of the sources it was read from (among
   * `sources`; the notes say which figure came from which when there are two). The schema refuses
   * a figure without one.
   */
  cite: Readonly<Partial<Record<CitedField, readonly string[]>>>;
  /** `id`s of the sources its figures were read from. */
  sources: readonly string[];
  /** True only when every figure was read from the vendor's own spec sheet or hardware guide. */
  verified: boolean;
  /** What the figures mean, what is left empty and why. */
  notes: readonly string[];
}

/** One published SPECrate2017_int_base result, from which the per-core figure is derived. */
export interface RateResult {
  /** SPECrate2017_int_base of the whole system. */
  intBase: number;
  /** Cores enabled in that result (all sockets). */
  enabledCores: number;
  /** Sockets (chips) in the tested system. */
  chips: number;
  /** The tested system, as the result names it. */
  system: string;
  /** When SPEC published the result (YYYY-MM). */
  published?: string;
  /** The source that holds the result. */
  source: string;
}

export interface CpuEntry {
  id: string;
  /** The marketing name, e.g. "Intel Xeon Gold 6342": also what RVTools `CPU Model` texts are matched against. */
  name: string;
  coresPerSocket?: number;
  /** Base (nominal) clock. */
  baseGHz?: number;
  rate?: RateResult;
  sources: readonly string[];
  verified: boolean;
  notes: readonly string[];
}

export interface Catalogue {
  platforms: readonly Platform[];
  cpus: readonly CpuEntry[];
  sources: readonly Source[];
}
