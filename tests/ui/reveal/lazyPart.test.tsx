// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  // React's own scheduler, not act's: a render in a transition that meets code arriving within a
  // microtask waits for it and carries on from where it stopped, the way the page's renders do.
  it('keeps its state when first drawn in a transition while its code arrived', async () => {
    const wasAct = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const el = document.body.appendChild(document.createElement('div'));
    const root = createRoot(el);
    try {
      // Code already fetched with its section: the import resolves within a microtask.
      const part = lazyPart(() => Promise.resolve(Counter));
      const page = (label: string) => (
        <Suspense fallback={<p>loading</p>}>
          <part.Part label={label} />
        </Suspense>
      );
      startTransition(() => root.render(page('groups 3')));
      await vi.waitFor(() => expect(el.textContent).toBe('groups 3: 0'));
      flushSync(() => el.querySelector('button')!.click());
      expect(el.textContent).toBe('groups 3: 1');
      flushSync(() => root.render(page('groups 795')));
      expect(el.textContent).toBe('groups 795: 1');
    } finally {
      root.unmount();
      el.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });
});
