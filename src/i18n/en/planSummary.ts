import type { Verdict } from '../../model/verdict';

/**
 * The plan summary's words: a file of their own because the summary loads lazily, with two clusters
 * or more (a module shared with the page's table would load with the page).
 */
export const PLAN_SUMMARY_EN = {
  summaryFailed: 'The plan summary could not be calculated; each cluster’s own results still show.',
  summaryCaption: 'Every cluster of the plan as configured, with its recommendation',
  colCluster: 'Cluster',
  colNodes: 'Configured nodes',
  colHeadroom: 'Headroom',
  colVerdict: 'Verdict',
  colRecommended: 'Recommended nodes',
  total: 'Total',
  headroom: 'N+{k}',
  noRecommendation: 'none',
  verdicts: {
    ok: 'Every constraint met',
    caution: 'Met, but a sizing rule is broken',
    short: 'Not enough',
  } satisfies Record<Verdict, string>,
  verdictCounts: '{ok} met, {caution} with a broken rule, {short} not enough',
  show: 'Show {name}',
};
