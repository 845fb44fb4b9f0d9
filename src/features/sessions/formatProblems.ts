import type { Problem } from '../../schema/issues';

/** Problems of a part of a document, with their paths from the document's root. */
export const withPrefix = (prefix: string, problems: Problem[]): Problem[] =>
  problems.map((p) => ({ ...p, path: p.path ? `${prefix}.${p.path}` : prefix }));

/** A stored record or file whose format version is newer than this release reads, as the problem at `path`. */
export function newerFormat(path: string, version: unknown): Problem | null {
  return typeof version === 'number' && version > 1
    ? { path, code: 'newer-version', params: { version: String(version), current: 1 } }
    : null;
}
