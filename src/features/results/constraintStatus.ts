import type { ConstraintCheck } from '../../model/constraints';
import type { ClusterResult } from '../../model/evaluate';
import type { Messages } from '../../i18n/en/page';

/**
 * Met, not met, not checked; or no data, for an IOPS check left unchecked although the nodes have
 * figures: then no VM group carries any.
 */
export function constraintStatus(m: Messages, result: Pick<ClusterResult, 'performance'>, k: ConstraintCheck): string {
  if (k.checked) return k.ok ? m.recommendation.pass : m.recommendation.fail;
  return k.id === 'iops' && result.performance.status !== 'no-figures' ? m.recommendation.noData : m.recommendation.notChecked;
}
