import { memo } from 'react';
import type { FieldPath } from '../../../document/intents';
import { FieldShell, inputAria } from '../../../ui/fields/FieldShell';
import { sameProps } from '../../../ui/fields/sameProps';
import { useEarlyInput } from '../../../ui/fields/earlyInput';
import { useField } from './useField';

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
  const choose = (value: string) => {
    const chosen = options.find((o) => String(o.value) === value);
    if (chosen) field.set(chosen.value);
  };
  const early = useEarlyInput<HTMLSelectElement>(String(field.value), choose);
  return (
    <FieldShell field={field} label={label} hint={hint} hideLabel={hideLabel}>
      <select
        ref={early}
        {...inputAria(field, hideLabel && label, hint)}
        value={String(field.value)}
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
