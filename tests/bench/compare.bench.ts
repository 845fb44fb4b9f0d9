import { bench, describe } from 'vitest';
import { compare, configDiff } from '../../src/model/compare';
import type { SizingConfig } from '../../src/model/config';
import { evaluate } from '../../src/model/evaluate';
import { recommend } from '../../src/model/recommend';
import { applyVariant, singleCluster } from '../../src/model/variants';
import { encodeCompareLink } from '../../src/schema/compareLink';
import { mixedClusterConfig } from '../fixtures/mixedCluster';

/**
 * What a comparison of four scenarios costs on the page's main thread: the sizing of each runs in
 * the evaluation worker; comparing the results, the inputs' diff and the link stay on the page and
 * must fit well inside a frame (16 ms). The sizing itself is timed beside them for scale.
 */
const base = singleCluster(mixedClusterConfig(), 0);
const four: SizingConfig[] = [base, applyVariant(base, 0, 'rf3'), applyVariant(base, 0, 'plus-node'), applyVariant(base, 0, 'ecx')];
const size = (c: SizingConfig) => evaluate(c.clusters[0]!, c.nodeTypes, { recommendation: recommend });
const results = four.map(size);
const of = (c: SizingConfig) => ({ cluster: c.clusters[0]!, nodeTypes: c.nodeTypes });

describe('comparison of four scenarios: 32-node mixed cluster, 200 VM groups (tests/fixtures/mixedCluster.ts)', () => {
  bench('main thread: compare the four results', () => {
    compare(results);
  });
  bench('main thread: diff the inputs of three scenarios against the baseline', () => {
    for (const c of four.slice(1)) configDiff(of(four[0]!), of(c));
  });
  bench('main thread: encode the comparison link', async () => {
    await encodeCompareLink(four);
  });
  bench(
    'worker: size one scenario (for scale)',
    () => {
      size(four[1]!);
    },
    { iterations: 10, time: 0 },
  );
});
