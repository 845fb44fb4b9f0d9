import type { Messages } from '../../i18n/en/page';
import type { Formatter } from '../../i18n/numbers';
import type { Problem } from '../../schema/issues';
import { useLocale } from '../locale/LocaleContext';
import { problemText } from '../locale/problemText';
import { t } from '../locale/t';
import { type Display, isRange, rangeWords } from '../rangeWords';

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

/** Words a problem from the message table; a range is restated in the field's own scale and unit. */
const fieldProblemText = (p: Problem, d: Display, fmt: Formatter, m: Messages): string =>
  isRange(p) ? t(m.problems.mustBe, { range: rangeWords(p, d, fmt, m) }) : problemText(p, { m, fmt });

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
