// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyUse } from '../../src/app/earlyUse';

function page() {
  document.body.innerHTML = `
    <div id="root">
      <form><button id="quick" type="button">Quick calculator</button><button id="off" type="button" disabled>Undo</button>
      <button id="submit">Go</button><input id="name" /></form>
    </div>
    <button id="outside" type="button">Elsewhere</button>`;
  const root = document.getElementById('root')!;
  const clicks: string[] = [];
  document.addEventListener('click', (e) => clicks.push((e.target as HTMLElement).id));
  return { root, clicks, get: (id: string) => document.getElementById(id)! };
}

const key = (init: KeyboardEventInit) => {
  const e = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  window.dispatchEvent(e);
  return e;
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('what is done on the page before the app takes it over', () => {
  it('a click on one of the page’s buttons is clicked again once the app has it; a disabled one, or one outside the page, is not', () => {
    const p = page();
    const early = keepEarlyUse(p.root);
    p.get('quick').click();
    p.get('off').click();
    p.get('outside').click();
    const replay = early.handOver();
    p.clicks.length = 0;
    replay();
    expect(p.clicks).toEqual(['quick']);
  });

  it('what is done after the hand-over is the app’s own: not kept, not clicked twice', () => {
    const p = page();
    const early = keepEarlyUse(p.root);
    const replay = early.handOver();
    p.get('quick').click();
    p.clicks.length = 0;
    replay();
    expect(p.clicks).toEqual([]);
  });

  it('a button the page drew afresh is gone, and what it was clicked for with it', () => {
    const p = page();
    const early = keepEarlyUse(p.root);
    p.get('quick').click();
    p.root.innerHTML = '<button id="quick" type="button">Quick calculator</button>';
    p.clicks.length = 0;
    early.handOver()();
    expect(p.clicks).toEqual([]);
  });

  it('find, Tab and print are asked again once each, in order; the browser’s own print is held back for the app’s', () => {
    const p = page();
    const early = keepEarlyUse(p.root);
    expect(key({ key: 'Tab' }).defaultPrevented).toBe(false);
    key({ key: 'Tab' });
    key({ key: 'f', ctrlKey: true });
    expect(key({ key: 'p', ctrlKey: true }).defaultPrevented).toBe(true);
    key({ key: 'p', ctrlKey: true });
    // Not the print keys, which the app does not answer either: the browser's own.
    expect(key({ key: 'P', ctrlKey: true, shiftKey: true }).defaultPrevented).toBe(false);
    key({ key: 'a' });
    key({ key: 'z', ctrlKey: true });
    const replay = early.handOver();
    const heard: string[] = [];
    window.addEventListener('keydown', (e) => heard.push(`${e.ctrlKey ? 'Ctrl+' : ''}${e.key}`));
    replay();
    expect(heard).toEqual(['Tab', 'Ctrl+f', 'Ctrl+p']);
    expect(p.clicks).toEqual([]);
  });

  it('the page’s form is not submitted before the app listens: it would reload the page', () => {
    const p = page();
    keepEarlyUse(p.root);
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    p.get('submit').closest('form')!.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
  });
});
