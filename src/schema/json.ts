import type { Problem } from './issues';
import { isRecord } from './paths';

/** Equality of JSON-like values: key order does not matter, an `undefined` field counts as absent. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (isRecord(a) && isRecord(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    if (ka.length !== kb.length) return false;
    for (const k of ka) if (!jsonEqual(a[k], b[k])) return false;
    return true;
  }
  return false;
}

/** JSON text to a value, or the one problem that says why it is not JSON. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; problems: Problem[] } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, problems: [{ path: '', code: 'not-json', params: { reason: (e as Error).message } }] };
  }
}
