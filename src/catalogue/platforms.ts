import type { Platform } from './types';

const TESTED_ONLY =
  'From the test environment of a Nutanix reference architecture, not the spec sheet: the CPU, memory, drives and network are the one configuration tested, not the range of options.';
const NOT_IN_SOURCE =
  'Rack units, DIMM slots and sizes, the balanced-DIMM rule, drive slots per tier, self-encrypting drive options, power supplies (typical and maximum draw) and weight are not in the source: left empty.';

/**
 * Hardware models with figures from a cited source. Only three: no vendor spec sheet was found in
 * the stored copies the search tool reaches (docs/model.md, "Platform catalogue", lists what was
 * looked for). None is verified, because none was read from a spec sheet.
 */
export const PLATFORMS: readonly Platform[] = [
  {
    id: 'nutanix-nx-3155-g9',
    vendor: 'Nutanix',
    line: 'NX',
    model: 'NX-3155-G9',
    nodesPerBlock: 1,
    cpuOptions: [{ cpu: 'intel-xeon-gold-6442y', sockets: 2 }],
    memory: { testedPerNodeGB: 1536 },
    driveTiers: [{ tier: 'nvme', sizesTB: [1.92], testedCount: 4 }],
    nics: [{ ports: 2, gbps: 25 }],
    sources: ['ntnx-ra-citrix-nx3155g9'],
    verified: false,
    notes: [
      TESTED_ONLY,
      'One node per block: the source counts 8 blocks and 8 nodes.',
      'Memory: the source writes "1.5 TB" per node, taken as 1,536 GB.',
      NOT_IN_SOURCE,
    ],
  },
  {
    id: 'nutanix-nx-3170-g8',
    vendor: 'Nutanix',
    line: 'NX',
    model: 'NX-3170-G8',
    nodesPerBlock: 1,
    cpuOptions: [{ cpu: 'intel-xeon-gold-6342', sockets: 2 }],
    memory: { testedPerNodeGB: 1536 },
    driveTiers: [{ tier: 'ssd', sizesTB: [1.9], testedCount: 6 }],
    nics: [{ ports: 2, gbps: 25 }],
    sources: ['ntnx-ra-citrix-vsphere-nx3170g8', 'ntnx-tn-fslogix-files'],
    verified: false,
    notes: [TESTED_ONLY, 'One node per block: both sources count 8 blocks and 8 nodes.', NOT_IN_SOURCE],
  },
  {
    id: 'nutanix-nx-3155g-g8',
    vendor: 'Nutanix',
    line: 'NX',
    model: 'NX-3155G-G8',
    nodesPerBlock: 1,
    cpuOptions: [{ cpu: 'intel-xeon-gold-6354', sockets: 2 }],
    memory: { testedPerNodeGB: 1024 },
    driveTiers: [{ tier: 'ssd', sizesTB: [1.9], testedCount: 6 }],
    nics: [{ ports: 2, gbps: 25 }],
    sources: ['ntnx-tn-fslogix-files'],
    verified: false,
    notes: [TESTED_ONLY, 'One node per block: the source counts 4 blocks and 4 nodes.', NOT_IN_SOURCE],
  },
];
