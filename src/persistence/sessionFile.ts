import type { SizingConfig } from '../model/config';
import { type Problem, toProblems } from '../schema/issues';
import { parseJson } from '../schema/json';
import { MAX_DOCUMENT_BYTES } from '../schema/limits';
import { parseConfig } from '../schema/parse';
import { isRecord } from '../schema/paths';
import { newerFormat, withPrefix } from './recordProblems';
import { SESSION_FILE_FORMAT, type Scenario, sessionSchemas } from './sessionRecords';

/**
 * Session files, read and written: loaded with the scenarios panel, the one place that imports
 * and exports them.
 */

/** What a file holds: a session's scenarios, or one bare config (as the CLI reads it). */
export type FileContents =
  | { ok: true; kind: 'session'; scenarios: { name: string; createdAt: string; config: SizingConfig }[] }
  | { ok: true; kind: 'config'; config: SizingConfig }
  | { ok: false; problems: Problem[] };

/** Reads a session or config file; anything wrong is listed by field path. Pure. */
export function readSessionFile(text: string): FileContents {
  if (text.length > MAX_DOCUMENT_BYTES)
    return {
      ok: false,
      problems: [{ path: '', code: 'file-too-large', params: { mb: MAX_DOCUMENT_BYTES / 1024 / 1024 } }],
    };
  const json = parseJson(text);
  if (!json.ok) return json;
  const value = json.value;
  if (!isRecord(value) || !('format' in value)) {
    const parsed = parseConfig(value);
    return parsed.ok ? { ok: true, kind: 'config', config: parsed.config } : parsed;
  }
  const newer = newerFormat('version', value.version);
  if (newer) return { ok: false, problems: [newer] };
  const file = sessionSchemas().SessionFileSchema.safeParse(value, { reportInput: true });
  if (!file.success) return { ok: false, problems: toProblems(file.error.issues) };
  const problems: Problem[] = [];
  const scenarios: { name: string; createdAt: string; config: SizingConfig }[] = [];
  file.data.scenarios.forEach((s, i) => {
    const parsed = parseConfig(s.config);
    if (parsed.ok) scenarios.push({ name: s.name, createdAt: s.createdAt, config: parsed.config });
    else problems.push(...withPrefix(`scenarios[${i}].config`, parsed.problems));
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, kind: 'session', scenarios };
}

/** A session file of these scenarios. Pure. */
export function sessionFileText(scenarios: readonly Scenario[], exportedAt: string): { filename: string; text: string } {
  const file = { format: SESSION_FILE_FORMAT, version: 1 as const, exportedAt, scenarios };
  return { filename: `hci-sizer-session-${exportedAt.slice(0, 10)}.json`, text: JSON.stringify(file, null, 2) + '\n' };
}
