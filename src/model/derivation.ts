import type { SourceId } from './sources';

/** Formula texts, keyed by the id every derivation carries. */
export const FORMULAS = {
  raw: 'raw = Σ nodes Σ drives (count × size TB × 10¹²)',
  formatting: 'formatting = flash raw × flash formatting share + HDD raw × HDD formatting share',
  downstroke: 'downstroke = non-self-encrypting SSDs × GiB lost per SSD',
  home: 'home = min(home devices, flash devices) × GiB per device, per node',
  metadata: 'metadata = min(max metadata devices, flash devices) × GiB per device, per node',
  oplog: 'oplog = RF ÷ 2 × min(GiB at RF2, share at RF2 × flash left after the lines above), per node',
  curator: 'curator = HDD TB × GiB per HDD TB, per node',
  extentStore: 'extent store = raw − formatting − downstroke − home − metadata − oplog − curator',
  rebuildReserve: 'rebuild reserve = extent store of the f largest fault domains',
  usablePhysical: 'usable physical = extent store − rebuild reserve',
  stranded:
    'stranded = usable physical − D × overhead, D the most logical data that fits with at most one copy and one strip member of each piece per domain',
  overhead:
    'overhead = (1 − x) × RF + x × strip width ÷ data members, x = share erasure-coded, at most cold share × saving counted; the strip of those the data may be in (the intact cluster’s to the survivors’ own) that holds least',
  logical: 'logical = (usable physical − stranded) ÷ overhead',
  reduction: 'reduction = compression × dedup, or 1 when the application encrypts',
  effective: 'effective = logical × reduction',
  mayUse: 'workload may use = effective × maximum fill',
  growth: 'growth factor = (1 + yearly growth) ^ years',
  monthlyGrowth: 'monthly growth factor = (1 + yearly growth) ^ (1 ÷ 12); month m demand = today’s demand × (1 + yearly growth) ^ (m ÷ 12)',
  runwayAllowed: 'may use = supply after losing the reserve × threshold',
  runwayBreach: 'first breach = the first month m with today’s demand × (1 + yearly growth) ^ (m ÷ 12) > supply × threshold',
  expansionStep:
    'add the fewest nodes of the recommended type (whole blocks when block- or rack-aware) that meet every constraint in the month the cluster would first fail one, with the headroom recomputed at the new size',
  demandStorage: 'storage demand = (Σ count × used GiB) × growth × (1 + daily change × retention days)',
  snapshots: 'snapshot reserve = used (after growth) × daily change × retention days',
  demandCores: 'core demand = Σ groups (count × vCPU ÷ the group’s vCPU per core) × growth',
  demandRam: 'RAM demand = Σ count × RAM GiB × growth',
  demandIops: 'IOPS demand = Σ count × IOPS × growth',
  cvmCoresAuto: 'CVM cores = Σ (group core demand × 4 or 6) ÷ Σ group core demand',
  cvmCoresFixed: 'CVM cores = as set',
  cvmRam: 'CVM RAM = base + add-ons (RF3 +8, dedup +16, both +16)',
  usableCores: 'usable cores = Σ nodes (physical cores − CVM cores) × CPU factor',
  usableRam: 'usable RAM = Σ nodes (RAM − CVM RAM)',
  afterLoss: 'after losing the reserve = total − the f largest domains of this resource',
  iopsCapability: 'IOPS capability = Σ nodes with figures × per-node IOPS',
  utilisation: 'utilisation = demand ÷ supply; passes when demand ≤ supply × threshold',
  headroom: 'f = RF − 1, + 1 to survive a second failure or for RF2 above 24 nodes; k = nodes in the f largest domains',
  headroomFixed: 'f = fixed by the user; k = nodes in the f largest domains',
  rebuildTime: 't = start delay + stored data at the survivors’ overhead × (lost share of capacity) ÷ Σ survivors min(rate, NIC)',
  failureWindow: 'ready for the next failure at = last failure + max(rebuild time, metadata ring removal)',
  workingSet: 'working set = used × hot share ÷ compression × RF, against the flash extent store',
} as const;

export type FormulaId = keyof typeof FORMULAS;

/** `bytes` is storage (shown in TB or TiB as the user chooses); `memory` is RAM, always binary. */
export type FigureUnit = 'bytes' | 'memory' | 'cores' | 'iops' | 'ratio' | 'share' | 'count' | 'seconds';

/**
 * How each derivation input is measured: the model passes raw numbers (bytes, fractions, counts)
 * or words, and the UI formats each by its unit. `same` takes the unit of the figure it explains.
 */
export type InputUnit =
  'bytes' | 'share' | 'ratio' | 'factor' | 'number' | 'gib' | 'seconds' | 'gbps' | 'gibPerTB' | 'cores' | 'same' | 'word';

export const INPUT_UNITS = {
  nodes: 'number',
  raw: 'bytes',
  share: 'share',
  flashShare: 'share',
  hddShare: 'share',
  gibPerSsd: 'gib',
  gibAtRf2: 'gib',
  shareAtRf2: 'share',
  gibPerDevice: 'gib',
  devices: 'number',
  maxDevices: 'number',
  gibPerHddTB: 'gibPerTB',
  formatting: 'bytes',
  downstroke: 'bytes',
  home: 'bytes',
  metadata: 'bytes',
  oplog: 'bytes',
  curator: 'bytes',
  f: 'number',
  awareness: 'word',
  extentStore: 'bytes',
  rebuildReserve: 'bytes',
  copies: 'number',
  domains: 'number',
  placeable: 'bytes',
  overhead: 'factor',
  logical: 'bytes',
  reduction: 'ratio',
  effective: 'bytes',
  maximumFill: 'share',
  used: 'bytes',
  snapshots: 'bytes',
  compression: 'ratio',
  dedup: 'ratio',
  applicationEncryption: 'word',
  rf: 'number',
  ecx: 'word',
  strip: 'word',
  coldShare: 'share',
  savingsRealised: 'share',
  ecShare: 'share',
  total: 'same',
  yearlyGrowth: 'share',
  years: 'number',
  vcpu: 'number',
  vcpuToday: 'number',
  coresToday: 'cores',
  growth: 'factor',
  vms: 'number',
  cores: 'cores',
  setting: 'cores',
  baseGiB: 'gib',
  addOns: 'word',
  hot: 'bytes',
  survivors: 'number',
  startDelaySeconds: 'seconds',
  rateGBpsPerNode: 'gbps',
  atSeconds: 'seconds',
  rebuildSeconds: 'seconds',
  ringRemovalSeconds: 'seconds',
  dailyChange: 'share',
  retentionDays: 'number',
  surviveSecondFailure: 'word',
  demand: 'same',
  supply: 'same',
  threshold: 'share',
} as const satisfies Record<string, InputUnit>;

/** An input a derivation may name: one with a unit above, so a new name without one fails to compile. */
export type InputName = keyof typeof INPUT_UNITS;

export interface Derivation {
  formula: FormulaId;
  inputs: Partial<Record<InputName, number | string>>;
  source: SourceId;
}

/** A number the UI shows, with how it was derived. */
export interface Figure {
  value: number;
  unit: FigureUnit;
  derivation: Derivation;
}

export const figure = (
  value: number,
  unit: FigureUnit,
  formula: FormulaId,
  source: SourceId,
  inputs: Derivation['inputs'] = {},
): Figure => ({ value, unit, derivation: { formula, inputs, source } });
