import { bench, describe } from 'vitest';
import { CATALOGUE } from '../../src/catalogue/catalogue';
import { platformChoices } from '../../src/catalogue/choices';
import { bestFit, type PlatformChoices } from '../../src/model/bestFit';
import { BEST_FIT_MAX_NODES } from '../../src/model/defaults';
import { defaultConfig } from '../../src/model/defaultConfig';
import { variedVmGroups } from '../fixtures/mixedCluster';

// 1,000 VM groups (about 6,500 VMs) on the default cluster's settings, as the page sends them to the worker.
const base = defaultConfig().clusters[0]!;
const cluster = { ...base, workload: { ...base.workload, vmGroups: variedVmGroups(1000) } };
const catalogue = platformChoices(CATALOGUE);

/**
 * A load test, not data: 36 platforms whose option ranges are as wide as spec sheets print them
 * (4 CPUs, 12 memory sizes, 24 drive slots in 4 sizes), made from the catalogue's own CPUs, so the
 * search is timed on a catalogue larger than the one shipped.
 */
const wide: PlatformChoices[] = Array.from({ length: 36 }, (_, i) => ({
  id: `load-${i}`,
  name: `Load ${i}`,
  nodesPerBlock: [1, 2, 4][i % 3]!,
  cpus: catalogue.flatMap((p) => p.cpus).slice(0, 4),
  memoryGiB: [256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096, 6144, 8192, 12288].slice(0, 8 + (i % 5)),
  drives: [1.92, 3.84, 7.68, 15.36].flatMap((sizeTB) =>
    Array.from({ length: 23 }, (_, c) => [
      { tier: i % 2 ? ('nvme' as const) : ('ssd' as const), count: c + 2, sizeTB, selfEncrypting: false },
    ]),
  ),
  nicGbps: 50,
}));

// Long runs after a warm-up: a short one on 2 cores mostly measures the JIT and stray collections.
const options = { time: 5000, warmupTime: 1000 };

describe('best fit, 1,000 VM groups', () => {
  bench(
    `the catalogue as shipped (${catalogue.length} platforms), up to ${BEST_FIT_MAX_NODES.value} nodes`,
    () => {
      bestFit(cluster, catalogue, BEST_FIT_MAX_NODES.value);
    },
    options,
  );
  bench(
    `a 36-platform load catalogue (${wide.reduce((s, p) => s + p.cpus.length * p.memoryGiB.length * p.drives.length, 0)} configurations), up to ${BEST_FIT_MAX_NODES.value} nodes`,
    () => {
      bestFit(cluster, wide, BEST_FIT_MAX_NODES.value);
    },
    options,
  );
});
