import type { CpuChoice, PlatformChoices } from '../model/bestFit';
import type { DriveGroup } from '../model/config';
import { perCoreRate } from './cpuModel';
import type { Catalogue, DriveTier, MemoryOptions, Platform } from './types';

/**
 * Drives per node the search starts from: Nutanix nodes carry at least two drives (the CVM's
 * Home is mirrored over two devices, src/model/defaults.ts homeDevices). Fewer is never offered.
 */
const MIN_DRIVES_PER_NODE = 2;

/**
 * A catalogue entry's options as the best-fit search reads them. Every figure it needs and the
 * catalogue lacks leaves that option out, never a guess: a CPU without cores or clock, a memory
 * range without DIMM slots and sizes (or a tested amount), a drive tier without slots (or a
 * tested count). A platform left without any option of a kind is reported as incomplete.
 */
export function platformChoices(catalogue: Catalogue): PlatformChoices[] {
  const cpus = new Map(catalogue.cpus.map((c) => [c.id, c]));
  return catalogue.platforms.map((p) => ({
    id: p.id,
    name: `${p.vendor} ${p.model}`,
    ...(p.nodesPerBlock !== undefined && { nodesPerBlock: p.nodesPerBlock }),
    ...(p.rackUnits !== undefined && { rackUnitsPerBlock: p.rackUnits }),
    ...(p.rackUnitsPerNode !== undefined && { rackUnitsPerNode: p.rackUnitsPerNode }),
    ...(p.powerSupplies?.typicalW !== undefined && { typicalWPerBlock: p.powerSupplies.typicalW }),
    ...(p.powerSupplies?.maxW !== undefined && { maxWPerBlock: p.powerSupplies.maxW }),
    cpus: p.cpuOptions.flatMap((o): CpuChoice[] => {
      const cpu = cpus.get(o.cpu);
      if (!cpu?.coresPerSocket || !cpu.baseGHz) return [];
      const rate = perCoreRate(cpu);
      return [
        {
          model: cpu.name,
          sockets: o.sockets,
          coresPerSocket: cpu.coresPerSocket,
          ghz: cpu.baseGHz,
          ...(rate !== undefined && { perCoreRate: rate }),
        },
      ];
    }),
    memoryGiB: memoryChoices(p.memory),
    drives: driveChoices(p.driveTiers),
    nicGbps: nicGbps(p),
  }));
}

/**
 * Memory per node: every DIMM size with the slots filled and half-filled (one and two DIMMs per
 * channel, the usual balanced populations; where the vendor's own rule is published it is in the
 * entry's notes), and the amount a tested configuration used. Memory is sold in GB that are GiB.
 */
export function memoryChoices(m: MemoryOptions): number[] {
  const out = new Set<number>();
  if (m.dimmSlots && m.dimmSizesGiB) {
    for (const size of m.dimmSizesGiB) {
      out.add(m.dimmSlots * size);
      if (m.dimmSlots % 2 === 0) out.add((m.dimmSlots / 2) * size);
    }
  }
  if (m.testedPerNodeGB) out.add(m.testedPerNodeGB);
  return [...out].sort((a, b) => a - b);
}

/** Drives per node: every tier's counts and sizes, and every tier with every other's. */
export function driveChoices(tiers: readonly DriveTier[]): DriveGroup[][] {
  let combos: DriveGroup[][] = [[]];
  for (const tier of tiers) {
    const counts = tier.slots ? range(Math.min(MIN_DRIVES_PER_NODE, tier.slots), tier.slots) : tier.testedCount ? [tier.testedCount] : [];
    const groups = tier.sizesTB.flatMap((sizeTB) => counts.map((count) => ({ tier: tier.tier, count, sizeTB, selfEncrypting: false })));
    if (groups.length === 0) continue;
    combos = combos.flatMap((c) => groups.map((g) => [...c, g]));
  }
  return combos.filter((c) => c.length > 0);
}

function nicGbps(p: Platform): number {
  const total = p.nics.reduce((s, n) => s + n.ports * n.gbps, 0);
  // No NIC in the source: the rebuild is counted at the slowest common port, 10 Gbit/s, rather than none.
  return total > 0 ? total : 10;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
