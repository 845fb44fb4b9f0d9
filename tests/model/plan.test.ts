import { describe, expect, it } from 'vitest';
import { applyIntent } from '../../src/document/edit';
import { openDocument } from '../../src/document/draft';
import { createDocumentStore } from '../../src/document/store';
import { defaultConfig } from '../../src/model/defaultConfig';
import { summarisePlan } from '../../src/model/plan';
import { parseConfig } from '../../src/schema/parse';

/** The default plan with a second, new cluster: 3 all-flash nodes and no workload yet. */
const twoClusters = () => applyIntent(defaultConfig(), { type: 'addCluster', clusterIndex: 0, name: 'DR' });

describe('plan summary: every cluster of the plan with the totals', () => {
  it('sums the default cluster and a new 3-node one by hand', () => {
    const plan = twoClusters();
    expect(parseConfig(plan).ok).toBe(true);
    const s = summarisePlan(plan.clusters, plan.nodeTypes);
    // Cluster 1 (README): 6 all-flash nodes, RF2 auto headroom N+1, every constraint met, 6 recommended.
    // DR: 3 nodes at RF2 with N+1 leave 2 after a loss, too few to hold 2 copies on distinct nodes
    // and heal (RF2 heals from 3 survivors), so it is short; a tiny workload needs 4 nodes.
    expect(s.rows.map((r) => [r.name, r.nodes, r.headroomNodes, r.verdict, r.recommendedNodes])).toEqual([
      ['Cluster 1', 6, 1, 'ok', 6],
      ['DR', 3, 1, 'short', 4],
    ]);
    // Totals: 6 + 3 = 9 nodes, N+1 + N+1 = 2 held back, 6 + 4 = 10 recommended.
    expect(s.totals).toEqual({ nodes: 9, headroomNodes: 2, recommendedNodes: 10, verdicts: { ok: 1, caution: 0, short: 1 } });
  });

  it('a headroom below the rule counts as caution, never as met', () => {
    const plan = twoClusters();
    plan.clusters[0]!.headroom = { ...plan.clusters[0]!.headroom, mode: 'fixed', fixedDomains: 0 };
    const s = summarisePlan(plan.clusters, plan.nodeTypes);
    expect(s.rows[0]!.verdict).toBe('caution');
    expect(s.totals.verdicts).toEqual({ ok: 0, caution: 1, short: 1 });
  });

  it('has no total recommendation when one cluster has none', () => {
    const plan = twoClusters();
    // 10,000 VMs of 768 vCPU fit in no 64-node cluster of this type.
    plan.clusters[1]!.workload.vmGroups = [{ ...defaultConfig().clusters[0]!.workload.vmGroups[0]!, count: 10_000, vcpu: 768 }];
    const s = summarisePlan(plan.clusters, plan.nodeTypes);
    expect(s.rows[1]!.recommendedNodes).toBeNull();
    expect(s.totals.recommendedNodes).toBeNull();
    expect(s.totals.nodes).toBe(9);
  });
});

