import type { Derivation } from './derivation';
import type { SourceId } from './sources';

/** Demand against supply held to a threshold; `share` is null when there is no supply at all. */
export interface Utilisation {
  demand: number;
  supply: number;
  threshold: number;
  share: number | null;
  ok: boolean;
  /** (allowed - demand) / max(allowed, demand): 1 all spare, 0 exactly full, -1 nothing fits. */
  margin: number;
}

export function utilisation(demand: number, supply: number, threshold: number): Utilisation {
  const allowed = supply * threshold;
  const scale = Math.max(allowed, demand);
  return {
    demand,
    supply,
    threshold,
    share: supply > 0 ? demand / supply : null,
    ok: demand <= allowed,
    margin: scale > 0 ? (allowed - demand) / scale : 0,
  };
}

export const sumOf = <T>(ds: readonly T[], key: (d: T) => number): number => {
  let t = 0;
  for (const d of ds) t += key(d);
  return t;
};

/** How a utilisation was derived: demand over supply against its threshold. */
export interface UtilisationWhy {
  normal: Derivation;
  afterLoss: Derivation;
}

export const utilisationWhy = (u: Utilisation, source: SourceId): Derivation => ({
  formula: 'utilisation',
  inputs: { demand: u.demand, supply: u.supply, threshold: u.threshold },
  source,
});
