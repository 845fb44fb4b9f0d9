import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SizingConfig } from '../../src/model/config';
import { defaultConfig } from '../../src/model/defaultConfig';
import type { DecodeResult } from '../../src/schema/shareLink';
import { decodeShareLink, encodeShareLink } from '../../src/schema/shareLink';
import { LinkHistory } from '../../src/persistence/linkHistory';
import { type LinkWindow, readShareLinkFromLocation, writeShareLink } from '../../src/persistence/linkLocation';

/** A browser history in miniature: entries, a position, popstate on back and forward. */
function fakeWindow(start = 'https://sizer.example/app/?x=1') {
  const entries = [start];
  const states: unknown[] = [null];
  let at = 0;
  const listeners = new Set<() => void>();
  const w: LinkWindow & { back(): void; forward(): void; type(url: string): void; entries: string[]; at(): number } = {
    location: {
      get href() {
        return entries[at]!;
      },
      get hash() {
        const i = entries[at]!.indexOf('#');
        return i < 0 ? '' : entries[at]!.slice(i);
      },
    },
    history: {
      get state() {
        return states[at];
      },
      pushState: (d, _u, url) => {
        entries.splice(at + 1, entries.length, url!);
        states.splice(at + 1, states.length, structuredClone(d));
        at++;
      },
      replaceState: (d, _u, url) => {
        entries[at] = url!;
        states[at] = structuredClone(d);
      },
    },
    addEventListener: (_t, l) => void listeners.add(l),
    removeEventListener: (_t, l) => void listeners.delete(l),
    back: () => {
      at--;
      listeners.forEach((l) => l());
    },
    forward: () => {
      at++;
      listeners.forEach((l) => l());
    },
    /** The user types or pastes an address: a new entry without the page's state. */
    type: (url: string) => {
      entries.splice(at + 1, entries.length, url);
      states.splice(at + 1, states.length, null);
      at++;
      listeners.forEach((l) => l());
    },
    entries,
    at: () => at,
  };
  return w;
}

const withNodes = (n: number): SizingConfig => {
  const c = defaultConfig();
  c.clusters[0]!.nodes[0]!.count = n;
  return c;
};
const fragmentOf = async (c: SizingConfig) => {
  const e = await encodeShareLink(c);
  if (!e.ok) throw new Error('too large');
  return '#' + e.fragment;
};
/** Moves through history and waits until the page opened the new state: decoding a link is asynchronous, and slower on a loaded machine. */
async function moved(move: () => void, opened: readonly unknown[]) {
  const before = opened.length;
  move();
  for (let i = 0; i < 1000 && opened.length === before; i++) await new Promise((r) => setTimeout(r, 5));
}

