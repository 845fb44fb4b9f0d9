import type { SizingConfig } from '../model/config';
import { defaultConfig } from '../model/defaultConfig';
import { fromBase64Url, toBase64Url } from './base64url';
import { deflateRaw, inflateRaw } from './deflate';
import { configSchemas } from './config';
import { type Problem, toProblems } from './issues';
import { migrate } from './migrate';
import { oldestEquivalent } from './oldestEquivalent';
import { parseConfig } from './parse';
import { salvageConfig } from './salvage';
import { compactV1, expandV1 } from './shareLinkV1';
import { findShareFragment, splitLang } from './shareFragment';
import type { Lang } from './lang';
import { getAt } from './paths';
import { SHARE_LINK_FORMAT, SHARE_LINK_LIMITS, SHARE_LINK_PREFIX } from './shareLinkLimits';

/**
 * Share links: the whole config in the URL fragment, `#v1.<payload>`, where the payload is the
 * compact form (shareLinkV1.ts) as JSON, raw DEFLATE, base64url. Reading goes through the schema's
 * migrations and validation like every other way in. Pure: no DOM, no location, no clock.
 */

export { SHARE_LINK_FORMAT, SHARE_LINK_LIMITS, SHARE_LINK_PREFIX } from './shareLinkLimits';

export type ShareLinkIssue =
  'empty' | 'too-long' | 'future-format' | 'unknown-format' | 'not-base64' | 'corrupt' | 'too-large' | 'not-json' | 'invalid-config';

export type EncodeResult = { ok: true; fragment: string } | { ok: false; issue: 'too-large'; problems: Problem[] };

export type DecodeResult = (
  | { ok: true; config: SizingConfig; migratedFrom: number | null; problems: [] }
  | {
      ok: false;
      /** `partial`: the config keeps what was valid, the rest is reset to defaults; `defaults`: nothing could be kept. */
      recovered: 'partial' | 'defaults';
      config: SizingConfig;
      issue: ShareLinkIssue;
      /** For a banner: what was wrong, by field path where there is one; at most `maxListed`. */
      problems: Problem[];
      /** All the problems found, listed or not. */
      problemCount: number;
      /** The count stopped there: a link damaged all over is not examined to its end. */
      countIsLowerBound?: true;
      /** For `future-format`: the format the link was made in. */
      linkFormat?: number;
    }
) & {
  /** The language the link was made in, when it says one (`&lang=ja`). */
  lang?: Lang;
  /** The capacity unit the link was made in, when it says one (`~TB`). */
  capacityUnit?: CapacityUnit;
  /** The cluster that was on screen, when the link says one other than the first (`~c2` is the second). */
  clusterIndex?: number;
};

/**
 * How the page shows capacity, decimal TB (as drives are sold) or binary TiB (as hypervisors
 * report): the user's choice, applied to every capacity, and a display choice that travels with the link.
 */
export type CapacityUnit = 'TB' | 'TiB';

/**
 * The cluster on screen and the unit ride after the payload as `~c2` and `~TB` (`~` is outside
 * base64url). The first cluster and TiB, the page's defaults, add nothing, so the links made before
 * either travelled are the links made now for them.
 */
const SUFFIXES = /(?:~c([1-9]\d{0,2}))?(?:~(TB|TiB))?$/;

export interface LinkView {
  capacityUnit?: CapacityUnit;
  /** The cluster on screen, counted from 0. */
  clusterIndex?: number;
}

export async function encodeShareLink(config: SizingConfig, options: LinkView = {}): Promise<EncodeResult> {
  const json = new TextEncoder().encode(JSON.stringify(compactV1(oldestEquivalent(config))));
  if (json.byteLength > SHARE_LINK_LIMITS.maxInflatedBytes) return tooLarge();
  const shown = options.clusterIndex ?? 0;
  const fragment =
    SHARE_LINK_PREFIX +
    toBase64Url(await deflateRaw(json)) +
    (shown > 0 && shown < config.clusters.length ? `~c${shown + 1}` : '') +
    (options.capacityUnit === 'TB' ? '~TB' : '');
  if (fragment.length > SHARE_LINK_LIMITS.maxChars) return tooLarge();
  return { ok: true, fragment };
}

const tooLarge = (): EncodeResult => ({
  ok: false,
  issue: 'too-large',
  problems: [{ path: '', code: 'link-too-large', params: { limit: SHARE_LINK_LIMITS.maxChars } }],
});

export { findShareFragment, withLang } from './shareFragment';

/** Never throws and never rejects: a bad link yields the defaults (or what was valid) and its problems. */
export async function decodeShareLink(fragment: string): Promise<DecodeResult> {
  const { payload, lang } = splitLang(findShareFragment(fragment) ?? fragment);
  const suffix = SUFFIXES.exec(payload)!;
  const sizing = payload.slice(0, suffix.index);
  let result: DecodeResult;
  try {
    result = await decode(sizing);
  } catch {
    result = fail('corrupt');
  }
  // Absent, the page keeps its defaults (the first cluster, TiB) and the reader's language. A
  // cluster the document does not hold is left out.
  const shown = suffix[1] ? Number(suffix[1]) - 1 : 0;
  return {
    ...result,
    ...(suffix[2] ? { capacityUnit: suffix[2] as CapacityUnit } : {}),
    ...(shown > 0 && shown < result.config.clusters.length ? { clusterIndex: shown } : {}),
    ...(lang ? { lang } : {}),
  };
}

