// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecommendationPanel } from '../../../src/features/results/recommendation/RecommendationPanel';
import { WarningsPanel } from '../../../src/features/results/warnings/WarningsPanel';
import { defaultConfig } from '../../../src/model/defaultConfig';
import { size } from '../../../src/model/headless';

afterEach(cleanup);

/** A type name that opens a right-to-left override and never closes it. */
const RLO = 'Evil \u202Eedoc';

describe('names are isolated from the sentence around them', () => {
  it('the recommended type and a warning naming a type each sit in a <bdi>, text unchanged', () => {
    const config = defaultConfig();
    config.nodeTypes[1]!.name = RLO;
    // One all-flash node beside hybrids breaks a mixing rule: the warning names the type.
    config.clusters[0]!.nodes = [
      { nodeTypeId: 'hybrid', count: 4 },
      { nodeTypeId: 'all-flash', count: 1 },
    ];
    const result = size(config).clusters[0]!;
    const rec = render(<RecommendationPanel result={result} nodeTypes={config.nodeTypes} />);
    const isolated = [...rec.container.querySelectorAll('bdi')].map((b) => b.textContent);
    expect(isolated).toContain(RLO);
    const warnings = render(<WarningsPanel result={result} config={config} />);
    const named = [...warnings.container.querySelectorAll('.warning-text bdi')].map((b) => b.textContent);
    expect(named).toContain(RLO);
    expect(warnings.container.textContent).toContain(`Unsupported: ${RLO} is a storage-heavy or all-flash type`);
  });
});
