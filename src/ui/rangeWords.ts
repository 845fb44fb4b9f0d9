import type { Messages } from '../i18n/en/page';
import { boundWords } from '../i18n/describeProblem';
import type { Formatter } from '../i18n/numbers';
import type { Problem } from '../schema/issues';
import { hasExponent } from '../schema/numberText';
import { problemText } from './locale/problemText';
import { t } from './locale/t';

/** How a field shows its value: the factor from the stored value (100 for a fraction shown as %) and its unit. */
export interface Display {
  scale?: number;
  unit?: string;
}

export type RangeProblem = Extract<Problem, { code: 'too-small' | 'too-big' }>;

export const isRange = (p: Problem): p is RangeProblem => p.code === 'too-small' || p.code === 'too-big';

/** One bound in the field's own scale and unit: a limit of 1 on a fraction shown as % reads `at most 100 %`. */
export function rangeWords(p: RangeProblem, d: Display, fmt: Formatter, m: Messages): string {
  const n = p.params.limit * (d.scale ?? 1);
  return boundWords(p, m.problems, `${fmt.number(Number(n.toPrecision(12)), 6)}${d.unit ? ` ${d.unit}` : ''}`);
}

/**
 * The whole allowed range from what a form refuses at a very small and a very large number
 * (±10¹², still safe integers, so whole-number fields answer too): `must be at least 0 and at
 * most 256`, or the one bound there is. The schema states only the bound a value broke.
 */
export function allowedRangeWords(refused: (probe: number) => RangeProblem | null, d: Display, fmt: Formatter, m: Messages): string | null {
  const [low, high] = [refused(-1e12), refused(1e12)].map((p) => (p ? rangeWords(p, d, fmt, m) : null));
  const range = low && high ? t(m.problems.rangeJoin, { low, high }) : (low ?? high);
  return range ? t(m.problems.mustBe, { range }) : null;
}

/** Words a problem from the message table; a range is restated in the field's own scale and unit. */
export function fieldProblemText(p: Problem, d: Display, fmt: Formatter, m: Messages): string {
  if (isRange(p)) return t(m.problems.mustBe, { range: rangeWords(p, d, fmt, m) });
  // Text that reads as a number to the one who typed it is told why it is refused, as its field tells it.
  if (p.code === 'wrong-type' && p.params.expected === 'number' && p.params.value !== undefined && hasExponent(p.params.value))
    return t(m.problems.exponentFound, { value: p.params.value });
  return problemText(p, { m, fmt });
}
