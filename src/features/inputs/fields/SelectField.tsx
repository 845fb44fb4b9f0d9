import { useDraft } from '../DraftContext';
import type { FieldPath } from '../../../document/intents';
import { FieldMessages } from './FieldMessages';
import { formatPath, getAt } from '../../../schema/paths';
import { fieldId } from '../../../ui/fieldIds';

export interface Option {
  value: string | number;
  label: string;
}

interface Props {
  path: FieldPath;
  label: string;
  options: readonly Option[];
  hint?: string;
  hideLabel?: boolean;
}

/** A choice among fixed values; numeric options (RF, nodes per block) are stored as numbers. */
export function SelectField({ path, label, options, hint, hideLabel }: Props) {
  const { draft, problems, dispatch } = useDraft();
  const value = getAt(draft, path);
  const id = fieldId(path);
  const own = problems.get(formatPath(path)) ?? [];
  const describedBy = [own.length ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${own.length ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <select
        id={id}
        value={String(value)}
        aria-invalid={own.length > 0 || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          const chosen = options.find((o) => String(o.value) === e.target.value);
          if (chosen) dispatch({ type: 'setField', path, value: chosen.value });
        }}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldMessages id={`${id}-error`} label={label} problems={own} />
    </div>
  );
}
