import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { growthFactor } from '../../src/model/workload';
import { demandAtMonth, runway } from '../../src/model/runway';
import { cluster, GiB, nodeType, vm } from './helpers';

// The test node: 2 × 16 cores, 512 GiB, 4 × 4 TB self-encrypting SSD. Server VMs charge 4 CVM cores,
// so each node gives 28 usable cores; the auto headroom at RF2 holds back one node (two above 24).
const types = [nodeType()];
const cores = (count: number, yearlyShare: number, years: number) => ({
  vmGroups: [vm({ count, vcpu: 1, vcpuPerCore: 1 })],
  growth: { yearlyShare, years },
});
const breach = (r: ReturnType<typeof runway>, resource: string) =>
  r.thresholds.find((t) => t.resource === resource)!.firstBreachMonth?.value ?? null;

describe('growth compounded monthly', () => {
  it('reaches the sizing’s growth factor in month 12 × years', () => {
    const c = cluster(4, { workload: cores(50, 0.2, 3) });
    // 1.2 ^ 3 = 1.728
    expect(demandAtMonth(c, 36).growthFactor).toBe(growthFactor(c.workload));
    expect(demandAtMonth(c, 36).cores).toBeCloseTo(86.4, 10);
    // month 6: 1.2 ^ 0.5 = 1.095445
    expect(demandAtMonth(c, 6).growthFactor).toBeCloseTo(1.095445, 6);
    const r = runway(cluster(4, { workload: cores(50, 0.2, 3) }), types);
    expect(r.horizonMonths).toBe(36);
    expect(r.months).toHaveLength(37);
    expect(r.monthlyGrowth.value).toBeCloseTo(1.015309, 6); // 1.2 ^ (1/12)
  });

  it('has a single month, today, when the horizon is 0 years', () => {
    const r = runway(cluster(4, { workload: cores(50, 0.2, 0) }), types);
    expect(r.horizonMonths).toBe(0);
    expect(r.months.map((m) => m.month)).toEqual([0]);
  });
});

describe('first breach month per threshold', () => {
  it('CPU: 50 cores growing 20% a year cross 80% of 84 cores after one node’s loss in month 20', () => {
    // 4 nodes, N+1: 3 × 28 = 84 cores, 80% = 67.2. 50 × 1.2^(m/12) > 67.2 ⇔ m > 12 × ln 1.344 ÷ ln 1.2 = 19.46:
    // month 19 gives 66.74 cores, month 20 gives 67.76.
    const r = runway(cluster(4, { workload: cores(50, 0.2, 3) }), types);
    expect(breach(r, 'cpu')).toBe(20);
    expect(r.thresholds.find((t) => t.resource === 'cpu')!.allowed.value).toBeCloseTo(67.2, 10);
    // RAM: 50 × 4 GiB × 1.728 = 345.6 GiB against 90% of 3 × 480 GiB = 1,296 GiB: holds.
    expect(breach(r, 'ram')).toBeNull();
    expect(breach(r, 'storage')).toBeNull();
    // No per-node IOPS figures for SSD nodes: the IOPS check is not made, so it has no runway.
    expect(r.thresholds.map((t) => t.resource)).toEqual(['storage', 'cpu', 'ram']);
  });

  it('storage: 15,000 GiB growing 10% a year reach the 90% fill in month 20', () => {
    // Extent store per node: 16 TB − 1.5008 TB flash formatting (9.38%) − 180 GiB home and metadata
    // − 400 GiB oplog = 13,876,429,742,080 bytes. N+1 leaves 3 nodes; ÷ RF2 × 90% =
    // 18,733,180,151,808 bytes may be used. Today 15,000 GiB = 16,106,127,360,000 bytes: ratio
    // 1.163109, so m > 12 × ln 1.163109 ÷ ln 1.1 = 19.02. Month 19: × 1.162889; month 20: × 1.172162.
    const r = runway(cluster(4, { workload: { vmGroups: [vm({ usedGiB: 15_000 })], growth: { yearlyShare: 0.1, years: 3 } } }), types);
    const storage = r.thresholds.find((t) => t.resource === 'storage')!;
    expect(storage.allowed.value).toBe(18_733_180_151_808);
    expect(storage.threshold).toBe(0.9);
    expect(breach(r, 'storage')).toBe(20);
    expect(r.months[0]!.storage).toBe(15_000 * GiB);
  });

  it('says month 0 when the threshold is already crossed today', () => {
    const r = runway(cluster(4, { workload: cores(70, 0.2, 1) }), types);
    expect(breach(r, 'cpu')).toBe(0);
  });

  it('counts IOPS where the nodes have figures', () => {
    // NVMe test nodes at 125,000 IOPS each: after one node's loss 3 × 125,000 × 80% = 300,000.
    // 250,000 IOPS growing 20%: 1.2^(m/12) > 1.2 first in month 13.
    const nvme = nodeType({ drives: [{ tier: 'nvme', count: 4, sizeTB: 4, selfEncrypting: true }] });
    const r = runway(cluster(4, { workload: { vmGroups: [vm({ count: 1, iops: 250_000 })], growth: { yearlyShare: 0.2, years: 2 } } }), [
      nvme,
    ]);
    expect(r.thresholds.find((t) => t.resource === 'iops')!.allowed.value).toBe(300_000);
    expect(breach(r, 'iops')).toBe(13);
  });
});

