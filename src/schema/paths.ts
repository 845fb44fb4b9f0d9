/**
 * Paths into a config document, the one way every layer walks them: as parseConfig reports them
 * (`clusters[0].workload.vmGroups[1].count`) and as key lists (['clusters', 0, 'workload', ...]).
 */
export type DocPath = readonly PropertyKey[];

export type Bag = Record<PropertyKey, unknown>;

/** A plain object: not null, not an array. */
export const isRecord = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);

export function formatPath(path: DocPath): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out;
}

/** The inverse of formatPath: `a[0].b` to ['a', 0, 'b']. */
export function parsePath(key: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const m of key.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]!);
  return out;
}

/** The value at a path, reading own properties only (a key like `constructor` finds nothing inherited). */
export function getAt(root: unknown, path: DocPath): unknown {
  let cur = root;
  for (const seg of path) {
    if (Array.isArray(cur) && typeof seg === 'number') cur = cur[seg];
    else if (isRecord(cur) && Object.hasOwn(cur, seg)) cur = cur[seg];
    else return undefined;
  }
  return cur;
}

/**
 * The document with the value at a path replaced: objects and arrays along the path are copied,
 * the rest shared; missing objects on the way are created; undefined removes an object's key.
 * Keys are defined as own properties, so `__proto__` in a path is data, never a prototype.
 */
export function setAt<T>(root: T, path: DocPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path as [PropertyKey, ...PropertyKey[]];
  if (Array.isArray(root) && typeof head === 'number') {
    const copy = [...root];
    copy[head] = setAt(root[head], rest, value);
    return copy as T;
  }
  const node: Bag = isRecord(root) ? root : {};
  const next = setAt(Object.hasOwn(node, head) ? node[head] : undefined, rest, value);
  const copy: Bag = { ...node };
  if (next === undefined) delete copy[head];
  else Object.defineProperty(copy, head, { value: next, enumerable: true, writable: true, configurable: true });
  return copy as T;
}
