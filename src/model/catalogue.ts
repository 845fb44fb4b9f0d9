import type { NodeType } from './config';

/**
 * Generic node types to start from: typical current two-socket servers, not any vendor's
 * model. Users edit them or add their own.
 */
export const BUILT_IN_NODE_TYPES: readonly NodeType[] = [
  {
    id: 'hybrid',
    name: 'Hybrid 2×16c, 512 GiB, 2×3.84 TB SSD + 6×8 TB HDD',
    catalogueId: 'generic-hybrid',
    sockets: 2,
    coresPerSocket: 16,
    ghz: 2.8,
    cpuFactor: 1,
    ramGiB: 512,
    drives: [
      { tier: 'ssd', count: 2, sizeTB: 3.84, selfEncrypting: false },
      { tier: 'hdd', count: 6, sizeTB: 8, selfEncrypting: false },
    ],
    nicGbps: 50,
    role: 'hci',
  },
  {
    id: 'all-flash',
    name: 'All-flash 2×24c, 768 GiB, 6×3.84 TB SSD',
    catalogueId: 'generic-all-flash',
    sockets: 2,
    coresPerSocket: 24,
    ghz: 2.8,
    cpuFactor: 1,
    ramGiB: 768,
    drives: [{ tier: 'ssd', count: 6, sizeTB: 3.84, selfEncrypting: false }],
    nicGbps: 50,
    role: 'hci',
  },
  {
    id: 'all-nvme',
    name: 'All-NVMe 2×32c, 1024 GiB, 8×7.68 TB NVMe',
    catalogueId: 'generic-all-nvme',
    sockets: 2,
    coresPerSocket: 32,
    ghz: 2.9,
    cpuFactor: 1.1,
    ramGiB: 1024,
    drives: [{ tier: 'nvme', count: 8, sizeTB: 7.68, selfEncrypting: false }],
    nicGbps: 100,
    role: 'hci',
  },
  {
    id: 'storage-dense',
    name: 'Storage-only 1×16c, 256 GiB, 2×3.84 TB SSD + 12×18 TB HDD',
    catalogueId: 'generic-storage-only',
    sockets: 1,
    coresPerSocket: 16,
    ghz: 2.6,
    cpuFactor: 1,
    ramGiB: 256,
    drives: [
      { tier: 'ssd', count: 2, sizeTB: 3.84, selfEncrypting: false },
      { tier: 'hdd', count: 12, sizeTB: 18, selfEncrypting: false },
    ],
    nicGbps: 50,
    role: 'storage-only',
  },
  {
    id: 'compute',
    name: 'Compute-only 2×32c, 1024 GiB',
    catalogueId: 'generic-compute-only',
    sockets: 2,
    coresPerSocket: 32,
    ghz: 2.9,
    cpuFactor: 1.1,
    ramGiB: 1024,
    drives: [],
    nicGbps: 50,
    role: 'compute-only',
  },
];
