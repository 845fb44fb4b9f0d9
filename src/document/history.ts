import type { SizingConfig } from '../model/config';

/** What a step of the history puts back: the document as typed, and the cluster on screen. */
export interface Snapshot {
  draft: SizingConfig;
  clusterIndex: number;
}

/** One step: the document before and after it; typing into one field makes one step of a burst. */
export interface Step {
  id: number;
  before: Snapshot;
  after: Snapshot;
  /** Steps with the same key that follow each other within COALESCE_MS merge (keys typed in one field). */
  key?: string;
  /** When the step was last extended, in ms of the store's clock. */
  atMs: number;
}

/**
 * The document's one history, as excalidraw and tldraw keep theirs: a list of steps back and a
 * list forward. Documents are immutable and share their unchanged parts, so a step costs only what
 * it changed. Nothing here reads a clock: the store passes the time in.
 */
export interface History {
  past: readonly Step[];
  future: readonly Step[];
  nextId: number;
  /** The next step starts afresh even with the key of the last (a field left, an undo). */
  sealed: boolean;
}

/** How long a pause ends a burst of typing: keys typed closer than this are one step. */
export const COALESCE_MS = 1000;
/** Steps kept back: older ones are dropped first. */
export const HISTORY_LIMIT = 200;

export const emptyHistory = (): History => ({ past: [], future: [], nextId: 1, sealed: false });

/**
 * The history with a change recorded. A step with the key of the last one, made soon after it and
 * not sealed off, extends it: its `before` stays, so one undo takes back the whole burst.
 */
export function record(history: History, before: Snapshot, after: Snapshot, atMs: number, key?: string): History {
  const last = history.past.at(-1);
  if (last && key !== undefined && last.key === key && !history.sealed && atMs - last.atMs <= COALESCE_MS) {
    return { ...history, past: [...history.past.slice(0, -1), { ...last, after, atMs }], future: [] };
  }
  const step: Step = { id: history.nextId, before, after, atMs, ...(key !== undefined && { key }) };
  const past = [...history.past, step];
  return { past: past.length > HISTORY_LIMIT ? past.slice(-HISTORY_LIMIT) : past, future: [], nextId: history.nextId + 1, sealed: false };
}

export const seal = (history: History): History => (history.sealed ? history : { ...history, sealed: true });

/** The last step taken back: what to show, and the history after; null with nothing to undo. */
export function undo(history: History): { history: History; snapshot: Snapshot; step: Step } | null {
  const step = history.past.at(-1);
  if (!step) return null;
  return {
    history: { ...history, past: history.past.slice(0, -1), future: [step, ...history.future], sealed: true },
    snapshot: step.before,
    step,
  };
}

/** The last step taken back made again; null with nothing to redo. */
export function redo(history: History): { history: History; snapshot: Snapshot; step: Step } | null {
  const step = history.future[0];
  if (!step) return null;
  return {
    history: { ...history, past: [...history.past, step], future: history.future.slice(1), sealed: true },
    snapshot: step.after,
    step,
  };
}

/** The id of the latest step, which the next undo takes back. */
export const latestStep = (history: History): number | null => history.past.at(-1)?.id ?? null;
