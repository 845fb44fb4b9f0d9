import { useEffect, useRef, useState } from 'react';
import type { ClusterResult } from '../../model/evaluate';
import type { CompareScenario } from './scenarios';

/** Sizes one scenario's cluster wherever the page's sizing runs (its Web Worker). */
export interface ClusterEvaluator {
  evaluate(config: CompareScenario['config']): ClusterResult | Promise<ClusterResult>;
}

export type Outcome = { state: 'pending' } | { state: 'done'; result: ClusterResult } | { state: 'failed' };

/**
 * The result of each scenario, by its key. A scenario is sized once: the list changing (one added,
 * one removed, the baseline moved) sizes only the new ones.
 */
export function useComparedResults(scenarios: readonly CompareScenario[], evaluator: ClusterEvaluator): ReadonlyMap<number, Outcome> {
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, Outcome>>(() => new Map());
  const asked = useRef(new Set<number>());
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  useEffect(() => {
    for (const s of scenarios) {
      if (asked.current.has(s.key)) continue;
      asked.current.add(s.key);
      const settle = (o: Outcome) => live.current && setOutcomes((m) => new Map(m).set(s.key, o));
      Promise.resolve()
        .then(() => evaluator.evaluate(s.config))
        .then(
          (result) => settle({ state: 'done', result }),
          () => settle({ state: 'failed' }),
        );
    }
  }, [scenarios, evaluator]);
  return outcomes;
}
