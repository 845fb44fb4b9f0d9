// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { engine } from '../../../src/app/pageResult';
import { CompareTable } from '../../../src/features/compare/CompareTable';
import { compare } from '../../../src/model/compare';
import { defaultConfig } from '../../../src/model/defaultConfig';

afterEach(cleanup);

it('marks a figure changed only where the shown values differ: 48.1% against 48.3% both read 48%', () => {
  const config = defaultConfig();
  const result = engine.evaluate(config.clusters[0]!, config.nodeTypes);
  const comparison = compare([result, result]);
  const rows = comparison.rows.map((r) => {
    if (r.id === 'ramNormal') return { ...r, values: [0.481, 0.483], differs: [false, true] };
    if (r.id === 'cpuNormal') return { ...r, values: [0.48, 0.61], differs: [false, true] };
    return r;
  });
  const scenarios = [
    { key: 0, name: 'Current', config },
    { key: 1, name: 'Option', config },
  ];
  const { container } = render(<CompareTable scenarios={scenarios} results={[result, result]} comparison={{ ...comparison, rows }} />);
  const cells = (id: string) => [...container.querySelectorAll(`tr[data-figure="${id}"] td`)];
  expect(cells('ramNormal').map((td) => td.textContent)).toEqual(['48%', '48%']);
  expect(cells('ramNormal').some((td) => td.classList.contains('compare-cell--changed'))).toBe(false);
  expect(cells('cpuNormal')[1]).toHaveClass('compare-cell--changed');
});
