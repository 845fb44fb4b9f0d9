import type { Nic, Platform } from '../types';

const GUIDE = 'ntnx-nx-hardware-admin-guide';
const TDM = 'nai-sizer-g10-catalog';

const RULE_G8 =
  'Within a node, all DIMMs of one type (no RDIMMs with LRDIMMs) and one capacity; DIMMs of different manufacturers may share a node but never a channel.';
const RULE_G9_G10 = 'Within a node, all DIMMs of one type (no RDIMMs with LRDIMMs), one capacity and one manufacturer.';

// The RDMA-capable cards the guide names per generation; "Mellanox CX-type NICs are dual-port cards".
const RDMA_G8: readonly Nic[] = [{ ports: 2, gbps: 25, name: 'Mellanox CX5 25 GbE (RDMA-capable)' }];
const RDMA_G9_G10: readonly Nic[] = [
  { ports: 2, gbps: 25, name: 'Mellanox CX6 25 GbE (RDMA-capable)' },
  { ports: 2, gbps: 100, name: 'Mellanox CX6 100 GbE (RDMA-capable)' },
  { ports: 2, gbps: 200, name: 'Mellanox CX7 200 GbE (RDMA-capable)' },
];
// Add-on NICs the guide lets G10 multi-node platforms mix, by their on-board AIOM LOM.
const G10_MIXABLE: readonly Nic[] = [
  { ports: 2, gbps: 10, name: 'SuperMicro dual-port 10GBase-T (with a Broadcom 57416 AIOM LOM)' },
  { ports: 4, gbps: 10, name: 'Intel X710 quad-port 10GBase-T (with an Intel X710 AIOM LOM)' },
];

const FROM_GUIDE_ONLY =
  "Known from Nutanix's hardware administration guide, which lists the model and the rules for its generation, not its options: CPU models, DIMM slots and sizes, drive slots and sizes, rack units, power supplies and weight are not in the source (Nutanix publishes them as System Specifications on its support portal, not among the stored copies).";
const NICS_ARE_RDMA =
  'The network cards listed are the RDMA-capable ones the guide names for this generation (a node with RDMA carries two); other NICs the model is sold with are not in the source.';
const TDM_RANGES =
  'Sockets, CPU family, cores, memory range and drive bays are a third party\'s paraphrase of a Nutanix G10 technical document ("NX-G10 TDM"), not the spec sheet: unverified. The TDM also gives "0-3 NICs at 10/25/100/200 GbE", without ports per card.';

type Gen = 'G8' | 'G9' | 'G10';

/** An NX model with what the hardware guide says of its generation; `extra` adds what it says of the model. */
function nx(model: string, generation: Gen, extra: Partial<Platform> = {}): Platform {
  const g8 = generation === 'G8';
  const nics = extra.nics ?? (model === 'NX-1150S-G9' ? [] : g8 ? RDMA_G8 : RDMA_G9_G10);
  const base: Platform = {
    id: `nutanix-${model.toLowerCase()}`,
    vendor: 'Nutanix',
    line: 'NX',
    model,
    generation,
    cpuOptions: [],
    memory: { type: g8 ? 'DDR4' : 'DDR5', balancedRule: g8 ? RULE_G8 : RULE_G9_G10 },
    driveTiers: [],
    nics,
    sources: [GUIDE],
    verified: true,
    notes: [FROM_GUIDE_ONLY, ...(nics.length ? [NICS_ARE_RDMA] : [])],
    cite: {
      generation: [GUIDE],
      'memory.type': [GUIDE],
      'memory.balancedRule': [GUIDE],
      ...(nics.length ? { nics: [GUIDE] } : {}),
    },
  };
  return { ...base, ...extra, nics, cite: { ...base.cite, ...extra.cite } };
}

const SED_SINGLE_NODE_G9 = { offered: true, condition: 'AOS 7.3 or later; Sapphire Rapids or Emerald Rapids CPUs' };
const SED_EMERALD_ONLY = { offered: true, condition: 'AOS 7.3 or later; Emerald Rapids CPUs only' };
const SED_G10_INTEL = { offered: true, condition: 'Intel-based G10 platforms only' };
const NO_SED_BEFORE_G9 = { offered: false };
const NO_SED_G9 = { offered: false, condition: 'G9 offers self-encrypting NVMe only on Intel single-node platforms' };
const INTEL_G9 = 'Intel Xeon (Sapphire Rapids or Emerald Rapids)';
const ICE_LAKE = 'Intel Xeon (Ice Lake)';

