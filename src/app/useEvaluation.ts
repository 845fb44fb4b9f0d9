import { startTransition, useEffect, useRef, useState } from 'react';
import type { Cluster, NodeType, SizingConfig } from '../model/config';
import type { PlanSummary } from '../model/plan';
import type { PageResult } from './pageResult';
import type { Evaluator } from './evaluator';
import type { EvaluatedInput } from '../features/results/registry';

export interface Evaluation<R = PageResult, C = undefined> {
  /** The latest result to arrive; null until the first does. */
  result: R | null;
  /** What `result` was asked with: panels read names and places from it, so the two change together. */
  context: C | null;
  /** The result is of earlier inputs: a newer evaluation is on its way. */
  updating: boolean;
  failed: boolean;
}

/** What a result was asked for: compared item by item, so the same inputs are never asked twice. */
type Inputs = readonly unknown[];
const sameInputs = (a: Inputs | null | undefined, b: Inputs) => !!a && a.length === b.length && a.every((x, i) => x === b[i]);

interface Request<C> {
  inputs: Inputs;
  context: C;
}

/**
 * A result of the evaluator, asked again whenever the inputs change. One request at a time:
 * inputs that change while one runs wait, and only the newest is sent, so fast typing never
 * queues up work. The last result stays on screen meanwhile. `inputs` are what `ask` reads;
 * `context` travels with them unasked (a change of it alone asks nothing).
 */
function useLatestResult<R, C>(inputs: Inputs, context: C, ask: (inputs: Inputs) => R | Promise<R>, initial: R | null): Evaluation<R, C> {
  const [shown, setShown] = useState<{ request: Request<C> | null; result: R | null; failed: boolean }>(() => ({
    request: initial ? { inputs, context } : null,
    result: initial,
    failed: false,
  }));
  const running = useRef(false);
  const mounted = useRef(true);
  const wanted = useRef<Request<C>>({ inputs, context });
  const engine = useRef(ask);

  // Stable for the component's life: reads only refs, so a reply that arrives after the inputs
  // changed still starts the next request.
  const [run] = useState(() => {
    const start = () => {
      const request = wanted.current;
      running.current = true;
      const settle = (result: R | null) => {
        running.current = false;
        if (!mounted.current) return;
        // A transition: React draws the new results in slices, so a keystroke that comes meanwhile
        // is painted at once rather than after thousands of result elements.
        startTransition(() => setShown((prev) => (result ? { request, result, failed: false } : { ...prev, request, failed: true })));
        if (wanted.current !== request) start();
      };
      let answer: R | Promise<R>;
      try {
        answer = engine.current(request.inputs);
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
    if (!sameInputs(wanted.current.inputs, inputs)) wanted.current = { inputs, context };
    if (!running.current && !sameInputs(shown.request?.inputs, inputs)) run();
    // `shown` is read only to skip asking again for the inputs on screen (the initial result's);
    // `context` rides along with the inputs it belongs to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...inputs, ask, run]);

  const current = sameInputs(shown.request?.inputs, inputs);
  return { result: shown.result, context: shown.request?.context ?? null, updating: !current, failed: current && shown.failed };
}

/** The sizing of the cluster on screen; an edit of another cluster asks nothing. */
export function useEvaluation(
  config: SizingConfig,
  clusterIndex: number,
  evaluator: Evaluator,
  initial: PageResult | null,
): Evaluation<PageResult, EvaluatedInput> {
  const cluster = config.clusters[clusterIndex]!;
  const nodeTypes = config.nodeTypes;
  return useLatestResult(
    [cluster, nodeTypes, evaluator],
    { config, cluster, nodeTypes },
    ([c, t, e]) => (e as Evaluator).evaluate(c as Cluster, t as NodeType[]),
    initial,
  );
}

/**
 * Every cluster of the plan, for its summary; asked only while the plan holds more than one
 * cluster (with one, the page's own result says it all).
 */
export const usePlanEvaluation = (clusters: Cluster[], nodeTypes: NodeType[], evaluator: Evaluator): Evaluation<PlanSummary> =>
  useLatestResult(
    [clusters.length > 1 ? clusters : null, nodeTypes, evaluator],
    undefined,
    ([c, t, e]) => (c ? (e as Evaluator).evaluatePlan(c as Cluster[], t as NodeType[]) : EMPTY_PLAN),
    // A page that opens on one cluster has its (empty) summary already: nothing to ask, nothing to re-render.
    clusters.length > 1 ? null : EMPTY_PLAN,
  );

const EMPTY_PLAN: PlanSummary = {
  rows: [],
  totals: { nodes: 0, headroomNodes: 0, recommendedNodes: 0, verdicts: { ok: 0, caution: 0, short: 0 } },
};
