import type { Problem } from '../../../schema/issues';
import { useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { type Display, problemText } from '../fieldProblems';

interface Props {
  id: string;
  label: string;
  problems: readonly Problem[];
  display?: Display;
  /** Replaces the schema's wording when the text is not a number at all. */
  notANumber?: string | null;
}

/** The problems of one input, worded with its label and its own units; the input points here with aria-describedby. */
export function FieldMessages({ id, label, problems, display = {}, notANumber }: Props) {
  const { m, fmt } = useLocale();
  if (!problems.length && !notANumber) return null;
  const lines = notANumber ? [notANumber] : problems.map((p) => t(m.problems.atField, { label, message: problemText(p, display, fmt, m) }));
  return (
    <p id={id} className="field-error">
      {lines.join(' ')}
    </p>
  );
}
