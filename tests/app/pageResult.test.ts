import { describe, expect, it } from 'vitest';
import { engine } from '../../src/app/pageResult';
import { defaultConfig } from '../../src/model/defaultConfig';
import { size } from '../../src/model/headless';

const config = defaultConfig();

describe('the page’s engine', () => {
  it('gives the page and `npm run size` the same cluster, the failure plan kept apart in the command’s result', () => {
    const page = engine.evaluate(config.clusters[0]!, config.nodeTypes);
    const command = size(config);
    const { failurePlan, ...rest } = page;
    expect(command.clusters[0]).toEqual(rest);
    expect(command.failurePlans[0]).toEqual(failurePlan);
    expect(Object.keys(command)).toEqual(['modelVersion', 'clusters', 'failurePlans']);
  });

  it('sizes the DR cluster on screen with the replica its plan stores there, as `npm run size` does', () => {
    const [a] = config.clusters;
    const b = { ...a!, id: 'c2', name: 'DR' };
    const plan = {
      ...config,
      clusters: [a!, b],
      protections: [
        {
          id: 'p1',
          sourceClusterId: a!.id,
          targetClusterId: 'c2',
          mode: 'async' as const,
          rpoMinutes: 60,
          localSnapshots: 24,
          remoteSnapshots: 24,
          drGroupIds: [],
        },
      ],
    };
    const page = engine.evaluate(b, plan.nodeTypes, plan);
    const command = size(plan);
    const { failurePlan, ...rest } = page;
    expect(command.clusters[1]).toEqual(rest);
    expect(command.failurePlans[1]).toEqual(failurePlan);
    expect(page.capacity.waterfall.some((s) => s.id === 'replication')).toBe(true);
    expect(engine.evaluate(b, plan.nodeTypes).capacity.waterfall.some((s) => s.id === 'replication')).toBe(false);
  });
});
