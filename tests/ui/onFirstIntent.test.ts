// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onFirstIntent } from '../../src/ui/onFirstIntent';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('code for what a person does next loads on their first move', () => {
  it('runs once, on the first key, pointer, touch, wheel or focus, and not again', () => {
    for (const type of ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'focusin']) {
      const task = vi.fn();
      onFirstIntent(task);
      expect(task).not.toHaveBeenCalled();
      window.dispatchEvent(new Event(type));
      window.dispatchEvent(new Event('keydown'));
      vi.advanceTimersByTime(60_000);
      expect(task, type).toHaveBeenCalledTimes(1);
    }
  });

  it('runs after the page has been left alone for the fallback, and not before', () => {
    const task = vi.fn();
    onFirstIntent(task, 15_000);
    vi.advanceTimersByTime(14_999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const task = vi.fn();
    const cancel = onFirstIntent(task);
    cancel();
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
  });

  it('ignores a pointer move the browser makes up, without movement, after a layout under a resting pointer', () => {
    const task = vi.fn();
    onFirstIntent(task);
    window.dispatchEvent(Object.assign(new Event('pointermove'), { movementX: 0, movementY: 0 }));
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(Object.assign(new Event('pointermove'), { movementX: 0, movementY: 3 }));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('ignores what is not a person using the page (a resize, a message)', () => {
    const task = vi.fn();
    onFirstIntent(task);
    window.dispatchEvent(new Event('resize'));
    window.dispatchEvent(new Event('message'));
    expect(task).not.toHaveBeenCalled();
  });
});

describe('where the page was used before the code asking came', () => {
  it('runs in the next task, without waiting for another move', async () => {
    vi.resetModules();
    const fresh = await import('../../src/ui/onFirstIntent');
    fresh.noteUse();
    const task = vi.fn();
    fresh.onFirstIntent(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(60_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
