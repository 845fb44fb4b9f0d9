import type { SizingConfig } from '../model/config';
import { configSchemas } from './config';
import { type Problem, toProblems } from './issues';
import { parseJson } from './json';
import { getAt } from './paths';
import { CURRENT_SCHEMA_VERSION, migrate } from './migrate';

export type ParseResult =
  | { ok: true; config: SizingConfig; migratedFrom: number | null }
  | {
      ok: false;
      /** As codes (src/i18n/describeProblem.ts words them), up to `limit` when one was given. */
      problems: Problem[];
      /** How many there are in all. */
      problemCount: number;
    };

/**
 * The only way into the model from outside: migrate the document forward, then validate it.
 * `limit` words only the first problems of a document damaged all over (wording 48,000 of them
 * costs more than the validation).
 */
export interface ParseOptions {
  limit?: number;
}

export function parseConfig(input: unknown, options: ParseOptions = {}): ParseResult {
  const migrated = migrate(input);
  if (!migrated.ok) return { ...migrated, problemCount: migrated.problems.length };
  const checked = validateConfig(migrated.document, options);
  return checked.ok ? { ...checked, migratedFrom: migrated.from === CURRENT_SCHEMA_VERSION ? null : migrated.from } : checked;
}

/**
 * A document of the current version checked against the schema alone: what the editor's
 * keystrokes go through. Old documents come in through parseConfig and its migrations.
 */
export function validateConfig(document: unknown, options: ParseOptions = {}): ParseResult {
  // The input of each issue is looked up from the document, for only the issues worded: asking
  // the schema to copy it into every issue costs more than the whole pass when there are many.
  const result = configSchemas().ConfigSchema.safeParse(document);
  if (!result.success) {
    const issues = result.error.issues;
    const worded = (options.limit === undefined ? issues : issues.slice(0, options.limit)).map((i) => ({
      ...i,
      input: getAt(document, i.path),
    }));
    // The same issues with `input` filled, as reportInput would have it.
    return { ok: false, problems: toProblems(worded as typeof issues), problemCount: issues.length };
  }
  return { ok: true, config: result.data, migratedFrom: null };
}

export function parseConfigJson(text: string, options: ParseOptions = {}): ParseResult {
  const json = parseJson(text);
  return json.ok ? parseConfig(json.value, options) : { ...json, problemCount: json.problems.length };
}
