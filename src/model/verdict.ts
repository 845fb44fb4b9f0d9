import type { ClusterResult } from './evaluate';

/**
 * How a configured cluster stands: short when a constraint fails; caution when every constraint
 * holds but a sizing rule is broken (a critical warning: N+0, a headroom below the published rule,
 * unsupported hardware), so that such a cluster never reads as a clean pass; ok otherwise.
 */
export type Verdict = 'ok' | 'caution' | 'short';

export function clusterVerdict(result: Pick<ClusterResult, 'feasible' | 'warnings'>): Verdict {
  if (!result.feasible) return 'short';
  return result.warnings.some((w) => w.severity === 'critical') ? 'caution' : 'ok';
}
