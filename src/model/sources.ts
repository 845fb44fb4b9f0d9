/**
 * Every rule and default cites one of these. `kind` tells how much to trust it:
 * `src` a public source, `seed` one of the articles the project started from,
 * `infer` our own inference (editable, flagged in the UI), `unverified` stated but not confirmed,
 * `arithmetic` a step computed from the figures before it: it assumes nothing of its own, so it is
 * never flagged as an assumption (the inputs it combines carry their own sources).
 */
export type SourceKind = 'src' | 'seed' | 'infer' | 'unverified' | 'arithmetic';

export interface Source {
  readonly kind: SourceKind;
  readonly title: string;
}

export const SOURCES = {
  bible: { kind: 'src', title: 'Nutanix Bible' },
  bibleDrive: { kind: 'src', title: 'Nutanix Bible, "Drive Breakdown"' },
  storageCalc: { kind: 'src', title: 'Nutanix Storage Calculator' },
  storageCalcWorkshop: { kind: 'src', title: 'Nutanix Partner Sizing Workshop (2019), Storage Capacity Calculator lab' },
  bootcamp: { kind: 'src', title: 'Nutanix sizing bootcamp' },
  whatmatrix: { kind: 'src', title: 'Nutanix docs via WhatMatrix' },
  ecxNote: { kind: 'src', title: 'Nutanix EC-X tech note' },
  sizerWiki: { kind: 'src', title: 'Nutanix Sizer wiki' },
  sizerMixed: { kind: 'src', title: 'Nutanix Sizer, mixed-capacity algorithm' },
  odgersEcx: { kind: 'src', title: 'Josh Odgers, EC-X sizing (50-80% of the theoretical saving)' },
  odgersN1: { kind: 'src', title: 'Josh Odgers, N+1 architecture' },
  odgersRebuild: { kind: 'src', title: 'Josh Odgers, resiliency parts 2 and 3 (rebuild rates)' },
  selfHealBlog: { kind: 'src', title: 'Nutanix blog, disk self-healing' },
  ringRemoval: { kind: 'src', title: 'Nutanix community blog, "Honey, I shrunk my cluster: multiple nodes down in RF2"' },
  kb1557: { kind: 'src', title: 'Nutanix KB-1557 (community summary)' },
  seedResiliency: { kind: 'seed', title: 'Nutanix Sizing for Resiliency w/ Design Brews (seed 003)' },
  seedCompression: { kind: 'seed', title: 'Database compression on Nutanix (seed 000)' },
  seedPerformance: { kind: 'seed', title: 'Nutanix performance for database workloads (seed 004)' },
  seedDensity: { kind: 'seed', title: 'Database scaling and density on Nutanix (seed 002)' },
  blockMinimumRf3: { kind: 'unverified', title: 'Block awareness with RF3 needs 5 blocks (unverified, conservative default)' },
  rackMinimum: { kind: 'unverified', title: 'Rack awareness needs 3 racks (RF2) or 5 (RF3) (unverified)' },
  inferSelfHeal: { kind: 'infer', title: 'General self-heal rule inferred from seed 003 (survivors at least the minimum cluster)' },
  inferEcxPattern: { kind: 'infer', title: 'EC-X strip width inferred from the tech-note table (domains minus RF-1 spares)' },
  inferFormatting: { kind: 'infer', title: 'Formatting loss of about 5% of HDD inferred from the Bible example' },
  calibratedFlashFormatting: {
    kind: 'infer',
    title: 'Flash formatting calibrated to reproduce the Storage Calculator’s two published results from below',
  },
  inferCurator: { kind: 'infer', title: 'Curator reservation of 80 GiB per 4 TB of HDD, scaled linearly' },
  inferThresholds: { kind: 'infer', title: 'Conservative utilisation targets (CPU 80%, RAM 90%, IOPS 80%)' },
  inferRatios: { kind: 'infer', title: 'vCPU:core ratio by workload kind' },
  inferRebuild: { kind: 'infer', title: 'Rebuild time model: 60 s + data / (survivors x rate), rate capped by NIC' },
  inferFailureWindow: {
    kind: 'infer',
    title: 'A failure before the previous rebuild ends and the failed node leaves the metadata ring counts as simultaneous with it',
  },
  inferWorkingSet: { kind: 'infer', title: 'Hot data with all its copies must fit the flash tier of hybrid nodes' },
  inferDomainLayout: {
    kind: 'infer',
    title: 'Nodes fill blocks by type; blocks are dealt to racks largest first, as an installer balances them',
  },
  inferGrowth: {
    kind: 'infer',
    title: 'Growth compounded yearly on every demand; monthly in the runway, twelve months making one year’s growth',
  },
  inferExpansion: {
    kind: 'infer',
    title:
      'Expansion plan: at each month a constraint would first fail, the fewest nodes of the recommended type that meet every constraint then',
  },
  inferSnapshots: { kind: 'infer', title: 'Snapshot reserve = used data x daily change x retention days' },
  inferConservative: { kind: 'infer', title: 'Conservative reading chosen where sources disagree' },
  inferProfiles: { kind: 'infer', title: 'Workload profile sizes typical of the kind of VM' },
  arithmetic: { kind: 'arithmetic', title: 'Arithmetic on figures above' },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof SOURCES;
