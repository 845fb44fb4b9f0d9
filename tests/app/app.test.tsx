// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../../src/app/afterPaint';
import { EN } from '../../src/i18n/en/page';
import { PANELS_EN } from '../../src/i18n/en/panels';
import { INPUTS_EN } from '../../src/i18n/en/inputs';
import { createFormatter } from '../../src/i18n/numbers';
import { defaultConfig } from '../../src/model/defaultConfig';
import { FORMULAS_EN as FORMULAS } from '../../src/i18n/en/formulas';
import { size } from '../../src/model/headless';
import { loadWhatThePageLoads, memorySessions, renderPage } from './renderPage';

// Recharts needs layout that jsdom does not do; the charts have their own e2e coverage.
vi.mock('../../src/features/results/waterfall/WaterfallChart', () => ({ default: () => <div data-testid="waterfall-chart" /> }));
vi.mock('../../src/features/results/margins/MarginChart', () => ({ default: () => <div data-testid="margin-chart" /> }));

afterEach(cleanup);
beforeAll(loadWhatThePageLoads);

const setup = renderPage;

const type = (el: HTMLElement, value: string) => act(() => fireEvent.change(el, { target: { value } }));

describe('sizing workspace', () => {
  it('opens on the default sizing with the engine’s recommendation', () => {
    setup();
    const rec = size(defaultConfig()).clusters[0]!.recommendation!;
    expect(rec.status).toBe('feasible');
    const headline = screen.getByTestId('recommended-nodes');
    expect(headline).toHaveAttribute('data-nodes', String(rec.status === 'feasible' ? rec.nodes : ''));
    expect(headline).toHaveTextContent(`Recommended: ${rec.status === 'feasible' ? rec.nodes : ''} nodes`);
  });

  it('shows an invalid input at the field with its allowed range and keeps the last results, marked stale', () => {
    setup();
    const before = screen.getByTestId('recommended-nodes').textContent;
    const count = screen.getByLabelText(/^Nodes of All-flash/);
    type(count, 'many');
    expect(count).toHaveAttribute('aria-invalid', 'true');
    const message = document.getElementById(`${count.id}-error`)!;
    expect(count.getAttribute('aria-describedby')).toContain(message.id);
    expect(message).toHaveTextContent(/enter a number \(must be at least 0 and at most 256\)/);
    expect(screen.getByTestId('recommended-nodes').textContent).toBe(before);
    expect(screen.getAllByText(EN.app.staleTag).length).toBeGreaterThan(3);
    expect(screen.getByRole('status')).toHaveTextContent(EN.app.staleBannerOne);

    // A number outside the range is told the whole range, not only the bound it broke.
    type(count, '300');
    expect(document.getElementById(`${count.id}-error`)).toHaveTextContent(/ must be at least 0 and at most 256\.$/);
    type(count, '-3');
    expect(document.getElementById(`${count.id}-error`)).toHaveTextContent(/ must be at least 0 and at most 256\.$/);

    type(count, '3');
    expect(count).not.toHaveAttribute('aria-invalid');
    expect(screen.queryAllByText(EN.app.staleTag)).toHaveLength(0);
  });

  it('a name at its length limit says that the rest was left out', () => {
    setup();
    const cut = 'At most 120 characters: the rest was left out.';
    const name = screen.getByLabelText(EN.plan.clusterName);
    type(name, 'x'.repeat(119));
    expect(screen.queryByText(cut)).toBeNull();
    type(name, 'x'.repeat(120));
    expect(screen.getByText(cut)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(cut);
    const [group] = screen.getAllByLabelText(/^Name, /);
    type(group!, 'y'.repeat(120));
    expect(group).toHaveAccessibleDescription(cut);
  });

  it('states percentage ranges in percent', () => {
    setup();
    const [hot] = screen.getAllByLabelText(/^Hot %, /);
    type(hot!, '150');
    expect(document.getElementById(`${hot!.id}-error`)).toHaveTextContent(/ must be at least 0 % and at most 100 %\.$/);
  });

  it('opens a figure’s derivation with formula, inputs and source', async () => {
    setup();
    const raw = size(defaultConfig()).clusters[0]!.capacity.waterfall[0]!;
    const fmt = createFormatter(navigator.language, 'TiB', EN);
    const why = screen.getByRole('button', { name: `Why ${PANELS_EN.steps.raw} is ${fmt.figure(raw.figure)}` });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    act(() => why.click());
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(why.getAttribute('aria-controls')!)!;
    expect(region).toBeVisible();
    expect(await within(region).findByText(FORMULAS.raw)).toBeInTheDocument();
    expect(region).toHaveTextContent(EN.sourceTitles[raw.figure.derivation.source]);
    act(() => fireEvent.keyDown(region, { key: 'Escape' }));
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(why);
  });

  it('flags inferred sources as assumptions', () => {
    setup();
    const growth = screen.getByRole('button', { name: /^Why growth factor is/ });
    act(() => growth.click());
    const region = document.getElementById(growth.getAttribute('aria-controls')!)!;
    expect(region).toHaveTextContent(EN.sourceKinds.infer);
    expect(region).toHaveTextContent(EN.derivation.assumption);
  });

  it('does not flag an arithmetic step as an assumption', () => {
    setup();
    const logical = screen.getByRole('button', { name: new RegExp(`^Why ${PANELS_EN.steps.logical} is`) });
    act(() => logical.click());
    const region = document.getElementById(logical.getAttribute('aria-controls')!)!;
    expect(region).toHaveTextContent(EN.sourceKinds.arithmetic);
    expect(region).not.toHaveTextContent(EN.derivation.assumption);
  });

  it('switches every capacity between TiB and TB', () => {
    setup();
    const row = () => document.querySelector('[data-step="raw"] .figure-value')!.textContent;
    expect(row()).toMatch(/TiB$/);
    act(() => screen.getByRole('radio', { name: 'TB' }).click());
    expect(row()).toMatch(/ TB$/);
  });

  it('links each warning to the input it concerns', () => {
    const config = defaultConfig();
    config.clusters[0]!.dataReduction.compressionRatio = 5;
    setup(config);
    const warning = document.querySelector('[data-code="reduction-above-3"]')!;
    expect(warning).toBeTruthy();
    act(() =>
      within(warning as HTMLElement)
        .getByRole('link')
        .click(),
    );
    expect(document.activeElement).toBe(screen.getByLabelText(INPUTS_EN.dataReduction.compressionRatio));
  });

  it('adds, duplicates and removes VM groups', () => {
    setup();
    const rows = () => document.querySelectorAll('.workload-table tbody tr').length;
    const start = rows();
    act(() => screen.getByRole('button', { name: INPUTS_EN.workload.add }).click());
    expect(rows()).toBe(start + 1);
    act(() => screen.getByRole('button', { name: 'Duplicate File server' }).click());
    expect(screen.getByDisplayValue('File server (copy)')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Remove File server (copy)' }).click());
    expect(rows()).toBe(start + 1);
  });

  it('keeps what the user typed, such as a trailing zero', () => {
    setup();
    const compression = screen.getByLabelText(INPUTS_EN.dataReduction.compressionRatio) as HTMLInputElement;
    type(compression, '2.50');
    expect(compression.value).toBe('2.50');
    expect(compression).not.toHaveAttribute('aria-invalid');
  });
});

it('rewrites no other input when one is typed in, so a keystroke costs the browser one field', async () => {
  setup();
  const count = document.getElementById('in-clusters-0-workload-vmGroups-0-count') as HTMLInputElement;
  const touched = new Set<string>();
  const observer = new MutationObserver((records) => {
    for (const r of records)
      if (r.target instanceof HTMLInputElement || r.target instanceof HTMLSelectElement) touched.add(r.target.id || r.target.name);
  });
  for (const part of document.querySelectorAll('.page-header, .inputs-column')) observer.observe(part, { subtree: true, attributes: true });
  type(count, '12');
  await Promise.resolve();
  observer.disconnect();
  // React rewrites an input's name and type whenever it renders it with new props: here the
  // node counts, node types, cluster name, unit radios and file picker were all rewritten.
  expect([...touched]).toEqual([count.id]);
  expect(count.value).toBe('12');
});

describe('panel error boundary', () => {
  it('keeps a failing panel from blanking the others and recovers with the next result', async () => {
    const { Panel } = await import('../../src/features/results/Panel');
    const Boom = ({ fail }: { fail: boolean }) => {
      if (fail) throw new Error('broken panel');
      return <p>fine now</p>;
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = (fail: boolean, key: number) => (
      <>
        <Panel id="a" title="A" stale={false} resetKey={key}>
          <Boom fail={fail} />
        </Panel>
        <Panel id="b" title="B" stale={false} resetKey={key}>
          <p>other panel</p>
        </Panel>
      </>
    );
    const { rerender } = render(view(true, 1));
    expect(screen.getByRole('alert')).toHaveTextContent(EN.panel.failed);
    expect(screen.getByText('other panel')).toBeInTheDocument();
    rerender(view(false, 2));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('fine now')).toBeInTheDocument();
    quiet.mockRestore();
  });
});

describe('typing taken into the document a frame later', () => {
  it('shows each key at once; leaving the field or hiding the page takes the keys into the document and the autosave', () => {
    const sessions = memorySessions();
    const autosave = vi.spyOn(sessions, 'autosave');
    const store = setup(defaultConfig(), sessions, { schedule: afterPaint });
    const group = defaultConfig().clusters[0]!.workload.vmGroups[0]!;
    // Looked up by label within the VM group table: a label query over the whole page takes a second in jsdom.
    const table = within(document.querySelector<HTMLElement>('.workload-table')!);
    const count = table.getByLabelText(`${INPUTS_EN.workload.count}, ${group.name}`) as HTMLInputElement;
    const name = table.getByLabelText(`${INPUTS_EN.workload.name}, ${group.name}`) as HTMLInputElement;
    type(count, '77');
    type(name, 'Web tier');
    // On screen at once; not yet in the document, whose re-render and validation wait for the paint.
    expect(count.value).toBe('77');
    expect(name.value).toBe('Web tier');
    expect(store.getState().draft.clusters[0]!.workload.vmGroups[0]).toMatchObject({ count: group.count, name: group.name });
    // Leaving the field (a click on Undo, Duplicate, another cluster) first takes what was typed, so
    // whatever the click does sees it and the field follows what it does.
    act(() => {
      fireEvent.focusOut(count);
    });
    expect(store.getState().valid.clusters[0]!.workload.vmGroups[0]).toMatchObject({ count: 77, name: 'Web tier' });
    type(count, '78');
    autosave.mockClear();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(store.getState().valid.clusters[0]!.workload.vmGroups[0]).toMatchObject({ count: 78, name: 'Web tier' });
    expect(autosave).toHaveBeenCalledTimes(1);
    expect(autosave.mock.calls[0]![0].clusters[0]!.workload.vmGroups[0]).toMatchObject({ count: 78, name: 'Web tier' });
    // The fields keep what was typed once the document holds it.
    expect(count.value).toBe('78');
    expect(table.getByLabelText(`${INPUTS_EN.workload.count}, Web tier`)).toBe(count);
  });
});
