import type { ReactNode } from 'react';
import type { Problem } from '../../schema/issues';
import type { Display } from '../rangeWords';
import { FieldMessages } from './FieldMessages';

/** An input's DOM ids and the schema's problems at it: all a field's frame needs to know of it. */
export interface FieldFrame {
  id: string;
  errorId: string;
  hintId: string;
  problems: readonly Problem[];
}

/**
 * What ties an input to its frame: its id, its accessible name when its label is hidden, and what
 * it is read with: its problems (when it is invalid), its hint (when it has one) and its unit.
 */
export function inputAria(
  field: FieldFrame,
  hiddenLabel: string | false | undefined,
  hint?: string,
  unitId?: string | false,
  invalid = field.problems.length > 0,
) {
  return {
    id: field.id,
    'aria-label': hiddenLabel || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': [invalid && field.errorId, hint && field.hintId, unitId].filter(Boolean).join(' ') || undefined,
  };
}

interface Props {
  field: FieldFrame;
  label: string;
  hint?: string;
  /**
   * The label is not shown: the input carries it as its accessible name (`aria-label`), so a
   * table of 250 cells holds no hidden label boxes to lay out and hit-test on every keystroke.
   */
  hideLabel?: boolean;
  /** Checkboxes put their label after the control. */
  check?: boolean;
  /** Marks the field invalid for reasons beyond the schema's problems (text that is no number). */
  invalid?: boolean;
  display?: Display;
  notANumber?: string | null;
  /** The whole allowed range in words, for a number outside it. */
  range?: string | null;
  children: ReactNode;
}

/** What every input shares: the label, the hint and the problems worded at the field. */
export function FieldShell({
  field,
  label,
  hint,
  hideLabel,
  check,
  invalid = field.problems.length > 0,
  display,
  notANumber,
  range,
  children,
}: Props) {
  const labelEl = !hideLabel && <label htmlFor={field.id}>{label}</label>;
  const className = check ? 'field field--check' : `field${invalid ? ' field--invalid' : ''}`;
  return (
    <div className={className}>
      {!check && labelEl}
      {children}
      {check && labelEl}
      {hint && (
        <p id={field.hintId} className="field-hint">
          {hint}
        </p>
      )}
      <FieldMessages id={field.errorId} label={label} problems={field.problems} display={display} notANumber={notANumber} range={range} />
    </div>
  );
}
