/**
 * Ranges of the config document that other edges (the widget's inputs) state to users too. Kept
 * free of Zod so that reading them costs nothing.
 */
export const LIMITS = {
  nodeTypes: 32,
  /** An estate of 20 or more vCenter clusters, each its own target, with room for their DR sites. */
  clusters: 32,
  vmGroups: 1000,
  nodesPerCluster: 256,
  /** Characters of any name: a sizing's, a node type's, a cluster's, a VM group's. */
  name: 120,
  /** Compression and dedup ratios, n:1. */
  reductionRatio: { min: 1, max: 10 },
} as const;

/**
 * A sizing document larger than this is refused unread, wherever it comes from: a config or
 * session file the page opens, a widget host's config, the CLI's input. A real sizing is a few KB,
 * and 32 clusters of 1,000 VM groups with 120-character names about 8 MB.
 */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
