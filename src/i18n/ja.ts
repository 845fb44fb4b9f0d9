import type { FeatureTables } from './locales';
import { CATALOGUE_PICKER_JA } from './ja/catalogue';
import { BEST_FIT_JA } from './ja/bestFit';
import { COMPARE_JA } from './ja/compare';
import { CPU_FACTOR_JA } from './ja/cpuFactor';
import { DOCUMENT_PROBLEMS_JA } from './ja/documentProblems';
import { SHARE_BANNER_JA } from './ja/shareBanner';
import { FAILURE_PLAN_JA } from './ja/failurePlan';
import { DERIVATION_INPUTS_JA, DERIVATION_VALUES_JA, FORMULAS_JA } from './ja/formulas';
import { HYPERVISOR_JA } from './ja/hypervisor';
import { INPUTS_JA } from './ja/inputs';
import { IMPORT_ENTRY_JA } from './ja/importEntry';
import { IMPORT_JA, IMPORT_PANEL_JA, PROFILES_JA } from './ja/import';
import { PLAN_SUMMARY_JA } from './ja/planSummary';
import { PROTECTION_JA } from './ja/protection';
import { QUICK_JA } from './ja/quick';
import { REPORT_JA } from './ja/report';
import { HANDOVER_JA } from './ja/handover';
import { RUNWAY_JA } from './ja/runway';
import { PANELS_JA } from './ja/panels';
import { WARNING_MESSAGES_JA, WARNING_VALUES_JA } from './ja/warnings';
import { SESSIONS_PANEL_JA } from './ja/sessionsPanel';
import { OFFLINE_JA } from './ja/offline';

export { JA } from './ja/page';

/**
 * Japanese, as the page loads it: one chunk with the page's table and every feature's, fetched
 * when the language is chosen (src/i18n/locales.ts), never by an English page.
 */
export const JA_FEATURES: FeatureTables = {
  quick: QUICK_JA,
  inputs: INPUTS_JA,
  formulas: FORMULAS_JA,
  derivationInputs: DERIVATION_INPUTS_JA,
  derivationValues: DERIVATION_VALUES_JA,
  failurePlan: FAILURE_PLAN_JA,
  importEntry: IMPORT_ENTRY_JA,
  importWords: IMPORT_JA,
  importPanel: IMPORT_PANEL_JA,
  profiles: PROFILES_JA,
  compare: COMPARE_JA,
  bestFit: BEST_FIT_JA,
  cpuFactor: CPU_FACTOR_JA,
  planSummary: PLAN_SUMMARY_JA,
  protection: PROTECTION_JA,
  runway: RUNWAY_JA,
  panels: PANELS_JA,
  warnings: WARNING_MESSAGES_JA,
  warningValues: WARNING_VALUES_JA,
  report: REPORT_JA,
  handover: HANDOVER_JA,
  sessionsPanel: SESSIONS_PANEL_JA,
  documentProblems: DOCUMENT_PROBLEMS_JA,
  shareBanner: SHARE_BANNER_JA,
  cataloguePicker: CATALOGUE_PICKER_JA,
  offline: OFFLINE_JA,
  hypervisor: HYPERVISOR_JA,
};
