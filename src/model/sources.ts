/**
 * Every rule and default cites one of these. `kind` tells how much to trust it:
 * `src` a public source, `seed` one of the articles the project started from,
 * `infer` our own inference (editable, flagged in the UI), `unverified` stated but not confirmed,
 * `arithmetic` a step computed from the figures before it: it assumes nothing of its own, so it is
 * never flagged as an assumption (the inputs it combines carry their own sources).
 */
export type SourceKind = 'src' | 'seed' | 'infer' | 'unverified' | 'arithmetic';

/** Every source by id, with its kind; its title, in each language, is in src/i18n/<lang>/sources.ts. */
export const SOURCE_KINDS = {
  bible: 'src',
  bibleDrive: 'src',
  storageCalc: 'src',
  storageCalcWorkshop: 'src',
  bootcamp: 'src',
  whatmatrix: 'src',
  ecxNote: 'src',
  sizerWiki: 'src',
  sizerMixed: 'src',
  odgersEcx: 'src',
  odgersN1: 'src',
  odgersRebuild: 'src',
  selfHealBlog: 'src',
  ringRemoval: 'src',
  kb1557: 'src',
  seedResiliency: 'seed',
  seedCompression: 'seed',
  seedPerformance: 'seed',
  seedDensity: 'seed',
  blockMinimumRf3: 'unverified',
  rackMinimum: 'unverified',
  splitBeyond32: 'unverified',
  inferSelfHeal: 'infer',
  inferEcxPattern: 'infer',
  inferFormatting: 'infer',
  calibratedFlashFormatting: 'infer',
  inferCurator: 'infer',
  inferThresholds: 'infer',
  inferRatios: 'infer',
  inferRebuild: 'infer',
  inferFailureWindow: 'infer',
  inferWorkingSet: 'infer',
  inferDomainLayout: 'infer',
  inferGrowth: 'infer',
  inferExpansion: 'infer',
  inferSnapshots: 'infer',
  inferConservative: 'infer',
  inferProfiles: 'infer',
  arithmetic: 'arithmetic',
  // The customer's vCPU:core ratio and its rules of thumb
  workshopRatio: 'src',
  // Ratios the user set (or took from an import's measurement): the model assumes none of its own.
  clusterRatio: 'arithmetic',
  groupRatio: 'arithmetic',
  // The hypervisor
  vmwareSwap: 'src',
  vsphereMinFree: 'src',
  cvmReservation: 'src',
  ahvOvercommit: 'src',
  inferHypervisorOverhead: 'infer',
} as const satisfies Record<string, SourceKind>;

export type SourceId = keyof typeof SOURCE_KINDS;

/**
 * Sources cited only beside figures the model never applies (the ratio's rules of thumb, shown
 * with an import's measured ratio): public sources, titled in the import panel's words, so that
 * the first screen does not carry them.
 */
export type ReferenceSourceId = 'vsphereDesignRatio' | 'nutanixChecklistRatio' | 'ocvsRatio';
