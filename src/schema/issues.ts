import type * as z from 'zod/mini';
import { formatPath } from './paths';
import type { ShareLinkIssue } from './shareLink';

/** A limit a value broke, and whether the limit itself is allowed (1) or not (0). */
type Bound = { limit: number; inclusive: 0 | 1 };

/**
 * What is wrong, as a code with the numbers and names any language needs to word it
 * (src/i18n/describeProblem.ts words it, a number in the reader's locale). `expected` is the type
 * Zod expected (`int`, `number`, `string`…); `values` are JSON texts; a value of the document
 * quoted as it stands there (a version, the used storage) is a string.
 */
export type ProblemDetail = ValueProblem | DocumentProblem;

/** A value of the document that breaks a rule, at its path. */
type ValueProblem =
  | { code: 'missing'; params: { expected: string } }
  | { code: 'wrong-type'; params: { expected: string; found: Found; value?: string } }
  | { code: 'too-small' | 'too-big'; params: Bound }
  | { code: 'too-few-items' | 'too-many-items' | 'too-short' | 'too-long'; params: { limit: number } }
  | { code: 'one-of'; params: { values: readonly string[] } }
  | { code: 'any-of'; params: { options: readonly (ProblemDetail | null)[] } }
  | { code: 'format'; params: { format: string } }
  | { code: 'unknown-fields'; params: { keys: readonly string[] } }
  | { code: 'not-multiple'; params: { divisor: number } }
  | { code: 'too-many-nodes'; params: { limit: number } }
  | { code: 'below-used'; params: { used: string } }
  | { code: RuleCode; params?: undefined };

/**
 * A document that cannot be read as a whole (a file, a stored record, a link, a host's config):
 * what the fields of the page never meet, since the config they edit is always a whole one.
 */
type DocumentProblem =
  | { code: 'bad-version'; params: { current: number } }
  | { code: 'newer-version'; params: { version: string; current: number } }
  | { code: 'no-migration'; params: { version: number } }
  | { code: 'not-json'; params: { reason: string } }
  | { code: 'link-too-large'; params: { limit: number } }
  | { code: 'link'; params: LinkParams }
  | { code: 'file-too-large'; params: { mb: number } }
  | { code: 'config-too-large'; params: { mib: number } }
  | { code: 'not-scenario'; params: { kind: ValueKind } }
  | { code: 'note'; params: { text: string } }
  | { code: 'compare-prefix'; params: { prefix: string } }
  | { code: 'too-few-scenarios' | 'too-many-scenarios'; params: { limit: number } }
  | { code: 'not-share-link'; params: { scenario: number } }
  | { code: 'not-config' | 'moved-conflict' | 'compare-too-long'; params?: undefined };

export type DocumentProblemCode = DocumentProblem['code'];

/** What is wrong with a share link as a whole, with every figure its words may name. */
type LinkParams = {
  issue: Exclude<ShareLinkIssue, 'invalid-config'>;
  version: string;
  current: number;
  max: number;
  kb: number;
  prefix: string;
};

/** The schema's own rules, whose words need no number. */
type RuleCode =
  | 'name-characters'
  | 'blank'
  | 'whole-number'
  | 'unique-node-type'
  | 'unique-cluster'
  | 'unknown-node-type'
  | 'node-type-twice'
  | 'no-nodes'
  | 'recommend-hci'
  | 'unique-vm-group'
  | 'iso-date'
  | 'invalid';

/** What was found instead of the type expected: a number and a text are quoted in `value`, any other JavaScript type named there. */
export type Found = 'null' | 'list' | 'number' | 'text' | 'other';

/** What a value is, where a record was expected. */
export type ValueKind = 'list' | 'null' | 'text' | 'number' | 'boolean' | 'other';

export type ProblemCode = ProblemDetail['code'];

/** One problem with an input: where (a dotted path, e.g. `clusters[0].protection.rf`; empty for the document itself) and what. */
export type Problem = ProblemDetail & { path: string };

/** Every Zod issue as a code: zod/mini carries no message locale, and each language words the codes. */
function detailOf(i: z.core.$ZodIssue): ProblemDetail {
  switch (i.code) {
    case 'invalid_type':
      return i.input === undefined
        ? { code: 'missing', params: { expected: i.expected } }
        : { code: 'wrong-type', params: { expected: i.expected, ...found(i.input) } };
    case 'too_small':
    case 'too_big': {
      const small = i.code === 'too_small';
      const limit = Number(small ? i.minimum : i.maximum);
      if (i.origin === 'array') return { code: small ? 'too-few-items' : 'too-many-items', params: { limit } };
      if (i.origin === 'string') return { code: small ? 'too-short' : 'too-long', params: { limit } };
      return { code: small ? 'too-small' : 'too-big', params: { limit, inclusive: i.inclusive ? 1 : 0 } };
    }
    case 'invalid_value':
      return { code: 'one-of', params: { values: i.values.map((v) => JSON.stringify(v)) } };
    case 'invalid_union':
      return { code: 'any-of', params: { options: i.errors.map((branch) => (branch[0] ? detailOf(branch[0]) : null)) } };
    case 'invalid_format':
      return i.format === 'regex' ? { code: 'name-characters' } : { code: 'format', params: { format: i.format } };
    case 'unrecognized_keys':
      return { code: 'unknown-fields', params: { keys: i.keys } };
    case 'not_multiple_of':
      return { code: 'not-multiple', params: { divisor: Number(i.divisor) } };
    case 'custom':
      // The schema's own rules carry their code in the issue's params (src/schema/config.ts).
      return (i.params as ProblemDetail | undefined) ?? { code: 'invalid' };
    default:
      return { code: 'invalid' };
  }
}

function found(v: unknown): { found: Found; value?: string } {
  if (v === null) return { found: 'null' };
  if (Array.isArray(v)) return { found: 'list' };
  if (typeof v === 'number') return { found: 'number', value: String(v) };
  if (typeof v === 'string') return { found: 'text', value: v.length > 20 ? v.slice(0, 20) + '…' : v };
  return { found: 'other', value: typeof v };
}

export function toProblems(issues: readonly z.core.$ZodIssue[]): Problem[] {
  return issues.filter((i) => !safeRangeOnly(i, issues)).map((i) => ({ path: formatPath(i.path), ...detailOf(i) }));
}

/**
 * A whole number past 2^53 breaks the integer type's own safe range as well as the field's range:
 * only the field's is worth saying ("at most 3,650", not "at most 9,007,199,254,740,991").
 */
function safeRangeOnly(i: z.core.$ZodIssue, all: readonly z.core.$ZodIssue[]): boolean {
  if (i.code !== 'too_big' && i.code !== 'too_small') return false;
  const limit = Math.abs(Number(i.code === 'too_big' ? i.maximum : i.minimum));
  if (limit !== Number.MAX_SAFE_INTEGER) return false;
  return all.some((o) => o !== i && o.code === i.code && o.path.length === i.path.length && o.path.every((k, n) => k === i.path[n]));
}
