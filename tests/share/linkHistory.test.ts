import { describe, expect, it } from 'vitest';
import type { SizingConfig } from '../../src/model/config';
import { defaultConfig } from '../../src/model/defaultConfig';
import type { DecodeResult } from '../../src/schema/shareLink';
import { encodeShareLink } from '../../src/schema/shareLink';
import { LinkHistory } from '../../src/features/share/linkHistory';
import { type LinkWindow, readShareLinkFromLocation, writeShareLink } from '../../src/features/share/location';

/** A browser history in miniature: entries, a position, popstate on back and forward. */
function fakeWindow(start = 'https://sizer.example/app/?x=1') {
  const entries = [start];
  let at = 0;
  const listeners = new Set<() => void>();
  const w: LinkWindow & { back(): void; forward(): void; entries: string[]; at(): number } = {
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
      pushState: (_d, _u, url) => {
        entries.splice(at + 1, entries.length, url!);
        at++;
      },
      replaceState: (_d, _u, url) => {
        entries[at] = url!;
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
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('the address bar follows the config', () => {
  it('replaces while typing, adds an entry per settled change, and back/forward open those states', async () => {
    const w = fakeWindow();
    const opened: DecodeResult[] = [];
    const h = new LinkHistory({ window: w, settleMs: 60_000, onNavigate: (r) => opened.push(r) });

    await h.update(withNodes(4), { initial: true });
    expect(w.entries).toEqual([`https://sizer.example/app/?x=1${await fragmentOf(withNodes(4))}`]);

    // One burst of typing: 5, 6, 7 -> one new entry holding the last state.
    await h.update(withNodes(5));
    await h.update(withNodes(6));
    await h.update(withNodes(7));
    expect(w.entries).toHaveLength(2);
    expect(w.location.hash).toBe(await fragmentOf(withNodes(7)));

    h.settle(); // a pause, or leaving the field
    await h.update(withNodes(9));
    expect(w.entries).toHaveLength(3);

    w.back();
    await tick();
    expect(opened.at(-1)).toMatchObject({ ok: true, config: withNodes(7) });
    // The page opens that state; writing it back changes nothing.
    await h.update(withNodes(7));
    expect(w.entries).toHaveLength(3);
    expect(w.at()).toBe(1);

    w.back();
    await tick();
    expect(opened.at(-1)).toMatchObject({ ok: true, config: withNodes(4) });
    w.forward();
    await tick();
    expect(opened.at(-1)).toMatchObject({ ok: true, config: withNodes(7) });
    expect(opened).toHaveLength(3);
    h.dispose();
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
