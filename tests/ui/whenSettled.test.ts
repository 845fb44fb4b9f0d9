// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, whenSettled } from '../../src/ui/whenSettled';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A window as far as the wait reads it: its document's state, its load event, its timers, idle callbacks. */
function fakeWindow(readyState: DocumentReadyState, withIdle = true, loadEventEnd?: number) {
  const target = new EventTarget();
  const idle: (() => void)[] = [];
  const started = Date.now();
  const win = {
    document: { readyState },
    // The page's clock from its start, and its navigation's timing once it has loaded.
    performance: {
      now: () => Date.now() - started,
      getEntriesByType: (type: string) => (type === 'navigation' && loadEventEnd !== undefined ? [{ loadEventEnd }] : []),
    },
    addEventListener: target.addEventListener.bind(target),
    setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
    ...(withIdle && {
      requestIdleCallback: (f: () => void, options?: IdleRequestOptions) => {
        idle.push(f);
        // The browser runs it by its timeout at the latest.
        if (options?.timeout === undefined) return;
        setTimeout(() => {
          const at = idle.indexOf(f);
          if (at < 0) return;
          idle.splice(at, 1);
          f();
        }, options.timeout);
      },
    }),
  } as unknown as Window;
  return { win, load: () => target.dispatchEvent(new Event('load')), runIdle: () => idle.splice(0).forEach((f) => f()) };
}

/** The task has not run `ms - 1` from now, and has once at `ms`. */
function expectRunAt(task: ReturnType<typeof vi.fn>, ms: number) {
  vi.advanceTimersByTime(ms - 1);
  expect(task).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledTimes(1);
}

describe('work for later visits waits until the page has settled', () => {
  it('runs after the load event, SETTLE_MS more and an idle moment, not before any of them', () => {
    const task = vi.fn();
    const { win, load, runIdle } = fakeWindow('interactive');
    whenSettled(task, win);
    vi.advanceTimersByTime(60_000);
    runIdle();
    expect(task).not.toHaveBeenCalled();
    load();
    vi.advanceTimersByTime(SETTLE_MS - 1);
    runIdle();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled();
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs by the idle callback’s timeout on a page that never idles', () => {
    const task = vi.fn();
    const { win, load } = fakeWindow('interactive');
    whenSettled(task, win);
    load();
    expectRunAt(task, 2 * SETTLE_MS);
  });

  it('counts from the load event on a page already loaded, and runs at once after the pause without idle callbacks', () => {
    const task = vi.fn();
    // Loaded at 300 ms; asked at 2,300 ms, as an app started by a use then asks.
    const { win } = fakeWindow('complete', false, 300);
    vi.advanceTimersByTime(2_300);
    whenSettled(task, win);
    expectRunAt(task, SETTLE_MS - 2_000);
  });

  it('runs at once when asked after the pause has passed, as by the app the settled page itself started', () => {
    const task = vi.fn();
    const { win } = fakeWindow('complete', false, 300);
    vi.advanceTimersByTime(300 + SETTLE_MS + 200);
    whenSettled(task, win);
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('counts from now where the browser gives no load time', () => {
    const task = vi.fn();
    whenSettled(task, fakeWindow('complete', false).win);
    expectRunAt(task, SETTLE_MS);
  });
});
