import { useEffect, useRef, useState } from 'react';
import type { Cluster, NodeType, SizingConfig } from '../model/config';
import type { PageResult } from './pageResult';
import type { Evaluator } from './evaluator';

/** What a result was evaluated from: the cluster on screen and its node types, in their document. */
export interface EvaluatedInput {
  config: SizingConfig;
  cluster: Cluster;
  nodeTypes: NodeType[];
}

export interface Evaluation {
  /** The latest result to arrive; null until the first does. */
  result: PageResult | null;
  /** The inputs of `result`: panels read names and places from these, so they change together. */
  input: EvaluatedInput | null;
  /** The result is of earlier inputs: a newer evaluation is on its way. */
  updating: boolean;
  failed: boolean;
}

/**
 * The sizing of the cluster on screen, asked of the evaluator whenever the valid inputs change.
 * One request at a time: inputs that change while one runs wait, and only the newest is sent,
 * so fast typing never queues up work. The last result stays on screen meanwhile.
 */
export function useEvaluation(config: SizingConfig, clusterIndex: number, evaluator: Evaluator, initial: PageResult | null): Evaluation {
  const cluster = config.clusters[clusterIndex]!;
  const nodeTypes = config.nodeTypes;
  const [shown, setShown] = useState<{ input: EvaluatedInput | null; result: PageResult | null; failed: boolean }>(() => ({
    input: initial ? { config, cluster, nodeTypes } : null,
    result: initial,
    failed: false,
  }));
  const running = useRef(false);
  const mounted = useRef(true);
  const wanted = useRef<EvaluatedInput>({ config, cluster, nodeTypes });
  const engine = useRef(evaluator);

  // Stable for the component's life: reads only refs, so a reply that arrives after the inputs
  // changed still starts the next request.
  const [run] = useState(() => {
    const start = () => {
      const input = wanted.current;
      running.current = true;
      const settle = (result: PageResult | null) => {
        running.current = false;
        if (!mounted.current) return;
        setShown((prev) => (result ? { input, result, failed: false } : { ...prev, input, failed: true }));
        if (wanted.current !== input) start();
      };
      let answer: PageResult | Promise<PageResult>;
      try {
        answer = engine.current.evaluate(input.cluster, input.nodeTypes);
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
    engine.current = evaluator;
    // Only the cluster on screen and the node types count: an edit of another cluster asks nothing.
    if (wanted.current.cluster !== cluster || wanted.current.nodeTypes !== nodeTypes) wanted.current = { config, cluster, nodeTypes };
    if (!running.current && !(shown.input?.cluster === cluster && shown.input.nodeTypes === nodeTypes)) run();
    // `shown` is read only to skip asking again for the inputs on screen (the initial result's);
    // `config` rides along with the cluster it holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cluster, nodeTypes, evaluator, run]);

  const current = shown.input?.cluster === cluster && shown.input.nodeTypes === nodeTypes;
  return { result: shown.result, input: shown.input, updating: !current, failed: current && shown.failed };
}
