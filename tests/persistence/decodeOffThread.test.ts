import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { decodeOffThread, READ_ON_PAGE_MAX_CHARS } from '../../src/persistence/decodeOffThread';
import { decodeShareLink, encodeShareLink } from '../../src/schema/shareLink';

/** A link longer than the page reads itself: 400 distinct VM groups. */
async function longFragment(): Promise<string> {
  const c = defaultConfig();
  const g = c.clusters[0]!.workload.vmGroups[0]!;
  c.clusters[0]!.workload.vmGroups = Array.from({ length: 400 }, (_, i) => ({ ...g, id: `g${i}`, name: `Group ${i}`, count: i + 1 }));
  const encoded = await encodeShareLink(c);
  if (!encoded.ok) throw new Error('not encoded');
  expect(encoded.fragment.length).toBeGreaterThan(READ_ON_PAGE_MAX_CHARS);
  return encoded.fragment;
}

interface WorkerSide {
  onmessage: ((e: MessageEvent) => void) | null;
  onerror: (() => void) | null;
}

/** A stand-in for the browser's Worker: `behave` decides what the worker does with a message. */
function fakeWorker(behave: (self: WorkerSide, message: string) => void) {
  const made: FakeWorker[] = [];
  class FakeWorker implements WorkerSide {
    onmessage: ((e: MessageEvent) => void) | null = null;
    onerror: (() => void) | null = null;
    onmessageerror: (() => void) | null = null;
    terminated = false;
    constructor(public url: URL) {
      made.push(this);
    }
    postMessage(message: string) {
      behave(this, message);
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return made;
}

afterEach(() => vi.unstubAllGlobals());

describe('decodeOffThread', () => {
  it('reads a short link on the page, without starting a worker', async () => {
    const made = fakeWorker(() => {
      throw new Error('no worker expected');
    });
    const encoded = await encodeShareLink(defaultConfig());
    if (!encoded.ok) throw new Error('not encoded');
    expect(await decodeOffThread(encoded.fragment)).toEqual(await decodeShareLink(encoded.fragment));
    expect(made).toEqual([]);
  });

  it('reads a long link in a worker, and stops the worker once it has answered', async () => {
    const made = fakeWorker(
      (self, message) => void decodeShareLink(message).then((r) => self.onmessage?.({ data: JSON.stringify(r) } as MessageEvent)),
    );
    const fragment = await longFragment();
    const result = await decodeOffThread(fragment);
    expect(result).toEqual(await decodeShareLink(fragment));
    expect(result.ok && result.config.clusters[0]!.workload.vmGroups).toHaveLength(400);
    expect(made).toHaveLength(1);
    expect(made[0]!.url.pathname).toMatch(/linkDecode\.worker/);
    expect(made[0]!.terminated).toBe(true);
  });

  it('reads the link on the page when the worker fails, or cannot start', async () => {
    const fragment = await longFragment();
    const expected = await decodeShareLink(fragment);
    const failing = fakeWorker((self) => queueMicrotask(() => self.onerror?.()));
    expect(await decodeOffThread(fragment)).toEqual(expected);
    expect(failing[0]!.terminated).toBe(true);
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('refused by policy');
        }
      },
    );
    expect(await decodeOffThread(fragment)).toEqual(expected);
  });
});
