import type { Runway } from '../../../model/runway';
import { RUNWAY_EN } from '../../../i18n/en/runway';
import { featureTable, type Locale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';

/** "Storage reaches the 90% fill in month 27", or that it holds: one sentence per resource. */
export function runwayStatement(locale: Locale, r: Runway, x: Runway['thresholds'][number]): string {
  const { fmt } = locale;
  const w = featureTable(locale, 'runway', RUNWAY_EN);
  const params = {
    resource: w.resources[x.resource],
    threshold: fmt.percent(x.threshold),
    limit: w.limits[x.resource],
    months: r.horizonMonths,
  };
  if (!x.firstBreachMonth) return t(w.holds, params);
  if (x.firstBreachMonth.value === 0) return t(w.alreadyToday, params);
  return t(w.reaches, { ...params, month: x.firstBreachMonth.value });
}
