// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageController } from '../../src/app/controller';
import type { Evaluator } from '../../src/app/evaluator';
import { engine } from '../../src/app/pageResult';
import { createPrefsStore } from '../../src/app/prefsStore';
import { openDocument } from '../../src/document/draft';
import { createDocumentStore } from '../../src/document/store';
import { KEYS } from '../../src/persistence/keys';
import { SessionStore } from '../../src/persistence/sessionStore';
import { memoryStorage } from '../../src/persistence/storage';
import { EN } from '../../src/i18n/en/page';
import { scenarioNames } from '../../src/features/sessions/scenarioNames';
import { defaultConfig } from '../../src/model/defaultConfig';

afterEach(() => vi.useRealTimers());

/** A controller on the engine and a storage in memory; typed keys wait for `paint`. */
function page(autosaveMs = 400) {
  let task: (() => void) | null = null;
  const doc = createDocumentStore(openDocument(defaultConfig()), { schedule: (t) => ((task = t), () => (task = null)) });
  const storage = memoryStorage();
  const sessions = new SessionStore(storage, { names: scenarioNames(EN.sessions) });
  const asked: string[] = [];
  const evaluator: Evaluator = {
    evaluate: (cluster, nodeTypes) => (asked.push(cluster.name), engine.evaluate(cluster, nodeTypes)),
    evaluatePlan: engine.evaluatePlan,
  };
  const c = createPageController({ doc, prefs: createPrefsStore(), sessions, evaluator, tables: { lang: 'en', m: EN }, autosaveMs });
  return { c, doc, storage, asked, paint: () => task?.() };
}

const RF = ['clusters', 0, 'protection', 'rf'];
const savedRf = (storage: ReturnType<typeof memoryStorage>) =>
  JSON.parse(storage.getItem(KEYS.current) ?? 'null')?.config.clusters[0].protection.rf as number | undefined;

describe('the page controller', () => {
  it('autosaves after a pause, once for a burst of changes', () => {
    vi.useFakeTimers();
    const { c, storage } = page();
    c.doc.dispatch({ type: 'setField', path: ['clusters', 0, 'name'], value: 'A' });
    c.doc.dispatch({ type: 'setField', path: RF, value: 3 });
    expect(savedRf(storage)).toBeUndefined();
    vi.advanceTimersByTime(399);
    expect(savedRf(storage)).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(savedRf(storage)).toBe(3);
  });

  it('flush takes the keys typed but not yet in the document into the autosave at once', () => {
    const { c, storage } = page(60_000);
    c.doc.type({ type: 'setField', path: RF, value: 3 });
    expect(c.doc.getState().valid.clusters[0]!.protection.rf).toBe(2);
    c.flush();
    expect(savedRf(storage)).toBe(3);
  });

  it('sizes the cluster on screen only, again when the valid document or the cluster shown changes', () => {
    const { c, asked } = page();
    expect(asked).toEqual(['Cluster 1']);
    // A draft with a problem asks nothing: the last valid result stays.
    c.doc.dispatch({ type: 'setField', path: RF, value: 'x' });
    expect(asked).toEqual(['Cluster 1']);
    c.doc.dispatch({ type: 'setField', path: RF, value: 3 });
    c.doc.dispatch({ type: 'addCluster', clusterIndex: 0, name: 'DR' });
    expect(asked).toEqual(['Cluster 1', 'Cluster 1', 'DR']);
    expect(c.result.getState()).toMatchObject({ updating: false, failed: false });
    expect(c.result.getState().context?.cluster.name).toBe('DR');
    // Another cluster's edit asks nothing for the one on screen; the plan summary follows it.
    c.doc.dispatch({ type: 'setField', path: ['clusters', 0, 'name'], value: 'Main' });
    expect(asked).toEqual(['Cluster 1', 'Cluster 1', 'DR']);
    expect(c.plan.getState().result?.rows.map((r) => r.name)).toEqual(['Main', 'DR']);
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z or Ctrl+Y, but not in a field marked as its own', () => {
    const { c } = page();
    const detach = c.attach(window);
    try {
      c.doc.dispatch({ type: 'setField', path: RF, value: 3 });
      const key = (init: KeyboardEventInit, target: EventTarget = window) =>
        target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
      const own = document.createElement('div');
      own.dataset.ownUndo = '';
      const input = own.appendChild(document.createElement('input'));
      document.body.appendChild(own);
      expect(key({ key: 'z', ctrlKey: true }, input)).toBe(true);
      expect(c.doc.getState().draft.clusters[0]!.protection.rf).toBe(3);
      expect(key({ key: 'z', ctrlKey: true })).toBe(false);
      expect(c.doc.getState().draft.clusters[0]!.protection.rf).toBe(2);
      key({ key: 'Z', ctrlKey: true, shiftKey: true });
      expect(c.doc.getState().draft.clusters[0]!.protection.rf).toBe(3);
      key({ key: 'z', metaKey: true });
      key({ key: 'y', ctrlKey: true });
      expect(c.doc.getState().draft.clusters[0]!.protection.rf).toBe(3);
      own.remove();
    } finally {
      detach();
    }
  });

  it('keeps the language and unit the user chose, not a link’s', () => {
    const { c } = page();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    c.prefs.set({ capacityUnit: 'TB' });
    expect(setItem).not.toHaveBeenCalled();
    c.choose({ capacityUnit: 'TB' });
    expect(setItem).toHaveBeenCalledWith('hci-sizer.prefs', JSON.stringify({ lang: 'en', capacityUnit: 'TB' }));
    setItem.mockRestore();
  });
});
