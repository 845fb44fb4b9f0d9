import type { NodeType } from '../model/config';
import type { Catalogue, Platform } from './types';

/** A figure a node type needs that the catalogue entry lacks, named for the page. */
export type MissingFigure = 'cores' | 'clock' | 'memory' | 'drives' | 'network';

export type NodeTypeCopy = { ok: true; nodeType: Omit<NodeType, 'id' | 'name'> } | { ok: false; missing: MissingFigure[] };

/**
 * A catalogue entry as a node type of the user's own, built only from the entry's figures: its
 * first CPU option (cores, clock), the memory, drives and network of the configuration its source
 * gives. Where one is missing, no copy is made and the missing figures are named: nothing is filled
 * in that no source gave. Memory "GB" is taken as GiB, as DIMMs are sold in binary sizes. The CPU
 * factor is 1, the baseline, until the per-core table gives one.
 */
export function nodeTypeFromPlatform(p: Platform, catalogue: Catalogue): NodeTypeCopy {
  const option = p.cpuOptions[0];
  const cpu = option && catalogue.cpus.find((c) => c.id === option.cpu);
  const drives = p.driveTiers.flatMap((d) =>
    d.testedCount !== undefined && d.sizesTB.length === 1
      ? [{ tier: d.tier, count: d.testedCount, sizeTB: d.sizesTB[0]!, selfEncrypting: false }]
      : [],
  );
  const nic = p.nics.find((n) => n.name === undefined) ?? p.nics[0];
  const missing: MissingFigure[] = [];
  if (!option || cpu?.coresPerSocket === undefined) missing.push('cores');
  if (cpu?.baseGHz === undefined) missing.push('clock');
  if (p.memory.testedPerNodeGB === undefined) missing.push('memory');
  if (drives.length === 0) missing.push('drives');
  if (!nic) missing.push('network');
  if (missing.length || !option || !cpu?.coresPerSocket || !cpu.baseGHz || !p.memory.testedPerNodeGB || !nic) return { ok: false, missing };
  return {
    ok: true,
    nodeType: {
      sockets: option.sockets,
      coresPerSocket: cpu.coresPerSocket,
      ghz: cpu.baseGHz,
      cpuFactor: 1,
      ramGiB: p.memory.testedPerNodeGB,
      drives,
      nicGbps: nic.ports * nic.gbps,
      role: 'hci',
    },
  };
}
