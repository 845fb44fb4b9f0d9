// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCriticalWarnings, RecommendationPanel } from '../../../../src/features/results/recommendation/RecommendationPanel';
import { EN } from '../../../../src/i18n/en/page';
import { defaultConfig } from '../../../../src/model/defaultConfig';
import { size } from '../../../../src/model/headless';

afterEach(cleanup);
// The critical warnings' words load with the first one (a chunk of their own).
beforeAll(loadCriticalWarnings);

const verdictFor = (edit: (c: ReturnType<typeof defaultConfig>['clusters'][number]) => void) => {
  const config = defaultConfig();
  edit(config.clusters[0]!);
  const result = size(config).clusters[0]!;
  render(<RecommendationPanel result={result} nodeTypes={config.nodeTypes} />);
  return { result, verdict: screen.getByTestId('configured-verdict') };
};

describe('the verdict on the configured cluster', () => {
  it('reads as a clean pass only when no sizing rule is broken', () => {
    const { verdict } = verdictFor(() => undefined);
    expect(verdict).toHaveClass('rec-verdict--ok');
    expect(verdict).not.toHaveTextContent(EN.recommendation.notCleanPass);
  });

  it('a fixed N+0 meets every constraint but is no clean pass', () => {
    const { result, verdict } = verdictFor((c) => (c.headroom = { ...c.headroom, mode: 'fixed', fixedDomains: 0 }));
    expect(result.feasible).toBe(true);
    expect(verdict).toHaveClass('rec-verdict--caution');
    expect(verdict).toHaveTextContent(EN.recommendation.notCleanPass);
  });

  it('RF2 with 34 nodes at a fixed N+1 (the rule asks N+2): a critical warning, no clean pass', () => {
    const { result, verdict } = verdictFor((c) => {
      c.nodes = [{ nodeTypeId: 'all-flash', count: 34 }];
      c.headroom = { ...c.headroom, mode: 'fixed', fixedDomains: 1 };
    });
    expect(result.warnings.find((w) => w.code === 'large-cluster-n1')).toMatchObject({ severity: 'critical' });
    expect(verdict).toHaveClass('rec-verdict--caution');
  });

  it('one critical warning is said in the singular, no "warning(s)"', () => {
    // N+0 on the default cluster: headroom-n0 is its one critical warning.
    const { result } = verdictFor((c) => (c.headroom = { ...c.headroom, mode: 'fixed', fixedDomains: 0 }));
    expect(result.warnings.filter((w) => w.severity === 'critical')).toHaveLength(1);
    expect(screen.getByTestId('critical-warnings')).toHaveTextContent(/^⚠ A critical warning applies to your cluster: N\+0/);
  });
});

describe('the recommendation beside a fixed headroom below the rule', () => {
  it('N+0: the recommended size holds N+1, and the N+0 size is shown beside it in amber as what was asked for', () => {
    const { result } = verdictFor((c) => (c.headroom = { ...c.headroom, mode: 'fixed', fixedDomains: 0 }));
    const rec = result.recommendation!;
    if (rec.status !== 'feasible') throw new Error('expected a recommendation');
    expect(rec).toMatchObject({ headroomRaised: true, headroomDomains: 1 });
    expect(screen.getByTestId('recommended-nodes')).toHaveTextContent(`Recommended: ${rec.nodes} nodes`);
    expect(screen.getByTestId('headroom-raised')).toBeInTheDocument();
    const asked = screen.getByTestId('asked-size');
    expect(asked).toHaveClass('rec-verdict--caution');
    expect(asked).toHaveTextContent(`With the headroom as set (N+0): ${rec.asked!.nodes} nodes would meet every constraint`);
  });
});

describe('the IOPS check without IOPS figures on the VM groups', () => {
  it('reads "No data" on NVMe nodes, never "Met"', () => {
    const { result } = verdictFor((c) => {
      c.nodes = [{ nodeTypeId: 'all-nvme', count: 6 }];
      for (const g of c.workload.vmGroups) g.iops = 0;
    });
    expect(result.performance.status).toBe('ok');
    expect(result.constraints.find((k) => k.id === 'iops')).toMatchObject({ checked: false });
    const row = screen.getByRole('rowheader', { name: EN.constraints.iops }).closest('tr')!;
    expect(row).toHaveTextContent(EN.recommendation.noData);
    expect(row).not.toHaveTextContent(EN.recommendation.pass);
  });
});
