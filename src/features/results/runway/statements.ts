import type { BuyingPolicy } from '../../../model/buyingPolicy';
import type { Runway } from '../../../model/runway';
import { RUNWAY_EN } from '../../../i18n/en/runway';
import { featureTable, type Locale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { plural } from '../../../ui/locale/plural';

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

/** "yearly", "every 4 months", "all today": a cadence as the buyer says it; longer than the horizon, everything is bought today. */
export function cadenceText(locale: Locale, months: number, horizonMonths: number): string {
  const w = featureTable(locale, 'runway', RUNWAY_EN);
  return months > horizonMonths ? w.allToday : (w.cadences[months] ?? t(w.cadenceOther, { n: locale.fmt.number(months) }));
}

/** "Bought yearly, at least 2 nodes a purchase.": the policy a plan follows, for the page printed and the exports. */
export function buyingText(locale: Locale, p: BuyingPolicy, horizonMonths: number): string {
  const w = featureTable(locale, 'runway', RUNWAY_EN);
  const n = locale.fmt.number(p.minStepNodes);
  return t(w.buyingShown, {
    cadence: cadenceText(locale, p.cadenceMonths, horizonMonths),
    nodes: t(plural(w.addNodes, p.minStepNodes), { n }),
  });
}
