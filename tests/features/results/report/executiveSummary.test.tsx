// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { engine } from '../../../../src/app/pageResult';
import { ExecutiveSummary } from '../../../../src/features/results/report/ExecutiveSummary';
import { defaultConfig } from '../../../../src/model/defaultConfig';

afterEach(cleanup);

/** The default cluster, and a DR cluster of 3 of its nodes with EC-X on and no workload yet. */
function plan() {
  const config = defaultConfig();
  const first = config.clusters[0]!;
  config.clusters[0] = { ...first, name: 'Tokyo production' };
  config.clusters.push({
    ...structuredClone(first),
    id: 'dr',
    name: 'Osaka DR site',
    nodes: [{ nodeTypeId: first.nodes[0]!.nodeTypeId, count: 3 }],
    protection: { ...first.protection, ecx: { ...first.protection.ecx, enabled: true } },
    workload: { ...first.workload, vmGroups: [] },
  });
  return { config, results: config.clusters.map((c) => engine.evaluate(c, config.nodeTypes)) };
}

describe('the executive summary of a printed proposal', () => {
  it('gives every cluster its configuration, N+k, verdict, capacity and recommendation, and the plan’s totals', () => {
    const { config, results } = plan();
    render(<ExecutiveSummary config={config} results={results} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    // 6 nodes of 6 × 3.84 TB: 89.8 TiB usable after N+1, 67.3 TiB effective at 1.5:1 compression
    // (the capacity panel's own figures); 3 such nodes with EC-X: 35.9 and 26.9 TiB, 4 recommended.
    // Licences: 6 × 2 × 24 = 288 cores and 36 × 3.84 TB = 125.73 TiB of raw flash (3 nodes: 144 and
    // 62.86); the generic node type names no catalogue model, so its power and rack units are unknown.
    expect(rows.map((r) => r.textContent)).toEqual([
      'ClusterModel and configurationNodesN+kVerdictUsable capacity (after N+k)Effective capacity (after data reduction)Recommended nodes' +
        'Licensed cores (NCI, NCM)Raw flash (TiB)Typical power (W)Rack units (U)',
      'Tokyo production6 × All-flash 2×24c, 768 GiB, 6×3.84 TB SSD · AHV · RF2 · Fault domain awareness: Node6N+1Every constraint met89.8 TiB67.3 TiB6' +
        '288125.73unknownunknown',
      'Osaka DR site3 × All-flash 2×24c, 768 GiB, 6×3.84 TB SSD · AHV · RF2 + EC-X · Fault domain awareness: Node3N+1Not enough35.9 TiB26.9 TiB4' +
        '14462.86unknownunknown',
      'Plan total9N+21 met, 0 with a broken rule, 1 not enough126 TiB94.3 TiB10432188.59unknownunknown',
    ]);
    // Each N+k with the rule that set it.
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Tokyo production: RF2 holds back one fault domain \(N\+1\)/),
      expect.stringMatching(/^Osaka DR site: RF2 holds back one fault domain \(N\+1\)/),
    ]);
  });

  it('says no total of recommendations when a cluster has none, rather than a partial sum', () => {
    const { config, results } = plan();
    config.clusters[1]!.recommendNodeTypeId = 'none-such';
    const withNone = [results[0]!, engine.evaluate(config.clusters[1]!, config.nodeTypes)];
    render(<ExecutiveSummary config={config} results={withNone} />);
    const total = screen.getAllByRole('row').at(-1)!;
    expect(total.children[7]).toHaveTextContent('none');
  });
});