async function decode(input: string): Promise<DecodeResult> {
  // A whole URL, a #fragment or the bare fragment: whatever a host or a user pastes.
  const text = findShareFragment(input) ?? (input.startsWith('#') ? input.slice(1) : input);
  if (text.length === 0) return fail('empty');
  if (text.length > SHARE_LINK_LIMITS.maxChars) return fail('too-long');
  const format = /^v(\d{1,6})\./.exec(text);
  if (!format) return fail('unknown-format');
  const version = Number(format[1]);
  if (version > SHARE_LINK_FORMAT) return fail('future-format', version);
  if (version !== SHARE_LINK_FORMAT) return fail('unknown-format');
  const bytes = fromBase64Url(text.slice(format[0].length));
  if (!bytes || bytes.byteLength === 0) return fail('not-base64');
  const inflated = await inflateRaw(bytes, SHARE_LINK_LIMITS.maxInflatedBytes);
  if (!inflated.ok) return fail(inflated.reason);
  let compact: unknown;
  try {
    compact = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes));
  } catch {
    return fail('not-json');
  }
  const document = expandV1(compact);
  const current = migrate(document);
  const damaged = current.ok ? damagedAllOver(current.document) : null;
  if (damaged) return damaged;
  const parsed = parseConfig(document, { limit: SHARE_LINK_LIMITS.maxListed });
  if (parsed.ok) {
    // A link in the version this release writes for the same sizing (oldestEquivalent) was not carried forward.
    const written = oldestEquivalent(parsed.config).schemaVersion;
    const migratedFrom = parsed.migratedFrom === written ? null : parsed.migratedFrom;
    return { ok: true, config: parsed.config, migratedFrom, problems: [] };
  }
  // Mending costs a pass of the schema per round: a link damaged all over is not worth the wait.
  const migrated = parsed.problemCount <= SHARE_LINK_LIMITS.maxMended ? migrate(document) : null;
  const salvaged = migrated?.ok ? salvageConfig(migrated.document) : null;
  return {
    ok: false,
    recovered: salvaged ? 'partial' : 'defaults',
    config: salvaged ? salvaged.config : defaultConfig(),
    issue: 'invalid-config',
    problems: parsed.problems,
    problemCount: parsed.problemCount,
  };
}

/**
 * A link whose VM groups alone hold more problems than are worth mending, found from a sample
 * of at most `maxMended` groups spread over the whole document: validating 16,000 damaged groups
 * to count 48,000 problems would keep the page waiting for no use, and a sample costs a few
 * milliseconds even for a valid link. Null when the sample does not show that much damage; the
 * full validation then decides.
 */
function damagedAllOver(document: unknown): DecodeResult | null {
  const clusters = getAt(document, ['clusters']);
  if (!Array.isArray(clusters)) return null;
  const lists = clusters.map((c) => getAt(c, ['workload', 'vmGroups'])).map((g) => (Array.isArray(g) ? (g as unknown[]) : []));
  const total = lists.reduce((n, g) => n + g.length, 0);
  const stride = Math.max(1, Math.ceil(total / SHARE_LINK_LIMITS.maxMended));
  const problems: Problem[] = [];
  let count = 0;
  let seen = 0;
  for (const [ci, groups] of lists.entries()) {
    for (const [gi, group] of groups.entries()) {
      if (seen++ % stride !== 0) continue;
      const r = configSchemas().VmGroupSchema.safeParse(group);
      if (r.success) continue;
      count += r.error.issues.length;
      if (problems.length < SHARE_LINK_LIMITS.maxListed) {
        const at = ['clusters', ci, 'workload', 'vmGroups', gi];
        const issues = r.error.issues.map((i) => ({ ...i, path: [...at, ...i.path], input: getAt(group, i.path) }));
        problems.push(...toProblems(issues as typeof r.error.issues).slice(0, SHARE_LINK_LIMITS.maxListed - problems.length));
      }
      if (count > SHARE_LINK_LIMITS.maxMended)
        return {
          ok: false,
          recovered: 'defaults',
          config: defaultConfig(),
          issue: 'invalid-config',
          problems,
          problemCount: count,
          countIsLowerBound: true,
        };
    }
  }
  return null;
}

function fail(issue: Exclude<ShareLinkIssue, 'invalid-config'>, version?: number): DecodeResult {
  return {
    ok: false,
    recovered: 'defaults',
    config: defaultConfig(),
    issue,
    problems: [
      {
        path: '',
        code: 'link',
        params: {
          issue,
          version: version === undefined ? '' : String(version),
          current: SHARE_LINK_FORMAT,
          max: SHARE_LINK_LIMITS.maxChars,
          kb: SHARE_LINK_LIMITS.maxInflatedBytes / 1024,
          prefix: SHARE_LINK_PREFIX,
        },
      },
    ],
    problemCount: 1,
    ...(version !== undefined && { linkFormat: version }),
  };
}
