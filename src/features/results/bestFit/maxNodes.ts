import type { ReplicationFactor } from '../../../model/config';
import { MIN_CLUSTER_NODES } from '../../../model/defaults';
import { LIMITS } from '../../../schema/limits';
import { parseNumber } from '../../../schema/numberText';

/**
 * What the best fit's "most nodes per cluster" allows: a whole number of nodes, no fewer than the
 * smallest cluster at the RF (below it every platform would fit no cluster), no more than a sizing
 * holds in one cluster.
 */
export const maxNodesRange = (rf: ReplicationFactor) => ({ min: MIN_CLUSTER_NODES[rf], max: LIMITS.nodesPerCluster });

/** The limit typed, or null when the text is not a whole number in the range. */
export function parseMaxNodes(text: string, rf: ReplicationFactor): number | null {
  const n = parseNumber(text);
  const { min, max } = maxNodesRange(rf);
  return n !== null && Number.isInteger(n) && n >= min.value && n <= max ? n : null;
}
