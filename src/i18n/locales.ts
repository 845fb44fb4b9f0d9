import type { Lang } from '../schema/lang';
import type { COMPARE_EN } from './compare.en';
import type { FAILURE_PLAN_EN } from './failurePlan.en';
import type { IMPORT_EN, IMPORT_PANEL_EN, PROFILES_EN } from './import.en';
import type { PLAN_SUMMARY_EN } from './planSummary.en';
import type { QUICK_EN } from './quick.en';
import type { SESSIONS_PANEL_EN } from './sessionsPanel.en';
import type { REPORT_EN } from './report.en';
import type { RUNWAY_EN } from './runway.en';
import type { Messages } from './en';
import type { Table } from './table';

/**
 * The tables of the features that load lazily. English ones load with their feature; another
 * language's load with that language, so a feature falls back to its own English table.
 */
export interface FeatureTables {
  quick: Table<typeof QUICK_EN>;
  failurePlan: Table<typeof FAILURE_PLAN_EN>;
  importWords: Table<typeof IMPORT_EN>;
  importPanel: Table<typeof IMPORT_PANEL_EN>;
  profiles: Table<typeof PROFILES_EN>;
  compare: Table<typeof COMPARE_EN>;
  planSummary: Table<typeof PLAN_SUMMARY_EN>;
  runway: Table<typeof RUNWAY_EN>;
  report: Table<typeof REPORT_EN>;
  sessionsPanel: Table<typeof SESSIONS_PANEL_EN>;
}

export interface LocaleTables {
  lang: Lang;
  m: Messages;
  features?: FeatureTables;
}

/** Locale tags for numbers and dates: a language's own, or the browser's for English. */
export function numberLocale(lang: Lang, browser: string): string {
  if (lang === 'ja') return 'ja-JP';
  return /^ja\b/i.test(browser) ? 'en' : browser;
}

/** Every table a language needs other than English loads here, on demand: English users never fetch it. */
export async function loadLocale(lang: Lang, en: Messages): Promise<LocaleTables> {
  if (lang === 'ja') {
    const ja = await import('./ja');
    return { lang, m: ja.JA, features: ja.JA_FEATURES };
  }
  return { lang, m: en };
}
