import type { SizingConfig } from '../model/config';
import { defaultConfig } from '../model/defaultConfig';
import { type ParseResult, parseConfig } from '../schema/parse';
import type { CapacityUnit } from '../i18n/numbers';
import type { Lang } from '../schema/lang';
import { editDocument, type EditedDocument, openDocument, restoreDocument, withDraft } from '../document/draft';
import { applyIntent } from '../document/edit';
import type { Intent } from '../document/intents';

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

export function initialState(config: SizingConfig = defaultConfig(), prefs: Partial<UiPrefs> = {}): SizingState {
  return { ...openDocument(config), prefs: { capacityUnit: 'TiB', lang: 'en', clusterIndex: 0, ...prefs } };
}

/** The page reopening a saved document, with the half-typed draft when one can be taken back. */
export function restoredState(config: SizingConfig, draft: unknown, prefs: Partial<UiPrefs> = {}): SizingState {
  return { ...restoreDocument(config, draft), prefs: initialState(config, prefs).prefs };
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
      return doc === state ? state : { ...doc, prefs: state.prefs };
    }
  }
}

const clamp = (i: number, length: number) => Math.max(0, Math.min(length - 1, i));

export type Listener = (state: SizingState, previous: SizingState) => void;

/**
 * The state behind the page, outside React so that share links and saved sessions can read it,
 * replace the whole document and follow every change.
 */
export interface SizingStore {
  getState(): SizingState;
  dispatch(action: Action): void;
  subscribe(listener: Listener): () => void;
  /** Validates and, when valid, replaces the document; returns the problems otherwise. */
  replaceConfig(input: unknown): ParseResult;
}

export interface StoreOptions {
  /**
   * Typing shows at once and is validated in the next task, so the browser paints the keystroke
   * before validating a document of 1,000 VM groups (several milliseconds). Problems and the valid
   * document follow a task later; components see them then.
   */
  deferValidation?: boolean;
}

export function createSizingStore(state: SizingState = initialState(), options: StoreOptions = {}): SizingStore {
  const listeners = new Set<Listener>();
  let validation: ReturnType<typeof setTimeout> | undefined;
  const commit = (next: SizingState) => {
    const previous = state;
    state = next;
    if (state !== previous) for (const l of [...listeners]) l(state, previous);
  };
  const validate = () => {
    validation = undefined;
    commit({ ...withDraft(state, state.draft), prefs: state.prefs });
  };
  const dispatch = (action: Action) => {
    if (options.deferValidation && action.type === 'setField') {
      const draft = applyIntent(state.draft, action);
      if (draft === state.draft) return;
      commit({ ...state, draft });
      validation ??= setTimeout(validate, 0);
      return;
    }
    // Anything else sees the document validated as it is now.
    if (validation !== undefined) {
      clearTimeout(validation);
      validate();
    }
    commit(sizingReducer(state, action));
  };
  return {
    getState: () => state,
    dispatch,
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
