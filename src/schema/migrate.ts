import type { SizingConfig } from '../model/config';
import { DEFAULTS } from '../model/defaults';
import type { Problem } from './issues';
import { isRecord } from './paths';

export const CURRENT_SCHEMA_VERSION = 2;

/**
 * Each step takes a document of version n to n + 1, so a link or file made by any release opens
 * in every later one. Steps are pure and never fail: what a step cannot map, validation reports.
 */
type Step = (doc: Record<string, unknown>) => Record<string, unknown>;
export const MIGRATIONS: Record<number, Step> = {
  // 2: each cluster gains a failure plan (empty: nothing fails until the user says so) and the
  // time a failed node takes to leave the metadata ring, at its default.
  1: (doc) => ({
    ...doc,
    clusters: Array.isArray(doc.clusters)
      ? doc.clusters.map((c: unknown) =>
          isRecord(c)
            ? {
                ...c,
                rebuild: isRecord(c.rebuild) ? { ...c.rebuild, ringRemovalSeconds: DEFAULTS.ringRemovalSeconds.value } : c.rebuild,
                failurePlan: { steps: [] },
              }
            : c,
        )
      : doc.clusters,
  }),
};

export type Migrated = { ok: true; document: unknown; from: number } | { ok: false; problems: Problem[] };

export function migrate(input: unknown): Migrated {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, problems: [{ path: '', message: 'must be a sizing config object' }] };
  }
  const version = (input as Record<string, unknown>).schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, problems: [{ path: 'schemaVersion', message: `must be a whole number from 1 to ${CURRENT_SCHEMA_VERSION}` }] };
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    return {
      ok: false,
      problems: [
        {
          path: 'schemaVersion',
          message: `is ${version}, newer than this sizer understands (${CURRENT_SCHEMA_VERSION}): open it in a newer release`,
        },
      ],
    };
  }
  let doc = input as Record<string, unknown>;
  for (let v = version; v < CURRENT_SCHEMA_VERSION; v++) {
    const step = MIGRATIONS[v];
    if (!step) return { ok: false, problems: [{ path: 'schemaVersion', message: `has no migration from version ${v}` }] };
    doc = { ...step(doc), schemaVersion: v + 1 };
  }
  return { ok: true, document: doc, from: version };
}

/**
 * The same document in the oldest version that migrates back to it unchanged. A share link is
 * written that way: a sizing that uses nothing of version 2 (no failure plan, the default ring
 * removal) keeps the link it had before version 2, and opens through the migrations as it is.
 */
export function oldestEquivalent(doc: SizingConfig): Record<string, unknown> {
  const ring = DEFAULTS.ringRemovalSeconds.value;
  if (!doc.clusters.every((c) => c.failurePlan.steps.length === 0 && c.rebuild.ringRemovalSeconds === ring)) return { ...doc };
  return {
    ...doc,
    schemaVersion: 1,
    clusters: doc.clusters.map((c) => {
      const v1: Record<string, unknown> = {
        ...c,
        rebuild: { rateGBpsPerNode: c.rebuild.rateGBpsPerNode, startDelaySeconds: c.rebuild.startDelaySeconds },
      };
      delete v1.failurePlan;
      return v1;
    }),
  };
}
