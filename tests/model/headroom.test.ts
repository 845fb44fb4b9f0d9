import { describe, expect, it } from 'vitest';
import { chooseHeadroom, odgersSpares } from '../../src/model/headroom';
import { cluster, evaluate, codes, nodeType } from './helpers';

const auto = { mode: 'auto' as const, fixedDomains: 0, surviveSecondFailure: false, selfHealGoal: 'restore-fault-tolerance' as const };

describe('auto headroom (seed 003, domain.md section 2)', () => {
  it('RF2 holds back one domain: N+1', () => {
    expect(chooseHeadroom(auto, 2, 8)).toMatchObject({ domains: 1, rule: 'rf2-n1' });
  });
  it('RF2 that must survive a second failure after healing: N+2', () => {
    expect(chooseHeadroom({ ...auto, surviveSecondFailure: true }, 2, 8)).toMatchObject({ domains: 2, rule: 'rf2-second-failure' });
  });
  it('RF3 holds back two: N+2', () => {
    expect(chooseHeadroom(auto, 3, 8)).toMatchObject({ domains: 2, rule: 'rf3-n2' });
  });
  it('RF2 above 24 nodes holds back two (at 25, not at 24), and one more, not two, with a second failure', () => {
    expect(chooseHeadroom(auto, 2, 24).domains).toBe(1);
    expect(chooseHeadroom(auto, 2, 25)).toMatchObject({ domains: 2, rule: 'rf2-large-cluster' });
    expect(chooseHeadroom({ ...auto, surviveSecondFailure: true }, 2, 25).domains).toBe(2);
  });
  it('a fixed choice is taken as given, 0 to 8', () => {
    expect(chooseHeadroom({ ...auto, mode: 'fixed', fixedDomains: 0 }, 3, 8)).toMatchObject({ domains: 0, rule: 'fixed' });
    expect(chooseHeadroom({ ...auto, mode: 'fixed', fixedDomains: 8 }, 2, 8).domains).toBe(8);
  });

  // k = nodes per domain x f, as the seed's block-awareness sentences state.
  const blockCases = [
    { rf: 2, perBlock: 4, blocks: 4, k: 4 },
    { rf: 2, perBlock: 2, blocks: 4, k: 2 },
    { rf: 3, perBlock: 2, blocks: 6, k: 4 },
    { rf: 3, perBlock: 4, blocks: 6, k: 8 },
  ] as const;
  for (const { rf, perBlock, blocks, k } of blockCases) {
    it(`block-aware RF${rf} with ${perBlock} nodes per block reserves N+${k}`, () => {
      const r = evaluate(cluster(perBlock * blocks, { protection: { rf }, faultDomains: { awareness: 'block', nodesPerBlock: perBlock } }));
      expect(r.layout.effective).toBe('block');
      expect(r.headroom.nodes).toBe(k);
      expect(r.headroom.reservedDomainIds).toHaveLength(rf - 1);
    });
  }

  it('the 24-node rule counts domains: 28 block-aware RF2 nodes, 4 per block, reserve N+8', () => {
    const r = evaluate(cluster(28, { faultDomains: { awareness: 'block', nodesPerBlock: 4 } }));
    expect(r.headroom).toMatchObject({ domains: 2, nodes: 8, rule: 'rf2-large-cluster' });
  });

  it('the 24-node rule counts every node of the cluster, compute-only ones too: 20 + 6 compute-only RF2 nodes hold back N+2', () => {
    const types = [nodeType(), nodeType({ id: 'co', name: 'Compute-only', role: 'compute-only', drives: [] })];
    const mixed = cluster(20, {
      nodes: [
        { nodeTypeId: 'n', count: 20 },
        { nodeTypeId: 'co', count: 6 },
      ],
    });
    expect(evaluate(mixed, types).headroom).toMatchObject({ domains: 2, rule: 'rf2-large-cluster' });
    // 24 in all, compute-only included, is not above 24: N+1.
    const at24 = cluster(20, {
      nodes: [
        { nodeTypeId: 'n', count: 20 },
        { nodeTypeId: 'co', count: 4 },
      ],
    });
    expect(evaluate(at24, types).headroom).toMatchObject({ domains: 1, rule: 'rf2-n1' });
  });

  it('warns at N+0 and for more than 24 nodes at N+1', () => {
    expect(codes(evaluate(cluster(6, { headroom: { mode: 'fixed', fixedDomains: 0 } })))).toContain('headroom-n0');
    expect(codes(evaluate(cluster(26, { headroom: { mode: 'fixed', fixedDomains: 1 } })))).toContain('large-cluster-n1');
    expect(codes(evaluate(cluster(24, { headroom: { mode: 'fixed', fixedDomains: 1 } })))).not.toContain('large-cluster-n1');
  });

  it("shows Odgers' spare-host policy for comparison: N+1 to 8, N+2 to 16, N+3 to 24, N+4 to 32", () => {
    expect([4, 8, 9, 16, 17, 24, 25, 32, 33].map(odgersSpares)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, null]);
  });
});

describe('a fixed headroom below the rules', () => {
  it('is critical: RF3 at N+1, or RF2 at N+1 that must survive a second failure', () => {
    const rf3 = evaluate(cluster(6, { protection: { rf: 3 }, headroom: { mode: 'fixed', fixedDomains: 1 } }));
    expect(rf3.warnings.find((w) => w.code === 'headroom-below-rule')).toMatchObject({
      severity: 'critical',
      params: { f: 1, rule: 2, rf: 3 },
    });
    const second = evaluate(cluster(6, { headroom: { mode: 'fixed', fixedDomains: 1, surviveSecondFailure: true } }));
    expect(codes(second)).toContain('headroom-below-rule');
    expect(codes(evaluate(cluster(6, { headroom: { mode: 'fixed', fixedDomains: 2 } })))).not.toContain('headroom-below-rule');
  });
  it('above 24 nodes at N+1 says so once, with the more specific warning', () => {
    const c = codes(evaluate(cluster(26, { headroom: { mode: 'fixed', fixedDomains: 1 } })));
    expect(c).toContain('large-cluster-n1');
    expect(c).not.toContain('headroom-below-rule');
  });
});

describe('node awareness on multi-node chassis', () => {
  it('warns that a chassis failure can take every copy with RF2 and 2 nodes per block', () => {
    expect(codes(evaluate(cluster(8, { faultDomains: { awareness: 'node', nodesPerBlock: 2 } })))).toContain('block-failure-loses-data');
    expect(codes(evaluate(cluster(8, { faultDomains: { awareness: 'block', nodesPerBlock: 2 } })))).not.toContain(
      'block-failure-loses-data',
    );
    expect(codes(evaluate(cluster(8, { protection: { rf: 3 }, faultDomains: { awareness: 'node', nodesPerBlock: 2 } })))).not.toContain(
      'block-failure-loses-data',
    );
  });
});
