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
