// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { INPUTS_EN } from '../../src/i18n/en/inputs';
import { defaultConfig } from '../../src/model/defaultConfig';
import { loadWhatThePageLoads, renderPage } from './renderPage';

/*
 * In a file of its own: the advanced fields load once per module registry, and another test of the
 * page would have loaded them before this one clicks.
 */
afterEach(cleanup);
// What loads as it is reached or once the page is used is in; the advanced fields are left to arrive late.
beforeAll(loadWhatThePageLoads);

it('opens a collapsed section to reach a warned input, also when its fields have not arrived yet', async () => {
  const config = defaultConfig();
  config.clusters[0]!.nodes[0]!.count = 3;
  renderPage(config);
  const warning = document.querySelector('[data-code="threshold-cpu"]') as HTMLElement;
  expect(warning).toBeTruthy();
  // Fields are looked up by label within their sections: a label query over the whole page takes a second in jsdom.
  const advanced = within(document.querySelector<HTMLElement>('details.advanced')!);
  // The advanced fields load after the start: a click before they are there is answered when they arrive.
  expect(advanced.queryByLabelText(INPUTS_EN.thresholds.cpu)).toBeNull();
  act(() => within(warning).getByRole('link').click());
  const cpu = await advanced.findByLabelText(INPUTS_EN.thresholds.cpu, {}, { timeout: 8000 });
  await waitFor(() => expect(document.activeElement).toBe(cpu));
  expect(cpu.closest('details')).toHaveAttribute('open');
  // Once they are there, the link focuses the field at once.
  act(() =>
    within(document.getElementById('in-clusters-0-dataReduction')!).getByLabelText(INPUTS_EN.dataReduction.compressionRatio).focus(),
  );
  act(() => within(warning).getByRole('link').click());
  expect(document.activeElement).toBe(cpu);
});
