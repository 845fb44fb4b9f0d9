import { createContext, useContext } from 'react';
import type { SizingConfig } from '../../model/config';
import type { Problem } from '../../schema/issues';
import type { Dispatch } from '../../document/intents';

export interface DraftState {
  /** The document as typed; leaves may hold raw text that is not yet valid. */
  draft: SizingConfig;
  /** parseConfig's problems, by path key. */
  problems: ReadonlyMap<string, readonly Problem[]>;
  clusterIndex: number;
  dispatch: Dispatch;
}

const DraftContext = createContext<DraftState | null>(null);

export const DraftProvider = DraftContext.Provider;

export function useDraft(): DraftState {
  const value = useContext(DraftContext);
  if (!value) throw new Error('inputs need a DraftProvider');
  return value;
}

export function problemsByPath(problems: readonly Problem[]): Map<string, Problem[]> {
  const map = new Map<string, Problem[]>();
  for (const p of problems) map.set(p.path, [...(map.get(p.path) ?? []), p]);
  return map;
}
