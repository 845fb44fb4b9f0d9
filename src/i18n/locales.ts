import type { DERIVATION_INPUTS_EN, DERIVATION_VALUES_EN, FORMULAS_EN } from './en/formulas';
import type { Lang } from '../schema/lang';
import type { CATALOGUE_PICKER_EN } from './en/catalogue';
import type { BEST_FIT_EN } from './en/bestFit';
import type { COMPARE_EN } from './en/compare';
import type { CPU_FACTOR_EN } from './en/cpuFactor';
import type { DOCUMENT_PROBLEMS_EN } from './en/documentProblems';
import type { SHARE_BANNER_EN } from './en/shareBanner';
import type { FAILURE_PLAN_EN } from './en/failurePlan';
import type { HYPERVISOR_EN } from './en/hypervisor';
import type { INPUTS_EN } from './en/inputs';
import type { IMPORT_ENTRY_EN } from './en/importEntry';
import type { IMPORT_EN, IMPORT_PANEL_EN, PROFILES_EN } from './en/import';
import type { PLAN_SUMMARY_EN } from './en/planSummary';
import type { PROTECTION_EN } from './en/protection';
import type { QUICK_EN } from './en/quick';
import type { SESSIONS_PANEL_EN } from './en/sessionsPanel';
import type { REPORT_EN } from './en/report';
import type { HANDOVER_EN } from './en/handover';
import type { RUNWAY_EN } from './en/runway';
import type { PANELS_EN } from './en/panels';
import type { WARNING_MESSAGES_EN, WARNING_VALUES_EN } from './en/warnings';
import type { OFFLINE_EN } from './en/offline';
import type { Messages } from './en/page';
import type { Table } from './table';

/**
 * The tables of the features that load lazily. English ones load with their feature; another
 * language's load with that language, so a feature falls back to its own English table.
 */
export interface FeatureTables {
  quick: Table<typeof QUICK_EN>;
  /** The input sections below the first screen and the node type editor, and what names their inputs. */
  inputs: Table<typeof INPUTS_EN>;
  failurePlan: Table<typeof FAILURE_PLAN_EN>;
  /** The import's drop zone in the workload section. */
  importEntry: Table<typeof IMPORT_ENTRY_EN>;
  importWords: Table<typeof IMPORT_EN>;
  importPanel: Table<typeof IMPORT_PANEL_EN>;
  profiles: Table<typeof PROFILES_EN>;
  compare: Table<typeof COMPARE_EN>;
  bestFit: Table<typeof BEST_FIT_EN>;
  cpuFactor: Table<typeof CPU_FACTOR_EN>;
  planSummary: Table<typeof PLAN_SUMMARY_EN>;
  /** Protection between the plan's clusters: loaded with the plan summary. */
  protection: Table<typeof PROTECTION_EN>;
  runway: Table<typeof RUNWAY_EN>;
  /** The results panels below the first screen. */
  panels: Table<typeof PANELS_EN>;
  /** The warnings' words, keyed by code: loaded with the warnings panel, or with a critical warning. */
  warnings: Table<typeof WARNING_MESSAGES_EN>;
  /** A warning's parameters that are codes, in words: loaded with the warnings. */
  warningValues: Table<typeof WARNING_VALUES_EN>;
  report: Table<typeof REPORT_EN>;
  /** Licences, power and space, and the Excel workbook. */
  handover: Table<typeof HANDOVER_EN>;
  sessionsPanel: Table<typeof SESSIONS_PANEL_EN>;
  documentProblems: Table<typeof DOCUMENT_PROBLEMS_EN>;
  /** The banner a share link opens with, and a damaged comparison's problems. */
  shareBanner: Table<typeof SHARE_BANNER_EN>;
  cataloguePicker: Table<typeof CATALOGUE_PICKER_EN>;
  hypervisor: Table<typeof HYPERVISOR_EN>;
  /** A derivation's formula in words: loaded as a "Why?" opens. */
  formulas: Table<typeof FORMULAS_EN>;
  /** A derivation's inputs by name: loaded with the formulas. */
  derivationInputs: Table<typeof DERIVATION_INPUTS_EN>;
  /** A derivation's input values that are words: loaded with the formulas. */
  derivationValues: Table<typeof DERIVATION_VALUES_EN>;
  /** The prompt for a new version of the app. */
  offline: Table<typeof OFFLINE_EN>;
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
