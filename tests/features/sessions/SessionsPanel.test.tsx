// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SizingConfig } from '../../../src/model/config';
import { defaultConfig } from '../../../src/model/defaultConfig';
import { SessionsPanel } from '../../../src/features/sessions/SessionsPanel';
import { KEYS } from '../../../src/persistence/keys';
import { SessionStore } from '../../../src/persistence/sessionStore';
import { memoryStorage } from '../../../src/persistence/storage';
import { useSessions } from '../../../src/features/sessions/useSessions';
import { scenarioNames } from '../../../src/features/sessions/scenarioNames';
import { SESSIONS_EN } from '../../../src/i18n/en/sessions';

const names = scenarioNames(SESSIONS_EN);

afterEach(cleanup);

function Harness({ store, onOpen }: { store: SessionStore; onOpen: (c: SizingConfig) => void }) {
  const sessions = useSessions(store, () => undefined);
  return <SessionsPanel sessions={sessions} onOpen={onOpen} formatTime={(iso) => iso.slice(0, 10)} />;
}

function setup(storage = memoryStorage()) {
  let n = 0;
  const store = new SessionStore(storage, { names, newId: () => `s${++n}`, now: () => new Date('2026-11-21T10:00:00Z') });
  const onOpen = vi.fn();
  render(<Harness store={store} onOpen={onOpen} />);
  return { store, onOpen, storage };
}

describe('the scenarios panel', () => {
  it('saves under a name, lists, duplicates, renames and opens', () => {
    const { store, onOpen } = setup();
    expect(screen.getByText('No saved scenarios yet.')).toBeInTheDocument();
    expect(screen.getByText('(not saved)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Scenario name'), { target: { value: 'Plan A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as new' }));
    const list = screen.getByRole('list', { name: 'Saved scenarios' });
    expect(within(list).getByText('Plan A (open)')).toBeInTheDocument();
    expect(screen.getByText('(saved)')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Duplicate: Plan A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rename: Plan A (copy)' }));
    const input = within(list).getByDisplayValue('Plan A (copy)');
    fireEvent.change(input, { target: { value: 'Plan B' } });
    fireEvent.click(within(list).getByRole('button', { name: 'Done' }));
    expect(store.getState().scenarios.map((s) => s.name)).toEqual(['Plan A', 'Plan B']);

    fireEvent.click(screen.getByRole('button', { name: 'Open: Plan B' }));
    expect(onOpen).toHaveBeenCalledWith(defaultConfig());
    expect(within(list).getByText('Plan B (open)')).toBeInTheDocument();
  });

  it('"Save" uses the name typed beside it: a new scenario, then the open one renamed', () => {
    const { store } = setup();
    fireEvent.change(screen.getByLabelText('Scenario name'), { target: { value: 'Typed name' } });
    fireEvent.click(screen.getByRole('button', { name: /^Save$/ }));
    expect(store.getState().scenarios.map((s) => s.name)).toEqual(['Typed name']);
    expect(screen.getByLabelText('Scenario name')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Scenario name'), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('button', { name: /^Save$/ }));
    expect(store.getState().scenarios.map((s) => s.name)).toEqual(['Renamed']);
    expect(store.getState().current).toMatchObject({ name: 'Renamed', dirty: false });
  });

  it('an import with problems lists them by field path', async () => {
    setup();
    const file = new File(
      [JSON.stringify({ ...defaultConfig(), clusters: [{ ...defaultConfig().clusters[0]!, headroom: { mode: 'always' } }] })],
      'bad.json',
      { type: 'application/json' },
    );
    fireEvent.change(screen.getByLabelText(/Import file/), { target: { files: [file] } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('bad.json was not imported. Problems:');
    // The wording of each problem is the schema's; the panel shows every one with its field path.
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent!.split(' ')[0]),
    ).toEqual([
      'clusters[0].headroom.mode',
      'clusters[0].headroom.fixedDomains',
      'clusters[0].headroom.surviveSecondFailure',
      'clusters[0].headroom.selfHealGoal',
    ]);
  });

  it('a save into a full storage reads as kept in this page only, never as saved, and is said once', () => {
    const inner = memoryStorage();
    const full = {
      ...inner,
      get length() {
        return inner.length;
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    setup(full);
    fireEvent.change(screen.getByLabelText('Scenario name'), { target: { value: 'Gamma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as new' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save as new' }));
    expect(screen.getByText('(kept in this page only)')).toBeInTheDocument();
    expect(screen.queryByText('(saved)')).toBeNull();
    expect(screen.getByText(/what you change or save now lasts only while this page is open/)).toBeInTheDocument();
    expect(screen.queryByText(/Your work is kept in this browser as you type/)).toBeNull();
    expect(screen.getAllByText(/Could not save in this browser/)).toHaveLength(1);
  });

  it('reports data set aside at start-up', () => {
    setup(memoryStorage({ [KEYS.current]: 'not json' }));
    expect(screen.getByRole('alert')).toHaveTextContent(`Stored data (${KEYS.current}) could not be read. It was set aside, not deleted`);
    expect(screen.getByRole('heading', { name: 'Set-aside data' })).toBeInTheDocument();
  });
});
