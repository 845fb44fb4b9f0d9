import { memo } from 'react';
import type { FieldPath } from '../../../document/intents';
import { FieldShell } from './FieldShell';
import { sameProps } from './sameProps';
import { describedBy, useField } from './useField';

interface Props {
  path: FieldPath;
  label: string;
  hint?: string;
  /** Stores these instead of true/false (CVM cores: 'auto' or a number). */
  values?: { on: string | number | boolean; off: string | number | boolean };
  /** When a number input shares the path, the checkbox takes another id. */
  domId?: string;
}

export const CheckboxField = memo(function CheckboxField({ path, label, hint, values = { on: true, off: false }, domId }: Props) {
  const field = useField(path, domId);
  const invalid = field.problems.length > 0;
  return (
    <FieldShell field={field} label={label} hint={hint} check>
      <input
        id={field.id}
        type="checkbox"
        checked={field.value === values.on}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(invalid && field.errorId, hint && field.hintId)}
        onChange={(e) => field.set(e.target.checked ? values.on : values.off)}
      />
    </FieldShell>
  );
}, sameProps);
