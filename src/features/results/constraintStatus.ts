import type { ConstraintCheck } from '../../model/constraints';
import type { ClusterResult } from '../../model/evaluate';
import type { Messages } from '../../i18n/en';

/** Met, not met, not checked; or no data, for the IOPS check when no VM group carries IOPS figures. */
export function constraintStatus(m: Messages, result: Pick<ClusterResult, 'performance'>, k: ConstraintCheck): string {
  if (k.checked) return k.ok ? m.recommendation.pass : m.recommendation.fail;
  return k.id === 'iops' && !result.performance.demandFigures ? m.recommendation.noData : m.recommendation.notChecked;
}
