import { formatPath } from '../../schema/issues';
import type { FieldPath } from './intents';

/** The path as parseConfig writes it, e.g. `clusters[0].workload.vmGroups[1].count`. */
export const pathKey = (path: FieldPath): string => formatPath(path as PropertyKey[]);

/** A stable DOM id for the input at a path, so problems and warnings can point at it. */
export const domIdForKey = (key: string): string => `in-${key.replace(/[^A-Za-z0-9_]+/g, '-').replace(/-$/, '')}`;

export const fieldId = (path: FieldPath): string => domIdForKey(pathKey(path));

export function readPath(doc: unknown, path: FieldPath): unknown {
  let node: unknown = doc;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** Parses what a person types: digits with `.` or `,` as the decimal mark, no grouping. */
export function parseNumber(text: string): number | null {
  const s = text.trim().replace(/\s/g, '');
  const normalised = s.includes('.') ? s : s.replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normalised)) return null;
  const n = Number(normalised);
  return Number.isFinite(n) ? n : null;
}

/** Drops float noise from scaling (0.07 × 100 = 7.000000000000001). */
export const tidy = (n: number): number => Number(n.toPrecision(12));

/** The inverse of pathKey: `a[0].b` to ['a', 0, 'b']. */
export function parsePathKey(key: string): FieldPath {
  const out: (string | number)[] = [];
  for (const m of key.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]!);
  return out;
}
