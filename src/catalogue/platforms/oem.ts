import type { DriveBays, Platform, Vendor } from '../types';

const LENOVO = 'lenovo-kb-facts';
const BAYS = 'redfish-chassis-db';
const DX = 'hpe-dx-profile-list';
const CISCO = 'cisco-spec-sheet-index';

const SECONDHAND = "A third party's paraphrase of the vendor's documents, not the spec sheet itself: unverified.";
const NOT_IN_SOURCE =
  'CPU models, memory, drive sizes per tier, NICs, rack units, power supplies and weight are not in the source: left empty.';
const LARGEST_BAYS =
  'The bay count is the largest front-bay count of the chassis family, from a third party\'s table of chassis ("Dell/HPE/Cisco Technical Guides, public, Jul 2026"): which media the bays take is not in it.';

/** A model known from a third party's list: only what the list gives, and so unverified. */
function listed(
  vendor: Vendor,
  line: string,
  model: string,
  source: string,
  figures: Pick<Platform, 'generation' | 'cpuFamily' | 'driveBays'> = {},
  notes: readonly string[] = [],
): Platform {
  const cite = Object.fromEntries(
    (['generation', 'cpuFamily', 'driveBays'] as const).filter((k) => figures[k] !== undefined).map((k) => [k, [source]]),
  );
  return {
    id: `${vendor}-${model}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/-$/, ''),
    vendor,
    line,
    model,
    ...figures,
    cpuOptions: [],
    memory: {},
    driveTiers: [],
    nics: [],
    cite,
    sources: [source],
    verified: false,
    notes: [SECONDHAND, ...notes, NOT_IN_SOURCE],
  };
}

const SPECS = 'lenovo-platform-specs';
const XEON_6 = 'Intel Xeon 6 P-core 6500P/6700P (Granite Rapids)';
const V4_MEMORY =
  '32 DIMM slots (8 channels × 2 DIMMs per channel per socket); RDIMM at 6400 MT/s with 1 DIMM per channel, 5200 MT/s with 2.';

/** A ThinkAgile HX V4 model as a third party paraphrases its Lenovo Press product guide: unverified. */
function hx(
  model: string,
  f: Required<Pick<Platform, 'rackUnits' | 'sockets' | 'driveBays' | 'powerSupplies'>> & { notes: readonly string[] },
): Platform {
  const cited = [
    'generation',
    'rackUnits',
    'sockets',
    'cpuFamily',
    'memory.dimmSlots',
    'memory.maxPerNodeGB',
    'memory.balancedRule',
    'driveBays',
    'powerSupplies',
  ] as const;
  return {
    id: `lenovo-${model}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    vendor: 'Lenovo',
    line: 'ThinkAgile HX',
    model,
    generation: 'V4',
    rackUnits: f.rackUnits,
    cpuFamily: XEON_6,
    sockets: f.sockets,
    cpuOptions: [],
    memory: { dimmSlots: 32, maxPerNodeGB: 8192, balancedRule: V4_MEMORY },
    driveTiers: [],
    driveBays: f.driveBays,
    nics: [],
    powerSupplies: f.powerSupplies,
    cite: Object.fromEntries(cited.map((k) => [k, [SPECS]])),
    sources: [SPECS],
    verified: false,
    notes: [
      SECONDHAND,
      ...f.notes,
      'Memory: up to 8 TB with 32 × 256 GB 3DS RDIMMs, taken as 8,192 GB; the smaller DIMM sizes offered are not in the source. CPUs "up to 86 cores" each; the CPU models are not in the source.',
      'CPU models, DIMM sizes, drive sizes per tier, NICs, typical and maximum power draw and weight are not in the source: left empty.',
    ],
  };
}

/**
 * An HPE ProLiant DX model as a third party's list of Nutanix BIOS profiles names it: the CPU maker
 * is its profile's suffix, the chassis variants are the names it lists ("8SFF", "10NVMe", "12LFF").
 */
function dx(model: string, maker: 'Intel' | 'AMD', variants: readonly string[] = []): Platform {
  const generation = model.replace('ProLiant DX', '').replace(/^\d+ /, '');
  const driveBays: DriveBays[] = variants.map((v) => {
    const [, count, kind] = /^(\d+)(SFF|LFF|NVMe)$/.exec(v)!;
    return kind === 'NVMe' ? { count: Number(count), takes: ['nvme'] } : { count: Number(count), form: kind! };
  });
  return listed('HPE', 'ProLiant DX', model, DX, { generation, cpuFamily: maker, ...(driveBays.length ? { driveBays } : {}) }, [
    `The CPU maker is the suffix of the Nutanix profile name the list gives it${
      variants.length ? `; the drive bays are its chassis variants as the list names them (${variants.join(', ')}), alternatives` : ''
    }.`,
  ]);
}

