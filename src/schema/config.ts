import * as z from 'zod/mini';
import type { ProblemDetail } from './issues';
import { LIMITS } from './limits';
import { RPO_MINUTES } from '../model/rpo';

/**
 * The config document at every edge (URL, JSON file, widget attributes, postMessage, CLI).
 * Ranges are wide enough for any real cluster and narrow enough that no input can make the
 * model produce NaN, Infinity or a runaway loop.
 */
export { LIMITS };

/**
 * A failure plan's size: far more steps than anyone plays out by hand, few enough to replay at
 * once. Here rather than in limits.ts, which the widget loads up front: only the schema and the
 * simulator's view need them.
 */
export const FAILURE_PLAN_LIMITS = {
  steps: 32,
  targetsPerStep: 64,
  /** Minutes from the plan's start a step may come at: one year. */
  atMinutes: 525_600,
} as const;

/** vCPU per physical core, a group's or a cluster's (here for the same reason as the plan's limits). */
export const VCPU_PER_CORE = { min: 0.25, max: 32 } as const;

/**
 * CPU models among a cluster's source hosts: an estate of many generations has a few dozen. Here
 * rather than in limits.ts, as the failure plan's limits are: only the schema and the import need it.
 */
export const SOURCE_CPU_MODELS = 64;
// --- schema 5: imported sources ---
/** Source clusters recorded per cluster: an estate's vCenter clusters, a few dozen at most [infer]. */
export const IMPORTED_SOURCES = 64;
// --- end ---

// --- schema 5: proposal details ---
/**
 * A calendar day as ISO 8601 writes it (2026-11-25), the one form every language reads alike and
 * a date field gives; 2026-02-30 has the form but is no day (the date rolls over into March).
 */
const isIsoDay = (s: string) => /^\d{4}-\d\d-\d\d$/.test(s) && new Date(s).toJSON()?.slice(0, 10) === s;
// --- end schema 5: proposal details ---

/**
 * Built on first use, not when the page loads: constructing a few hundred validators is a
 * noticeable part of the start-up work on a slow phone, and the page opens its document without
 * validating it (see openDocument).
 */