describe('expansion plan', () => {
  it('needs no step when every constraint holds through the horizon', () => {
    const r = runway(cluster(4, { workload: cores(10, 0.2, 3) }), types);
    expect(r.expansion).toMatchObject({ holds: true, steps: [], failsAtMonth: null });
    // Nothing bought, so no way of buying costs anything: the choices are not worked out.
    expect(r.expansionChoices).toEqual([]);
  });

  it('adds one node in month 20 for the CPU case above, and 5 nodes hold to month 36', () => {
    // 5 nodes, N+1: 4 × 28 × 80% = 89.6 cores ≥ 50 × 1.728 = 86.4.
    const r = runway(cluster(4, { workload: cores(50, 0.2, 3) }), types);
    expect(r.expansion.holds).toBe(true);
    expect(r.expansion.steps.map((s) => [s.month, s.addNodes, s.nodesBefore, s.nodesAfter, s.holdsThroughMonth])).toEqual([
      [20, 1, 4, 5, 36],
    ]);
    expect(r.expansion.steps[0]!.failing).toEqual(['cpu']);
  });

  it('recomputes the headroom at each size and steps over 25 nodes, where the 24-node rule holds back a second', () => {
    // 480 cores growing 10% over a year. Allowed = 22.4 × (nodes − f): 23 nodes 492.8, 24 nodes 515.2,
    // 25 nodes (N+2) 515.2, 26 nodes 537.6.
    // 23 nodes fail when 1.1^(m/12) > 1.026667: m > 3.31, month 4 (495.49 cores); 24 nodes fit.
    // 24 nodes fail when 1.1^(m/12) > 1.073333: m > 8.91, month 9 (515.54 cores); 25 nodes do not fit, 26 do,
    // and hold to month 12 (528 cores).
    const r = runway(cluster(23, { workload: cores(480, 0.1, 1) }), types);
    expect(breach(r, 'cpu')).toBe(4);
    expect(r.expansion.holds).toBe(true);
    expect(r.expansion.steps.map((s) => [s.month, s.addNodes, s.nodesAfter, s.headroomNodes, s.headroomRule, s.holdsThroughMonth])).toEqual(
      [
        [4, 1, 24, 1, 'rf2-n1', 8],
        [9, 2, 26, 2, 'rf2-large-cluster', 12],
      ],
    );
  });

  it('with a fixed N+1, never steps to a size whose headroom breaks the 24-node rule: 26 nodes at N+2, not 25 at N+1', () => {
    // As above, with the headroom fixed at one node: 25 nodes at N+1 (537.6 cores) would hold, but
    // RF2 above 24 nodes holds back two, so the step is sized with N+2 as the recommendation is.
    const r = runway(cluster(23, { headroom: { mode: 'fixed', fixedDomains: 1 }, workload: cores(480, 0.1, 1) }), types);
    expect(r.expansion.steps.map((s) => [s.month, s.addNodes, s.nodesAfter, s.headroomNodes, s.headroomRule])).toEqual([
      [4, 1, 24, 1, 'fixed'],
      [9, 2, 26, 2, 'rf2-large-cluster'],
    ]);
  });

  it('adds whole blocks when block-aware', () => {
    // 16 nodes in 4 blocks of 4, RF2: N+4, 12 × 28 × 80% = 268.8 cores. 260 cores growing 20%:
    // 1.2^(m/12) > 1.033846 from month 3. One more block: 16 × 28 × 80% = 358.4 ≥ 260 × 1.2 = 312.
    const r = runway(cluster(16, { faultDomains: { awareness: 'block', nodesPerBlock: 4 }, workload: cores(260, 0.2, 1) }), types);
    expect(r.expansion.steps.map((s) => [s.month, s.addNodes, s.nodesAfter, s.headroomNodes])).toEqual([[3, 4, 20, 4]]);
  });

  it('says when no size can hold, and why', () => {
    // A 64-vCPU VM cannot fit a 28-core node at any cluster size.
    const r = runway(
      cluster(4, { workload: { vmGroups: [vm({ vcpu: 64, vcpuPerCore: 1 })], growth: { yearlyShare: 0.2, years: 1 } } }),
      types,
    );
    expect(r.expansion).toMatchObject({ holds: false, failsAtMonth: 0, steps: [] });
    expect(r.expansion.failing).toContain('vm-fit');
  });
});

