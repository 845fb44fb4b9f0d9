import type { Headroom, ReplicationFactor } from './config';
import { ODGERS_SPARES, RF2_LARGE_CLUSTER_NODES } from './defaults';
import type { SourceId } from './sources';

export type HeadroomRule = 'fixed' | 'rf2-n1' | 'rf2-second-failure' | 'rf2-large-cluster' | 'rf3-n2' | 'rf3-second-failure';

export interface HeadroomChoice {
  /** Fault domains held back. */
  domains: number;
  rule: HeadroomRule;
  source: SourceId;
}

/**
 * Auto headroom [seed 003]: RF-1 domains, plus one when the user wants to survive a second failure
 * after healing, or for RF2 above 24 nodes (one more, not two, when both apply; counting it in
 * domains rather than nodes is ours).
 */
export function chooseHeadroom(h: Headroom, rf: ReplicationFactor, nodeCount: number): HeadroomChoice {
  if (h.mode === 'fixed') return { domains: h.fixedDomains, rule: 'fixed', source: 'seedResiliency' };
  const base = rf - 1;
  if (h.surviveSecondFailure) {
    return { domains: base + 1, rule: rf === 2 ? 'rf2-second-failure' : 'rf3-second-failure', source: 'seedResiliency' };
  }
  if (rf === 2 && nodeCount > RF2_LARGE_CLUSTER_NODES.value) {
    return { domains: base + 1, rule: 'rf2-large-cluster', source: 'seedResiliency' };
  }
  return { domains: base, rule: rf === 2 ? 'rf2-n1' : 'rf3-n2', source: 'seedResiliency' };
}

/** Odgers' more conservative compute policy, shown beside ours: spare hosts by cluster size. */
export function odgersSpares(nodeCount: number): number | null {
  const i = ODGERS_SPARES.value.findIndex((limit) => nodeCount <= limit);
  return i === -1 ? null : i + 1;
}

/** Indices of the `f` domains with the most of a resource: the ones whose loss hurts most. */
export function largestDomains<T>(domains: readonly T[], f: number, key: (d: T) => number): number[] {
  return domains
    .map((d, i) => [key(d), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1])
    .slice(0, f)
    .map(([, i]) => i);
}