function buildSchemas() {
  const num = (min: number, max: number) => z.number().check(z.minimum(min), z.maximum(max));
  const int = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
  const share = () => num(0, 1);
  const id = () => z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));
  const name = () => z.string().check(z.maxLength(LIMITS.name));
  /** What the results and warnings call a node type or a VM group: a blank one would leave them unnamed. */
  const requiredName = () =>
    z.string().check(
      z.maxLength(LIMITS.name),
      z.refine((s) => s.trim() !== '', { params: { code: 'blank' } satisfies ProblemDetail }),
    );

  const DriveGroupSchema = z.strictObject({
    tier: z.enum(['nvme', 'ssd', 'hdd']),
    count: int(0, 64),
    sizeTB: num(0, 100),
    selfEncrypting: z.boolean(),
  });

  // --- schema 4: per-core performance ---
  const cpuPerformance = {
    model: requiredName(),
    // SPECrate2017_int_base per core: published results run from about 2 to 20.
    perCoreRate: z.optional(num(0.01, 1000)),
  };
  const CpuPerformanceSchema = z.strictObject(cpuPerformance);
  const SourceCpuSchema = z.strictObject({ ...cpuPerformance, cores: int(1, 10_000_000) });
  // --- end schema 4: per-core performance ---

  const NodeTypeSchema = z.strictObject({
    id: id(),
    name: requiredName(),
    catalogueId: z.optional(z.string().check(z.maxLength(120))),
    sockets: int(1, 8),
    coresPerSocket: int(1, 256),
    ghz: num(0.5, 6),
    cpuFactor: num(0.1, 5),
    ramGiB: num(8, 24576),
    drives: z.array(DriveGroupSchema).check(z.maxLength(12)),
    nicGbps: num(1, 1600),
    role: z.enum(['hci', 'storage-only', 'compute-only']),
    performance: z.optional(z.strictObject({ iops: num(1, 1e8) })),
    // --- schema 4: per-core performance ---
    cpu: z.optional(CpuPerformanceSchema),
    // --- end schema 4: per-core performance ---
  });

  const VmGroupSchema = z.strictObject({
    id: id(),
    name: requiredName(),
    count: int(0, 1_000_000),
    vcpu: int(1, 768),
    ramGiB: num(0.25, 24576),
    usedGiB: num(0, 1e6),
    provisionedGiB: num(0, 1e6),
    iops: num(0, 1e7),
    hotShare: share(),
    kind: z.enum(['server', 'database', 'vdi', 'files', 'exchange', 'analytics']),
    vcpuPerCore: z.optional(num(VCPU_PER_CORE.min, VCPU_PER_CORE.max)),
  });

  const ClusterSchema = z.strictObject({
    id: id(),
    name: name(),
    nodes: z
      .array(z.strictObject({ nodeTypeId: id(), count: int(0, LIMITS.nodesPerCluster) }))
      .check(z.minLength(1), z.maxLength(LIMITS.nodeTypes)),
    faultDomains: z.strictObject({
      awareness: z.enum(['node', 'block', 'rack']),
      nodesPerBlock: z.union([z.literal(1), z.literal(2), z.literal(4)]),
      blocksPerRack: int(1, 64),
    }),
    protection: z.strictObject({
      rf: z.union([z.literal(2), z.literal(3)]),
      ecx: z.strictObject({ enabled: z.boolean(), coldShare: share(), savingsRealised: share() }),
    }),
    headroom: z.strictObject({
      mode: z.enum(['auto', 'fixed']),
      fixedDomains: int(0, 8),
      surviveSecondFailure: z.boolean(),
      selfHealGoal: z.enum(['restore-fault-tolerance', 'reprotect-data']),
    }),
    dataReduction: z.strictObject({
      compressionRatio: num(LIMITS.reductionRatio.min, LIMITS.reductionRatio.max),
      dedupRatio: num(LIMITS.reductionRatio.min, LIMITS.reductionRatio.max),
      applicationEncryption: z.boolean(),
    }),
    overheads: z.strictObject({
      cvmCores: z.union([z.literal('auto'), num(0, 32)]),
      cvmRamGiB: num(0, 256),
      cvmRamAddOns: z.boolean(),
      homeGiBPerDevice: num(0, 1024),
      homeDevices: int(0, 8),
      metadataGiBPerDevice: num(0, 1024),
      metadataMaxDevices: int(0, 16),
      curatorGiBPerHddTB: num(0, 200),
      downstrokeGiBPerSsd: num(0, 1000),
      flashFormattingShare: num(0, 0.5),
      hddFormattingShare: num(0, 0.5),
      oplogGiBAtRf2: num(0, 4096),
      oplogShareAtRf2: num(0, 0.5),
    }),
    thresholds: z.strictObject({
      cpu: num(0.1, 1),
      ram: num(0.1, 1),
      storageFill: num(0.1, 1),
      iops: num(0.1, 1),
    }),
    rebuild: z.strictObject({
      rateGBpsPerNode: num(0.01, 10),
      startDelaySeconds: num(0, 3600),
      ringRemovalSeconds: num(0, 86_400),
    }),
    workload: z.strictObject({
      vmGroups: z.array(VmGroupSchema).check(z.maxLength(LIMITS.vmGroups)),
      vcpuPerCore: z.optional(num(VCPU_PER_CORE.min, VCPU_PER_CORE.max)),
      snapshots: z.strictObject({ dailyChangeShare: share(), retentionDays: int(0, 3650) }),
      growth: z.strictObject({ yearlyShare: num(0, 2), years: int(0, 10) }),
    }),
    recommendNodeTypeId: id(),
    // A target may name a node type the cluster no longer has, or a node past its count: the plan is
    // kept as written and the simulator says which targets fail nothing, so removing nodes never
    // makes the document invalid.
    failurePlan: z.strictObject({
      steps: z
        .array(
          z
            .strictObject({
              atMinutes: num(0, FAILURE_PLAN_LIMITS.atMinutes),
              targets: z
                .array(
                  z.strictObject({
                    nodeTypeId: id(),
                    index: int(1, LIMITS.nodesPerCluster),
                    scope: z.enum(['node', 'block', 'rack']),
                  }),
                )
                .check(z.maxLength(FAILURE_PLAN_LIMITS.targetsPerStep)),
              // --- schema 6: site failures in the failure plan ---
              // A site the plan no longer has is kept as written: the simulator says it starts nothing.
              sitesLost: z.optional(z.array(name()).check(z.minLength(1), z.maxLength(LIMITS.clusters))),
              // --- end ---
            })
            // A step fails something: a node, block or rack, or a site.
            .check(
              z.refine((step) => step.targets.length > 0 || (step.sitesLost?.length ?? 0) > 0, {
                path: ['targets'],
                params: { code: 'too-few-items', params: { limit: 1 } } satisfies ProblemDetail,
              }),
            ),
        )
        .check(z.maxLength(FAILURE_PLAN_LIMITS.steps)),
    }),
    // The hypervisor (version 4): a setting left out takes the hypervisor's default.
    hypervisor: z.strictObject({
      kind: z.enum(['ahv', 'esxi']),
      hostCores: z.optional(num(0, 32)),
      hostRamShare: z.optional(num(0, 0.5)),
      vmMemoryReservedShare: z.optional(share()),
      cvmCpuReservationMHz: z.optional(num(0, 100_000)),
    }),
    // --- schema 4: per-core performance ---
    sourceCpus: z.optional(z.array(SourceCpuSchema).check(z.maxLength(SOURCE_CPU_MODELS))),
    // --- end schema 4: per-core performance ---
    // --- schema 5: expansion buying policy ---
    // A purchase's fewest nodes up to the plan's largest cluster (64), a cadence up to the longest horizon (10 years).
    expansion: z.optional(z.strictObject({ minStepNodes: z.optional(int(1, 64)), cadenceMonths: z.optional(int(1, 120)) })),
    // --- end ---
    // --- schema 5: disaster recovery ---
    site: z.optional(name()),
    // --- end ---
    // --- schema 5: licences and facilities ---
    rack: z.optional(z.strictObject({ torSwitches: z.optional(int(0, 16)), torSwitchRackUnits: z.optional(int(0, 4)) })),
    // --- end ---
    // --- schema 5: imported sources ---
    importedSources: z.optional(z.array(z.strictObject({ name: name(), vms: int(0, 10_000_000) })).check(z.maxLength(IMPORTED_SOURCES))),
    // --- end ---
  });

  // --- schema 5: disaster recovery ---
  // The RPO's range depends on the mode: checked with the clusters and groups the relation names, below.
  const ProtectionSchema = z.strictObject({
    id: id(),
    sourceClusterId: id(),
    targetClusterId: id(),
    mode: z.enum(['async', 'nearsync', 'metro']),
    rpoMinutes: num(0, RPO_MINUTES.async[1]),
    // A year of hourly snapshots.
    localSnapshots: int(0, 8760),
    remoteSnapshots: int(0, 8760),
    dailyChangeShare: z.optional(share()),
    wanGbps: z.optional(num(0.001, 10_000)),
    roundTripMs: z.optional(num(0, 10_000)),
    drGroupIds: z.array(id()).check(z.maxLength(LIMITS.vmGroups)),
  });
  // --- end ---

  // --- schema 5: licences and facilities ---
  // One schema for every price: a Zod schema holds no state, so the same one checks each key.
  const price = z.optional(num(0, 1e9));
  const LicensingSchema = z.strictObject({
    minCoresPerCpu: z.optional(int(0, 256)),
    prices: z.optional(
      z.strictObject({
        currency: z.optional(name()),
        nciPerCore: price,
        ncmPerCore: price,
        nciPerFlashTiB: price,
        nusPerTiB: price,
      }),
    ),
  });
  // --- end ---

  // --- schema 5: proposal details ---
  // Who the document is for, printed on the report and in every export's file name; a text as
  // long as a name, a version label of up to 32 characters. All optional: without them the
  // document prints as before.
  const ProposalSchema = z.strictObject({
    customer: z.optional(name()),
    project: z.optional(name()),
    preparedBy: z.optional(name()),
    date: z.optional(z.string().check(z.refine(isIsoDay, { params: { code: 'iso-date' } satisfies ProblemDetail }))),
    version: z.optional(z.string().check(z.maxLength(32))),
  });
  // --- end schema 5: proposal details ---

  // A rule's problem rides in the issue's params as its code (src/schema/issues.ts).
  const issue = (path: PropertyKey[], params: ProblemDetail, input: unknown) => ({ code: 'custom', path, params, input }) as const;

  const ConfigSchema = z
    .strictObject({
      schemaVersion: z.literal(6),
      name: name(),
      nodeTypes: z.array(NodeTypeSchema).check(z.minLength(1), z.maxLength(LIMITS.nodeTypes)),
      clusters: z.array(ClusterSchema).check(z.minLength(1), z.maxLength(LIMITS.clusters)),
      // --- schema 5: disaster recovery ---
      // One each way between every two of the plan's clusters.
      protections: z.optional(z.array(ProtectionSchema).check(z.maxLength(LIMITS.clusters * (LIMITS.clusters - 1)))),
      // --- end ---
      // --- schema 5: licences and facilities ---
      licensing: z.optional(LicensingSchema),
      // --- end ---
      // --- schema 5: proposal details ---
      proposal: z.optional(ProposalSchema),
      // --- end schema 5: proposal details ---
    })
    .check(
      z.superRefine((cfg, ctx) => {
        const types = new Map(cfg.nodeTypes.map((t) => [t.id, t]));
        duplicates(cfg.nodeTypes.map((t) => t.id)).forEach((i) =>
          ctx.issues.push(issue(['nodeTypes', i, 'id'], { code: 'unique-node-type' }, cfg.nodeTypes[i]!.id)),
        );
        duplicates(cfg.clusters.map((c) => c.id)).forEach((i) =>
          ctx.issues.push(issue(['clusters', i, 'id'], { code: 'unique-cluster' }, cfg.clusters[i]!.id)),
        );
        cfg.clusters.forEach((c, ci) => {
          const at = (...p: PropertyKey[]) => ['clusters', ci, ...p];
          let total = 0;
          c.nodes.forEach((n, ni) => {
            total += n.count;
            if (!types.has(n.nodeTypeId))
              ctx.issues.push(issue(at('nodes', ni, 'nodeTypeId'), { code: 'unknown-node-type' }, n.nodeTypeId));
          });
          duplicates(c.nodes.map((n) => n.nodeTypeId)).forEach((i) =>
            ctx.issues.push(issue(at('nodes', i, 'nodeTypeId'), { code: 'node-type-twice' }, c.nodes[i]!.nodeTypeId)),
          );
          if (total < 1) ctx.issues.push(issue(at('nodes'), { code: 'no-nodes' }, total));
          // One message is enough when a single count is already out of range.
          if (total > LIMITS.nodesPerCluster && c.nodes.every((n) => n.count <= LIMITS.nodesPerCluster))
            ctx.issues.push(issue(at('nodes'), { code: 'too-many-nodes', params: { limit: LIMITS.nodesPerCluster } }, total));
          const rec = types.get(c.recommendNodeTypeId);
          if (!rec || rec.role !== 'hci') {
            ctx.issues.push(issue(at('recommendNodeTypeId'), { code: 'recommend-hci' }, c.recommendNodeTypeId));
          }
          duplicates(c.workload.vmGroups.map((g) => g.id)).forEach((i) =>
            ctx.issues.push(issue(at('workload', 'vmGroups', i, 'id'), { code: 'unique-vm-group' }, c.workload.vmGroups[i]!.id)),
          );
          c.workload.vmGroups.forEach((g, gi) => {
            if (g.provisionedGiB < g.usedGiB) {
              ctx.issues.push(
                issue(
                  at('workload', 'vmGroups', gi, 'provisionedGiB'),
                  { code: 'below-used', params: { used: String(g.usedGiB) } },
                  g.provisionedGiB,
                ),
              );
            }
          });
        });
        // --- schema 5: disaster recovery ---
        protectionIssues(cfg).forEach(([path, detail, input]) => ctx.issues.push(issue(path, detail, input)));
        // --- end ---
      }),
    );

  return { DriveGroupSchema, NodeTypeSchema, VmGroupSchema, ClusterSchema, ProposalSchema, ConfigSchema };
}

