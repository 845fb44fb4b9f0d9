import type { SizingConfig } from '../model/config';
import { ConfigSchema } from './config';
import { type Problem, toProblems } from './issues';
import { parseJson } from './json';
import { CURRENT_SCHEMA_VERSION, migrate } from './migrate';

export type ParseResult = { ok: true; config: SizingConfig; migratedFrom: number | null } | { ok: false; problems: Problem[] };

/** The only way into the model from outside: migrate the document forward, then validate it. */
export function parseConfig(input: unknown): ParseResult {
  const migrated = migrate(input);
  if (!migrated.ok) return migrated;
  const result = ConfigSchema.safeParse(migrated.document, { reportInput: true });
  if (!result.success) return { ok: false, problems: toProblems(result.error.issues) };
  return { ok: true, config: result.data, migratedFrom: migrated.from === CURRENT_SCHEMA_VERSION ? null : migrated.from };
}

export function parseConfigJson(text: string): ParseResult {
  const json = parseJson(text);
  return json.ok ? parseConfig(json.value) : json;
}
