import { isRecord } from '../schema/paths';
import type { Problem, ValueKind } from '../schema/issues';

/**
 * What is wrong with a stored record or a session file, as problems with codes: the page words
 * them in its language (src/i18n/describeProblem.ts), as it words a document's.
 */

/** Problems of a part of a document, with their paths from the document's root. */
export const withPrefix = (prefix: string, problems: Problem[]): Problem[] =>
  problems.map((p) => ({ ...p, path: p.path ? `${prefix}.${p.path}` : prefix }));

/** The format version this release reads and writes, for stored records and session files alike. */
const FORMAT_VERSION = 1;

/** A stored record or file whose format version is newer than this release reads, as the problem at `path`. */
export function newerFormat(path: string, version: unknown): Problem | null {
  return typeof version === 'number' && version > FORMAT_VERSION
    ? { path, code: 'newer-version', params: { version: String(version), current: FORMAT_VERSION } }
    : null;
}

/** A member of the saved list that is not a scenario at all. */
export const notScenario = (value: unknown): Problem => ({ path: '', code: 'not-scenario', params: { kind: kindOf(value) } });

/** A record an earlier release left in localStorage beside a different one in the database. */
export const movedConflict = (): Problem => ({ path: '', code: 'moved-conflict' });

/** A problem kept with what it set aside; an earlier release kept it in words, shown as they are. */
export function storedProblem(p: unknown): Problem {
  const r = isRecord(p) ? p : {};
  const path = typeof r.path === 'string' ? r.path : '';
  return typeof r.code === 'string' && typeof r.message !== 'string'
    ? ({ ...r, path } as Problem)
    : { path, code: 'note', params: { text: String(r.message ?? '') } };
}

const kindOf = (v: unknown): ValueKind =>
  Array.isArray(v)
    ? 'list'
    : v === null
      ? 'null'
      : typeof v === 'string'
        ? 'text'
        : typeof v === 'number'
          ? 'number'
          : typeof v === 'boolean'
            ? 'boolean'
            : 'other';
