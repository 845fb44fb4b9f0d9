import { bench, describe } from 'vitest';
import { evaluateCluster, size } from '../../src/model/evaluate';
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

describe('32-node mixed cluster, 200 VM groups', () => {
  bench('full evaluation (every result but the recommendation sweep)', () => {
    evaluateCluster(cluster, config.nodeTypes, { withRecommendation: false });
  });
  bench('recommendation over 1 to 64 nodes', () => {
    recommend(cluster, allFlash, demand);
  });
  bench('size(): full evaluation with recommendation', () => {
    size(config);
  });
  bench('validate the config (Zod)', () => {
    parseConfig(config);
  });
});
