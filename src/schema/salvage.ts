import { BUILT_IN_NODE_TYPES } from '../model/catalogue';
import type { SizingConfig } from '../model/config';
import { defaultConfig, newVmGroup } from '../model/defaultConfig';
import { configSchemas } from './config';
import { type Bag, type DocPath, formatPath, getAt, isRecord, setAt } from './paths';

/**
 * Keeps what is valid in a damaged document: each field the schema refuses is reset to its
 * default (the default sizing's value, the built-in node type of the same id, a new VM group's),
 * a member that cannot be mended (a VM group, node type or cluster) is left out, and lists and
 * texts past their limit are cut to it. Gives up (null) when that does not converge, so the caller
 * falls back to the defaults. Pure and bounded: a few passes of the schema at most.
 */
export interface Salvaged {
  config: SizingConfig;
  /** Paths of the fields reset, cut or left out, e.g. `clusters[0].protection.rf`. */
  repaired: string[];
}

const MAX_PASSES = 12;

export function salvageConfig(document: unknown): Salvaged | null {
  if (!isRecord(document)) return null;
  let work: Bag;
  try {
    work = structuredClone(document);
  } catch {
    return null;
  }
  const fallback = defaultConfig() as unknown as Bag;
  const attempts = new Map<string, number>();
  const repaired = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const result = configSchemas().ConfigSchema.safeParse(work);
    if (result.success) return { config: result.data, repaired: [...repaired] };
    const removals: DocPath[] = [];
    for (const issue of result.error.issues) {
      const path = issue.path;
      const where = formatPath(path);
      repaired.add(where);
      if (issue.code === 'unrecognized_keys') {
        const target = getAt(work, path);
        if (isRecord(target)) for (const k of issue.keys) delete target[k];
        continue;
      }
      if (issue.code === 'too_big' && (issue.origin === 'array' || issue.origin === 'string')) {
        const value = getAt(work, path);
        if (Array.isArray(value) || typeof value === 'string') work = setAt(work, path, value.slice(0, Number(issue.maximum)));
        continue;
      }
      if (path.length === 0) return null;
      const tries = (attempts.get(where) ?? 0) + 1;
      attempts.set(where, tries);
      const last = path[path.length - 1];
      if (tries === 1 && typeof last !== 'number') {
        const value = fallbackAt(fallback, work, path);
        if (value !== undefined) {
          work = setAt(work, path, structuredClone(value));
          continue;
        }
      }
      // A second failure at the same place, or nothing to reset it to: leave out the member holding it.
      let member = -1;
      for (let i = path.length - 1; i >= 0; i--) {
        if (typeof path[i] === 'number') {
          member = i;
          break;
        }
      }
      if (member >= 0) removals.push(path.slice(0, member + 1));
      else if (tries > 1) return null;
      else {
        const parent = getAt(work, path.slice(0, -1));
        if (isRecord(parent) && last !== undefined) delete parent[last];
      }
    }
    // Remove from the highest index down so the others keep their places.
    const unique = new Map(removals.map((p) => [formatPath(p), p]));
    const ordered = [...unique.values()].sort((a, b) => Number(b[b.length - 1]) - Number(a[a.length - 1]));
    for (const p of ordered) {
      const list = getAt(work, p.slice(0, -1));
      if (Array.isArray(list)) list.splice(Number(p[p.length - 1]), 1);
    }
  }
  return null;
}

/** The default for a path: list members are matched by id (node types also in the catalogue). */
function fallbackAt(fallback: Bag, work: Bag, path: DocPath): unknown {
  let fb: unknown = fallback;
  let cur: unknown = work;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i]!;
    if (typeof seg === 'number') {
      const list = path[i - 1];
      const member = Array.isArray(cur) ? cur[seg] : undefined;
      const id = isRecord(member) && typeof member.id === 'string' ? member.id : undefined;
      const options = Array.isArray(fb) ? fb : [];
      const byId = options.find((o) => isRecord(o) && o.id === id);
      if (list === 'vmGroups') fb = byId ?? newVmGroup(id ?? `g${seg + 1}`);
      else if (list === 'nodeTypes') fb = byId ?? BUILT_IN_NODE_TYPES.find((t) => t.id === id) ?? options[0];
      else if (list === 'clusters') fb = byId ?? options[0];
      else fb = options[seg] ?? options[0];
    } else {
      fb = isRecord(fb) ? fb[seg] : undefined;
    }
    cur = Array.isArray(cur) && typeof seg === 'number' ? cur[seg] : isRecord(cur) ? cur[seg] : undefined;
  }
  return fb;
}
