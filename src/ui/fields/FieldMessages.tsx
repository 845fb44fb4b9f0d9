import type { Problem } from '../../schema/issues';
import { useLocale } from '../locale/LocaleContext';
import { t } from '../locale/t';
import { type Display, fieldProblemText, isRange } from '../rangeWords';

interface Props {
  id: string;
  label: string;
  problems: readonly Problem[];
  display?: Display;
  /** Replaces the schema's wording when the text is not a number at all. */
  notANumber?: string | null;
  /** The whole allowed range in words: replaces the one bound the schema says a number broke. */
  range?: string | null;
}

/** The problems of one input, worded with its label and its own units; the input points here with aria-describedby. */
export function FieldMessages({ id, label, problems, display = {}, notANumber, range }: Props) {
  const { m, fmt } = useLocale();
  if (!problems.length && !notANumber) return null;
  const lines = notANumber
    ? [notANumber]
    : problems.map((p) => t(m.problems.atField, { label, message: range && isRange(p) ? range : fieldProblemText(p, display, fmt, m) }));
  return (
    <p id={id} className="field-error">
      {lines.join(' ')}
    </p>
  );
}
