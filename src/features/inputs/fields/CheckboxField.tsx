import { memo } from 'react';
import type { FieldPath } from '../../../document/intents';
import { FieldShell, inputAria } from '../../../ui/fields/FieldShell';
import { sameProps } from '../../../ui/fields/sameProps';
import { useField } from './useField';

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
  return (
    <FieldShell field={field} label={label} hint={hint} check>
      <input
        {...inputAria(field, false, hint)}
        type="checkbox"
        checked={field.value === values.on}
        onChange={(e) => field.set(e.target.checked ? values.on : values.off)}
      />
    </FieldShell>
  );
}, sameProps);
