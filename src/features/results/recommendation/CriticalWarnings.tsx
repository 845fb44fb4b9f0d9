import type { Warning } from '../../../model/warnings';
import { useLocale } from '../../../ui/locale/LocaleContext';
import { interpolateNodes } from '../../../ui/locale/interpolateNodes';
import { warningNode } from '../../../ui/locale/warningText';

/**
 * The critical warnings beside the verdict: how many, and the first in words. Its code (with the
 * warnings' words) loads only when there is one, so the first screen of a sound sizing carries neither.
 */
export function CriticalWarnings({ critical }: { critical: readonly Warning[] }) {
  const locale = useLocale();
  const { m } = locale;
  return (
    <p className="rec-verdict rec-verdict--short" data-testid="critical-warnings">
      <span aria-hidden="true">⚠ </span>
      {interpolateNodes(critical.length === 1 ? m.recommendation.criticalWarning : m.recommendation.criticalWarnings, {
        n: critical.length,
        first: warningNode(locale, critical[0]!),
      })}
    </p>
  );
}
