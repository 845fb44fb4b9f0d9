/**
 * Ranges of the config document that other edges (the widget's inputs) state to users too. Kept
 * free of Zod so that reading them costs nothing.
 */
export const LIMITS = {
  nodeTypes: 32,
  clusters: 16,
  vmGroups: 1000,
  nodesPerCluster: 256,
  /** Characters of any name: a sizing's, a node type's, a cluster's, a VM group's. */
  name: 120,
  /** Compression and dedup ratios, n:1. */
  reductionRatio: { min: 1, max: 10 },
} as const;

/** A failure plan's size: far more steps than anyone plays out by hand, few enough to replay at once. */
export const FAILURE_PLAN_LIMITS = {
  steps: 32,
  targetsPerStep: 64,
  /** Minutes from the plan's start a step may come at: one year. */
  atMinutes: 525_600,
} as const;
