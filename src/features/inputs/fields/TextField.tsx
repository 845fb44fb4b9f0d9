import { useDraft } from '../DraftContext';
import type { FieldPath } from '../../../document/intents';
import { FieldMessages } from './FieldMessages';
import { formatPath, getAt } from '../../../schema/paths';
import { fieldId } from '../../../ui/fieldIds';

interface Props {
  path: FieldPath;
  label: string;
  hideLabel?: boolean;
}

export function TextField({ path, label, hideLabel }: Props) {
  const { draft, problems, dispatch } = useDraft();
  const value = getAt(draft, path);
  const id = fieldId(path);
  const own = problems.get(formatPath(path)) ?? [];
  return (
    <div className={`field${own.length ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        value={typeof value === 'string' ? value : ''}
        aria-invalid={own.length > 0 || undefined}
        aria-describedby={own.length ? `${id}-error` : undefined}
        onChange={(e) => dispatch({ type: 'setField', path, value: e.target.value })}
      />
      <FieldMessages id={`${id}-error`} label={label} problems={own} />
    </div>
  );
}
