// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openDocument } from '../../../src/document/draft';
import { createDocumentStore } from '../../../src/document/store';
import { DraftProvider, draftSource } from '../../../src/features/inputs/DraftContext';
import { WorkloadSection } from '../../../src/features/inputs/WorkloadSection';
import { EN } from '../../../src/i18n/en/page';
import { INPUTS_EN } from '../../../src/i18n/en/inputs';
import { createFormatter } from '../../../src/i18n/numbers';
import { LocaleProvider } from '../../../src/ui/locale/LocaleContext';
import { t } from '../../../src/ui/locale/t';
import { numberedGroups } from '../../fixtures/numberedGroups';

afterEach(cleanup);

const w = INPUTS_EN.workload;

/** The workload table over a real document store: 60 groups, "Group N" counting N VMs. */
function renderTable() {
  const config = numberedGroups(60);
  const store = createDocumentStore(openDocument(config));
  render(
    <LocaleProvider value={{ lang: 'en', m: EN, fmt: createFormatter('en', 'TiB', EN) }}>
      <DraftProvider value={{ source: draftSource(store), clusterIndex: 0, dispatch: store.dispatch, type: store.type }}>
        <WorkloadSection />
      </DraftProvider>
    </LocaleProvider>,
  );
  const table = screen.getByRole('table');
  const count = (name: string) => screen.getByLabelText(t(w.cellLabel, { column: w.count, name })) as HTMLInputElement;
  const rowNames = () =>
    [...table.querySelectorAll('tbody tr')].map((tr) => (tr.querySelector('input[type="text"]') as HTMLInputElement).value);
  const turn = (way: 'next' | 'previous') =>
    act(() => screen.getByRole('button', { name: way === 'next' ? w.nextPage : w.previousPage }).click());
  const stored = (i: number) => store.getState().draft.clusters[0]!.workload.vmGroups[i]!;
  return { store, table, count, rowNames, turn, stored };
}

describe('the pages of the VM group table', () => {
  it('show each page’s own groups, drawn into the rows already there', () => {
    const { count, rowNames, turn } = renderTable();
    const firstRowCount = count('Group 1');
    expect(firstRowCount.value).toBe('1');
    turn('next');
    expect(rowNames()).toEqual(Array.from({ length: 25 }, (_, i) => `Group ${i + 26}`));
    // The same element, now Group 26's: nothing of the page was made anew.
    expect(count('Group 26')).toBe(firstRowCount);
    expect(firstRowCount.value).toBe('26');
    expect(firstRowCount.id).toBe('in-clusters-0-workload-vmGroups-25-count');
    turn('next');
    expect(rowNames()).toEqual(Array.from({ length: 10 }, (_, i) => `Group ${i + 51}`));
    turn('previous');
    turn('previous');
    expect(count('Group 1').value).toBe('1');
  });

  it('do not carry what was typed into one group over to the group drawn in its place', () => {
    const { count, turn, stored } = renderTable();
    const field = count('Group 2');
    act(() => fireEvent.change(field, { target: { value: '7x' } }));
    act(() => fireEvent.change(count('Group 3'), { target: { value: '30' } }));
    turn('next');
    expect(count('Group 27').value).toBe('27');
    expect(count('Group 28').value).toBe('28');
    expect(count('Group 27')).not.toHaveAttribute('aria-invalid', 'true');
    turn('previous');
    // Each typed value stayed with its own group.
    expect(count('Group 2').value).toBe('7x');
    expect(count('Group 2')).toHaveAttribute('aria-invalid', 'true');
    expect(count('Group 3').value).toBe('30');
    expect(stored(1).count).toBe('7x');
    expect(stored(2).count).toBe(30);
    expect(stored(26).count).toBe(27);
  });

  it('keep a focused group’s field with it when a group is added above it, made anew only for the newcomer', () => {
    const { store, table, count, rowNames } = renderTable();
    const rows = [...table.querySelectorAll('tbody tr')];
    const field = count('Group 3');
    act(() => field.focus());
    // Group 1 duplicated: its copy comes second, Group 25 moves to the next page.
    act(() => store.dispatch({ type: 'duplicateVmGroup', clusterIndex: 0, vmGroupId: 'g1', name: 'Copy' }));
    expect(rowNames().slice(0, 4)).toEqual(['Group 1', 'Copy', 'Group 2', 'Group 3']);
    expect(rowNames()).not.toContain('Group 25');
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('3');
    const after = [...table.querySelectorAll('tbody tr')];
    // Every row that stayed is the same element, in its place; only the copy's row is new.
    expect(after.filter((tr) => rows.includes(tr))).toEqual(rows.slice(0, 24));
    expect(rows.includes(after[1]!)).toBe(false);
  });

  it('leave a field whose group left the page while it held the focus', async () => {
    const { count, turn } = renderTable();
    const field = count('Group 3');
    act(() => field.focus());
    // A click that leaves the focus where it was (a tap on some phones): the page turns under it.
    turn('next');
    await act(async () => {});
    expect(field.value).toBe('28');
    expect(document.activeElement).toBe(document.body);
  });

  it('show the new group’s own value where the text typed for the group before reads as the same number', () => {
    const { turn, stored } = renderTable();
    expect(stored(26).vcpu).toBe(stored(1).vcpu);
    const vcpu = (name: string) => screen.getByLabelText(t(w.cellLabel, { column: w.vcpu, name })) as HTMLInputElement;
    act(() => fireEvent.change(vcpu('Group 2'), { target: { value: `${stored(1).vcpu}.0` } }));
    expect(vcpu('Group 2').value).toBe(`${stored(1).vcpu}.0`);
    turn('next');
    expect(vcpu('Group 27').value).toBe(String(stored(26).vcpu));
  });
});
