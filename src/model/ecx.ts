import type { ReplicationFactor } from './config';
import { ECX_MAX_DATA } from './defaults';

export interface Strip {
  data: number;
  parity: number;
  /** Physical bytes per logical byte for data in this strip (RF when EC-X cannot apply). */
  overhead: number;
}

/**
 * EC-X strip for a number of fault domains [src: EC-X tech note table; pattern infer]: the strip
 * spans at most the domains minus RF-1 spares, so it can be rebuilt after a failure, capped at
 * 4/1 (RF2) and 4/2 (RF3); with fewer than 2 data members erasure coding does not apply.
 */
export function ecxStrip(domains: number, rf: ReplicationFactor): Strip {
  const parity = rf - 1;
  const width = Math.min(domains - parity, ECX_MAX_DATA.value + parity);
  const data = width - parity;
  if (data < 2) return { data: 0, parity: 0, overhead: rf };
  return { data, parity, overhead: (data + parity) / data };
}

/** Fewest fault domains that give a strip at all: 4 for RF2 (2/1), 6 for RF3 (2/2). */
export function minimumEcxDomains(rf: ReplicationFactor): number {
  return 2 + 2 * (rf - 1);
}
