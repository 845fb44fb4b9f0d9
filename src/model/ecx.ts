import type { ReplicationFactor } from './config';
import { ECX_MAX_DATA } from './defaults';

export interface Strip {
  data: number;
  parity: number;
  /** Physical bytes per logical byte for data in this strip (RF when EC-X cannot apply). */
  overhead: number;
}

const NO_STRIP = (rf: ReplicationFactor): Strip => ({ data: 0, parity: 0, overhead: rf });

/**
 * EC-X strip for a number of fault domains [src: EC-X tech note table; pattern infer]: the strip
 * spans at most the domains minus RF-1 spares, so it can be rebuilt after a failure, capped at
 * 4/1 (RF2) and 4/2 (RF3); with fewer than 2 data members erasure coding does not apply.
 */
export function ecxStrip(domains: number, rf: ReplicationFactor): Strip {
  const parity = rf - 1;
  const width = Math.min(domains - parity, ECX_MAX_DATA.value + parity);
  const data = width - parity;
  if (data < 2) return NO_STRIP(rf);
  return { data, parity, overhead: (data + parity) / data };
}

/**
 * The strips data may be in on `domains` data domains that were striped for `stripedFor`: the
 * platform sizes a strip by the count of nodes (or blocks) [src: EC-X tech note; WhatMatrix], and
 * no source says whether, after a failure, it keeps the strips it had or re-stripes for the
 * survivors. So every strip from the survivors' own up to the intact cluster's is possible; a
 * strip wider than the survivors cannot be kept as a strip and counts as replicated.
 */
export function possibleStrips(domains: number, stripedFor: number, rf: ReplicationFactor): Strip[] {
  const out: Strip[] = [];
  for (let m = domains; m <= Math.max(domains, stripedFor); m++) {
    const s = ecxStrip(m, rf);
    const strip = s.data + s.parity > domains ? NO_STRIP(rf) : s;
    if (!out.some((o) => o.data === strip.data)) out.push(strip);
    // Past the 4/1 or 4/2 cap every wider cluster has the same strip.
    if (s.data === ECX_MAX_DATA.value) break;
  }
  return out;
}

/**
 * Fewest data domains with which, after losing `lost` of them, every strip the data may be in
 * is still a strip: 4 + f for RF2 and 6 + f for RF3 while the intact strip fits the survivors,
 * more beyond (RF2 at N+2 needs 7: on 6 the intact 4/1 is wider than the 4 survivors).
 */
export function minimumEcxDomains(rf: ReplicationFactor, lost: number): number {
  let n = lost + 1;
  while (possibleStrips(n - lost, n, rf).some((s) => s.data === 0)) n++;
  return n;
}
