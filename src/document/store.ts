import type { SizingConfig } from '../model/config';
import { defaultConfig } from '../model/defaultConfig';
import { type ParseResult, parseConfig } from '../schema/parse';
import { type EditedDocument, editDocument, openDocument, withDraft } from './draft';
import { emptyHistory, type History, latestStep, record, redo, seal, type Snapshot, undo } from './history';
import type { Intent, TypedIntent } from './intents';

/** The document being edited, the cluster on screen, and whether the history can step. */
export interface DocumentState extends EditedDocument {
  /** Which cluster of the document the page shows; undo and redo bring back the one shown then. */
  clusterIndex: number;
  canUndo: boolean;
  canRedo: boolean;
}

/** An action that a feature offers to take back itself ("Undo" beside an import): the step it made. */
export interface Undoable {
  /** Applies the intent as one step; returns the step's id, null when nothing changed. */
  apply(intent: Intent): number | null;
  /** Takes back step `id` while it is the latest (false otherwise: later edits come first, with Undo). */
  undo(id: number): boolean;
  /** The id of the step the next undo takes back: a message of a step it is no longer goes stale. */
  latestStep(): number | null;
  subscribe(listener: Listener): () => void;
}

export type Listener = (state: DocumentState, previous: DocumentState) => void;

/**
 * The document and its one history, outside React: the page's controller subscribes the autosave,
 * the address bar and the evaluator to it; the inputs subscribe field by field.
 */
export interface DocumentStore extends Undoable {
  getState(): DocumentState;
  dispatch(intent: Intent): void;
  /**
   * A keystroke in a field that shows what was typed on its own: the document takes it when the
   * scheduler says (after the paint), or before any other action. Keys typed into one field
   * without a pause are one step of the history.
   */
  type(intent: TypedIntent): void;
  /** Takes typed keys into the document now: before the page is hidden or left. */
  flushTyping(): void;
  /** A field was left: the next keys start a new step even in the same field. */
  endTyping(): void;
  select(clusterIndex: number): void;
  undo(id?: number): boolean;
  redo(): boolean;
  /** Another document opened (a link, a scenario): its history starts afresh. */
  open(config: SizingConfig): void;
  /** Validates (migrating older versions) and, when valid, opens the document; returns the problems otherwise. */
  openInput(input: unknown): ParseResult;
}

export interface StoreOptions {
  /**
   * When typed keys go into the document: the page passes "after the browser has painted them",
   * so a keystroke waits neither for the page re-rendering with the new draft nor for the
   * validation of the whole document. Returns a cancel. Without it, each key goes in at once.
   */
  schedule?: (task: () => void) => () => void;
  /** The clock that ends a burst of typing (ms). */
  nowMs?: () => number;
}

/** A cluster added or duplicated is shown at once; removing one shows its neighbour. */
function clusterShownAfter(intent: Intent, shown: number, length: number): number {
  switch (intent.type) {
    case 'addCluster':
      return length - 1;
    case 'duplicateCluster':
      return intent.clusterIndex + 1;
    case 'removeCluster':
      return clamp(intent.clusterIndex < shown ? shown - 1 : shown, length);
    default:
      return clamp(shown, length);
  }
}

const clamp = (i: number, length: number) => Math.max(0, Math.min(length - 1, i));

/** Keys typed into one field share a step; every other intent is a step of its own. */
const typingKey = (intent: TypedIntent) => JSON.stringify(intent.path);

export function createDocumentStore(opened: EditedDocument = openDocument(defaultConfig()), options: StoreOptions = {}): DocumentStore {
  const nowMs = options.nowMs ?? (() => Date.now());
  const listeners = new Set<Listener>();
  let doc: EditedDocument = opened;
  let clusterIndex = 0;
  let history: History = emptyHistory();
  let state: DocumentState = { ...doc, clusterIndex, canUndo: false, canRedo: false };
  let typed: TypedIntent[] = [];
  let cancelWait: (() => void) | undefined;

  const publish = () => {
    const next: DocumentState = {
      ...doc,
      clusterIndex,
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
    };
    const previous = state;
    state = next;
    for (const l of [...listeners]) l(state, previous);
  };
  const snapshot = (): Snapshot => ({ draft: doc.draft, clusterIndex });
  /** The document after a change made by the user, recorded as a step (or as part of the last). */
  const change = (next: EditedDocument, shown: number, key?: string) => {
    if (next === doc) return;
    const before = snapshot();
    doc = next;
    clusterIndex = shown;
    history = record(history, before, snapshot(), nowMs(), key);
    publish();
  };
  const restore = (to: Snapshot) => {
    doc = withDraft(doc, to.draft);
    clusterIndex = clamp(to.clusterIndex, to.draft.clusters.length);
    publish();
  };
  const flushTyping = () => {
    cancelWait?.();
    cancelWait = undefined;
    if (typed.length === 0) return;
    const keys = typed;
    typed = [];
    // A burst flushed at once may span fields; each field's keys join that field's step.
    for (const intent of keys) change(editDocument(doc, intent), clusterIndex, typingKey(intent));
  };
  const dispatch = (intent: Intent) => {
    // Anything else sees the keys typed before it.
    flushTyping();
    const next = editDocument(doc, intent);
    change(next, clusterShownAfter(intent, clusterIndex, next.draft.clusters.length));
  };
  const open = (config: SizingConfig) => {
    cancelWait?.();
    cancelWait = undefined;
    typed = [];
    doc = withDraft(doc, config);
    clusterIndex = 0;
    history = emptyHistory();
    publish();
  };
  /** One step back or forward through the history; false when there is none that way. */
  const move = (way: typeof undo | typeof redo) => {
    flushTyping();
    const moved = way(history);
    if (!moved) return false;
    history = moved.history;
    restore(moved.snapshot);
    return true;
  };

  return {
    getState: () => state,
    dispatch,
    type(intent) {
      typed.push(intent);
      if (options.schedule) cancelWait ??= options.schedule(flushTyping);
      else flushTyping();
    },
    flushTyping,
    endTyping() {
      flushTyping();
      history = seal(history);
    },
    select(index) {
      flushTyping();
      const next = clamp(index, doc.draft.clusters.length);
      if (next === clusterIndex) return;
      clusterIndex = next;
      publish();
    },
    apply(intent) {
      flushTyping();
      history = seal(history);
      const before = latestStep(history);
      dispatch(intent);
      const after = latestStep(history);
      return after === before ? null : after;
    },
    undo(id) {
      flushTyping();
      if (id !== undefined && latestStep(history) !== id) return false;
      return move(undo);
    },
    redo: () => move(redo),
    latestStep: () => latestStep(history),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open,
    openInput(input) {
      const parsed = parseConfig(input);
      if (parsed.ok) open(parsed.config);
      return parsed;
    },
  };
}
