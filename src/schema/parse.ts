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
  return check(document, document, (path) => path, options);
}

/**
 * `draft` checked as validateConfig would, given `before`: a document that passed it, which the
 * draft was edited from and shares every part the edit left alone (as the editor's edits do). Of
 * the VM groups, only those that are not `before`'s own are checked, in a copy of the draft that
 * holds just them: the others passed already, and no rule of the schema looks at two groups but
 * the uniqueness of their ids, which an edit that keeps every group's id cannot break (a rule
 * across groups added to the schema must be added here). A keystroke in a workload of 1,000 groups
 * checks one. Groups added, removed or given other ids: the whole draft is checked.
 */
export function validateEdit(before: SizingConfig, draft: SizingConfig, options: ParseOptions = {}): ParseResult {
  const edited = editedGroupsOnly(before, draft);
  if (!edited) return validateConfig(draft, options);
  const checked = check(edited.document, draft, edited.pathInDraft, options);
  // The schema changes nothing it passes: the draft itself is the valid document.
  return checked.ok ? { ...checked, config: draft } : checked;
}

/** Checks `checked`; `pathIn` turns each issue's path into its place in `document`, where its input is read. */
function check(checked: unknown, document: unknown, pathIn: (path: PropertyKey[]) => PropertyKey[], options: ParseOptions): ParseResult {
  // The input of each issue is looked up from the document, for only the issues worded: asking
  // the schema to copy it into every issue costs more than the whole pass when there are many.
  const result = configSchemas().ConfigSchema.safeParse(checked);
  if (!result.success) {
    const issues = result.error.issues;
    const worded = (options.limit === undefined ? issues : issues.slice(0, options.limit)).map((i) => {
      const path = pathIn(i.path);
      return { ...i, path, input: getAt(document, path) };
    });
    // The same issues with `input` filled, as reportInput would have it.
    return { ok: false, problems: toProblems(worded as typeof issues), problemCount: issues.length };
  }
  return { ok: true, config: result.data, migratedFrom: null };
}

const GROUPS_AT = 4; // ['clusters', ci, 'workload', 'vmGroups', gi, ...]

/**
 * The draft with, in each cluster, only the VM groups that are not `before`'s at the same place,
 * and where each of them sits in the draft; null when the groups were added, removed or moved, a
 * group's id changed, or the draft is not shaped as a document.
 */
function editedGroupsOnly(
  before: SizingConfig,
  draft: SizingConfig,
): { document: SizingConfig; pathInDraft: (path: PropertyKey[]) => PropertyKey[] } | null {
  if (!Array.isArray(draft.clusters) || draft.clusters.length !== before.clusters.length) return null;
  const places: number[][] = [];
  const clusters: unknown[] = [];
  for (const [ci, cluster] of draft.clusters.entries()) {
    const groups: unknown = (cluster as Partial<typeof cluster> | null)?.workload?.vmGroups;
    const was = before.clusters[ci]!.workload.vmGroups;
    if (!Array.isArray(groups) || groups.length !== was.length) return null;
    const at: number[] = [];
    for (const [gi, group] of groups.entries()) {
      if (group === was[gi]) continue;
      if ((group as { id?: unknown } | null)?.id !== was[gi]!.id) return null;
      at.push(gi);
    }
    places.push(at);
    clusters.push({ ...cluster, workload: { ...cluster.workload, vmGroups: at.map((gi) => groups[gi]) } });
  }
  const pathInDraft = (path: PropertyKey[]) =>
    path[0] === 'clusters' && path[2] === 'workload' && path[3] === 'vmGroups' && typeof path[GROUPS_AT] === 'number'
      ? [...path.slice(0, GROUPS_AT), places[path[1] as number]![path[GROUPS_AT]]!, ...path.slice(GROUPS_AT + 1)]
      : path;
  return { document: { ...draft, clusters } as SizingConfig, pathInDraft };
}

export function parseConfigJson(text: string, options: ParseOptions = {}): ParseResult {
  const json = parseJson(text);
  return json.ok ? parseConfig(json.value, options) : { ...json, problemCount: json.problems.length };
}
