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
});
