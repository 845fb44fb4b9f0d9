// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { engine } from '../../../src/app/pageResult';
import { openDocument } from '../../../src/document/draft';
import { createDocumentStore } from '../../../src/document/store';
import { LicencesPanel } from '../../../src/features/results/licences/LicencesPanel';
import { RecommendationPanel } from '../../../src/features/results/recommendation/RecommendationPanel';
import { RunwayPanel } from '../../../src/features/results/runway/RunwayPanel';
import { defaultConfig } from '../../../src/model/defaultConfig';
import type { Cluster } from '../../../src/model/config';
import { size } from '../../../src/model/headless';

afterEach(cleanup);

/** The default document with its one cluster changed. */
function configWith(edit: (c: Cluster) => void) {
  const config = defaultConfig();
  edit(config.clusters[0]!);
  return config;
}

describe('counts of one are said in the singular', () => {
  it('a one-node cluster: Odgers’ policy "at 1 node", not "at 1 nodes"', () => {
    const config = configWith((c) => (c.nodes[0]!.count = 1));
    const result = size(config).clusters[0]!;
    render(<RecommendationPanel result={result} nodeTypes={config.nodeTypes} />);
    expect(screen.getByText(/Odgers’ spare-host policy/)).toHaveTextContent(
      'For comparison, Odgers’ spare-host policy would keep N+1 at 1 node.',
    );
  });

  it('the licence line of one node: the default all-flash type, 2 sockets of 24 cores', () => {
    const config = configWith((c) => (c.nodes[0]!.count = 1));
    render(<LicencesPanel config={config} clusters={config.clusters} />);
    expect(screen.getByText(/ CPUs?, /)).toHaveTextContent(/^1 node, 2 CPUs, 48 physical cores; /);
  });

  it('the licence line of two nodes keeps the plural', () => {
    const config = configWith((c) => (c.nodes[0]!.count = 2));
    render(<LicencesPanel config={config} clusters={config.clusters} />);
    expect(screen.getByText(/ CPUs?, /)).toHaveTextContent(/^2 nodes, /);
  });

  /** The runway panel of a growing, block-aware cluster of `perBlock` nodes a block. */
  function renderRunway(perBlock: 1 | 2) {
    const config = configWith((c) => {
      c.faultDomains = { ...c.faultDomains, awareness: 'block', nodesPerBlock: perBlock };
      c.nodes[0]!.count = 4;
      c.workload.growth = { yearlyShare: 0.6, years: 3 };
    });
    const cluster = config.clusters[0]!;
    const result = engine.evaluate(cluster, config.nodeTypes);
    if (!result.runway) throw new Error('expected a runway');
    render(
      <RunwayPanel
        runway={result.runway}
        nodeCount={result.nodeCount}
        ctx={{
          evaluated: { config, cluster, nodeTypes: config.nodeTypes },
          clusterIndex: 0,
          printing: false,
          store: createDocumentStore(openDocument(config)),
        }}
      />,
    );
  }

  it('blocks of one node are bought in whole nodes: no "whole blocks of 1 nodes"', () => {
    renderRunway(1);
    expect(screen.getByText(/An alternative to buying every node on day one/)).toHaveTextContent('(whole nodes)');
    expect(document.body).not.toHaveTextContent(/blocks of 1 node/);
    expect(screen.getByLabelText('At least per purchase')).not.toHaveAttribute('aria-describedby');
  });

  it('blocks of two nodes are bought in whole blocks, and the purchase step says so', () => {
    renderRunway(2);
    expect(screen.getByText(/An alternative to buying every node on day one/)).toHaveTextContent('(whole blocks of 2 nodes)');
    expect(screen.getByText('Block- or rack-aware: rounded up to whole blocks of 2 nodes.')).toBeInTheDocument();
  });
});
