import { useEffect, useRef } from 'react';
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

/**
 * What was typed into the prerendered page before its script took over the field: the field
 * shows it, so it is taken as typed rather than silently dropped from the sizing.
 */
export function useEarlyInput<E extends HTMLInputElement | HTMLSelectElement>(rendered: string, onChange: (value: string) => void) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const el = ref.current;
    if (el && el.value !== rendered) onChange(el.value);
    // Once, when the page takes the field over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** The ids an input points at with aria-describedby, or undefined when there are none. */
export const describedBy = (...ids: (string | false | undefined)[]): string | undefined => ids.filter(Boolean).join(' ') || undefined;