const sed = (s: Platform['selfEncryptingNvme']) => ({ selfEncryptingNvme: s, cite: { selfEncryptingNvme: [GUIDE] } });
const family = (f: string) => ({ cpuFamily: f, cite: { cpuFamily: [GUIDE] } });
const both = (a: Partial<Platform>, b: Partial<Platform>): Partial<Platform> => ({ ...a, ...b, cite: { ...a.cite, ...b.cite } });

/** A G10 model with the TDM's ranges on top of the guide's rules: unverified, as the ranges are secondhand. */
function g10(model: string, tdm: Partial<Platform>, sedOffer?: Platform['selfEncryptingNvme'], mixable = true): Platform {
  const { memory, ...rest } = tdm;
  const p = nx(model, 'G10', {
    ...rest,
    ...(sedOffer ? { selfEncryptingNvme: sedOffer } : {}),
    nics: mixable ? [...G10_MIXABLE, ...RDMA_G9_G10] : RDMA_G9_G10,
    cite: {
      ...(tdm.sockets ? { sockets: [TDM] } : {}),
      ...(tdm.cpuFamily ? { cpuFamily: [TDM] } : {}),
      ...(tdm.coresPerNode ? { coresPerNode: [TDM] } : {}),
      ...(memory?.perNodeGB ? { 'memory.perNodeGB': [TDM] } : {}),
      ...(tdm.driveBays ? { driveBays: [TDM] } : {}),
      ...(sedOffer ? { selfEncryptingNvme: [GUIDE] } : {}),
    },
  });
  return {
    ...p,
    memory: { ...p.memory, ...memory },
    sources: tdm.sockets ? [GUIDE, TDM] : [GUIDE],
    verified: !tdm.sockets,
    notes: [
      ...p.notes,
      ...(tdm.sockets ? [TDM_RANGES] : []),
      ...(mixable
        ? [
            'The two 10GBase-T cards are the add-on NICs the guide lets this model mix with a Mellanox CX6 25 GbE card, by its on-board AIOM LOM (Broadcom 57416 or Intel X710).',
          ]
        : []),
      'G10 platforms ship with 6400 MT/s DIMMs (the guide).',
    ],
  };
}

const BLUEPRINT = 'ntnx-ai-blueprint-g10';
const BLUEPRINT_NICS: readonly Nic[] = [
  { ports: 2, gbps: 200, name: 'Mellanox CX-7 add-on (0 to 3 cards, RDMA)' },
  { ports: 2, gbps: 100, name: 'Mellanox CX6 add-on (0 to 3 cards, RDMA)' },
  { ports: 2, gbps: 10, name: 'AIOM dual-port 10GBASE-T' },
];

/**
 * NX-8170-G10 or NX-8150-G10 as Nutanix's G10 blueprint specifies it (one node per block, dual
 * Xeon 6, 4,096 GB at most), with the guide's rules: every figure from Nutanix's own documents.
 */
function blueprint(model: string, f: Pick<Platform, 'rackUnits' | 'cpuOptions' | 'driveTiers' | 'notes'>): Platform {
  const p = nx(model, 'G10', { selfEncryptingNvme: SED_G10_INTEL, nics: [...BLUEPRINT_NICS, ...G10_MIXABLE, ...RDMA_G9_G10] });
  return {
    ...p,
    nodesPerBlock: 1,
    rackUnits: f.rackUnits,
    cpuFamily: 'Intel Xeon 6th Gen (Granite Rapids)',
    sockets: [2],
    cpuOptions: f.cpuOptions,
    memory: { ...p.memory, maxPerNodeGB: 4096 },
    driveTiers: f.driveTiers,
    sources: [GUIDE, BLUEPRINT],
    cite: {
      ...p.cite,
      nodesPerBlock: [BLUEPRINT],
      rackUnits: [BLUEPRINT],
      cpuFamily: [BLUEPRINT],
      sockets: [BLUEPRINT],
      cpuOptions: [BLUEPRINT],
      'memory.maxPerNodeGB': [BLUEPRINT],
      driveTiers: [BLUEPRINT],
      selfEncryptingNvme: [GUIDE],
      nics: [BLUEPRINT, GUIDE],
    },
    notes: [
      `Form factor, CPU options, maximum memory, drives and the CX-7, CX6 and AIOM network cards from Nutanix's G10 blueprint (Table 3); generation, DIMM rule, self-encrypting NVMe and the other cards from the hardware guide.`,
      ...f.notes,
      'Boot: 2 × 480 GB M.2. The AIOM also has a dual-port SFP+ (port 1 shared with IPMI), whose speed the source does not state, and a 1 GbE IPMI port.',
      'DIMM slots and sizes, the smallest memory, power supplies and weight are not in the sources: left empty.',
    ],
  };
}

