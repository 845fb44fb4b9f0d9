import type { WorkloadKind } from '../../model/config';
import type { Table } from '../table';

/**
 * English words of the input sections below the first screen (fault domains, protection, data
 * reduction, workload, snapshots and growth, the advanced settings) and of the node type editor,
 * loaded with them (another language's with that language). The report, the exports and the
 * problem list, which name those inputs too, load it with their own code.
 */
export const INPUTS_EN = {
  nodeType: {
    name: 'Name',
    role: 'Role',
    sockets: 'Sockets',
    coresPerSocket: 'Cores per socket',
    ghz: 'Clock',
    cpuFactor: 'CPU factor',
    cpuFactorHint: 'Per-core speed against the baseline processor (1.0), as Sizer weights cores by SPECint.',
    cpuFromTable: 'CPU factor from {model}’s per-core figure.',
    typeFactor: 'Type the factor by hand',
    ramGiB: 'RAM',
    nicGbps: 'Network',
    iops: 'IOPS per node',
    iopsHint:
      'A measured or published figure. Leave empty for none: performance is then not checked (NVMe types default to 125,000 from SLOB).',
    tier: 'Tier',
    driveCount: 'Count',
    sizeTB: 'Size',
    selfEncrypting: 'Self-encrypting',
  },
  faultDomains: {
    awareness: 'Fault domain awareness',
    awarenessHint:
      'Block awareness needs at least 3 blocks (5 with RF3); rack awareness 3 racks (5 with RF3). With fewer, the cluster falls back to node awareness.',
    nodesPerBlock: 'Nodes per block',
    blocksPerRack: 'Blocks per rack',
  },
  protection: {
    rf: 'Replication factor',
    rf2: 'RF2: 2 copies, tolerates one failure',
    rf3: 'RF3: 3 copies, tolerates two failures',
    ecx: 'Erasure coding (EC-X) on write-cold data',
    coldShare: 'Write-cold share of data',
    savingsRealised: 'Share of the EC-X saving counted',
    savingsRealisedHint: 'Sizer counts 90%; Odgers sizes at 50-80%. The default takes the low end.',
  },
  headroom: {
    mode: 'Headroom',
    auto: 'Auto (RF and cluster size rules)',
    fixed: 'Fixed N+k',
    fixedDomains: 'Fault domains held back',
    fixedDomainsHint: 'N+k counts the nodes in these domains. N+0 is never a safe sizing.',
    surviveSecondFailure: 'Survive a second failure after self-healing',
    selfHealGoal: 'Goal after losing the reserve',
  },
  dataReduction: {
    preset: 'Compression preset',
    presetNone: 'None (1:1)',
    preset15: '1.5:1 (conservative)',
    preset2: '2:1 (databases, inline LZ4)',
    presetCustom: 'Custom',
    compressionRatio: 'Compression ratio',
    dedupRatio: 'Dedup ratio',
    dedupHint: 'Only full clones and persistent desktops dedup well; capacity dedup adds CVM memory.',
    applicationEncryption: 'Data encrypted inside the application (TDE)',
    applicationEncryptionHint:
      'Encryption by the application makes data incompressible and unique: no compression or dedup saving is counted. Encryption at rest by the platform keeps the savings.',
  },
  overheads: {
    cvmCoresAuto: 'Weight CVM cores by workload (4 or 6 per node, Sizer)',
    cvmCores: 'CVM cores per node',
    cvmRamGiB: 'CVM RAM per node',
    cvmRamAddOns: 'Add Sizer CVM RAM add-ons (RF3, dedup)',
    homeGiBPerDevice: 'Nutanix Home per device',
    homeDevices: 'Devices holding Nutanix Home',
    metadataGiBPerDevice: 'Metadata per flash device',
    metadataMaxDevices: 'Flash devices holding metadata (max)',
    curatorGiBPerHddTB: 'Curator reservation per HDD TB',
    oplogGiBAtRf2: 'Oplog reservation per node at RF2',
    oplogShareAtRf2: 'Oplog cap, share of the flash left, at RF2',
    downstrokeGiBPerSsd: 'Downstroke per SATA/SAS SSD',
    flashFormattingShare: 'Formatting loss on SSD and NVMe',
    hddFormattingShare: 'Formatting loss on HDD',
  },
  thresholds: {
    cpu: 'CPU target',
    ram: 'RAM target',
    storageFill: 'Maximum storage fill',
    iops: 'IOPS target',
  },
  rebuild: {
    rateGBpsPerNode: 'Rebuild rate per surviving node',
    rateHint: 'Measured 0.25 to 0.6 GB/s per node; capped by each node’s network.',
    startDelaySeconds: 'Rebuild start delay',
    ringRemovalSeconds: 'Ready for the next failure after',
    ringRemovalHint:
      'Time until a failed node is out of the metadata ring (about 30 minutes); a failure before then counts as simultaneous.',
  },
  workload: {
    caption: 'VM groups',
    name: 'Name',
    kind: 'Kind',
    count: 'VMs',
    // Per VM, said in every column: read as group totals, the figures were mistaken by new users.
    vcpu: 'vCPU per VM',
    ramGiB: 'RAM GiB per VM',
    usedGiB: 'Used GiB per VM',
    provisionedGiB: 'Provisioned GiB per VM',
    iops: 'IOPS per VM',
    hotShare: 'Hot %',
    vcpuPerCore: 'vCPU per core',
    vcpuPerCoreDefault: 'default {n}',
    clusterVcpuPerCore: 'vCPU per core for this cluster',
    clusterVcpuPerCorePlaceholder: 'by kind',
    actions: 'Actions',
    add: 'Add VM group',
    remove: 'Remove',
    removeLabel: 'Remove {name}',
    duplicate: 'Duplicate',
    duplicateLabel: 'Duplicate {name}',
    newName: 'New VMs',
    copyName: '{name} (copy)',
    cellLabel: '{column}, {name}',
    page: 'Groups {from} to {to} of {total}',
    previousPage: 'Previous groups',
    nextPage: 'Next groups',
    empty: 'No VM groups: add one to size a workload.',
    kindHint:
      'The kind sets the vCPU:core ratio when neither the group nor the cluster has one (servers and files 3:1, VDI 6:1, databases, Exchange and analytics 1:1), the CVM cores and the EC-X and dedup advice. Hot share and IOPS stay as entered when the kind changes: check them.',
    unnamed: 'group {n}',
  },
  kinds: {
    server: 'Server',
    database: 'Database',
    vdi: 'VDI',
    files: 'Files',
    exchange: 'Exchange',
    analytics: 'Analytics',
  } satisfies Record<WorkloadKind, string>,
  snapshots: { dailyChangeShare: 'Daily change', retentionDays: 'Retention' },
  growth: { yearlyShare: 'Yearly growth', years: 'Years' },
};

/** The same in any language. */
export type InputWords = Table<typeof INPUTS_EN>;
