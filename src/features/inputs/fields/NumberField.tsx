import { type FocusEvent, memo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { useDraftSelector } from '../DraftContext';
import { allowedRange } from '../fieldProblems';
import { isRange } from '../../../ui/rangeWords';
import type { FieldPath } from '../../../document/intents';
import { FieldShell, inputAria } from '../../../ui/fields/FieldShell';
import { NumberInput } from '../../../ui/fields/NumberInput';
import { sameProps } from '../../../ui/fields/sameProps';
import { useEarlyInput } from '../../../ui/fields/earlyInput';
import { useField } from './useField';
import { displayForPath } from '../fieldDisplay';
import { hasExponent, parseNumber, tidy } from '../../../schema/numberText';
import { sizeDigits } from '../../../i18n/sizeDigits';

interface Props {
  path: FieldPath;
  label: string;
  hint?: string;
  /** An empty field removes this key (an optional setting falls back to its default). */
  clearPath?: FieldPath;
  placeholder?: string;
  /** The label is read by assistive technology but not shown (table cells under a column header). */
  hideLabel?: boolean;
  /**
   * Read in the locale's figures, rounded as a per-VM size (sizeDigits), while not being edited:
   * an import's 224.48712890625 GiB reads 224. The document keeps the exact value, shown on focus
   * and in the field's title.
   */
  rounded?: boolean;
}

/**
 * A number input that keeps exactly what the user typed. The typed value goes into the draft as a
 * number when it parses and as the raw text when it does not, so validation reports it at this path.
 */
export const NumberField = memo(function NumberField({ path, label, hint, clearPath, placeholder, hideLabel, rounded }: Props) {
  const { m, fmt } = useLocale();
  const field = useField(path);
  const value = field.value;
  // Its scale (100 shows a fraction as a percentage) and its unit, shown after the input and read with it.
  const { scale = 1, unit } = displayForPath(path, m.fieldUnits);
  const display = { scale, unit };
  // The allowed range can depend on other inputs: read while this one holds text that is no number
  // or a number outside it.
  const outside = typeof value === 'string' || field.problems.some(isRange);
  const range = useDraftSelector((draft) => (outside ? allowedRange(draft, path, display, fmt, m) : null));
  const shown = typeof value === 'number' ? String(tidy(value * scale)) : typeof value === 'string' ? value : '';
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(value);
  const [seenAt, setSeenAt] = useState(field.id);
  if (seenAt !== field.id) {
    // The field now stands for another input (a table row's elements reused for another group,
    // rowKeys.ts): what was typed here was typed for that one.
    setSeenAt(field.id);
    setSeen(value);
    setText(shown);
  } else if (!Object.is(seen, value)) {
    // The document changed from elsewhere (undo, a shared link): show it unless it is what we typed.
    setSeen(value);
    const typed = parseNumber(text);
    if (!(typeof value === 'number' && typed !== null && tidy(typed / scale) === value) && text !== value) setText(shown);
  }

  const notANumber =
    typeof value === 'string'
      ? t(hasExponent(value) ? m.problems.exponent : m.problems.range, { label, range: range ?? m.problems.notNumber })
      : null;
  const invalid = field.problems.length > 0 || notANumber !== null;
  const unitId = `${field.id}-unit`;

  const onChange = (next: string) => {
    setText(next);
    const n = parseNumber(next);
    if (next.trim() === '' && clearPath) field.type(undefined, clearPath);
    else field.type(n === null ? next : tidy(n / scale));
  };

  // Rounded only while the text is the document's own, valid number and nobody is editing it:
  // focusing shows the exact value, and neither focusing nor leaving writes anything.
  const [editing, setEditing] = useState(false);
  const x = typeof value === 'number' && text === shown && !invalid ? value * scale : NaN;
  const digits = rounded && !editing && Number.isFinite(x) ? sizeDigits(x) : null;
  const read = digits === null ? text : fmt.number(x, digits);
  const exact = digits !== null && Number(x.toFixed(digits)) !== x ? t(m.fields.rounded, { value: text }) : undefined;

  const early = useEarlyInput<HTMLInputElement>(read, onChange);
  // Tabbing in selects the whole rounded figure, to be typed over: the exact one replacing it is selected alike.
  const onFocus = (e: FocusEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const whole = el.value !== '' && el.selectionStart === 0 && el.selectionEnd === el.value.length;
    flushSync(() => setEditing(true));
    if (whole) el.select();
  };

  return (
    <FieldShell
      field={field}
      label={label}
      hint={hint}
      hideLabel={hideLabel}
      invalid={invalid}
      display={display}
      notANumber={notANumber}
      range={range}
    >
      <span className="field-control">
        <NumberInput
          ref={early}
          {...inputAria(field, hideLabel && label, hint, unit && unitId, invalid)}
          value={read}
          title={exact}
          placeholder={placeholder}
          onFocus={rounded ? onFocus : undefined}
          onBlur={rounded ? () => setEditing(false) : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {unit && (
          <span id={unitId} className="field-unit">
            {unit}
          </span>
        )}
      </span>
    </FieldShell>
  );
}, sameProps);