describe('the address bar follows the config', () => {
  it('replaces while typing, adds an entry per settled change, and back/forward open those states', async () => {
    const w = fakeWindow();
    const opened: DecodeResult[] = [];
    const h = new LinkHistory({
      window: w,
      settleMs: 60_000,
      onNavigate: (r, how) => {
        expect(how.own).toBe(true);
        opened.push(r);
      },
    });

    await h.update(withNodes(4), { initial: true });
    expect(w.entries).toEqual([`https://sizer.example/app/?x=1${await fragmentOf(withNodes(4))}`]);

    // One burst of typing: 5, 6, 7 -> one new entry, written at once, holding the last state once
    // the burst settles (a pause, or leaving the field).
    await h.update(withNodes(5));
    expect(w.location.hash).toBe(await fragmentOf(withNodes(5)));
    await h.update(withNodes(6));
    await h.update(withNodes(7));
    h.settle();
    await h.update(withNodes(9));
    expect(w.entries).toHaveLength(3);
    expect(w.entries[1]).toContain(await fragmentOf(withNodes(7)));
    expect(w.location.hash).toBe(await fragmentOf(withNodes(9)));

    await moved(() => w.back(), opened);
    expect(opened.at(-1)).toMatchObject({ ok: true, config: withNodes(7) });
    // The page opens that state; writing it back changes nothing.
    await h.update(withNodes(7));
    expect(w.entries).toHaveLength(3);
    expect(w.at()).toBe(1);

    await moved(() => w.back(), opened);
    expect(opened.at(-1)).toMatchObject({ ok: true, config: withNodes(4) });
    await moved(() => w.forward(), opened);
    expect(opened.at(-1)).toMatchObject({ ok: true, config: withNodes(7) });
    expect(opened).toHaveLength(3);
    h.dispose();
  });

  it('while typing goes on, the address catches up within a quarter of a second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    const w = fakeWindow();
    const h = new LinkHistory({ window: w, settleMs: 60_000, onNavigate: () => undefined });
    await h.update(withNodes(4), { initial: true });
    await h.update(withNodes(5));
    await h.update(withNodes(6));
    expect(w.location.hash).toBe(await fragmentOf(withNodes(5)));
    const six = await fragmentOf(withNodes(6));
    await vi.advanceTimersByTimeAsync(249);
    // The same state again: its promise holds every write queued so far.
    await h.update(withNodes(6));
    expect(w.location.hash).toBe(await fragmentOf(withNodes(5)));
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(w.location.hash).toBe(six), { timeout: 10_000 });
    expect(w.entries).toHaveLength(2);
    h.dispose();
  });

  it('tells back and forward from a link typed or pasted into the address bar', async () => {
    const start = `https://sizer.example/${await fragmentOf(withNodes(4))}`;
    const w = fakeWindow(start);
    const opened: { config: SizingConfig; own: boolean }[] = [];
    const h = new LinkHistory({
      window: w,
      settleMs: 60_000,
      onNavigate: (r, how) => void opened.push({ config: r.config, own: how.own }),
    });
    // The page opened on a link it did not write: the entry becomes its own all the same.
    await h.update(withNodes(4), { initial: true });
    expect(w.entries).toEqual([start]);
    await h.update(withNodes(5));
    const typed = `https://sizer.example/${await fragmentOf(withNodes(8))}`;
    await moved(() => w.type(typed), opened);
    expect(opened.at(-1)).toEqual({ config: withNodes(8), own: false });
    await moved(() => w.back(), opened);
    expect(opened.at(-1)).toEqual({ config: withNodes(5), own: true });
    await moved(() => w.back(), opened);
    expect(opened.at(-1)).toEqual({ config: withNodes(4), own: true });
    h.dispose();
  });

  it('opens only the entry the browser is on when a long link read in a worker arrives after a later step', async () => {
    // A worker that answers late: a long link, read off the page, answers only once released,
    // after the short one typed next has opened.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answered: Promise<void>[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        onmessage: ((e: MessageEvent) => void) | null = null;
        postMessage(fragment: string) {
          answered.push(
            Promise.all([decodeShareLink(fragment), held]).then(([r]) => this.onmessage?.({ data: JSON.stringify(r) } as MessageEvent)),
          );
        }
        terminate() {}
      },
    );
    try {
      const long = defaultConfig();
      const g = long.clusters[0]!.workload.vmGroups[0]!;
      long.clusters[0]!.workload.vmGroups = Array.from({ length: 400 }, (_, i) => ({
        ...g,
        id: `g${i}`,
        name: `Group ${i}`,
        count: i + 1,
      }));
      const w = fakeWindow();
      const opened: SizingConfig[] = [];
      const h = new LinkHistory({ window: w, settleMs: 60_000, onNavigate: (r) => void opened.push(r.config) });
      await h.update(withNodes(4), { initial: true });
      w.type(`https://sizer.example/${await fragmentOf(long)}`);
      w.type(`https://sizer.example/${await fragmentOf(withNodes(8))}`);
      await vi.waitFor(() => expect(opened).toEqual([withNodes(8)]), { timeout: 10_000 });
      expect(answered).toHaveLength(1);
      release();
      await Promise.all(answered);
      // What the late answer would set off runs in microtasks, all done before the next task.
      await new Promise((r) => setTimeout(r, 0));
      expect(opened).toEqual([withNodes(8)]);
      h.dispose();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('writes nothing once disposed, not even a link it was still encoding', async () => {
    const w = fakeWindow();
    const h = new LinkHistory({ window: w, settleMs: 60_000, onNavigate: () => {} });
    await h.update(withNodes(4), { initial: true });
    const pending = h.update(withNodes(5));
    h.dispose();
    await pending;
    expect(w.entries).toEqual([`https://sizer.example/app/?x=1${await fragmentOf(withNodes(4))}`]);
  });

  it('read and write helpers: a page without a link reads null, a written link reads back', async () => {
    const w = fakeWindow('https://sizer.example/#results');
    expect(await readShareLinkFromLocation(w)).toBeNull();
    await writeShareLink(withNodes(6), { push: true }, w);
    expect(w.entries).toHaveLength(2);
    expect(await readShareLinkFromLocation(w)).toMatchObject({ ok: true, config: withNodes(6) });
    await writeShareLink(withNodes(6), { push: true }, w);
    expect(w.entries).toHaveLength(2); // the same link is not pushed twice
  });
});
