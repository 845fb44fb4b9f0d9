import * as z from 'zod/mini';
import type { ProblemDetail } from './issues';
import type { SizingConfig } from '../model/config';
import { type DecodeResult, decodeShareLink, encodeShareLink, type EncodeResult, SHARE_LINK_LIMITS } from './shareLink';

/**
 * Comparison links: `#compare.<share>~<share>[~<share>[~<share>]]`, each part a whole share-link
 * fragment (`v1.<payload>`) of one scenario, so every scenario is read through the share link's
 * migrations, validation and salvage and a damaged one opens as a damaged share link does. `~` is
 * a character base64url never holds. Pure: no DOM, no location.
 */

export const COMPARE_LINK_PREFIX = 'compare.';
export const COMPARE_LIMITS = { min: 2, max: 4 } as const;

/** A `#compare.` fragment in a whole URL, a `#fragment` or a bare fragment; null when there is none. */
export function findCompareFragment(text: string): string | null {
  const hash = text.indexOf('#');
  const fragment = hash >= 0 ? text.slice(hash + 1) : text;
  return fragment.startsWith(COMPARE_LINK_PREFIX) ? fragment : null;
}

const PartsSchema = z
  .array(z.string().check(z.regex(/^v\d{1,6}\.[A-Za-z0-9_-]*$/)))
  .check(z.minLength(COMPARE_LIMITS.min))
  .check(z.maxLength(COMPARE_LIMITS.max));

export type CompareDecodeResult =
  | { ok: true; scenarios: DecodeResult[] }
  /** The link's frame is broken (not the scenarios in it): nothing can be compared. */
  | { ok: false; problem: ProblemDetail };

export async function encodeCompareLink(configs: readonly SizingConfig[]): Promise<EncodeResult> {
  const parts: string[] = [];
  for (const c of configs) {
    const e = await encodeShareLink(c);
    if (!e.ok) return e;
    parts.push(e.fragment);
  }
  return { ok: true, fragment: COMPARE_LINK_PREFIX + parts.join('~') };
}

/** Never throws: a broken frame yields a message, damaged scenarios their share-link problems. */
export async function decodeCompareLink(input: string): Promise<CompareDecodeResult> {
  const text = findCompareFragment(input);
  if (text === null) return { ok: false, problem: { code: 'compare-prefix', params: { prefix: COMPARE_LINK_PREFIX } } };
  if (text.length > SHARE_LINK_LIMITS.maxChars * COMPARE_LIMITS.max) return { ok: false, problem: { code: 'compare-too-long' } };
  const parsed = PartsSchema.safeParse(text.slice(COMPARE_LINK_PREFIX.length).split('~'));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const problem: ProblemDetail =
      issue.code === 'too_small'
        ? { code: 'too-few-scenarios', params: { limit: COMPARE_LIMITS.min } }
        : issue.code === 'too_big'
          ? { code: 'too-many-scenarios', params: { limit: COMPARE_LIMITS.max } }
          : { code: 'not-share-link', params: { scenario: Number(issue.path[0]) + 1 } };
    return { ok: false, problem };
  }
  return { ok: true, scenarios: await Promise.all(parsed.data.map((p) => decodeShareLink(p))) };
}