const tdmDual = (cores: [number, number], memGB: [number, number], bays: number, takes: ('nvme' | 'ssd' | 'hdd')[], form?: string) => ({
  sockets: [2],
  cpuFamily: 'Intel Xeon 6500P/6700P',
  coresPerNode: { min: cores[0], max: cores[1] },
  memory: { perNodeGB: { min: memGB[0], max: memGB[1] } },
  driveBays: [{ count: bays, takes, ...(form ? { form } : {}) }],
});

/** What the guide gives an NX model that also has a tested configuration. */
const GUIDE_CITE = {
  generation: [GUIDE],
  cpuFamily: [GUIDE],
  selfEncryptingNvme: [GUIDE],
  'memory.type': [GUIDE],
  'memory.balancedRule': [GUIDE],
};

/** Sources, mark and citations of an NX model whose CPU, memory, drives and network come from a test environment. */
function testedBy(source: string, more: Platform['cite'] = {}): Pick<Platform, 'sources' | 'verified' | 'cite'> {
  return {
    sources: [source, GUIDE],
    verified: false,
    cite: {
      ...GUIDE_CITE,
      cpuOptions: [source],
      'memory.testedPerNodeGB': [source],
      driveTiers: [source],
      nics: [source, GUIDE],
      ...more,
    },
  };
}

const TESTED_ONLY = 'CPU, memory, drives and network are the one configuration a Nutanix test environment used, not the range of options.';

/**
 * Nutanix NX: the current generation (G10), the previous (G9) and the one before (G8), as
 * Nutanix's NX Series Hardware Administration Guide (June 2026) lists them, with the
 * configurations Nutanix's own test environments used and, for five G10 models, a third party's
 * paraphrase of Nutanix's G10 technical document.
 */
