import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { evaluate } from '../../src/model/evaluate';
import { simulateFailurePlan } from '../../src/model/failurePlan';
import { EVERYTHING } from '../../src/model/headless';
import { recommend } from '../../src/model/recommend';
import { runway } from '../../src/model/runway';
import { workloadDemand } from '../../src/model/workload';

const config = defaultConfig();
const [cluster] = config.clusters;
const { nodeTypes } = config;

describe('evaluate: one call, told what to include besides the sizing', () => {
  it('includes nothing unasked: no recommendation, failure plan or runway (the widget)', () => {
    const r = evaluate(cluster!, nodeTypes, {});
    expect(r.recommendation).toBeNull();
    expect('failurePlan' in r || 'runway' in r).toBe(false);
    expect(r.nodeCount).toBe(cluster!.nodes.reduce((n, s) => n + s.count, 0));
  });

  it('adds each part asked for, as the model’s own function gives it, and leaves the sizing alone', () => {
    const bare = evaluate(cluster!, nodeTypes, {});
    const { recommendation, failurePlan, runway: months, ...sizing } = evaluate(cluster!, nodeTypes, EVERYTHING);
    const recommendType = nodeTypes.find((t) => t.id === cluster!.recommendNodeTypeId)!;
    expect(recommendation).not.toBeNull();
    expect(recommendation).toEqual(recommend(cluster!, recommendType, workloadDemand(cluster!.workload)));
    expect(failurePlan).toEqual(simulateFailurePlan(cluster!, nodeTypes));
    expect(months).toEqual(runway(cluster!, nodeTypes));
    expect({ ...sizing, recommendation: null }).toEqual(bare);
  });
});
