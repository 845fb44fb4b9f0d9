import type { SizingConfig } from '../../model/config';
import type { Messages } from '../../i18n/en';
import type { Formatter } from '../../i18n/numbers';
import { parseConfig } from '../../schema/parse';
import { t } from '../locale/t';
import type { FieldPath } from './intents';
import { setInDraft } from './draftOps';
import { pathKey } from './paths';

export interface Display {
  /** Factor from the stored value to the one shown (100 for a fraction shown as %). */
  scale?: number;
  unit?: string;
}

const RANGE = /^must be (at least|at most|more than|less than) (-?[\d,]+(?:\.\d+)?)$/;

/** Restates a range in the field's own scale and unit: `must be at most 1` reads `must be at most 100 %`. */
export function inFieldUnits(message: string, d: Display, fmt: Formatter): string {
  const match = RANGE.exec(message);
  if (!match) return message;
  const n = Number(match[2]!.replace(/,/g, '')) * (d.scale ?? 1);
  return `must be ${match[1]} ${fmt.number(Number(n.toPrecision(12)), 6)}${d.unit ? ` ${d.unit}` : ''}`;
}

/**
 * When the text is not a number at all, the schema can only say so; probing the field with a very
 * small and a very large number (±10¹², still safe integers, so whole-number fields answer too)
 * makes it state the allowed range, which is what the user needs.
 */
export function allowedRange(doc: SizingConfig, path: FieldPath, d: Display, fmt: Formatter, m: Messages): string | null {
  const key = pathKey(path);
  const limit = (probe: number) => {
    const r = parseConfig(setInDraft(doc, path, probe));
    if (r.ok) return null;
    const p = r.problems.find((x) => x.path === key && RANGE.test(x.message));
    return p ? inFieldUnits(p.message, d, fmt) : null;
  };
  const low = limit(-1e12);
  const high = limit(1e12);
  if (low && high) return t(m.problems.rangeJoin, { low, high: high.replace(/^must be /, '') });
  return low ?? high;
}