describe('plan intents', () => {
  it('"Use this size" makes the configured cluster the recommended one, in one step that Undo reverses', () => {
    const plan = twoClusters();
    const before = plan.clusters[1]!.nodes;
    const applied = applyIntent(plan, { type: 'applyRecommendation', clusterIndex: 1, nodeTypeId: 'all-flash', nodes: 4 });
    expect(applied.clusters[1]!.nodes).toEqual([{ nodeTypeId: 'all-flash', count: 4 }]);
    expect(applied.clusters[0]).toBe(plan.clusters[0]);
    // With 4 nodes the DR cluster heals after a loss: every constraint met.
    expect(summarisePlan(applied.clusters, applied.nodeTypes).rows[1]!.verdict).toBe('ok');
    const undone = applyIntent(applied, { type: 'setField', path: ['clusters', 1, 'nodes'], value: before });
    expect(undone.clusters[1]).toEqual(plan.clusters[1]);
    // Applying what is already configured changes nothing.
    expect(applyIntent(applied, { type: 'applyRecommendation', clusterIndex: 1, nodeTypeId: 'all-flash', nodes: 4 })).toBe(applied);
  });

  it('"Use this size" with the rule’s headroom sets the headroom to auto in the same step, and Undo puts both back', () => {
    const doc = defaultConfig();
    doc.clusters[0]!.headroom = { ...doc.clusters[0]!.headroom, mode: 'fixed', fixedDomains: 0 };
    const before = doc.clusters[0]!;
    const intent = { type: 'applyRecommendation', clusterIndex: 0, nodeTypeId: 'all-flash', nodes: 6, headroomAuto: true } as const;
    const applied = applyIntent(doc, intent);
    expect(applied.clusters[0]!.nodes).toEqual([{ nodeTypeId: 'all-flash', count: 6 }]);
    expect(applied.clusters[0]!.headroom).toEqual({ ...before.headroom, mode: 'auto' });
    const store = createDocumentStore(openDocument(doc));
    const step = store.apply(intent)!;
    expect(store.getState().draft).toEqual(applied);
    expect(store.undo(step)).toBe(true);
    expect(store.getState().draft.clusters[0]).toEqual(before);
  });

  it('a mixed cluster becomes one type: the recommendation is of one type', () => {
    const doc = defaultConfig();
    doc.clusters[0]!.nodes = [
      { nodeTypeId: 'all-flash', count: 4 },
      { nodeTypeId: doc.nodeTypes[1]!.id, count: 3 },
    ];
    const applied = applyIntent(doc, { type: 'applyRecommendation', clusterIndex: 0, nodeTypeId: 'all-flash', nodes: 6 });
    expect(applied.clusters[0]!.nodes).toEqual([{ nodeTypeId: 'all-flash', count: 6 }]);
    expect(applyIntent(doc, { type: 'applyRecommendation', clusterIndex: 0, nodeTypeId: 'no-such-type', nodes: 6 })).toBe(doc);
  });

  it('duplicates a cluster with its own nodes, settings and workload under fresh ids', () => {
    const doc = defaultConfig();
    const copy = applyIntent(doc, { type: 'duplicateCluster', clusterIndex: 0, name: 'Cluster 1 (copy)' });
    expect(copy.clusters.map((c) => [c.id, c.name])).toEqual([
      ['c1', 'Cluster 1'],
      ['c2', 'Cluster 1 (copy)'],
    ]);
    // g1..g3 stay with the original; the copy's groups are g4..g6.
    expect(copy.clusters[1]!.workload.vmGroups.map((g) => g.id)).toEqual(['g4', 'g5', 'g6']);
    expect(copy.clusters[1]!.workload.vmGroups.map((g) => g.name)).toEqual(doc.clusters[0]!.workload.vmGroups.map((g) => g.name));
    expect(parseConfig(copy).ok).toBe(true);
    // Editing the copy leaves the original alone.
    const edited = applyIntent(copy, { type: 'setField', path: ['clusters', 1, 'protection', 'rf'], value: 3 });
    expect(edited.clusters[0]!.protection.rf).toBe(2);
  });

  it('removes a cluster but never the last, and holds at most 32', () => {
    let doc = defaultConfig();
    expect(applyIntent(doc, { type: 'removeCluster', clusterIndex: 0 })).toBe(doc);
    for (let i = 0; i < 40; i++) doc = applyIntent(doc, { type: 'addCluster', clusterIndex: 0, name: `C${i}` });
    expect(doc.clusters).toHaveLength(32);
    expect(parseConfig(doc).ok).toBe(true);
    doc = applyIntent(doc, { type: 'removeCluster', clusterIndex: 3 });
    expect(doc.clusters).toHaveLength(31);
    expect(doc.clusters.map((c) => c.id)).not.toContain('c4');
    // Ids are never reused: the next cluster is c33, not c4.
    doc = applyIntent(doc, { type: 'addCluster', clusterIndex: 0, name: 'Late' });
    expect(doc.clusters.at(-1)!.id).toBe('c33');
  });
});
