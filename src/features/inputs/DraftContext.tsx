import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SizingConfig } from '../../model/config';
import type { Problem } from '../../schema/issues';
import type { Dispatch, TypedIntent } from '../../document/intents';

/**
 * The document being edited, as a source to subscribe to: each input reads only its own value
 * and problems, so a keystroke re-renders the field typed in, not the 7,000 inputs of a
 * workload of 1,000 VM groups.
 */
export interface DraftSource {
  subscribe(listener: () => void): () => void;
  /** The document as typed; leaves may hold raw text that is not yet valid. */
  getDraft(): SizingConfig;
  /** parseConfig's problems, by path key. */
  getProblems(): ReadonlyMap<string, readonly Problem[]>;
}

export interface DraftContextValue {
  source: DraftSource;
  clusterIndex: number;
  dispatch: Dispatch;
  /** A keystroke: the document may take it after the key is painted, as the field shows it already. */
  type: (intent: TypedIntent) => void;
}

const DraftContext = createContext<DraftContextValue | null>(null);

export const DraftProvider = DraftContext.Provider;

function useDraftContext(): DraftContextValue {
  const value = useContext(DraftContext);
  if (!value) throw new Error('inputs need a DraftProvider');
  return value;
}

export function useDraftActions(): DraftContextValue {
  return useDraftContext();
}

/** A part of the draft; the component re-renders only when that part changes (by identity). */
export function useDraftSelector<T>(select: (draft: SizingConfig) => T): T {
  const { source } = useDraftContext();
  return useSyncExternalStore(
    source.subscribe,
    () => select(source.getDraft()),
    () => select(source.getDraft()),
  );
}

const NONE: readonly Problem[] = [];

/** The problems at exactly one path key. */
export function useProblemsAt(key: string): readonly Problem[] {
  const { source } = useDraftContext();
  const read = () => source.getProblems().get(key) ?? NONE;
  return useSyncExternalStore(source.subscribe, read, read);
}

/** The whole draft, for sections that lay out lists; inputs use the narrower hooks. */
export function useDraft(): { draft: SizingConfig; clusterIndex: number; dispatch: Dispatch } {
  const { clusterIndex, dispatch } = useDraftContext();
  return { draft: useDraftSelector((d) => d), clusterIndex, dispatch };
}

export function problemsByPath(problems: readonly Problem[]): Map<string, Problem[]> {
  const map = new Map<string, Problem[]>();
  for (const p of problems) map.set(p.path, [...(map.get(p.path) ?? []), p]);
  return map;
}

/** The editor's source over any store of draft and problems; the problem map is built once per list. */
export function draftSource(store: {
  subscribe(listener: () => void): () => void;
  getState(): { draft: SizingConfig; problems: readonly Problem[] };
}): DraftSource {
  let seen: readonly Problem[] | null = null;
  let map: ReadonlyMap<string, readonly Problem[]> = new Map();
  return {
    subscribe: (listener) => store.subscribe(() => listener()),
    getDraft: () => store.getState().draft,
    getProblems: () => {
      const problems = store.getState().problems;
      if (problems !== seen) {
        seen = problems;
        map = problemsByPath(problems);
      }
      return map;
    },
  };
}