// --- schema 5: disaster recovery ---
/**
 * The clusters a relation names must exist: a relation to a cluster removed is reported at its
 * field with the clusters it may name, rather than sized; and the RPO must be its mode's
 * (src/model/rpo.ts). A DR group no longer in its cluster is no error: removing a group stays a
 * valid edit, and the protection's report starts only the groups there are.
 */
function protectionIssues(cfg: ConfigInput): [PropertyKey[], ProblemDetail, unknown][] {
  const out: [PropertyKey[], ProblemDetail, unknown][] = [];
  const relations = cfg.protections ?? [];
  duplicates(relations.map((r) => r.id)).forEach((i) => out.push([['protections', i, 'id'], { code: 'invalid' }, relations[i]!.id]));
  relations.forEach((r, i) => {
    const ids = cfg.clusters.map((c) => c.id);
    const check = (key: 'sourceClusterId' | 'targetClusterId', allowed: string[]) =>
      allowed.includes(r[key]) ||
      out.push([['protections', i, key], { code: 'one-of', params: { values: allowed.map((x) => `"${x}"`) } }, r[key]]);
    check('sourceClusterId', ids);
    check(
      'targetClusterId',
      ids.filter((x) => x !== r.sourceClusterId),
    );
    const [min, max] = RPO_MINUTES[r.mode];
    const below = r.rpoMinutes < min;
    if (below || r.rpoMinutes > max)
      out.push([
        ['protections', i, 'rpoMinutes'],
        { code: below ? 'too-small' : 'too-big', params: { limit: below ? min : max, inclusive: 1 } },
        r.rpoMinutes,
      ]);
  });
  return out;
}
// --- end ---

let built: ReturnType<typeof buildSchemas> | undefined;
export const configSchemas = (): ReturnType<typeof buildSchemas> => (built ??= buildSchemas());

function duplicates(ids: readonly string[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  ids.forEach((x, i) => {
    if (seen.has(x)) out.push(i);
    seen.add(x);
  });
  return out;
}

export type ConfigInput = z.infer<ReturnType<typeof buildSchemas>['ConfigSchema']>;
