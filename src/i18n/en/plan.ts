import type { Verdict } from '../../model/verdict';

/**
 * English text of the plan: the clusters of a sizing, the summary of all of them, and which
 * cluster (configured or recommended) each results panel shows.
 */
export const PLAN_EN = {
  clusters: 'Clusters of this plan',
  clusterName: 'Cluster name',
  add: 'Add cluster',
  duplicate: 'Duplicate cluster',
  remove: 'Remove cluster',
  newName: 'Cluster {n}',
  copyName: '{name} (copy)',
  full: 'A plan holds at most {max} clusters.',
  removed: '{name} removed.',
  undoRemove: 'Undo remove',
  undoRemoveRefused: 'Not undone here: the plan was changed after the removal. Undo (Ctrl+Z) steps back through those changes first.',
  summaryHeading: 'Plan summary',
  summaryLoading: 'Sizing every cluster…',
  /** Which cluster a results panel describes. */
  scopeConfigured: 'Configured cluster: {nodes}',
  scopeRecommended: 'Recommended cluster',
  scopeCandidates: 'Every size of the recommended type, the configured and recommended ones marked',
  answer: 'Recommended: {recommended} · configured: {configured}, {verdict}',
  answerVerdicts: { ok: 'every constraint met', caution: 'met, but a sizing rule is broken', short: 'not enough' } satisfies Record<
    Verdict,
    string
  >,
  answerLink: 'See why',
  useThisSize: 'Use this size',
  useThisSizeHint: 'Sets the configured cluster to {nodes} of {type}, replacing its node list.',
  useThisSizeHintRule: 'Sets the configured cluster to {nodes} of {type}, replacing its node list, and its headroom to auto.',
  applied: 'The configured cluster is now {nodes} of {type}.',
  undoApply: 'Undo',
  undone: 'The configured cluster is back to what it was.',
  undoRefused: 'Not undone here: the document was changed since. Undo (Ctrl+Z) steps back through those changes first.',
};
