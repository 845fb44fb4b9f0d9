import type { FieldPath } from '../../../document/intents';
import type { Problem } from '../../../schema/issues';
import { formatPath, getAt } from '../../../schema/paths';
import { fieldId } from '../../../ui/fieldIds';
import { useDraftActions, useDraftSelector, useProblemsAt } from '../DraftContext';

export interface Field {
  /** The draft's value at the path: what the user typed, valid or not. */
  value: unknown;
  id: string;
  errorId: string;
  hintId: string;
  /** The schema's problems at exactly this path. */
  problems: readonly Problem[];
  set(value: unknown): void;
}

/** One input's wiring to the draft: its value, its DOM ids, its problems and how to change it. */
export function useField(path: FieldPath, domId?: string): Field {
  const { dispatch } = useDraftActions();
  const value = useDraftSelector((draft) => getAt(draft, path));
  const problems = useProblemsAt(formatPath(path));
  const id = domId ?? fieldId(path);
  return {
    value,
    id,
    errorId: `${id}-error`,
    hintId: `${id}-hint`,
    problems,
    set: (value) => dispatch({ type: 'setField', path, value }),
  };
}

/** The ids an input points at with aria-describedby, or undefined when there are none. */
export const describedBy = (...ids: (string | false | undefined)[]): string | undefined => ids.filter(Boolean).join(' ') || undefined;
