import { useEffect, useLayoutEffect, useState } from 'react';
import type { Cluster, NodeType, SizingConfig } from '../../../model/config';
import { holdPrint } from '../printReady';
import type { ShownResult } from '../registry';

/** How the page sizes one cluster: its evaluator (a worker, src/app/evaluator.ts). */
export type EvaluateCluster = (cluster: Cluster, nodeTypes: NodeType[]) => ShownResult | Promise<ShownResult>;

/** Asked once per cluster and node types: the report's front and back both read them, and a print again finds them. */
const asked = new WeakMap<readonly NodeType[], WeakMap<Cluster, Promise<ShownResult>>>();

function resultOf(evaluate: EvaluateCluster, cluster: Cluster, nodeTypes: NodeType[]): Promise<ShownResult> {
  let byCluster = asked.get(nodeTypes);
  if (!byCluster) asked.set(nodeTypes, (byCluster = new WeakMap()));
  let result = byCluster.get(cluster);
  if (!result) byCluster.set(cluster, (result = Promise.resolve(evaluate(cluster, nodeTypes))));
  return result;
}

/**
 * Every cluster of the plan sized with everything the page shows of the one on screen, for the
 * printed report; null until all have arrived, and the print waits for them. The cluster on screen
 * is the page's own result.
 */
export function useClusterResults(
  config: SizingConfig,
  clusterIndex: number,
  shown: ShownResult,
  evaluate: EvaluateCluster,
): readonly ShownResult[] | null {
  const [results, setResults] = useState<{ config: SizingConfig; shown: ShownResult; all: readonly ShownResult[] } | null>(null);
  const ready = results !== null && results.config === config && results.shown === shown;
  useLayoutEffect(() => (ready ? undefined : holdPrint()), [ready]);
  useEffect(() => {
    let live = true;
    void Promise.all(config.clusters.map((c, i) => (i === clusterIndex ? shown : resultOf(evaluate, c, config.nodeTypes)))).then(
      (all) => live && setResults({ config, shown, all }),
      // A cluster that cannot be sized lets the print go on: the report says so where its results would be.
      () => live && setResults({ config, shown, all: [] }),
    );
    return () => {
      live = false;
    };
  }, [config, clusterIndex, shown, evaluate]);
  return ready ? results.all : null;
}
