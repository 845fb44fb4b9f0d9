import type { SizingConfig } from '../../model/config';
import { LIMITS } from '../../schema/limits';
import type { DecodeResult } from '../../schema/shareLink';

/** A scenario in a comparison: one cluster's document, under the name the comparison shows. */
export interface CompareScenario {
  key: number;
  name: string;
  /** A document of one cluster (see singleCluster): the link carries nothing else. */
  config: SizingConfig;
  /** How a damaged link's scenario was opened: its share-link problems. */
  damage?: Extract<DecodeResult, { ok: false }>;
  /** The document it came from held more clusters than the one compared. */
  firstOf?: string;
}

/** A saved scenario as the sessions store lists it. */
export interface SavedScenario {
  id: string;
  name: string;
  config: SizingConfig;
}

let nextKey = 0;

export function scenario(name: string, config: SizingConfig, extra: Partial<CompareScenario> = {}): CompareScenario {
  const label = name.slice(0, LIMITS.name);
  // The name travels in the link as the document's own name.
  return { key: ++nextKey, name: label, config: { ...config, name: label }, ...extra };
}
