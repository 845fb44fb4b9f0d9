import type { FieldPath } from '../../../document/intents';
import { formatPath, getAt } from '../../../schema/paths';
import { fieldId } from '../../../ui/fieldIds';
import type { FieldFrame } from '../../../ui/fields/FieldShell';
import { useDraftActions, useDraftSelector, useProblemsAt } from '../DraftContext';

export interface Field extends FieldFrame {
  /** The draft's value at the path: what the user typed, valid or not. */
  value: unknown;
  /** A choice made (a select, a checkbox): the document takes it at once. */
  set(value: unknown): void;
  /** A keystroke: the field shows it from its own state, the document takes it after the paint. */
  type(value: unknown, at?: FieldPath): void;
}

/** One input's wiring to the draft: its value, its DOM ids, its problems and how to change it. */
export function useField(path: FieldPath, domId?: string): Field {
  const { dispatch, type } = useDraftActions();
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
    type: (value, at = path) => type({ type: 'setField', path: at, value }),
  };
}
