import type { SizingConfig } from '../../model/config';
import type { Messages } from '../../i18n/en/page';
import type { Formatter } from '../../i18n/numbers';
import { validateConfig } from '../../schema/parse';
import { allowedRangeWords, type Display, isRange, type RangeProblem } from '../../ui/rangeWords';
import type { FieldPath } from '../../document/intents';
import { formatPath, setAt } from '../../schema/paths';

/**
 * The field's whole allowed range in its own scale and unit: the schema can only say that text is
 * not a number, or which one bound a number broke, and the user needs both.
 */
export function allowedRange(doc: SizingConfig, path: FieldPath, d: Display, fmt: Formatter, m: Messages): string | null {
  const key = formatPath(path);
  // Each probe validates the whole document (32 clusters of 1,000 VM groups at most), and a field
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
  const refused = (probe: number) => {
    const r = validateConfig(setAt(doc, path, probe));
    return r.ok ? null : (r.problems.find((x): x is RangeProblem => x.path === key && isRange(x)) ?? null);
  };
  return allowedRangeWords(refused, d, fmt, m);
}
