import { useEffect, useRef, useState } from 'react';
import type { Cluster, NodeType } from '../model/config';
import type { PlanSummary } from '../model/plan';
import type { PageResult } from './pageResult';
import type { Evaluator } from './evaluator';

export interface Evaluation<R = PageResult> {
  /** The latest result to arrive; null until the first does. */
  result: R | null;
  /** The result is of earlier inputs: a newer evaluation is on its way. */
  updating: boolean;
  failed: boolean;
}

/** What a result was asked for: compared item by item, so the same inputs are never asked twice. */
type Inputs = readonly unknown[];
const sameInputs = (a: Inputs | null | undefined, b: Inputs) => !!a && a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * A result of the evaluator, asked again whenever the inputs change. One request at a time:
 * inputs that change while one runs wait, and only the newest is sent, so fast typing never
 * queues up work. The last result stays on screen meanwhile. `inputs` are what `ask` reads.
 */
function useLatestResult<R>(inputs: Inputs, ask: (inputs: Inputs) => R | Promise<R>, initial: R | null): Evaluation<R> {
  const [shown, setShown] = useState<{ input: Inputs | null; result: R | null; failed: boolean }>(() => ({
    input: initial ? inputs : null,
    result: initial,
    failed: false,
  }));
  const running = useRef(false);
  const mounted = useRef(true);
  const wanted = useRef<Inputs>(inputs);
  const engine = useRef(ask);

  // Stable for the component's life: reads only refs, so a reply that arrives after the inputs
  // changed still starts the next request.
  const [run] = useState(() => {
    const start = () => {
      const input = wanted.current;
      running.current = true;
      const settle = (result: R | null) => {
        running.current = false;
        if (!mounted.current) return;
        setShown((prev) => (result ? { input, result, failed: false } : { ...prev, input, failed: true }));
        if (wanted.current !== input) start();
      };
      let answer: R | Promise<R>;
      try {
        answer = engine.current(input);
      } catch {
        return settle(null);
      }
      if (answer instanceof Promise) answer.then(settle, () => settle(null));
      else settle(answer);
    };
    return start;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    engine.current = ask;
    if (!sameInputs(wanted.current, inputs)) wanted.current = inputs;
    if (!running.current && !sameInputs(shown.input, inputs)) run();
    // `shown` is read only to skip asking again for the inputs on screen (the initial result's).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...inputs, ask, run]);

  const current = sameInputs(shown.input, inputs);
  return { result: shown.result, updating: !current, failed: current && shown.failed };
}

/** The sizing of the cluster on screen. */
export const useEvaluation = (cluster: Cluster, nodeTypes: NodeType[], evaluator: Evaluator, initial: PageResult | null): Evaluation =>
  useLatestResult([cluster, nodeTypes, evaluator], ([c, t, e]) => (e as Evaluator).evaluate(c as Cluster, t as NodeType[]), initial);

/**
 * Every cluster of the plan, for its summary; asked only while the plan holds more than one
 * cluster (with one, the page's own result says it all).
 */
export const usePlanEvaluation = (clusters: Cluster[], nodeTypes: NodeType[], evaluator: Evaluator): Evaluation<PlanSummary> =>
  useLatestResult(
    [clusters.length > 1 ? clusters : null, nodeTypes, evaluator],
    ([c, t, e]) => (c ? (e as Evaluator).evaluatePlan(c as Cluster[], t as NodeType[]) : EMPTY_PLAN),
    null,
  );

const EMPTY_PLAN: PlanSummary = {
  rows: [],
  totals: { nodes: 0, headroomNodes: 0, recommendedNodes: 0, verdicts: { ok: 0, caution: 0, short: 0 } },
};
