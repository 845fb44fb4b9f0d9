import { memo } from 'react';
import { useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
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
  const { m } = useLocale();
  const field = useField(path);
  const invalid = field.problems.length > 0;
  const value = typeof field.value === 'string' ? field.value : '';
  // The input cuts what goes past the limit without a word: the hint says so.
  const cut = maxLength !== undefined && value.length >= maxLength ? t(m.problems.cutAt, { max: maxLength }) : undefined;
  return (
    <FieldShell field={field} label={label} hideLabel={hideLabel} hint={cut}>
      <input
        id={field.id}
        type="text"
        autoComplete="off"
        maxLength={maxLength}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(invalid && field.errorId, cut && field.hintId)}
        onChange={(e) => field.set(e.target.value)}
      />
    </FieldShell>
  );
}, sameProps);
