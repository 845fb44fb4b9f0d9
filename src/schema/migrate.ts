import { DEFAULTS } from '../model/defaults';
import type { Problem } from './issues';
import { isRecord } from './paths';

export const CURRENT_SCHEMA_VERSION = 6;

/**
 * Each step takes a document of version n to n + 1, so a link or file made by any release opens
 * in every later one. Steps are pure and never fail: what a step cannot map, validation reports.
 */
type Step = (doc: Record<string, unknown>) => Record<string, unknown>;

export const mapClusters = (doc: Record<string, unknown>, f: (c: Record<string, unknown>) => Record<string, unknown>) =>
  Array.isArray(doc.clusters) ? doc.clusters.map((c: unknown) => (isRecord(c) ? f(c) : c)) : doc.clusters;

/** Version 2's formatting share and downstroke in GB, as version 3 reads them. */
const V2_FORMATTING_DEFAULT = 0.05;
export const V2_DOWNSTROKE_DEFAULT_GB = 80;
export const GB_PER_GIB = 2 ** 30 / 1e9;
/** Version 3's defaults for what it adds, fixed here: a later default must not change old documents. */
const V3_ADDED = { flashFormattingShare: 0.0938, oplogGiBAtRf2: 400, oplogShareAtRf2: 0.25 } as const;

export const MIGRATIONS: Record<number, Step> = {
  // 2: each cluster gains a failure plan (empty: nothing fails until the user says so) and the
  // time a failed node takes to leave the metadata ring, at its default.
  1: (doc) => ({
    ...doc,
    clusters: mapClusters(doc, (c) => ({
      ...c,
      rebuild: isRecord(c.rebuild) ? { ...c.rebuild, ringRemovalSeconds: DEFAULTS.ringRemovalSeconds.value } : c.rebuild,
      failurePlan: { steps: [] },
    })),
  }),
  // 3: the storage reservations follow the vendor's calculator. The one formatting share splits
  // into flash and HDD (a share left at version 2's default takes the calibrated flash default,
  // one the user set applies to both), the downstroke is counted in GiB (version 2's default of
  // 80 "GB" was the calculator's 80 GiB; another value keeps its size), and the oplog's
  // reservation is added at its defaults.
  2: (doc) => ({
    ...doc,
    clusters: mapClusters(doc, (c) => {
      if (!isRecord(c.overheads)) return c;
      const { formattingShare: share, downstrokeGBPerSsd: gb, ...rest } = c.overheads;
      const downstroke = typeof gb === 'number' && gb !== V2_DOWNSTROKE_DEFAULT_GB ? gb / GB_PER_GIB : gb;
      return {
        ...c,
        overheads: {
          ...rest,
          downstrokeGiBPerSsd: downstroke,
          flashFormattingShare: share === V2_FORMATTING_DEFAULT ? V3_ADDED.flashFormattingShare : share,
          hddFormattingShare: share,
          oplogGiBAtRf2: V3_ADDED.oplogGiBAtRf2,
          oplogShareAtRf2: V3_ADDED.oplogShareAtRf2,
        },
      };
    }),
  }),
  // 4: a cluster may carry the customer's vCPU:core ratio (workload.vcpuPerCore). A version 3
  // document has none, so every group keeps the ratio it had.
  // 4: each cluster names its hypervisor: AHV, whose defaults take nothing beyond the CVM, as
  // version 3 sized every cluster.
  // 4, per-core performance: a node type's `cpu` and a cluster's `sourceCpus` are optional and
  // start absent, so every node type keeps the factor typed by hand and sizes as before.
  3: (doc) => ({
    ...doc,
    clusters: mapClusters(doc, (c) => ({ ...c, hypervisor: { kind: 'ahv' } })),
  }),
  // 5, the expansion's buying policy: a cluster's `expansion` is optional and starts absent, so
  // the runway buys as needed, as before.
  // 5, disaster recovery: the document's `protections` and a cluster's `site` are optional and start
  // absent, so every cluster is sized on its own as before.
  // 5, licences and facilities: the document's `licensing` (unit prices, a per-CPU minimum) and a
  // cluster's `rack` (top-of-rack switches) are optional and start absent: nothing is priced.
  // 5, proposal details: the document may name its customer, project, author, date and version
  // (`proposal`); a version 4 document names none and prints as before.
  // 5, imported sources: a cluster may list the source clusters imported into it
  // (`importedSources`); a version 4 document lists none.
  4: (doc) => doc,
  // 6, site failures in the failure plan: a step may lose sites (`sitesLost`), and a step that does
  // may fail no node. A version 5 step loses none and fails at least one node, as before.
  5: (doc) => doc,
};

export type Migrated = { ok: true; document: unknown; from: number } | { ok: false; problems: Problem[] };

export function migrate(input: unknown): Migrated {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, problems: [{ path: '', code: 'not-config' }] };
  }
  const version = (input as Record<string, unknown>).schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, problems: [{ path: 'schemaVersion', code: 'bad-version', params: { current: CURRENT_SCHEMA_VERSION } }] };
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    return {
      ok: false,
      problems: [{ path: 'schemaVersion', code: 'newer-version', params: { version: String(version), current: CURRENT_SCHEMA_VERSION } }],
    };
  }
  let doc = input as Record<string, unknown>;
  for (let v = version; v < CURRENT_SCHEMA_VERSION; v++) {
    const step = MIGRATIONS[v];
    if (!step) return { ok: false, problems: [{ path: 'schemaVersion', code: 'no-migration', params: { version: v } }] };
    doc = { ...step(doc), schemaVersion: v + 1 };
  }
  return { ok: true, document: doc, from: version };
}
