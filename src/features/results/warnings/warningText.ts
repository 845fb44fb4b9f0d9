import { interpolate } from '../../../i18n/format';
import type { Warning } from '../../../model/warnings';
import type { Locale } from '../../../ui/locale/LocaleContext';

const CAPACITY_PARAMS = new Set(['bytes', 'workingSet', 'flash', 'provisioned', 'effective']);
const SHARE_PARAMS = new Set(['share', 'threshold']);

function param({ m, fmt }: Locale, name: string, value: number | string): string {
  if (typeof value === 'number') {
    if (CAPACITY_PARAMS.has(name)) return fmt.bytes(value);
    if (SHARE_PARAMS.has(name)) return fmt.percent(value);
    return fmt.number(value);
  }
  if (name === 'awareness') return m.domainNames[value as keyof typeof m.domainNames] ?? value;
  if (name === 'goal') return m.selfHealGoals[value as keyof typeof m.selfHealGoals] ?? value;
  if (name === 'status') return m.performanceStatus[value as keyof typeof m.performanceStatus] ?? value;
  return value;
}

/** A warning in the user's words, its numbers formatted for the locale and the capacity unit. */
export function warningText(locale: Locale, w: Warning): string {
  return interpolate(locale.m.warningMessages[w.code], w.params, (name, value) => param(locale, name, value));
}
