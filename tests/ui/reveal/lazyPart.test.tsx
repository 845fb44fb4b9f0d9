// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart } from '../../../src/ui/reveal/lazyPart';

afterEach(cleanup);

/** A part with state of its own, as the import's panel has (its file read, its choices). */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}

describe('a part whose code loads apart', () => {
  it('keeps its state when drawn again after its code arrived, though it was first drawn before', async () => {
    let arrive!: (c: typeof Counter) => void;
    const part = lazyPart(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
    const page = (label: string) => (
      <Suspense fallback={<p>loading</p>}>
        <part.Part label={label} />
      </Suspense>
    );
    const { rerender } = render(page('groups 3'));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive(Counter));
    fireEvent.click(await screen.findByRole('button', { name: 'groups 3: 0' }));
    expect(screen.getByRole('button').textContent).toBe('groups 3: 1');
    // New props (an import applied: other groups) draw it again; its state stays.
    rerender(page('groups 795'));
    expect(screen.getByRole('button').textContent).toBe('groups 795: 1');
  });

  it('is drawn at once, without suspending, when its code arrived before', async () => {
    const part = lazyPart(() => Promise.resolve(Counter));
    await part.load();
    render(
      <Suspense fallback={<p>loading</p>}>
        <part.Part label="drawn" />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('drawn: 0');
  });
});
