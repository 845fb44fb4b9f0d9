// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UtilisationPanel } from '../../../../src/features/results/utilisation/UtilisationPanel';
import { CPU_FACTOR_EN } from '../../../../src/i18n/en/cpuFactor';
import { PANELS_EN } from '../../../../src/i18n/en/panels';
import { defaultConfig } from '../../../../src/model/defaultConfig';
import { size } from '../../../../src/model/headless';

afterEach(cleanup);

describe('the utilisation table', () => {
  it('a resource with nothing left after the loss reads as a failure of its own, not as missing IOPS figures', () => {
    // Two all-flash nodes at RF2, N+1: the one survivor holds no second copy, so no storage is left.
    const config = defaultConfig();
    config.clusters[0]!.nodes = [{ nodeTypeId: 'all-flash', count: 2 }];
    const result = size(config).clusters[0]!;
    expect(result.capacity.afterLoss.share).toBeNull();
    const { container } = render(<UtilisationPanel result={result} />);
    const storage = [...container.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.includes(PANELS_EN.utilisation.storage))!;
    expect(storage).toHaveTextContent(PANELS_EN.utilisation.noneLeft);
    expect(storage).not.toHaveTextContent(PANELS_EN.utilisation.noFigures);
    expect(storage.querySelector('.meter--over')).not.toBeNull();
  });
});

describe('the per-core factor under the utilisation', () => {
  const withCpus = (sourceCpus: { model: string; cores: number; perCoreRate?: number }[]) => {
    const config = defaultConfig();
    config.nodeTypes = config.nodeTypes.map((t) =>
      t.id === 'all-flash' ? { ...t, cpu: { model: 'Intel Xeon Gold 6442Y', perCoreRate: 490 / 48 } } : t,
    );
    config.clusters[0]!.sourceCpus = sourceCpus;
    return size(config).clusters[0]!;
  };

  it('says the factor and both per-core figures: 10.21 ÷ 5.8 = ×1.76', async () => {
    const { findByTestId } = render(
      <UtilisationPanel result={withCpus([{ model: 'Intel Xeon Gold 6248', cores: 128, perCoreRate: 5.8 }])} />,
    );
    expect(await findByTestId('cpu-factor')).toHaveTextContent(
      'Cores weighted ×1.76: Intel Xeon Gold 6442Y, 10.21 per core ÷ 5.8 per core of the source hosts (SPECrate2017_int_base).',
    );
  });

  it('says which figure is missing where the factor is 1', async () => {
    const { findByTestId } = render(<UtilisationPanel result={withCpus([{ model: 'Intel Xeon E5-2680', cores: 432 }])} />);
    expect(await findByTestId('cpu-factor')).toHaveTextContent(
      'Cores weighted ×1: no per-core figure for the source hosts’ Intel Xeon E5-2680, so 1: each core of the target counts as one of theirs, however much newer.',
    );
  });

  it('lists the source hosts the sizing assumes, each with its cores and figure or the want of one', async () => {
    // The Nutanix sizing workshop's vHost as an import keeps it (none of its CPUs has a figure), beside a Gold 6248.
    const result = withCpus([
      { model: 'Intel Xeon E5-2680', cores: 432 },
      { model: 'Intel Xeon X5675', cores: 36 },
      { model: 'Intel Xeon Gold 6248', cores: 128, perCoreRate: 5.8 },
    ]);
    const { findByTestId } = render(<UtilisationPanel result={result} />);
    const list = await findByTestId('cpu-factor-sources');
    expect(list).toHaveTextContent(CPU_FACTOR_EN.sourcesHeading);
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Intel Xeon E5-2680: 432 cores, no per-core figure',
      'Intel Xeon X5675: 36 cores, no per-core figure',
      'Intel Xeon Gold 6248: 128 cores, 5.8 per core (SPECrate2017_int_base)',
    ]);
  });

  it('says nothing for a sizing that names no CPU', () => {
    const { queryByTestId } = render(<UtilisationPanel result={size(defaultConfig()).clusters[0]!} />);
    expect(queryByTestId('cpu-factor')).toBeNull();
  });
});
