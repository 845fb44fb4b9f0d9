import { useDraft } from '../DraftContext';
import type { FieldPath } from '../../../document/intents';
import { FieldMessages } from './FieldMessages';
import { formatPath, getAt } from '../../../schema/paths';
import { fieldId } from '../../../ui/fieldIds';

interface Props {
  path: FieldPath;
  label: string;
  hint?: string;
  /** Stores these instead of true/false (CVM cores: 'auto' or a number). */
  values?: { on: unknown; off: unknown };
  /** When a number input shares the path, the checkbox takes another id. */
  domId?: string;
}

export function CheckboxField({ path, label, hint, values = { on: true, off: false }, domId }: Props) {
  const { draft, problems, dispatch } = useDraft();
  const value = getAt(draft, path);
  const id = domId ?? fieldId(path);
  const own = problems.get(formatPath(path)) ?? [];
  const describedBy = [own.length ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field field--check">
      <input
        id={id}
        type="checkbox"
        checked={value === values.on}
        aria-invalid={own.length > 0 || undefined}
        aria-describedby={describedBy}
        onChange={(e) => dispatch({ type: 'setField', path, value: e.target.checked ? values.on : values.off })}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldMessages id={`${id}-error`} label={label} problems={own} />
    </div>
  );
}