describe('buying policy: a cadence and a minimum step, and what each costs in nodes bought early', () => {
  // 6 nodes, 100 cores growing 50% a year over 2 years. Allowed = 22.4 × (nodes − 1): 6 nodes 112,
  // 7 134.4, 8 156.8, 9 179.2, 10 201.6, 11 224, 12 246.4. 100 × 1.5^(m/12) passes them in months
  // 4 (m > 3.35), 9 (8.75), 14 (13.31), 18 (17.26), 21 (20.75) and 24 (23.87).
  const growing = (expansion?: { minStepNodes?: number; cadenceMonths?: number }) =>
    cluster(6, { workload: cores(100, 0.5, 2), ...(expansion ? { expansion } : {}) });
  const plan = (r: ReturnType<typeof runway>) => r.expansion.steps.map((s) => [s.month, s.neededMonth, s.addNodes, s.nodesAfter]);

  it('as needed (the default): one node in each of months 4, 9, 14, 18, 21 and 24, six purchases', () => {
    const r = runway(growing(), types);
    expect(plan(r)).toEqual([
      [4, 4, 1, 7],
      [9, 9, 1, 8],
      [14, 14, 1, 9],
      [18, 18, 1, 10],
      [21, 21, 1, 11],
      [24, 24, 1, 12],
    ]);
  });

  it('yearly: three purchases, each holding until the next; 30 node-months bought early, the same 12 nodes at the end', () => {
    // Month 0 holds through month 11: 100 × 1.5^(11/12) = 145.0 cores need 8 nodes (156.8). 8 nodes fail
    // in month 14, so month 12 buys what holds through month 23: 217.7 cores need 11 (224). Month 24: 12.
    const r = runway(growing({ cadenceMonths: 12 }), types);
    expect(plan(r)).toEqual([
      [0, 4, 2, 8],
      [12, 14, 3, 11],
      [24, 24, 1, 12],
    ]);
    expect(r.expansion.holds).toBe(true);
    // Yearly minus as needed, month by month: 2 × 4 (months 0–3) + 1 × 5 (4–8) + 3 × 2 (12–13) + 2 × 4 (14–17)
    // + 1 × 3 (18–20) = 30.
    const yearly = r.expansionChoices.find((c) => c.policy.cadenceMonths === 12)!;
    expect(yearly).toMatchObject({ events: 3, nodesAtEnd: 12, nodeMonthsEarly: 30, extraNodes: 0 });
  });

  it('compares as needed, every 3 and 6 months, yearly and all today', () => {
    const r = runway(growing(), types);
    expect(r.expansionChoices.map((c) => [c.policy.cadenceMonths, c.events, c.nodesAtEnd, c.nodeMonthsEarly])).toEqual([
      [1, 6, 12, 0],
      [3, 6, 12, 3],
      [6, 5, 12, 12],
      [12, 3, 12, 30],
      // All today: 12 nodes from month 0; as needed has 6, 7, ... : 6 × 4 + 5 × 5 + 4 × 5 + 3 × 4 + 2 × 3 + 1 × 3 = 90.
      [25, 1, 12, 90],
    ]);
  });

  it('a minimum step of 2 buys in pairs: months 4, 14 and 21', () => {
    const r = runway(growing({ minStepNodes: 2 }), types);
    expect(plan(r)).toEqual([
      [4, 4, 2, 8],
      [14, 14, 2, 10],
      [21, 21, 2, 12],
    ]);
    // As needed is listed first when the cluster's own step is larger, to be compared with.
    expect(r.expansionChoices[0]!.policy).toEqual({ minStepNodes: 1, cadenceMonths: 1 });
    expect(r.expansionChoices.find((c) => c.policy.minStepNodes === 2 && c.policy.cadenceMonths === 1)).toMatchObject({
      events: 3,
      nodeMonthsEarly: 1 * 5 + 1 * 4 + 1 * 3,
    });
  });

  it('rounds a minimum step up to whole blocks when block-aware', () => {
    // As in "adds whole blocks when block-aware": one block of 4 in month 3; a step of 2 nodes is still a block.
    const r = runway(
      cluster(16, { faultDomains: { awareness: 'block', nodesPerBlock: 4 }, workload: cores(260, 0.2, 1), expansion: { minStepNodes: 2 } }),
      types,
    );
    expect(r.expansion.steps.map((s) => [s.month, s.addNodes])).toEqual([[3, 4]]);
  });

  it('says when no size holds until the next purchase', () => {
    const r = runway(
      cluster(4, {
        workload: { vmGroups: [vm({ vcpu: 64, vcpuPerCore: 1 })], growth: { yearlyShare: 0.2, years: 1 } },
        expansion: { cadenceMonths: 6 },
      }),
      types,
    );
    expect(r.expansion).toMatchObject({ holds: false, failsAtMonth: 0, steps: [] });
    expect(r.expansionChoices.every((c) => c.nodeMonthsEarly === null)).toBe(true);
  });
});

