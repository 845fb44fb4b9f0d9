import type { Problem } from '../schema/issues';

/**
 * What is wrong with a stored record or a session file, after its field path. Worded in English
 * here, as src/schema words a document's problems (`Problem.message` is English): a record set
 * aside keeps its problems with it, whatever language the page speaks when it is read.
 */

/** Problems of a part of a document, with their paths from the document's root. */
export const withPrefix = (prefix: string, problems: Problem[]): Problem[] =>
  problems.map((p) => ({ path: p.path ? `${prefix}.${p.path}` : prefix, message: p.message }));

/** The format version this release reads and writes, for stored records and session files alike. */
const FORMAT_VERSION = 1;

/** A stored record or file whose format version is newer than this release reads, as the problem at `path`. */
export function newerFormat(path: string, version: unknown): Problem | null {
  return typeof version === 'number' && version > FORMAT_VERSION
    ? { path, message: `is ${version}, newer than this sizer understands (${FORMAT_VERSION}): open it in a newer release` }
    : null;
}

/** A member of the saved list that is not a scenario at all. */
export const notScenario = (value: unknown): Problem => ({
  path: '',
  message: `must be a saved scenario (an object), not ${kindOf(value)}`,
});

/** A record an earlier release left in localStorage beside a different one in the database. */
export const movedConflict = (): Problem => ({
  path: '',
  message: 'was left in this browser’s older storage by an earlier release and differs from the record kept now; both are kept',
});

function kindOf(v: unknown): string {
  if (Array.isArray(v)) return 'a list';
  if (v === null) return 'null';
  if (typeof v === 'string') return 'text';
  if (typeof v === 'number') return 'a number';
  if (typeof v === 'boolean') return 'true or false';
  return 'something else';
}
