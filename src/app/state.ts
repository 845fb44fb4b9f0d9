import type { SizingConfig } from '../model/config';
import { defaultConfig } from '../model/defaultConfig';
import { type ParseResult, parseConfig } from '../schema/parse';
import type { CapacityUnit } from '../i18n/numbers';
import { editDocument, type EditedDocument, openDocument, restoreDocument, withDraft } from '../document/draft';
import type { Intent } from '../document/intents';

export interface UiPrefs {
  capacityUnit: CapacityUnit;
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
  | { type: 'selectCluster'; index: number };

export function initialState(config: SizingConfig = defaultConfig(), prefs: Partial<UiPrefs> = {}): SizingState {
  return { ...openDocument(config), prefs: { capacityUnit: 'TiB', clusterIndex: 0, ...prefs } };
}

/** The page reopening a saved document, with the half-typed draft when one can be taken back. */
export function restoredState(config: SizingConfig, draft: unknown, prefs: Partial<UiPrefs> = {}): SizingState {
  return { ...restoreDocument(config, draft), prefs: initialState(config, prefs).prefs };
}

export function sizingReducer(state: SizingState, action: Action): SizingState {
  switch (action.type) {
    case 'setCapacityUnit':
      return { ...state, prefs: { ...state.prefs, capacityUnit: action.unit } };
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

export function createSizingStore(state: SizingState = initialState()): SizingStore {
  const listeners = new Set<Listener>();
  const dispatch = (action: Action) => {
    const previous = state;
    state = sizingReducer(state, action);
    if (state !== previous) for (const l of [...listeners]) l(state, previous);
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
