import type { ReactNode } from 'react';
import { interpolate } from '../../i18n/format';
import type { Warning } from '../../model/warnings';
import { WARNING_MESSAGES_EN, WARNING_VALUES_EN } from '../../i18n/en/warnings';
import { featureTable, type Locale } from './LocaleContext';
import { interpolateNodes } from './interpolateNodes';
import { percentsApart } from './percentsApart';

const CAPACITY_PARAMS = new Set(['bytes', 'workingSet', 'flash', 'provisioned', 'effective']);
const SHARE_PARAMS = new Set(['share', 'threshold']);

function param(locale: Locale, name: string, value: number | string): string {
  const { m, fmt } = locale;
  if (typeof value === 'number') {
    if (CAPACITY_PARAMS.has(name)) return fmt.bytes(value);
    if (SHARE_PARAMS.has(name)) return fmt.percent(value);
    return fmt.number(value);
  }
  const words = featureTable(locale, 'warningValues', WARNING_VALUES_EN);
  if (name === 'resource') return words.resourceNames[value as keyof typeof words.resourceNames] ?? value;
  if (name === 'awareness') return m.domainNames[value as keyof typeof m.domainNames] ?? value;
  if (name === 'goal') return m.selfHealGoals[value as keyof typeof m.selfHealGoals] ?? value;
  if (name === 'status') return words.performanceStatus[value as keyof typeof words.performanceStatus] ?? value;
  return value;
}

/** Params that carry user text: names of node types and VM groups. */
export const USER_TEXT_PARAMS = ['type', 'types', 'group'] as const;

/** A warning's parameters in words; a share and the target it broke are told apart (percentsApart). */
function wordedParams(locale: Locale, w: Warning): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(w.params)) params[name] = param(locale, name, value as number | string);
  const { share, threshold } = w.params as { share?: unknown; threshold?: unknown };
  if (typeof share === 'number' && typeof threshold === 'number') {
    const apart = percentsApart(locale.fmt, share, threshold);
    params.share = apart.share;
    params.threshold = apart.target;
  }
  return params;
}

/** A warning in the user's words, its numbers formatted for the locale and the capacity unit. */
export function warningText(locale: Locale, w: Warning): string {
  return interpolate(featureTable(locale, 'warnings', WARNING_MESSAGES_EN)[w.code], wordedParams(locale, w));
}

/** The same words as nodes, each name isolated from the sentence's direction. */
export function warningNode(locale: Locale, w: Warning): ReactNode {
  return interpolateNodes(featureTable(locale, 'warnings', WARNING_MESSAGES_EN)[w.code], wordedParams(locale, w), USER_TEXT_PARAMS);
}
