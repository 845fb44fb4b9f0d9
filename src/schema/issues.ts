import type * as z from 'zod/mini';
import { formatPath } from './paths';

/** What kind of problem, with its numbers, so that any language can word it. */
export type ProblemCode = 'too-small' | 'too-big' | 'missing' | 'wrong-type' | 'one-of' | 'custom';

/** One problem with an input, in words a user can act on. */
export interface Problem {
  /** Dotted path, e.g. `clusters[0].protection.rf`; empty for the document itself. */
  path: string;
  /** English wording, as the CLI prints it. */
  message: string;
  code?: ProblemCode;
  /** For too-small and too-big: the limit and whether it is allowed itself (1) or not (0). */
  params?: { limit: number; inclusive: 0 | 1 };
}

// One formatter for all: toLocaleString with options builds a new one per call (about 40 µs). It is
// built on first use: the first number formatter of a page loads the locale's data, which at module
// load lengthened the page's start-up task by some 10 ms.
let number: Intl.NumberFormat | undefined;
const fmt = (n: unknown) =>
  typeof n === 'number' || typeof n === 'bigint'
    ? (number ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 })).format(Number(n))
    : String(n);

/** zod/mini carries no message locale: every issue is worded here, naming what is allowed. */
export function describeIssue(i: z.core.$ZodIssue): string {
  switch (i.code) {
    case 'invalid_type':
      if (i.input === undefined) return `is required (${expected(i.expected)})`;
      return `must be ${expected(i.expected)}, not ${describeInput(i.input)}`;
    case 'too_small':
      if (i.origin === 'array') return `must have at least ${fmt(i.minimum)} item${Number(i.minimum) === 1 ? '' : 's'}`;
      if (i.origin === 'string') return `must be at least ${fmt(i.minimum)} character${Number(i.minimum) === 1 ? '' : 's'}`;
      return `must be ${i.inclusive ? 'at least' : 'more than'} ${fmt(i.minimum)}`;
    case 'too_big':
      if (i.origin === 'array') return `must have at most ${fmt(i.maximum)} items`;
      if (i.origin === 'string') return `must be at most ${fmt(i.maximum)} characters`;
      return `must be ${i.inclusive ? 'at most' : 'less than'} ${fmt(i.maximum)}`;
    case 'invalid_value':
      return `must be ${i.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'invalid_union':
      return `must be ${unionOptions(i)}`;
    case 'invalid_format':
      return i.format === 'regex' ? 'may use only letters, digits, "-" and "_"' : `must be a valid ${i.format}`;
    case 'unrecognized_keys':
      return `has unknown field${i.keys.length > 1 ? 's' : ''} ${i.keys.join(', ')}`;
    case 'custom':
      return i.message;
    default:
      return i.message;
  }
}

function unionOptions(i: z.core.$ZodIssueInvalidUnion): string {
  const options = i.errors.map((branch) => {
    const first = branch[0];
    if (!first) return 'valid';
    if (first.code === 'invalid_value') return first.values.map((v) => JSON.stringify(v)).join(' or ');
    if (first.code === 'invalid_type') return expected(first.expected);
    return describeIssue(first).replace(/^must be /, '');
  });
  return [...new Set(options)].join(' or ');
}

function expected(e: string): string {
  if (e === 'int') return 'a whole number';
  if (e === 'number') return 'a number';
  if (e === 'string') return 'text';
  if (e === 'boolean') return 'true or false';
  if (e === 'array') return 'a list';
  if (e === 'object') return 'an object';
  return e;
}

function describeInput(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'number') return Number.isFinite(v) ? `${v}` : String(v);
  if (typeof v === 'string') return `text "${v.length > 20 ? v.slice(0, 20) + '…' : v}"`;
  return typeof v;
}

/** Words one issue; `describeIssue` is English, another language brings its own. */
export type DescribeIssue = (i: z.core.$ZodIssue) => string;

export function toProblems(issues: readonly z.core.$ZodIssue[], describe: DescribeIssue = describeIssue): Problem[] {
  return issues.filter((i) => !safeRangeOnly(i, issues)).map((i) => ({ path: formatPath(i.path), message: describe(i), ...codeOf(i) }));
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

function codeOf(i: z.core.$ZodIssue): Pick<Problem, 'code' | 'params'> {
  if ((i.code === 'too_small' || i.code === 'too_big') && i.origin !== 'array' && i.origin !== 'string') {
    const limit = Number(i.code === 'too_small' ? i.minimum : i.maximum);
    return { code: i.code === 'too_small' ? 'too-small' : 'too-big', params: { limit, inclusive: i.inclusive ? 1 : 0 } };
  }
  if (i.code === 'invalid_type') return { code: i.input === undefined ? 'missing' : 'wrong-type' };
  if (i.code === 'invalid_value' || i.code === 'invalid_union') return { code: 'one-of' };
  return { code: 'custom' };
}
