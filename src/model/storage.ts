import type { Cluster } from './config';
import { possibleStrips, type Strip } from './ecx';
import { placeData, type Stranding } from './placement';
import { effectiveReduction } from './reduction';

/** Physical to effective: what a set of surviving domains can hold for the workload. */
export interface StorageView {
  domainCount: number;
  physical: number;
  stranding: Stranding;
  /** The strip counted: of the strips the data may be in, the one that holds least. */
  strip: Strip;
  /** Physical bytes per logical byte, hot and cold together. */
  overhead: number;
  /** Share of the logical data erasure-coded where that places the most (at most cold share x savings). */
  ecShare: number;
  reduction: number;
  logical: number;
  effective: number;
  mayUse: number;
}

/**
 * What the domains hold. `stripedFor` is the count of data domains the data was striped for (the
 * intact cluster's); without it, the domains' own. Where several strips are possible the one that
 * holds least is counted [infer: `inferConservative`, no source says which the platform keeps]:
 * on mixed sizes a narrower strip can hold more than a wider one, and the reverse.
 */
export function storageView(capacities: readonly number[], c: Cluster, stripedFor?: number): StorageView {
  const rf = c.protection.rf;
  const ecx = c.protection.ecx;
  let physical = 0;
  for (const x of capacities) physical += x;
  // Domains without data (compute-only) cannot hold a strip member.
  const dataDomains = capacities.filter((x) => x > 0).length;
  const { strip, placed } = possibleStrips(dataDomains, stripedFor ?? dataDomains, rf)
    .map((strip) => ({
      strip,
      placed: placeData(capacities, {
        rf,
        width: strip.data + strip.parity,
        data: strip.data,
        maxEcShare: ecx.enabled && strip.data > 0 ? ecx.coldShare * ecx.savingsRealised : 0,
      }),
    }))
    .reduce((least, next) => (next.placed.logical < least.placed.logical ? next : least));
  const reduction = effectiveReduction(c).ratio;
  const effective = placed.logical * reduction;
  return {
    domainCount: dataDomains,
    physical,
    stranding: placed.stranding,
    strip,
    overhead: placed.overhead,
    ecShare: placed.ecShare,
    reduction,
    logical: placed.logical,
    effective,
    mayUse: effective * c.thresholds.storageFill,
  };
}
