// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { StrictMode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { ImportEntry } from '../../../src/features/import/ImportEntry';
import { handInventory } from '../../../src/ui/chooseInventory';
import { defaultConfig } from '../../../src/model/defaultConfig';

/** Each import worker made, as a stand-in that never answers: what matters is which are stopped. */
const made: { terminated: boolean; files?: File[] }[] = [];
class StandInWorker {
  private readonly record: { terminated: boolean; files?: File[] } = { terminated: false };
  onmessage: unknown = null;
  onerror: unknown = null;
  constructor() {
    made.push(this.record);
  }
  postMessage(message: { type: string; files?: File[] }) {
    if (message.type === 'read') this.record.files = message.files;
  }
  terminate() {
    this.record.terminated = true;
  }
}
vi.stubGlobal('Worker', StandInWorker);

afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

it('a file handed by the toolbar before the entry is drawn is read by a worker left running, in React’s development mode too', async () => {
  const file = new File(['name,vcpu\n'], 'vms.csv');
  handInventory(file);
  const undoable = {
    apply: () => null,
    undo: () => false,
    latestStep: () => null,
    subscribe: () => () => {},
    getState: () => ({ valid: defaultConfig() }),
  };
  // StrictMode in development leaves each effect and comes back at once, as a section drawn again would.
  render(
    <StrictMode>
      <ImportEntry clusterIndex={0} clusterName="Cluster 1" groupCount={3} dispatch={() => {}} undoable={undoable as never} />
    </StrictMode>,
  );
  expect(await screen.findByRole('heading', { name: /vms\.csv/ })).toBeInTheDocument();
  await vi.waitFor(() => expect(made.filter((w) => !w.terminated)).toHaveLength(1));
  // The file is read by the worker left running; any other was stopped as the entry left.
  expect(made.find((w) => !w.terminated)!.files).toEqual([file]);
});
