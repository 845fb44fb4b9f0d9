import type { ReplicationFactor } from './config';
import { ECX_MAX_DATA } from './defaults';

/** Data and parity members of an EC-X strip; 0/0 when erasure coding does not apply. */
export interface Strip {
  data: number;
  parity: number;
}

const NO_STRIP: Strip = { data: 0, parity: 0 };

/**
 * EC-X strip for a number of fault domains [src: EC-X tech note table; pattern infer]: the strip
 * spans at most the domains minus RF-1 spares, so it can be rebuilt after a failure, capped at
 * 4/1 (RF2) and 4/2 (RF3); with fewer than 2 data members erasure coding does not apply.
 */
export function ecxStrip(domains: number, rf: ReplicationFactor): Strip {
  const parity = rf - 1;
  const width = Math.min(domains - parity, ECX_MAX_DATA.value + parity);
  const data = width - parity;
  return data < 2 ? NO_STRIP : { data, parity };
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
    out.push(s.data + s.parity > domains ? NO_STRIP : s);
    // Past the 4/1 or 4/2 cap every wider cluster has the same strip.
    if (s.data === ECX_MAX_DATA.value) break;
  }
  return out;
}

/**
 * Fewest data domains with which, after losing `lost` of them, every strip the data may be in is
 * still a strip. The survivors' own strip needs 2 + 2 x parity of them; the strips between it and
 * the intact one are no wider than the intact one, which fits the survivors while lost <= parity
 * (the table keeps parity domains spare) and otherwise needs its full 4 + parity. So 4 + f for RF2
 * and 6 + f for RF3 up to f = RF - 1, and 5 + f (RF2), 6 + f (RF3) beyond: RF2 at N+2 needs 7.
 */
export function minimumEcxDomains(rf: ReplicationFactor, lost: number): number {
  return lost + (lost < rf ? 2 * rf : ECX_MAX_DATA.value + rf - 1);
}