export const NUTANIX_PLATFORMS: readonly Platform[] = [
  // G10: the RDMA platform list and the G10 NIC-intermixing table.
  g10('NX-1175S-G10', { ...tdmDual([8, 36], [128, 1024], 4, ['nvme', 'hdd'], '3.5in'), sockets: [1] }, SED_G10_INTEL, false),
  g10('NX-3035-G10', {}),
  g10('NX-3060S-G10', {}),
  blueprint('NX-8150-G10', {
    rackUnits: 2,
    cpuOptions: ['intel-xeon-6730p', 'intel-xeon-6737p', 'intel-xeon-6748p', 'intel-xeon-6760p'].map((cpu) => ({ cpu, sockets: 2 })),
    driveTiers: [
      { tier: 'nvme', slots: 20, sizesTB: [3.84, 7.68, 15.36] },
      { tier: 'ssd', slots: 12, sizesTB: [3.84, 7.68] },
    ],
    notes: [
      'Drives, as configurations: all-NVMe with 4 to 20 (even counts) of 3.84, 7.68 or 15.36 TB; all-SSD with 2 to 12 (even) of 3.84 or 7.68 TB; or 6 × 15.36 TB NVMe with 14 NVMe Storage Tier devices of 60 TB. The slots above are the largest counts of each configuration.',
      'Maximum processor cores: 64 per socket.',
    ],
  }),
  g10('NX-8150G-G10', tdmDual([32, 64], [512, 4096], 8, ['nvme']), SED_G10_INTEL),
  g10('NX-8155A-G10', {}),
  g10(
    'NX-8155AS-G10',
    {
      sockets: [1],
      cpuFamily: 'AMD EPYC 9005',
      coresPerNode: { min: 24, max: 128 },
      memory: { perNodeGB: { min: 256, max: 3072 } },
      driveBays: [{ count: 12, takes: ['nvme'] }],
    },
    undefined,
    false,
  ),
  blueprint('NX-8170-G10', {
    rackUnits: 1,
    cpuOptions: [{ cpu: 'intel-xeon-6736p', sockets: 2 }],
    driveTiers: [{ tier: 'nvme', slots: 12, sizesTB: [3.84, 7.68, 15.36] }],
    notes: [
      'Drives, as configurations: all-NVMe with 2 to 12 (even counts) of 3.84, 7.68 or 15.36 TB; or 4 × 15.36 TB NVMe with 8 NVMe Storage Tier devices ("[60 TB]", in brackets in the source); no all-SSD configuration.',
      'Maximum processor cores: 40 per socket, while the one CPU listed has 36: the list may not be every option.',
    ],
  }),
  g10('NX-8170A-G10', {}),

  // G9: the RDMA platform list and the NVMe SED table.
  nx('NX-1065-G9', 'G9', sed(NO_SED_G9)),
  nx('NX-1150S-G9', 'G9', both(sed(SED_SINGLE_NODE_G9), family(INTEL_G9))),
  nx('NX-1175S-G9', 'G9', both(sed(SED_SINGLE_NODE_G9), family(INTEL_G9))),
  nx('NX-3035-G9', 'G9', sed(NO_SED_G9)),
  nx('NX-3060-G9', 'G9', sed(NO_SED_G9)),
  {
    ...nx('NX-3155-G9', 'G9', both(sed(SED_EMERALD_ONLY), family(INTEL_G9))),
    nodesPerBlock: 1,
    cpuOptions: [{ cpu: 'intel-xeon-gold-6442y', sockets: 2 }],
    memory: { type: 'DDR5', balancedRule: RULE_G9_G10, testedPerNodeGB: 1536 },
    driveTiers: [{ tier: 'nvme', sizesTB: [1.92], testedCount: 4 }],
    nics: [{ ports: 2, gbps: 25 }, ...RDMA_G9_G10],
    ...testedBy('ntnx-ra-citrix-nx3155g9', { nodesPerBlock: ['ntnx-ra-citrix-nx3155g9'] }),
    notes: [
      TESTED_ONLY,
      'One node per block: the test environment counts 8 blocks and 8 nodes. Memory: it writes "1.5 TB" per node, taken as 1,536 GB.',
      'Network: 2 × 25 GbE is the tested configuration; the Mellanox cards are the RDMA-capable ones the guide names for G9.',
      'DIMM slots and sizes, drive slots per tier, rack units, power supplies and weight are not in the sources: left empty.',
    ],
  },
  {
    ...nx('NX-8150-G9', 'G9', both(sed(SED_EMERALD_ONLY), family(INTEL_G9))),
    cpuOptions: [{ cpu: 'intel-xeon-gold-6442y', sockets: 2 }],
    memory: { type: 'DDR5', balancedRule: RULE_G9_G10, testedPerNodeGB: 1024 },
    driveTiers: [{ tier: 'nvme', sizesTB: [3.84], testedCount: 20 }],
    nics: [{ ports: 2, gbps: 100, name: 'CX-6' }, ...RDMA_G9_G10],
    ...testedBy('ntnx-sql-server-nx8150g9'),
    notes: [
      TESTED_ONLY,
      'Memory: the test environment writes "1TB", taken as 1,024 GB. Network: "CX-6 - 2 × 100 GBE" is the tested card; the Mellanox cards are the RDMA-capable ones the guide names for G9.',
      'Nodes per block, DIMM slots and sizes, drive slots per tier, rack units, power supplies and weight are not in the sources: left empty.',
    ],
  },
  nx('NX-8155-G9', 'G9', both(sed(SED_EMERALD_ONLY), family(INTEL_G9))),
  {
    ...nx('NX-8155A-G9', 'G9', sed(NO_SED_G9)),
    notes: [FROM_GUIDE_ONLY, NICS_ARE_RDMA, 'The guide: NVMe drives on this model need AHV 10.0 or later and are not supported with ESXi.'],
  },
  {
    ...nx('NX-8170-G9', 'G9', both(sed(SED_EMERALD_ONLY), family(INTEL_G9))),
    cpuOptions: [{ cpu: 'intel-xeon-gold-6442y', sockets: 2 }],
    sources: ['ntnx-nvd-database-service', GUIDE],
    verified: false,
    cite: {
      ...GUIDE_CITE,
      nics: [GUIDE],
      cpuOptions: ['ntnx-nvd-database-service'],
    },
    notes: [
      "The CPU option is the one configuration of a Nutanix validated design's test cluster (4 nodes, 2 × Xeon Gold 6442Y, 24 cores per socket, 2.60 GHz), not the range of options.",
      'The same table gives "Installed memory per node 1.48 TiB", "NIC speed 100 Gbps" and "SSD-PCIe: 12 disks" without port counts or drive sizes: kept here as words, not as figures.',
      NICS_ARE_RDMA,
      'Nodes per block, DIMM slots and sizes, drive slots and sizes per tier, rack units, power supplies and weight are not in the sources: left empty.',
    ],
  },

  // G8: the RDMA platform list.
  nx('NX-1065-G8', 'G8', both(sed(NO_SED_BEFORE_G9), family(ICE_LAKE))),
  nx('NX-1175S-G8', 'G8', both(sed(NO_SED_BEFORE_G9), family(ICE_LAKE))),
  nx('NX-3060-G8', 'G8', both(sed(NO_SED_BEFORE_G9), family(ICE_LAKE))),
  {
    ...nx('NX-3155G-G8', 'G8', both(sed(NO_SED_BEFORE_G9), family(ICE_LAKE))),
    nodesPerBlock: 1,
    cpuOptions: [{ cpu: 'intel-xeon-gold-6354', sockets: 2 }],
    memory: { type: 'DDR4', balancedRule: RULE_G8, testedPerNodeGB: 1024 },
    driveTiers: [{ tier: 'ssd', sizesTB: [1.9], testedCount: 6 }],
    nics: [{ ports: 2, gbps: 25 }, ...RDMA_G8],
    ...testedBy('ntnx-tn-fslogix-files', { nodesPerBlock: ['ntnx-tn-fslogix-files'] }),
    notes: [
      TESTED_ONLY,
      'One node per block: the source counts 4 blocks and 4 nodes. Network: 2 × 25 GbE tested; the Mellanox card is the RDMA-capable one the guide names for G8.',
      'DIMM slots and sizes, drive slots per tier, rack units, power supplies and weight are not in the sources: left empty.',
    ],
  },
  {
    ...nx('NX-3170-G8', 'G8', both(sed(NO_SED_BEFORE_G9), family(ICE_LAKE))),
    nodesPerBlock: 1,
    cpuOptions: [{ cpu: 'intel-xeon-gold-6342', sockets: 2 }],
    memory: { type: 'DDR4', balancedRule: RULE_G8, testedPerNodeGB: 1536 },
    driveTiers: [{ tier: 'ssd', sizesTB: [1.9], testedCount: 6 }],
    nics: [{ ports: 2, gbps: 25 }, ...RDMA_G8],
    sources: ['ntnx-ra-citrix-vsphere-nx3170g8', 'ntnx-tn-fslogix-files', GUIDE],
    verified: false,
    cite: {
      ...GUIDE_CITE,
      nodesPerBlock: ['ntnx-ra-citrix-vsphere-nx3170g8', 'ntnx-tn-fslogix-files'],
      cpuOptions: ['ntnx-ra-citrix-vsphere-nx3170g8', 'ntnx-tn-fslogix-files'],
      'memory.testedPerNodeGB': ['ntnx-ra-citrix-vsphere-nx3170g8', 'ntnx-tn-fslogix-files'],
      driveTiers: ['ntnx-ra-citrix-vsphere-nx3170g8', 'ntnx-tn-fslogix-files'],
      nics: ['ntnx-ra-citrix-vsphere-nx3170g8', GUIDE],
    },
    notes: [
      TESTED_ONLY,
      'One node per block: both test environments count 8 blocks and 8 nodes. Network: 2 × 25 GbE tested; the Mellanox card is the RDMA-capable one the guide names for G8.',
      'DIMM slots and sizes, drive slots per tier, rack units, power supplies and weight are not in the sources: left empty.',
    ],
  },
  nx('NX-8035-G8', 'G8', both(sed(NO_SED_BEFORE_G9), family(ICE_LAKE))),
  nx('NX-8150-G8', 'G8', both(sed(NO_SED_BEFORE_G9), family(ICE_LAKE))),
  {
    ...nx('NX-8155-G8', 'G8', both(sed(NO_SED_BEFORE_G9), family(ICE_LAKE))),
    rackUnitsPerNode: 2,
    cpuOptions: [{ cpu: 'intel-xeon-silver-4310', sockets: 2 }],
    memory: { type: 'DDR4', balancedRule: RULE_G8, testedPerNodeGB: 256, dimmSizesGiB: [32] },
    driveTiers: [
      { tier: 'ssd', sizesTB: [7.68], testedCount: 4 },
      { tier: 'hdd', sizesTB: [18], testedCount: 8 },
    ],
    nics: [{ ports: 2, gbps: 25, name: '25 GbE Dual SFP+' }, ...RDMA_G8],
    sources: ['ntnx-nvd-hybrid-unified-storage', GUIDE],
    verified: false,
    cite: {
      ...GUIDE_CITE,
      rackUnitsPerNode: ['ntnx-nvd-hybrid-unified-storage'],
      cpuOptions: ['ntnx-nvd-hybrid-unified-storage'],
      'memory.type': [GUIDE, 'ntnx-nvd-hybrid-unified-storage'],
      'memory.testedPerNodeGB': ['ntnx-nvd-hybrid-unified-storage'],
      'memory.dimmSizesGiB': ['ntnx-nvd-hybrid-unified-storage'],
      driveTiers: ['ntnx-nvd-hybrid-unified-storage'],
      nics: ['ntnx-nvd-hybrid-unified-storage', GUIDE],
    },
    notes: [
      'CPU, memory, drives and network are the Nutanix Files configuration of a Nutanix validated design (its Objects configuration: 4 × 32 GB, 2 × 3.84 TB SSD, 10 × 18 TB HDD), not the range of options.',
      'Rack units: the design gives "2 RU" per node; nodes per block are not in the source. Memory: 8 × 32 GB 3,200 MHz DDR4 RDIMM, 256 GB; 32 GB is the DIMM size it used, not the list offered.',
      'DIMM slots, drive slots per tier, power supplies and weight are not in the sources: left empty.',
    ],
  },
  {
    ...nx('NX-8170-G8', 'G8', both(sed(NO_SED_BEFORE_G9), family(ICE_LAKE))),
    cpuOptions: [{ cpu: 'intel-xeon-gold-6354', sockets: 2 }],
    memory: { type: 'DDR4', balancedRule: RULE_G8, testedPerNodeGB: 1024, dimmSizesGiB: [32] },
    driveTiers: [{ tier: 'nvme', sizesTB: [3.84], testedCount: 8 }],
    nics: [
      { ports: 2, gbps: 100, name: 'NVIDIA Mellanox CX-6 (tested, 1 card)' },
      { ports: 2, gbps: 10, name: 'Intel X710 (tested, 2 cards, not used)' },
      ...RDMA_G8,
    ],
    ...testedBy('ntnx-sql-server-nx8150g9', { 'memory.dimmSizesGiB': ['ntnx-sql-server-nx8150g9'] }),
    notes: [
      TESTED_ONLY,
      'Memory: "1 TB (32 × 32 GB DDR4 DIMMs @ 3,200 MHz)", taken as 1,024 GB; 32 GB is the DIMM size tested, not the list offered. Drives: 8 × NVMe 3.84 TB. Network: 1 × CX-6 dual-port 100 GbE used, 2 × Intel X710 dual-port 10 GbE not used; the CX5 card is the RDMA-capable one the guide names for G8.',
      'Nodes per block, DIMM slots, drive slots per tier, rack units, power supplies and weight are not in the sources: left empty.',
    ],
  },
];
