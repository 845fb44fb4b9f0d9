import type { Messages } from '../../i18n/en/page';
import type { FeatureTables } from '../../i18n/locales';
import type { Formatter } from '../../i18n/numbers';
import type { FigureKind, FigureValue, InputChange, InputValue } from '../../model/compare';
import type { Awareness, SelfHealGoal } from '../../model/config';
import type { ConstraintId } from '../../model/constraints';
import { t } from '../../ui/locale/t';

/** The comparison's words in the reader's language. */
type Words = FeatureTables['compare'];

/** An input's value in the words of the form that sets it. */
export function inputValue(c: Pick<InputChange, 'id' | 'kind'>, v: InputValue, w: Words, m: Messages, fmt: Formatter): string {
  if (typeof v === 'boolean') return v ? w.on : w.off;
  if (typeof v === 'string') {
    if (c.id === 'awareness') return m.awareness[v as Awareness] ?? v;
    if (c.id === 'selfHealGoal') return m.selfHealGoals[v as SelfHealGoal] ?? v;
    if (c.id === 'headroom' && v === 'auto') return w.auto;
    return v;
  }
  switch (c.kind) {
    case 'ratio':
      return fmt.ratio(v);
    case 'share':
      return fmt.percent(v);
    case 'years':
      return t(w.years, { n: fmt.number(v) });
    case 'days':
      return t(w.days, { n: fmt.number(v) });
    default:
      return fmt.number(v, 0);
  }
}

/** "RF 2 → 3": a change named as the user would say it. */
export function changeText(c: InputChange, w: Words, m: Messages, fmt: Formatter): string {
  let from = inputValue(c, c.from, w, m, fmt);
  let to = inputValue(c, c.to, w, m, fmt);
  // "RAM target 48% → 48%" says nothing: two values that read alike get the digits that tell them apart.
  if (from === to && typeof c.from === 'number' && typeof c.to === 'number') [from, to] = apart(c, c.from, c.to, m, fmt);
  return t(w.changeLine, { what: w.inputs[c.id], from, to });
}

/** Two different numbers of an input, each with the fewest more digits that show them different. */
function apart(c: Pick<InputChange, 'kind'>, a: number, b: number, m: Messages, fmt: Formatter): [string, string] {
  const text = (v: number, digits: number) =>
    c.kind === 'share'
      ? `${fmt.number(v * 100, digits)}%`
      : c.kind === 'ratio'
        ? t(m.units.ratio, { n: fmt.number(v, digits) })
        : fmt.number(v, digits);
  let digits = 1;
  while (digits < 12 && text(a, digits) === text(b, digits)) digits++;
  return [text(a, digits), text(b, digits)];
}

/** A compared figure for its cell; null figures are those the model could not check. */
export function figureText(kind: FigureKind, v: FigureValue, w: Words, m: Messages, fmt: Formatter): string {
  if (v === null) return kind === 'share' ? w.notChecked : w.none;
  if (typeof v === 'boolean') return v ? w.yes : w.no;
  if (typeof v === 'string') return m.constraints[v as ConstraintId] ?? v;
  switch (kind) {
    case 'bytes':
      return fmt.bytes(v);
    case 'share':
      return fmt.percent(v);
    case 'headroom':
      return `N+${fmt.number(v, 0)}`;
    default:
      return fmt.number(v, 0);
  }
}