describe('buying policy, any growth', () => {
  it('buys only on the cadence’s months, never after the month needed, at least the step, each size holding until the next purchase', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }),
        fc.integer({ min: 20, max: 300 }),
        fc.double({ min: 0.05, max: 0.8, noNaN: true }),
        fc.constantFrom(1, 2, 3, 6, 12, 24),
        fc.constantFrom(1, 2, 3, 4),
        (nodes, count, growth, cadenceMonths, minStepNodes) => {
          const r = runway(cluster(nodes, { workload: cores(count, growth, 2), expansion: { cadenceMonths, minStepNodes } }), types);
          const steps = r.expansion.steps;
          for (const [i, s] of steps.entries()) {
            expect(s.month % cadenceMonths).toBe(0);
            expect(s.month).toBeLessThanOrEqual(s.neededMonth);
            expect(s.addNodes).toBeGreaterThanOrEqual(minStepNodes);
            const next = steps[i + 1];
            expect(s.holdsThroughMonth).toBeGreaterThanOrEqual(next ? next.month - 1 : r.expansion.holds ? r.horizonMonths : 0);
          }
          for (const c of r.expansionChoices) if (c.nodeMonthsEarly !== null) expect(c.nodeMonthsEarly).toBeGreaterThanOrEqual(0);
          const asNeeded = r.expansionChoices.find((c) => c.policy.cadenceMonths === 1 && c.policy.minStepNodes === 1);
          if (asNeeded?.plan.holds) expect(asNeeded.nodeMonthsEarly).toBe(0);
        },
      ),
      { numRuns: 40 },
    );
  });
});
