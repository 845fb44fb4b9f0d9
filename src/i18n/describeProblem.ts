import type { ProblemDetail } from '../schema/issues';
import type { DOCUMENT_PROBLEMS_EN } from './en/documentProblems';
import type { PROBLEMS_EN } from './en/problems';
import { interpolate } from './format';
import type { Table } from './table';

/** The words of a value's problems in any language (the first screen's: `m.problems`). */
export type ProblemWords = Table<typeof PROBLEMS_EN>;
/** The words of a whole document's problems, loaded with what reads documents. */
export type DocumentProblemWords = Table<typeof DOCUMENT_PROBLEMS_EN>;

/**
 * One problem of the schema in words, after its field's name or path: every code with either
 * language's tables, numbers written by `number`. Without `documents`, a document's own problem
 * reads as "is not valid": only code that reads whole documents meets one, and it passes them.
 */
export function describeProblem(
  p: ProblemDetail,
  words: ProblemWords,
  number: (n: number) => string,
  documents?: DocumentProblemWords,
): string {
  const w = words;
  const params: Record<string, number | string> = { ...(p.params as Record<string, number | string> | undefined) };
  let text: string | { one: string; other: string } | undefined;
  switch (p.code) {
    case 'too-small':
    case 'too-big':
      text = w.mustBe;
      params.range = boundWords(p, w, number(p.params.limit));
      break;
    case 'link':
      text = documents?.link[p.params.issue];
      break;
    case 'missing':
      params.expected = expected(p.params.expected, w);
      break;
    case 'wrong-type':
      params.expected = expected(p.params.expected, w);
      // Only the kinds that name the value found (a number, a text) have `value`, and only they say it.
      params.found = interpolate(w.found[p.params.found], p.params as Record<string, string>);
      break;
    case 'one-of':
      params.values = p.params.values.join(w.or);
      break;
    case 'any-of':
      params.options = [...new Set(p.params.options.map((o) => choice(o, w, number)))].join(w.or);
      break;
    case 'unknown-fields':
      params.keys = p.params.keys.join(w.and);
      params.limit = p.params.keys.length;
      break;
    case 'not-scenario':
      params.kind = documents?.kinds[p.params.kind] ?? '';
  }
  text ??=
    p.code in w.codes ? w.codes[p.code as keyof ProblemWords['codes']] : documents?.codes[p.code as keyof DocumentProblemWords['codes']];
  // A plural text has one form for a count (`limit`, or the keys named) of 1.
  if (typeof text === 'object') text = params.limit === 1 ? text.one : text.other;
  return interpolate(text ?? w.codes.invalid, params, (_name, v) => (typeof v === 'number' ? number(v) : v));
}

/** The bound a value broke, `at least 0`, with its limit as the caller writes it (a field in its own unit). */
export const boundWords = (p: Extract<ProblemDetail, { code: 'too-small' | 'too-big' }>, w: ProblemWords, limit: string): string =>
  interpolate(p.code === 'too-small' ? (p.params.inclusive ? w.atLeast : w.moreThan) : p.params.inclusive ? w.atMost : w.lessThan, {
    limit,
  });

const expected = (type: string, w: ProblemWords) => (w.expected as Record<string, string>)[type] ?? type;

/** One branch of a union as a choice: the values or type it wants, or its problem without "must be". */
function choice(o: ProblemDetail | null, words: ProblemWords, number: (n: number) => string): string {
  if (!o) return words.valid;
  if (o.code === 'one-of') return o.params.values.join(words.or);
  if (o.code === 'missing' || o.code === 'wrong-type') return expected(o.params.expected, words);
  return describeProblem(o, words, number).replace(new RegExp(words.choice), '');
}
