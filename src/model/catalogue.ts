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

const TIER_WORDS = { nvme: 'NVMe', ssd: 'SSD', hdd: 'HDD' } as const;

/**
 * The specs as the built-in types' names state them ("2×24c, 768 GiB, 6×3.84 TB SSD"); null
 * while a spec is not a number (a half-typed draft).
 */
export function nodeTypeSpecs(type: NodeType): string | null {
  const numbers = [type.sockets, type.coresPerSocket, type.ramGiB, ...type.drives.flatMap((d) => [d.count, d.sizeTB])];
  if (!numbers.every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  const drives = type.drives.filter((d) => d.count > 0).map((d) => `${d.count}×${d.sizeTB} TB ${TIER_WORDS[d.tier]}`);
  return [`${type.sockets}×${type.coresPerSocket}c`, `${type.ramGiB} GiB`, ...(drives.length ? [drives.join(' + ')] : [])].join(', ');
}

/** The spec part at the end of a name written like the built-in types'. */
const SPEC_SUFFIX = / \d+×\d+c, [\d.]+ GiB(?:, .*)?$/u;

/**
 * A name that states specs keeps stating the type's own: after an edit its spec part is written
 * again from the specs, so the report never names other hardware than the maths uses. A name
 * without a spec part is the user's and stays as it is.
 */
export function nameWithSpecs(type: NodeType): string {
  const specs = nodeTypeSpecs(type);
  if (specs === null || !SPEC_SUFFIX.test(type.name)) return type.name;
  return type.name.replace(SPEC_SUFFIX, ` ${specs}`);
}
