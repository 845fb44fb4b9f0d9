import { memo } from 'react';
import type { FieldPath } from '../../../document/intents';
import { FieldShell } from './FieldShell';
import { sameProps } from './sameProps';
import { describedBy, useEarlyInput, useField } from './useField';

export type Option = {
  value: string | number;
  label: string;
};

interface Props {
  path: FieldPath;
  label: string;
  options: readonly Option[];
  hint?: string;
  hideLabel?: boolean;
}

/** A choice among fixed values; numeric options (RF, nodes per block) are stored as numbers. */
export const SelectField = memo(function SelectField({ path, label, options, hint, hideLabel }: Props) {
  const field = useField(path);
  const invalid = field.problems.length > 0;
  const choose = (value: string) => {
    const chosen = options.find((o) => String(o.value) === value);
    if (chosen) field.set(chosen.value);
  };
  const early = useEarlyInput<HTMLSelectElement>(String(field.value), choose);
  return (
    <FieldShell field={field} label={label} hint={hint} hideLabel={hideLabel}>
      <select
        ref={early}
        id={field.id}
        aria-label={hideLabel ? label : undefined}
        value={String(field.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(invalid && field.errorId, hint && field.hintId)}
        onChange={(e) => choose(e.target.value)}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}, sameProps);
