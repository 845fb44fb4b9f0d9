import type { Cluster } from './config';

/** The data reduction that really happens, which every ratio, warning and add-on follows. */
export interface Reduction {
  compression: number;
  dedup: number;
  /** compression x dedup */
  ratio: number;
}

/**
 * Data encrypted inside the application (TDE) neither compresses nor dedups [seed 000]: both
 * ratios count as 1, whatever was entered.
 */
export function effectiveReduction(c: Cluster): Reduction {
  const dr = c.dataReduction;
  const compression = dr.applicationEncryption ? 1 : dr.compressionRatio;
  const dedup = dr.applicationEncryption ? 1 : dr.dedupRatio;
  return { compression, dedup, ratio: compression * dedup };
}
