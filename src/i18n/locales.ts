import type { Lang } from '../schema/lang';
import type { FAILURE_PLAN_EN } from './failurePlan.en';
import type { IMPORT_EN, IMPORT_PANEL_EN, PROFILES_EN } from './import.en';
import type { QUICK_EN } from './quick.en';
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
