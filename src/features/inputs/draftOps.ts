import type { FieldPath } from './intents';

/** Immutable set by path; intermediate arrays and objects are copied, the rest shared. Undefined removes a key. */
export function setInDraft<T>(doc: T, path: FieldPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  const node = (doc ?? {}) as Record<string | number, unknown>;
  const copy = (Array.isArray(node) ? [...node] : { ...node }) as Record<string | number, unknown>;
  const next = setInDraft(node[head!], rest, value);
  if (next === undefined && !Array.isArray(node)) delete copy[head!];
  else copy[head!] = next;
  return copy as T;
}

export { pathKey } from './paths';