const largest = (count: number, extra: Omit<DriveBays, 'count'> = {}): DriveBays => ({ count, maximum: true, ...extra });

/**
 * OEM lines: Lenovo ThinkAgile HX, Dell XC, HPE ProLiant DX and Cisco Compute Hyperconverged with
 * Nutanix. No spec sheet of any was among the stored copies: one Lenovo model comes with a Nutanix
 * test configuration, the rest with what third parties' lists give.
 */
export const OEM_PLATFORMS: readonly Platform[] = [
  {
    id: 'lenovo-thinkagile-hx665-v3-cn',
    vendor: 'Lenovo',
    line: 'ThinkAgile HX',
    model: 'ThinkAgile HX665 V3 CN',
    generation: 'V3',
    nodesPerBlock: 1,
    cpuOptions: [{ cpu: 'amd-epyc-9274f', sockets: 2 }],
    memory: { testedPerNodeGB: 1536 },
    driveTiers: [{ tier: 'ssd', sizesTB: [1.2], testedCount: 6 }],
    nics: [{ ports: 2, gbps: 25 }],
    cite: {
      generation: ['ntnx-ra-citrix-hx665v3-draft'],
      nodesPerBlock: ['ntnx-ra-citrix-hx665v3-draft'],
      cpuOptions: ['ntnx-ra-citrix-hx665v3-draft'],
      'memory.testedPerNodeGB': ['ntnx-ra-citrix-hx665v3-draft'],
      driveTiers: ['ntnx-ra-citrix-hx665v3-draft'],
      nics: ['ntnx-ra-citrix-hx665v3-draft'],
    },
    sources: ['ntnx-ra-citrix-hx665v3-draft'],
    verified: false,
    notes: [
      'The one configuration of a Nutanix reference architecture draft (its results still "TBD"), not the range of options.',
      'One node per block: the draft counts 6 blocks and 6 nodes. Memory: it writes "1.5 TB" per node, taken as 1,536 GB.',
      'The CPU clock, DIMM slots and sizes, drive slots per tier, rack units, power supplies and weight are not in the source: left empty.',
    ],
  },
  {
    ...listed('Lenovo', 'ThinkAgile HX', 'ThinkAgile HX630 V3 ROBO', LENOVO, {
      generation: 'V3',
      cpuFamily: 'Intel Xeon 5th Gen',
      driveBays: [{ count: 4, takes: ['ssd', 'hdd'], form: '3.5in' }],
    }),
    sockets: [1, 2],
    cite: { generation: [LENOVO], cpuFamily: [LENOVO], driveBays: [LENOVO], sockets: [LENOVO] },
    notes: [
      SECONDHAND,
      'From Lenovo Press lp1667 Table 1 as paraphrased: 1 or 2 CPUs (the standard HX630 V3 takes 2 only), 4 × 3.5in SAS/SATA front bays and an optional 2 × 2.5in at the rear, hybrid or all-flash; cluster sizes 1, 2 (limited workloads) and 3 or more; built on the ThinkSystem SR630 V3.',
      NOT_IN_SOURCE,
    ],
  },
  hx('ThinkAgile HX630 V4', {
    rackUnits: 1,
    sockets: [2],
    driveBays: [
      { count: 10, takes: ['nvme'], form: '2.5in' },
      { count: 16, takes: ['nvme'], form: 'E3.S' },
    ],
    powerSupplies: { count: 2, ratedWOptions: [800, 1300, 2000] },
    notes: [
      'Built on the ThinkSystem SR630 V4; two processors, no 1-CPU option; all-flash NVMe only (10 × 2.5in or 16 × E3.S front bays, alternatives), no SAS/SATA data drives. A two-node cluster is limited to 20 TB per node.',
      'Power: 2 supply bays, 80 PLUS Platinum or Titanium, 800, 1300 or 2000 W AC.',
    ],
  }),
  hx('ThinkAgile HX650 V4', {
    rackUnits: 2,
    sockets: [1, 2],
    driveBays: [
      { count: 16, takes: ['nvme'], form: '2.5in' },
      { count: 24, takes: ['nvme'], form: '2.5in' },
    ],
    powerSupplies: { count: 2, ratedWOptions: [800, 1300, 2000, 2700, 3200] },
    notes: [
      'The all-flash model (7DG4CTO1WW): 16 or 24 × 2.5in NVMe front bays (alternatives), no rear bays, no 3.5in; the full 10 PCIe slots need 2 CPUs.',
      'Power: 2 supply bays, 80 PLUS Platinum or Titanium, 800 to 3200 W AC.',
    ],
  }),
  hx('ThinkAgile HX650 V4 Storage', {
    rackUnits: 2,
    sockets: [1, 2],
    driveBays: [{ count: 12, takes: ['hdd', 'ssd', 'nvme'], form: '3.5in' }],
    powerSupplies: { count: 2, ratedWOptions: [800, 1300, 2000, 2700, 3200] },
    notes: [
      'The storage model (7DG4CTO2WW): 8 × 3.5in SAS/SATA and 4 × 3.5in AnyBay front bays, and 4 × 2.5in at the rear only with 10 or more HDDs; HDDs over 20 TB, and more than 307 TB per node, only for Nutanix Unified Storage.',
      'Power: 2 supply bays, 80 PLUS Platinum or Titanium, 800 to 3200 W AC.',
    ],
  }),

  // Dell XC Plus (16G) and XC (14G, 15G): largest front-bay counts only.
  listed('Dell', 'XC Plus', 'XC660', BAYS, { generation: '16G', driveBays: [largest(10)] }, [LARGEST_BAYS]),
  listed('Dell', 'XC Plus', 'XC660xs', BAYS, { generation: '16G', driveBays: [largest(4)] }, [LARGEST_BAYS]),
  listed('Dell', 'XC Plus', 'XC760', BAYS, { generation: '16G', driveBays: [largest(24)] }, [LARGEST_BAYS]),
  listed('Dell', 'XC Plus', 'XC760xa', BAYS, { generation: '16G', driveBays: [largest(6)] }, [
    LARGEST_BAYS,
    'The list calls it the GPU model.',
  ]),
  listed('Dell', 'XC Plus', 'XC7625', BAYS, { generation: '16G', cpuFamily: 'AMD', driveBays: [largest(24)] }, [LARGEST_BAYS]),
  listed('Dell', 'XC Plus', 'XC4000', BAYS, { driveBays: [largest(8)] }, [LARGEST_BAYS, 'The list calls it XC Plus Edge.']),
  listed('Dell', 'XC', 'XC6520', BAYS, { generation: '15G', driveBays: [largest(10)] }, [LARGEST_BAYS]),
  listed('Dell', 'XC', 'XC640', BAYS, { generation: '14G', driveBays: [largest(10)] }, [LARGEST_BAYS]),
  listed('Dell', 'XC', 'XC740xd', BAYS, { generation: '14G', driveBays: [largest(24)] }, [LARGEST_BAYS]),
  listed('Dell', 'XC', 'XC6420', BAYS, { generation: '14G', driveBays: [largest(6)] }, [LARGEST_BAYS]),

  // HPE ProLiant DX: Gen12 bay counts; Gen11 names with the CPU maker of their Nutanix profile.
  listed('HPE', 'ProLiant DX', 'ProLiant DX360 Gen12', BAYS, { generation: 'Gen12', driveBays: [largest(10, { takes: ['nvme'] })] }, [
    LARGEST_BAYS.replace(': which media the bays take is not in it', ', which calls them NVMe bays'),
  ]),
  listed(
    'HPE',
    'ProLiant DX',
    'ProLiant DX380 Gen12',
    BAYS,
    { generation: 'Gen12', driveBays: [largest(24, { takes: ['nvme'] }), largest(12, { form: 'LFF' })] },
    ['Two chassis: 24 NVMe bays or 12 LFF bays ("24 NVMe / 12 LFF"), from a third party\'s table of chassis.'],
  ),
  dx('ProLiant DX360 Gen11', 'Intel', ['8SFF', '10NVMe']),
  dx('ProLiant DX365 Gen11', 'AMD', ['10SFF']),
  dx('ProLiant DX380 Gen11', 'Intel'),
  dx('ProLiant DX385 Gen11', 'AMD'),
  dx('ProLiant DX385 Gen12', 'AMD'),
  dx('ProLiant DX360 Gen10 Plus', 'Intel', ['10NVMe', '8SFF', '4LFF']),
  dx('ProLiant DX380 Gen10 Plus', 'Intel', ['24SFF', '12LFF', '8SFF']),
  dx('ProLiant DX385 Gen10 Plus', 'AMD', ['24SFF']),

  // Cisco Compute Hyperconverged with Nutanix: spec sheets named, not read.
  listed('Cisco', 'Compute Hyperconverged with Nutanix', 'HCIAF240C M6', CISCO, { generation: 'M6' }, [
    'Named by its spec sheet, hciaf240c-m6-spec-sheet.pdf, which was not among the stored copies.',
  ]),
  listed('Cisco', 'Compute Hyperconverged with Nutanix', 'HCIX210C M7 All-NVMe', CISCO, { generation: 'M7' }, [
    'Named by its spec sheet, hcix210c-m7-all-nvme-node.pdf, which was not among the stored copies.',
  ]),
];
