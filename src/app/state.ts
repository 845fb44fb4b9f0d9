import type { SizingConfig } from '../model/config';
import { defaultConfig } from '../model/defaultConfig';
import { type ParseResult, parseConfig } from '../schema/parse';
import type { CapacityUnit } from '../schema/shareLink';
import type { Lang } from '../schema/lang';
import { editDocument, type EditedDocument, openDocument, restoreDocument, withDraft } from '../document/draft';
import { applyIntent } from '../document/edit';
import type { Intent, TypedIntent } from '../document/intents';
import { type Undoable, undoFor } from '../document/undo';

export interface UiPrefs {
  capacityUnit: CapacityUnit;
  /** The language of every text; numbers and dates follow it. */
  lang: Lang;
  /** Which cluster of the document the page shows. */
  clusterIndex: number;
}

/** The page's whole state: the sizing document being edited and the UI preferences. */
export interface SizingState extends EditedDocument {
  prefs: UiPrefs;
}

export type Action =
  | Intent
  | { type: 'replaceConfig'; config: SizingConfig }
  | { type: 'setCapacityUnit'; unit: CapacityUnit }
  | { type: 'setLang'; lang: Lang }
  | { type: 'selectCluster'; index: number };

const initialPrefs = (prefs: Partial<UiPrefs>): UiPrefs => ({ capacityUnit: 'TiB', lang: 'en', clusterIndex: 0, ...prefs });

export function initialState(config: SizingConfig = defaultConfig(), prefs: Partial<UiPrefs> = {}): SizingState {
  return { ...openDocument(config), prefs: initialPrefs(prefs) };
}

/** The page reopening a saved document, with the half-typed draft when one can be taken back. */
export function restoredState(config: SizingConfig, draft: unknown, prefs: Partial<UiPrefs> = {}): SizingState {
  return { ...restoreDocument(config, draft), prefs: initialPrefs(prefs) };
}

export function sizingReducer(state: SizingState, action: Action): SizingState {
  switch (action.type) {
    case 'setCapacityUnit':
      return { ...state, prefs: { ...state.prefs, capacityUnit: action.unit } };
    case 'setLang':
      return { ...state, prefs: { ...state.prefs, lang: action.lang } };
    case 'selectCluster':
      return { ...state, prefs: { ...state.prefs, clusterIndex: clamp(action.index, state.draft.clusters.length) } };
    case 'replaceConfig':
      return { ...withDraft(state, action.config), prefs: { ...state.prefs, clusterIndex: 0 } };
    default: {
      const doc = editDocument(state, action);
      if (doc === state) return state;
      const clusterIndex = clusterShownAfter(action, state.prefs.clusterIndex, doc.draft.clusters.length);
      // The same preferences object while they stay the same: the header's controls follow it.
      return { ...doc, prefs: clusterIndex === state.prefs.clusterIndex ? state.prefs : { ...state.prefs, clusterIndex } };
    }
  }
}

/** A cluster added or duplicated is shown at once; removing one shows its neighbour. */
function clusterShownAfter(action: Action, shown: number, length: number): number {
  switch (action.type) {
    case 'addCluster':
      return length - 1;
    case 'duplicateCluster':
      return action.clusterIndex + 1;
    case 'removeCluster':
      return clamp(action.clusterIndex < shown ? shown - 1 : shown, length);
    default:
      return shown;
  }
}

const clamp = (i: number, length: number) => Math.max(0, Math.min(length - 1, i));

export type Listener = (state: SizingState, previous: SizingState) => void;

/**
 * The state behind the page, outside React so that share links and saved sessions can read it,
 * replace the whole document and follow every change.
 */
export interface SizingStore extends Undoable {
  getState(): SizingState;
  dispatch(action: Action): void;
  /**
   * A keystroke in a field that shows what was typed on its own: the document takes it once the
   * browser has painted the key (see StoreOptions.deferTyping), or before any other action.
   */
  type(intent: TypedIntent): void;
  /** Takes typed keys into the document now: before the page is hidden or left. */
  flushTyping(): void;
  subscribe(listener: Listener): () => void;
  /** Validates and, when valid, replaces the document; returns the problems otherwise. */
  replaceConfig(input: unknown): ParseResult;
}

export interface StoreOptions {
  /**
   * Keys go into the document once the browser has painted them, so a keystroke waits neither for
   * the page re-rendering with the new draft (3 to 4 ms with 1,000 VM groups on screen) nor for
   * the validation of the whole document (several milliseconds), nor for the results drawn again.
   * The field shows the key at once from its own state; problems and results follow a frame later.
   */
  deferTyping?: boolean;
}

/** Longest wait for a frame: a hidden page paints none, and its typing must still reach the document. */
const FRAME_WAIT_MS = 100;

/** Runs `task` in a task after the next frame (or after FRAME_WAIT_MS without one); returns a cancel. */
function afterPaint(task: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    task();
  };
  const fallback = setTimeout(once, typeof requestAnimationFrame === 'function' ? FRAME_WAIT_MS : 0);
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(once, 0)) : undefined;
  return () => {
    done = true;
    clearTimeout(fallback);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}

export function createSizingStore(state: SizingState = initialState(), options: StoreOptions = {}): SizingStore {
  const listeners = new Set<Listener>();
  let typed: TypedIntent[] = [];
  let cancelWait: (() => void) | undefined;
  const commit = (next: SizingState) => {
    const previous = state;
    state = next;
    if (state !== previous) for (const l of [...listeners]) l(state, previous);
  };
  const flushTyping = () => {
    cancelWait?.();
    cancelWait = undefined;
    if (typed.length === 0) return;
    const draft = typed.reduce((d, intent) => applyIntent(d, intent), state.draft);
    typed = [];
    if (draft !== state.draft) commit({ ...withDraft(state, draft), prefs: state.prefs });
  };
  const dispatch = (action: Action) => {
    // Anything else sees the keys typed before it.
    flushTyping();
    commit(sizingReducer(state, action));
  };
  return {
    getState: () => state,
    dispatch,
    type(intent) {
      if (!options.deferTyping) return dispatch(intent);
      typed.push(intent);
      cancelWait ??= afterPaint(flushTyping);
    },
    flushTyping,
    apply(intent) {
      flushTyping();
      const before = state.draft;
      dispatch(intent);
      return undoFor(before, state.draft, intent);
    },
    undo(undo) {
      flushTyping();
      const before = state.draft;
      dispatch({ type: 'undo', undo });
      return state.draft !== before;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replaceConfig(input) {
      const parsed = parseConfig(input);
      if (parsed.ok) dispatch({ type: 'replaceConfig', config: parsed.config });
      return parsed;
    },
  };
}
