import type { ReferenceSourceId } from './sources';

/**
 * Rules of thumb for a vCPU:core ratio, shown beside the ratio measured on an import: published
 * planning figures, not limits and not defaults (the model never applies them), so they live
 * apart from defaults.ts and load with the import preview only. Each range is [lowest, highest];
 * a single figure is both.
 */
export const RATIO_RULES_OF_THUMB = [
  { id: 'latencySensitive', range: [1, 1], source: 'nutanixChecklistRatio' },
  { id: 'missionCritical', range: [2, 2], source: 'ocvsRatio' },
  { id: 'generalServers', range: [4, 4], source: 'vsphereDesignRatio' },
  { id: 'generalNutanix', range: [1, 4], source: 'nutanixChecklistRatio' },
  { id: 'devTest', range: [6, 8], source: 'ocvsRatio' },
  { id: 'vdi', range: [8, 8], source: 'nutanixChecklistRatio' },
] as const satisfies readonly { id: string; range: readonly [number, number]; source: ReferenceSourceId }[];
