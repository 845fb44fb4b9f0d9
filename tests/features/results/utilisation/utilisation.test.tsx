// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UtilisationPanel } from '../../../../src/features/results/utilisation/UtilisationPanel';
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
