import { memo, useState } from 'react';
import { useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import type { FieldPath } from '../../../document/intents';
import { FieldShell, inputAria } from '../../../ui/fields/FieldShell';
import { sameProps } from '../../../ui/fields/sameProps';
import { useField } from './useField';

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
  const value = typeof field.value === 'string' ? field.value : '';
  // What was typed shows at once; the document takes it a frame later (field.type).
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [seenAt, setSeenAt] = useState(field.id);
  if (seen !== value || seenAt !== field.id) {
    // The document changed from elsewhere (a shared link, a saved scenario) or took what was
    // typed, or the field now stands for another input (a table row reused: rowKeys.ts).
    setSeen(value);
    setSeenAt(field.id);
    setText(value);
  }
  // The input cuts what goes past the limit without a word: the hint says so.
  const cut = maxLength !== undefined && text.length >= maxLength ? t(m.problems.cutAt, { max: maxLength }) : undefined;
  return (
    <FieldShell field={field} label={label} hideLabel={hideLabel} hint={cut}>
      <input
        {...inputAria(field, hideLabel && label, cut)}
        type="text"
        autoComplete="off"
        maxLength={maxLength}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          field.type(e.target.value);
        }}
      />
    </FieldShell>
  );
}, sameProps);
