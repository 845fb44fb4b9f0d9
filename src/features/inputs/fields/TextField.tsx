import { memo } from 'react';
import type { FieldPath } from '../../../document/intents';
import { FieldShell } from './FieldShell';
import { sameProps } from './sameProps';
import { describedBy, useField } from './useField';

interface Props {
  path: FieldPath;
  label: string;
  hideLabel?: boolean;
  /** The schema's limit: a longer paste is cut here, never sent to the draft. */
  maxLength?: number;
}

export const TextField = memo(function TextField({ path, label, hideLabel, maxLength }: Props) {
  const field = useField(path);
  const invalid = field.problems.length > 0;
  return (
    <FieldShell field={field} label={label} hideLabel={hideLabel}>
      <input
        id={field.id}
        type="text"
        autoComplete="off"
        maxLength={maxLength}
        value={typeof field.value === 'string' ? field.value : ''}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(invalid && field.errorId)}
        onChange={(e) => field.set(e.target.value)}
      />
    </FieldShell>
  );
}, sameProps);
