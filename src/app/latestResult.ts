/** What a result was asked for: compared item by item, so the same inputs are never asked twice. */
export type Inputs = readonly unknown[];
const sameInputs = (a: Inputs | null | undefined, b: Inputs) => !!a && a.length === b.length && a.every((x, i) => x === b[i]);

export interface Latest<R, C> {
  /** The latest result to arrive; null until the first does. */
  result: R | null;
  /** What `result` was asked with: panels read names and places from it, so the two change together. */
  context: C | null;
  /** The result is of earlier inputs: a newer evaluation is on its way. */
  updating: boolean;
  failed: boolean;
  /** How many answers have arrived: the page shows it, so a measurement can wait for the next. */
  revision: number;
}

export interface LatestResult<R, C> {
  /** Asks for the result of `inputs` (`context` travels with them unasked). */
  want(inputs: Inputs, context: C): void;
  getState(): Latest<R, C>;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

/**
 * The result of an engine for the newest inputs, framework-free. One request at a time: inputs
 * that change while one runs wait, and only the newest is sent, so fast typing never queues up
 * work. The last result stays meanwhile.
 */
export function latestResult<R, C>(
  ask: (inputs: Inputs) => R | Promise<R>,
  initial: { inputs: Inputs; context: C; result: R } | null = null,
): LatestResult<R, C> {
  let shown: { inputs: Inputs | null; context: C | null; result: R | null; failed: boolean } = initial
    ? { ...initial, failed: false }
    : { inputs: null, context: null, result: null, failed: false };
  let wanted: { inputs: Inputs; context: C } | null = initial;
  let running = false;
  let live = true;
  const listeners = new Set<() => void>();
  let revision = 0;
  let state: Latest<R, C> = { result: shown.result, context: shown.context, updating: false, failed: false, revision };
  const publish = () => {
    const current = wanted !== null && sameInputs(shown.inputs, wanted.inputs);
    const next = { result: shown.result, context: shown.context, updating: !current, failed: current && shown.failed, revision };
    if ((Object.keys(next) as (keyof Latest<R, C>)[]).every((k) => next[k] === state[k])) return;
    state = next;
    for (const l of [...listeners]) l();
  };
  const start = () => {
    const request = wanted!;
    running = true;
    const settle = (result: R | null) => {
      running = false;
      if (!live) return;
      revision++;
      shown = result ? { ...request, result, failed: false } : { ...shown, ...request, failed: true };
      publish();
      if (wanted !== request) start();
    };
    let answer: R | Promise<R>;
    try {
      answer = ask(request.inputs);
    } catch {
      return settle(null);
    }
    if (answer instanceof Promise) answer.then(settle, () => settle(null));
    else settle(answer);
  };
  return {
    want(inputs, context) {
      if (wanted && sameInputs(wanted.inputs, inputs)) return;
      wanted = { inputs, context };
      // A result already shown for these inputs (the initial one) needs no asking.
      if (!running && !sameInputs(shown.inputs, inputs)) start();
      publish();
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      live = false;
      listeners.clear();
    },
  };
}
