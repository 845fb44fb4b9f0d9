import { bench, describe } from 'vitest';
import { evaluate } from '../../src/model/evaluate';
import { size } from '../../src/model/headless';
import { recommend } from '../../src/model/recommend';
import { workloadDemand } from '../../src/model/workload';
import { parseConfig } from '../../src/schema/parse';
import { mixedClusterConfig } from '../fixtures/mixedCluster';

const parsed = parseConfig(mixedClusterConfig());
if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
const config = parsed.config;
const cluster = config.clusters[0]!;
const allFlash = config.nodeTypes.find((t) => t.id === cluster.recommendNodeTypeId)!;
const demand = workloadDemand(cluster.workload);

// Long runs after a warm-up: a short one on 2 cores mostly measures the JIT and stray collections.
const options = { time: 3000, warmupTime: 1000 };

describe('32-node mixed cluster, 200 VM groups', () => {
  bench(
    'full evaluation (every result but the recommendation sweep)',
    () => {
      evaluate(cluster, config.nodeTypes, {});
    },
    options,
  );
  bench(
    'recommendation over 1 to 64 nodes',
    () => {
      recommend(cluster, allFlash, demand);
    },
    options,
  );
  bench(
    'size(): full evaluation with recommendation',
    () => {
      size(config);
    },
    options,
  );
  bench(
    'validate the config (Zod)',
    () => {
      parseConfig(config);
    },
    options,
  );
});
