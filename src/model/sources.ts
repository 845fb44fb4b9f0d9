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

/**
 * Where the sources added with the customer's ratio and the hypervisor are found, and the date each was published
 * (or, where it carries none, read). Their titles are in src/i18n/<lang>/sources.ts.
 */
export const SOURCE_REFERENCES = {
  workshopRatio: {
    where: 'github.com/ReinhardFrie/partnersizingworkshop, datacollection/rvtools/rvtools.rst and rvtools-lab1-answers (commit c53ec1c)',
    date: '2019-05-03',
  },
  vsphereDesignRatio: {
    where: 'Packt, "VMware vSphere 6.7 Data Center Design Cookbook", chapter 7, "Determining the vCPU-to-core ratio"',
    date: '2019-07-31',
  },
  nutanixChecklistRatio: { where: 'erikevenson.github.io/architect/providers/nutanix/compute (read)', date: '2026-11-25' },
  ocvsRatio: { where: 'danieljamil.com/2026/02/18/ocvs-consolidation-ratio-strategy', date: '2026-02-18' },
  vmwareSwap: {
    where: 'docs.vmware.com, vSphere 7.0 Resource Management, "Swap Space and Guest Operating Systems" (GUID-AC40823A) (read)',
    date: '2026-11-25',
  },
  vsphereMinFree: {
    where: 'pubs.vmware.com, vSphere 4.1 Resource Management Guide, "Host Memory Information" (vSphere 4.1 released)',
    date: '2010-07-13',
  },
  cvmReservation: { where: 'vcdx133.com/2015/12/18/npx-controller-vm-sizing', date: '2015-12-18' },
  ahvOvercommit: { where: 'nutanix.dev/2022/05/05/squeeze-even-more-out-of-your-hci (AOS 6.1 memory overcommit)', date: '2022-05-05' },
} as const satisfies Partial<Record<SourceId | ReferenceSourceId, { where: string; date: string }>>;

/*
 * The sources of protection between clusters, with their kind, where each is found and its date,
 * are REPLICATION_SOURCES in replication.ts: a table here would load with the first screen, since
 * this module does.
 */
