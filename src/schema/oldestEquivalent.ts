import type { SizingConfig } from '../model/config';
import { jsonEqual } from './json';
import { CURRENT_SCHEMA_VERSION, GB_PER_GIB, MIGRATIONS, mapClusters, V2_DOWNSTROKE_DEFAULT_GB } from './migrate';

type Step = (doc: Record<string, unknown>) => Record<string, unknown>;

/**
 * Each step back takes a document of version n + 1 to one of version n that may migrate forward to
 * it; `oldestEquivalent` keeps a step back only where the migration gives the same document again.
 */
const BACK: Record<number, Step> = {
  2: (doc) => ({
    ...doc,
    clusters: mapClusters(doc, (c) => {
      const rebuild = c.rebuild as Record<string, unknown>;
      const v1: Record<string, unknown> = {
        ...c,
        rebuild: { rateGBpsPerNode: rebuild.rateGBpsPerNode, startDelaySeconds: rebuild.startDelaySeconds },
      };
      delete v1.failurePlan;
      return v1;
    }),
  }),
  3: (doc) => ({
    ...doc,
    clusters: mapClusters(doc, (c) => {
      const o = c.overheads as Record<string, unknown>;
      // The flash share and the oplog come back from the migration; the check in oldestEquivalent says whether they match.
      const { downstrokeGiBPerSsd: gib, hddFormattingShare, ...rest } = o;
      delete rest.flashFormattingShare;
      delete rest.oplogGiBAtRf2;
      delete rest.oplogShareAtRf2;
      const gb = gib === V2_DOWNSTROKE_DEFAULT_GB ? gib : (gib as number) * GB_PER_GIB;
      return { ...c, overheads: { ...rest, downstrokeGBPerSsd: gb, formattingShare: hddFormattingShare } };
    }),
  }),
  4: (doc) => ({
    ...doc,
    // Per-core performance: a document that names no CPU is the same in version 3.
    nodeTypes: Array.isArray(doc.nodeTypes) ? doc.nodeTypes.map((t: Record<string, unknown>) => withoutKey(t, 'cpu')) : doc.nodeTypes,
    clusters: mapClusters(doc, (c) => {
      // A cluster's own ratio has no place in version 3: the check in oldestEquivalent keeps such a document at 4.
      const workload = { ...(c.workload as Record<string, unknown>) };
      delete workload.vcpuPerCore;
      // Version 3 sized every cluster as AHV with nothing set: any other hypervisor keeps version 4.
      const v3: Record<string, unknown> = { ...withoutKey(c, 'sourceCpus'), workload };
      delete v3.hypervisor;
      return v3;
    }),
  }),
  5: (doc) => withoutImportedSources(withoutProposal(withoutLicencesAndFacilities(disasterRecoveryBack(withoutExpansionPolicy(doc))))),
  6: (doc) => ({ ...doc, clusters: mapClusters(doc, withoutSitesLost) }),
};

/** Schema 6: a failure plan that loses no site is the same in version 5; one that does stays at 6. */
function withoutSitesLost(c: Record<string, unknown>): Record<string, unknown> {
  const plan = c.failurePlan as { steps?: unknown } | undefined;
  if (!plan || !Array.isArray(plan.steps)) return c;
  return { ...c, failurePlan: { ...plan, steps: plan.steps.map((s: Record<string, unknown>) => withoutKey(s, 'sitesLost')) } };
}

/** Schema 5, the expansion's buying policy: a document with none is the same in version 4. */
const withoutExpansionPolicy = (doc: Record<string, unknown>): Record<string, unknown> => ({
  ...doc,
  clusters: mapClusters(doc, (c) => withoutKey(c, 'expansion')),
});

/** Disaster recovery: a document with no relation and no site is the same in version 4; any other stays at 5. */
function disasterRecoveryBack(doc: Record<string, unknown>): Record<string, unknown> {
  return { ...withoutKey(doc, 'protections'), clusters: mapClusters(doc, (c) => withoutKey(c, 'site')) };
}

/** Version 5, licences and facilities: a document without prices or switches is the same in version 4. */
function withoutLicencesAndFacilities(doc: Record<string, unknown>): Record<string, unknown> {
  return { ...withoutKey(doc, 'licensing'), clusters: mapClusters(doc, (c) => withoutKey(c, 'rack')) };
}

/** Proposal details: a document that names none is the same in version 4. */
const withoutProposal: Step = (doc) => withoutKey(doc, 'proposal');

/** Imported sources: a document that records none is the same in version 4. */
const withoutImportedSources: Step = (doc) => ({ ...doc, clusters: mapClusters(doc, (c) => withoutKey(c, 'importedSources')) });

function withoutKey(o: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...o };
  delete copy[key];
  return copy;
}

/**
 * The same document in the oldest version that migrates forward to it unchanged. A share link is
 * written that way: a sizing that uses nothing of a later version keeps the link it had before,
 * and opens through the migrations as it is.
 */
export function oldestEquivalent(doc: SizingConfig): Record<string, unknown> {
  let current: Record<string, unknown> = { ...doc };
  for (let v = CURRENT_SCHEMA_VERSION; v > 1; v--) {
    const older = { ...BACK[v]!(current), schemaVersion: v - 1 };
    if (!jsonEqual({ ...MIGRATIONS[v - 1]!(older), schemaVersion: v }, current)) break;
    current = older;
  }
  return current;
}
