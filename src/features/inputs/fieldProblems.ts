import type { SizingConfig } from '../../model/config';
import type { Messages } from '../../i18n/en';
import type { Formatter } from '../../i18n/numbers';
import type { Problem } from '../../schema/issues';
import { parseConfig } from '../../schema/parse';
import { t } from '../../ui/locale/t';
import type { FieldPath } from '../../document/intents';
import { formatPath, setAt } from '../../schema/paths';

export interface Display {
  /** Factor from the stored value to the one shown (100 for a fraction shown as %). */
  scale?: number;
  unit?: string;
}

/**
 * Words a problem from the message table; a range is restated in the field's own scale and unit:
 * a limit of 1 on a fraction shown as % reads `must be at most 100 %`.
 */
export function problemText(p: Problem, d: Display, fmt: Formatter, m: Messages): string {
  return isRange(p) ? t(m.problems.mustBe, { range: rangeWords(p, d, fmt, m) }) : p.message;
}

function rangeWords(p: RangeProblem, d: Display, fmt: Formatter, m: Messages): string {
  const n = p.params.limit * (d.scale ?? 1);
  const limit = `${fmt.number(Number(n.toPrecision(12)), 6)}${d.unit ? ` ${d.unit}` : ''}`;
  const words =
    p.code === 'too-small'
      ? p.params.inclusive
        ? m.problems.atLeast
        : m.problems.moreThan
      : p.params.inclusive
        ? m.problems.atMost
        : m.problems.lessThan;
  return t(words, { limit });
}

type RangeProblem = Problem & Required<Pick<Problem, 'params'>>;
const isRange = (p: Problem): p is RangeProblem => (p.code === 'too-small' || p.code === 'too-big') && p.params !== undefined;

/**
 * When the text is not a number at all, the schema can only say so; probing the field with a very
 * small and a very large number (±10¹², still safe integers, so whole-number fields answer too)
 * makes it state the allowed range, which is what the user needs.
 */
export function allowedRange(doc: SizingConfig, path: FieldPath, d: Display, fmt: Formatter, m: Messages): string | null {
  const key = formatPath(path);
  // Each probe validates the whole document (16 clusters of 1,000 VM groups at most), and a field
  // asks for its range on every change of the draft: once per draft is enough.
  const cached = rangeCache.get(doc);
  const cacheKey = `${key}|${d.scale ?? 1}|${d.unit ?? ''}|${fmt.locale}`;
  if (cached?.has(cacheKey) && cached.get(cacheKey)!.m === m) return cached.get(cacheKey)!.range;
  const range = probeRange(doc, path, key, d, fmt, m);
  if (cached) cached.set(cacheKey, { m, range });
  else rangeCache.set(doc, new Map([[cacheKey, { m, range }]]));
  return range;
}

const rangeCache = new WeakMap<SizingConfig, Map<string, { m: Messages; range: string | null }>>();

function probeRange(doc: SizingConfig, path: FieldPath, key: string, d: Display, fmt: Formatter, m: Messages): string | null {
  const limit = (probe: number) => {
    const r = parseConfig(setAt(doc, path, probe));
    if (r.ok) return null;
    const p = r.problems.find((x): x is RangeProblem => x.path === key && isRange(x));
    return p ? rangeWords(p, d, fmt, m) : null;
  };
  const low = limit(-1e12);
  const high = limit(1e12);
  const range = low && high ? t(m.problems.rangeJoin, { low, high }) : (low ?? high);
  return range ? t(m.problems.mustBe, { range }) : null;
}
