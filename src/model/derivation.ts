import type { SourceId } from './sources';

/**
 * The formula of a derivation, by id: its words, in each language, are in src/i18n/<lang>/formulas.ts.
 */
export type FormulaId =
  | 'raw'
  | 'formatting'
  | 'downstroke'
  | 'home'
  | 'metadata'
  | 'oplog'
  | 'curator'
  | 'extentStore'
  | 'rebuildReserve'
  | 'usablePhysical'
  | 'stranded'
  | 'overhead'
  | 'logical'
  | 'reduction'
  | 'effective'
  | 'mayUse'
  | 'growth'
  | 'monthlyGrowth'
  | 'runwayAllowed'
  | 'runwayBreach'
  | 'expansionStep'
  | 'demandStorage'
  | 'snapshots'
  | 'demandCores'
  | 'demandCoresFailover'
  | 'demandRam'
  | 'demandRamFailover'
  | 'demandIops'
  | 'cvmCoresAuto'
  | 'cvmCoresFixed'
  | 'cvmRam'
  | 'cvmCoresReserved'
  | 'hypervisorCores'
  | 'hypervisorRam'
  | 'swapFiles'
  | 'replication'
  | 'usableCores'
  | 'usableRam'
  | 'usableRamHypervisor'
  | 'afterLoss'
  | 'iopsCapability'
  | 'utilisation'
  | 'headroom'
  | 'headroomFixed'
  | 'rebuildTime'
  | 'failureWindow'
  | 'workingSet';

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
  clusterRatio: 'ratio',
  clusterRatioGroups: 'number',
  sourceCpus: 'word',
  sourceCpusWithoutFigure: 'word',
  sourcePerCore: 'number',
  cpuFactor: 'factor',
  ownRatioGroups: 'number',
  nodeRam: 'same',
  cvmRam: 'same',
  hypervisorRam: 'same',
  hypervisor: 'word',
  reservationMHz: 'number',
  ghz: 'number',
  vmRam: 'bytes',
  reservedShare: 'share',
  swap: 'bytes',
  replication: 'bytes',
  failoverCores: 'cores',
  failoverRam: 'same',
  failoverSite: 'word',
  failoverVms: 'number',
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
