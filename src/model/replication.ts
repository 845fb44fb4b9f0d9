import type { Cluster, NodeType, ProtectionRelation, ReplicationMode, SizingConfig } from './config';
import type { ClusterResult } from './evaluate';
import type { SourceId, SourceKind } from './sources';
import { sourceRate } from './cpuFactor';
import type { Failover, ProtectionLoad, SiteFailover } from './protectionLoad';
import { RPO_MINUTES } from './rpo';
import { type Bytes, bytes, fromTB } from './units';
import { type VmShape, workloadDemand } from './workload';

/**
 * The sources of protection between clusters, with their kind, where each is found and its date
 * (published, or read where it carries none). Apart from SOURCE_KINDS in sources.ts so that the
 * first screen does not carry them: their titles are in the protection section's own words.
 */
export const REPLICATION_SOURCES = {
  drWhatmatrix: {
    kind: 'src',
    where:
      'whatmatrix.com, Nutanix ECP 5.19 Ultimate, "Remote Replication Frequency" (Herman Rutten): async 1 hour, NearSync 1-15 minutes, SSD reserved (read)',
    date: '2026-11-25',
  },
  nearSyncSsd: {
    kind: 'src',
    where:
      'next.nutanix.com, "Synchronous Replication Requirements", quoting the Nutanix DR guide: two or more SSDs of 1.2 TB or more per node for NearSync',
    date: '2022-09-26',
  },
  drPartnerOneToOne: {
    kind: 'src',
    where: 'amanox.ch/de/disaster-recovery (Nutanix partner): NearSync "support only one to one replication" (read)',
    date: '2026-11-25',
  },
  metroBp: {
    kind: 'src',
    where:
      'Nutanix BP-2009 Metro Availability best practices v3.5 (June 2020), as summarised by slideshare "Nutanix expert session" (2015): below 5 ms round trip, 400 km at most',
    date: '2020-06-01',
  },
  replicationCompressed: {
    kind: 'src',
    where: 'n81.info/2018/02/20/native-data-protection: replicated data is SSL-wrapped and compressed before transmission (no ratio given)',
    date: '2018-02-20',
  },
  replicationBandwidthMethod: {
    kind: 'src',
    where:
      'docs.vmware.com, vSphere Replication 6.0 administration, "Calculate bandwidth for vSphere Replication": the change within an RPO period over the period (read)',
    date: '2026-11-25',
  },
  inferReplication: { kind: 'infer', where: 'our assumption, editable in the document and said beside the figure', date: '2026-11-25' },
} as const satisfies Record<string, { kind: SourceKind; where: string; date: string }>;

export type ReplicationSourceId = keyof typeof REPLICATION_SOURCES;

/**
 * Protection between the clusters of a plan: what each relation stores on either side, the WAN
 * bandwidth it needs, the vendor's limits of its mode, and what each site must run when another is
 * lost. Pure: the document in, figures with their derivation out.
 *
 * Here rather than in defaults.ts, as the hypervisor's defaults are: only the plan summary, the
 * report and `npm run size` read them, and kept there they would load with the first screen.
 */
interface Cited<T> {
  readonly value: T;
  readonly source: ReplicationSourceId | SourceId;
}
const c = <T>(value: T, source: ReplicationSourceId | SourceId): Cited<T> => ({ value, source });

export const REPLICATION_DEFAULTS = {
  // The RPO each mode allows is in rpo.ts (RPO_MINUTES).
  /** NearSync needs two SSDs or more per node, each of 1.2 TB or more. */
  nearSyncFlashDevicesPerNode: c(2, 'nearSyncSsd'),
  nearSyncFlashDeviceTB: c(1.2, 'nearSyncSsd'),
  /** NearSync replicates one to one: a cluster is the source of one NearSync relation at most. */
  nearSyncOneToOne: c(true, 'drPartnerOneToOne'),
  /**
   * NearSync keeps its lightweight snapshots on SSD and reserves "a percentage" of it; no source
   * found gives the figure, so 10% of each side's flash is held back (ours, conservative).
   */
  nearSyncFlashReserveShare: c(0.1, 'inferReplication'),
  /** Metro Availability: a round trip below 5 ms between the sites. */
  metroMaxRoundTripMs: c(5, 'metroBp'),
  /**
   * Data goes compressed on the wire, but no ratio is published: no saving is counted (1:1), and
   * 10% is added for the protocol's and encryption's framing (both ours, conservative).
   */
  wireCompressionRatio: c(1, 'replicationCompressed'),
  wireOverheadShare: c(0.1, 'inferReplication'),
  /** Metro Availability sends every write: the IOPS's write share (ours: half) of 8 KB writes. */
  metroWriteShare: c(0.5, 'inferReplication'),
  metroWriteKiB: c(8, 'seedPerformance'),
} as const;

/** An RPO's allowed range for a mode, in minutes (Metro Availability's is zero). */
export function rpoRange(mode: ReplicationMode): { min: number; max: number } {
  const [min, max] = RPO_MINUTES[mode];
  return { min, max };
}

/** Where each mode's RPO range comes from (the range itself is in rpo.ts). */
export const REPLICATION_RPO_SOURCES: Record<ReplicationMode, readonly ReplicationSourceId[]> = {
  async: ['drWhatmatrix', 'inferReplication'],
  nearsync: ['drWhatmatrix'],
  metro: ['metroBp'],
};

/** A new relation's settings in each mode: the shortest RPO the mode allows, a day of snapshots kept on each side. */
export function relationDefaults(mode: ReplicationMode): Pick<ProtectionRelation, 'rpoMinutes' | 'localSnapshots' | 'remoteSnapshots'> {
  const rpo = rpoRange(mode).min;
  const perDay = rpo > 0 ? Math.ceil(MINUTES_PER_DAY / rpo) : 0;
  return { rpoMinutes: rpo, localSnapshots: Math.min(perDay, 24), remoteSnapshots: Math.min(perDay, 24) };
}

const MINUTES_PER_DAY = 1440;

/** The WAN bandwidth a relation needs, with each term of its derivation. */
export interface Bandwidth {
  /** Data written anew in one interval (async, NearSync) or in one second (Metro). */
  changedBytes: Bytes;
  intervalSeconds: number;
  wireCompressionRatio: number;
  overheadShare: number;
  /** changed ÷ compression × (1 + overhead) ÷ interval, in bits per second. */
  bitsPerSecond: number;
}

export interface RelationResult {
  id: string;
  sourceClusterId: string;
  targetClusterId: string;
  mode: ReplicationMode;
  rpoMinutes: number;
  /** The protected cluster's data at the end of its growth horizon: all of it is replicated. */
  protectedBytes: Bytes;
  dailyChangeShare: number;
  /** One interval's new data: what each snapshot kept holds at least. */
  changePerIntervalBytes: Bytes;
  localSnapshotBytes: Bytes;
  remoteSnapshotBytes: Bytes;
  /** NearSync's flash held back on each side; zero in the other modes. */
  sourceFlashReserveBytes: Bytes;
  targetFlashReserveBytes: Bytes;
  /** What the target must store for this relation: the replica, the remote snapshots and its NearSync reserve. */
  targetStorageBytes: Bytes;
  /** What the source must store besides its own workload: the local snapshots and its NearSync reserve. */
  sourceStorageBytes: Bytes;
  bandwidth: Bandwidth;
  /** The link given, and whether it carries the bandwidth (null: unknown); null where no link is given. */
  link: { gbps: number; ok: boolean | null } | null;
  rpo: { ok: boolean; min: number; max: number };
  /** NearSync's requirements: node types without two SSDs of 1.2 TB, and the one-to-one rule. */
  nearSync: { nodeTypesShort: string[]; oneToOne: boolean } | null;
  /**
   * Metro Availability's round trip against 5 ms (`ok` null where none was given), and whether the
   * protected groups state any IOPS: without them (an RVTools import has none) the write bandwidth
   * is unknown, not zero.
   */
  metro: { roundTripMs: number | null; maxMs: number; ok: boolean | null; writesKnown: boolean } | null;
  /**
   * What starts at the target when the source's site is lost. Its cores are counted in the target's
   * source hosts' cores where both clusters give their hosts' per-core figures, else as the source counts them.
   */
  dr: { groupIds: string[]; cores: number; ramBytes: Bytes; vms: number; vmShapes: VmShape[] };
}

/** What a cluster stores for the relations it takes part in: the step added to its storage demand. */
export interface ReplicaDemand {
  bytes: Bytes;
  /** Replicas and remote snapshots of other clusters stored here. */
  incomingBytes: Bytes;
  /** Local snapshots of the schedules and NearSync's flash reserve. */
  outgoingBytes: Bytes;
}

/** What of a document the protection reads: the plan summary is handed these three, not the whole document. */
export type PlanDocument = Pick<SizingConfig, 'clusters' | 'nodeTypes' | 'protections'>;

const findCluster = (config: PlanDocument, id: string) => config.clusters.find((x) => x.id === id);

/** Every relation whose two clusters exist (the schema reports the others), worked out. */
export function relationResults(config: PlanDocument): RelationResult[] {
  const relations = config.protections ?? [];
  const nearSyncSources = new Map<string, number>();
  for (const r of relations)
    if (r.mode === 'nearsync') nearSyncSources.set(r.sourceClusterId, (nearSyncSources.get(r.sourceClusterId) ?? 0) + 1);
  return relations.flatMap((r) => {
    const source = findCluster(config, r.sourceClusterId);
    const target = findCluster(config, r.targetClusterId);
    if (!source || !target || source === target) return [];
    return [relationResult(r, source, target, config.nodeTypes, (nearSyncSources.get(r.sourceClusterId) ?? 0) <= 1)];
  });
}

function relationResult(
  r: ProtectionRelation,
  source: Cluster,
  target: Cluster,
  nodeTypes: readonly NodeType[],
  oneToOne: boolean,
): RelationResult {
  const d = REPLICATION_DEFAULTS;
  const all = workloadDemand(source.workload);
  const protectedBytes = all.used;
  const dailyChangeShare = r.dailyChangeShare ?? source.workload.snapshots.dailyChangeShare;
  const metro = r.mode === 'metro';
  // Spread evenly over the day: a peak hour writes more (said in the docs, not modelled).
  const changePerIntervalBytes = bytes(metro ? 0 : (protectedBytes * dailyChangeShare * r.rpoMinutes) / MINUTES_PER_DAY);
  const localSnapshotBytes = bytes(metro ? 0 : changePerIntervalBytes * r.localSnapshots);
  const remoteSnapshotBytes = bytes(metro ? 0 : changePerIntervalBytes * r.remoteSnapshots);
  const reserve = (x: Cluster) =>
    r.mode === 'nearsync' ? bytes(flashRawBytes(x, nodeTypes) * d.nearSyncFlashReserveShare.value) : bytes(0);
  const sourceFlashReserveBytes = reserve(source);
  const targetFlashReserveBytes = reserve(target);
  const bandwidth = metro ? metroBandwidth(all.iops) : intervalBandwidth(changePerIntervalBytes, r.rpoMinutes * 60);
  const { min, max } = rpoRange(r.mode);
  const drGroups = source.workload.vmGroups.filter((g) => r.drGroupIds.includes(g.id));
  const dr = workloadDemand({ ...source.workload, vmGroups: drGroups });
  return {
    id: r.id,
    sourceClusterId: source.id,
    targetClusterId: target.id,
    mode: r.mode,
    rpoMinutes: r.rpoMinutes,
    protectedBytes,
    dailyChangeShare,
    changePerIntervalBytes,
    localSnapshotBytes,
    remoteSnapshotBytes,
    sourceFlashReserveBytes,
    targetFlashReserveBytes,
    targetStorageBytes: bytes(protectedBytes + remoteSnapshotBytes + targetFlashReserveBytes),
    sourceStorageBytes: bytes(localSnapshotBytes + sourceFlashReserveBytes),
    bandwidth,
    link:
      r.wanGbps === undefined ? null : { gbps: r.wanGbps, ok: metro && all.iops <= 0 ? null : bandwidth.bitsPerSecond <= r.wanGbps * 1e9 },
    rpo: { min, max, ok: metro || (r.rpoMinutes >= min && r.rpoMinutes <= max) },
    nearSync:
      r.mode === 'nearsync'
        ? { nodeTypesShort: [...nearSyncShort(source, nodeTypes), ...nearSyncShort(target, nodeTypes)], oneToOne }
        : null,
    metro: metro
      ? {
          roundTripMs: r.roundTripMs ?? null,
          maxMs: d.metroMaxRoundTripMs.value,
          ok: r.roundTripMs === undefined ? null : r.roundTripMs < d.metroMaxRoundTripMs.value,
          writesKnown: all.iops > 0,
        }
      : null,
    dr: {
      groupIds: drGroups.map((g) => g.id),
      cores: dr.cores * coreRateRatio(source, target),
      ramBytes: dr.ram,
      vms: dr.vmCount,
      vmShapes: dr.vmShapes,
    },
  };
}

/**
 * A source host core of one cluster in those of another: the ratio of their source hosts' per-core
 * figures, where both clusters give them; else 1, a core counted as a core.
 */
function coreRateRatio(source: Cluster, target: Cluster): number {
  const from = sourceRate(source.sourceCpus);
  const to = sourceRate(target.sourceCpus);
  return from !== null && to !== null ? from / to : 1;
}

/** Bits per second to ship one interval's changes within the interval: changed ÷ compression × (1 + overhead) ÷ interval. */
export function intervalBandwidth(changedBytes: Bytes, intervalSeconds: number): Bandwidth {
  const d = REPLICATION_DEFAULTS;
  const compression = d.wireCompressionRatio.value;
  const overhead = d.wireOverheadShare.value;
  const seconds = Math.max(intervalSeconds, 1);
  return {
    changedBytes,
    intervalSeconds: seconds,
    wireCompressionRatio: compression,
    overheadShare: overhead,
    bitsPerSecond: ((changedBytes / compression) * (1 + overhead) * 8) / seconds,
  };
}

/** Metro Availability sends every write as it is made: writes per second × their size, on the wire. */
function metroBandwidth(iops: number): Bandwidth {
  const d = REPLICATION_DEFAULTS;
  return intervalBandwidth(bytes(iops * d.metroWriteShare.value * d.metroWriteKiB.value * 1024), 1);
}

function flashRawBytes(x: Cluster, nodeTypes: readonly NodeType[]): number {
  let total = 0;
  for (const n of x.nodes) {
    const t = nodeTypes.find((y) => y.id === n.nodeTypeId);
    for (const drive of t?.drives ?? []) if (drive.tier !== 'hdd') total += n.count * drive.count * fromTB(drive.sizeTB);
  }
  return total;
}

/** Node types of a cluster (with nodes) lacking NearSync's two SSDs of 1.2 TB or more. */
function nearSyncShort(x: Cluster, nodeTypes: readonly NodeType[]): string[] {
  const d = REPLICATION_DEFAULTS;
  return x.nodes.flatMap((n) => {
    const t = nodeTypes.find((y) => y.id === n.nodeTypeId);
    if (!t || n.count === 0 || t.role === 'compute-only') return [];
    const big = t.drives.filter((g) => g.tier !== 'hdd' && g.sizeTB >= d.nearSyncFlashDeviceTB.value).reduce((s, g) => s + g.count, 0);
    return big >= d.nearSyncFlashDevicesPerNode.value ? [] : [t.id];
  });
}

/** What each cluster stores for the plan's relations, by cluster id: only clusters taking part. */
export function replicaDemands(results: readonly RelationResult[]): Map<string, ReplicaDemand> {
  const out = new Map<string, ReplicaDemand>();
  const add = (id: string, incoming: number, outgoing: number) => {
    const was = out.get(id) ?? { bytes: bytes(0), incomingBytes: bytes(0), outgoingBytes: bytes(0) };
    out.set(id, {
      bytes: bytes(was.bytes + incoming + outgoing),
      incomingBytes: bytes(was.incomingBytes + incoming),
      outgoingBytes: bytes(was.outgoingBytes + outgoing),
    });
  };
  for (const r of results) {
    add(r.targetClusterId, r.targetStorageBytes, 0);
    add(r.sourceClusterId, 0, r.sourceStorageBytes);
  }
  return out;
}

/** What the plan's protection puts on each cluster, by cluster id: only clusters taking part. */
export function protectionLoads(plan: PlanDocument, results: readonly RelationResult[]): Map<string, ProtectionLoad> {
  const stored = replicaDemands(results);
  const started = siteFailovers(plan, results);
  const out = new Map<string, ProtectionLoad>();
  for (const id of new Set([...stored.keys(), ...started.keys()])) {
    const sites = started.get(id) ?? [];
    out.set(id, { replicationBytes: stored.get(id)?.bytes ?? 0, failover: heaviestFailover(sites), sites });
  }
  return out;
}

/** What the plan's protection puts on one cluster: the page's own sizing of the cluster on screen. */
export const protectionOn = (plan: PlanDocument, clusterId: string): ProtectionLoad | undefined =>
  plan.protections?.length ? protectionLoads(plan, relationResults(plan)).get(clusterId) : undefined;

/** A cluster's cores and RAM as the plan's sizing found them: what a DR verdict weighs. */
export interface ClusterCompute {
  clusterId: string;
  /** Usable cores and RAM with the cluster's own N+k held back, and its targets. */
  coresAfterLoss: number;
  ramAfterLossBytes: number;
  cpuThreshold: number;
  ramThreshold: number;
  /** Its own workload's demand. */
  coresDemand: number;
  ramDemandBytes: number;
}

/** One resource at a DR site: what it must run (its own and the groups that start there) against what it may use. */
export interface DrResource {
  own: number;
  incoming: number;
  allowed: number;
  ok: boolean;
}

export interface SiteLoss {
  /** The site lost: its name, or the cluster's id where a cluster names no site. */
  site: string;
  named: boolean;
  lostClusterIds: string[];
  /** Each surviving cluster that must start groups of the lost site, with its verdict. */
  targets: { clusterId: string; relationIds: string[]; groupIds: string[]; vms: number; cores: DrResource; ram: DrResource }[];
  /** Relations whose both ends stand at the lost site: their groups start nowhere. */
  unprotectedRelationIds: string[];
  ok: boolean;
}

/** The site a cluster stands at: its own name for it, or a site of its own. */
export const siteOf = (x: Cluster): { site: string; named: boolean } => {
  const named = x.site?.trim();
  return named ? { site: named, named: true } : { site: x.id, named: false };
};

/** The plan's sites, each with its clusters, in the order the clusters stand. */
function sitesOf(config: PlanDocument): Map<string, { named: boolean; ids: string[] }> {
  const sites = new Map<string, { named: boolean; ids: string[] }>();
  for (const x of config.clusters) {
    const s = siteOf(x);
    const entry = sites.get(s.site) ?? { named: s.named, ids: [] };
    entry.ids.push(x.id);
    sites.set(s.site, entry);
  }
  return sites;
}

/** A site's loss: the relations whose groups start elsewhere, by the cluster they start on, and those that start nowhere. */
interface SiteHit {
  site: string;
  named: boolean;
  lostClusterIds: string[];
  byTarget: Map<string, RelationResult[]>;
  unprotectedRelationIds: string[];
}

/** Every site whose loss starts groups somewhere (or would, but their DR site is lost with it). */
function siteHits(config: PlanDocument, results: readonly RelationResult[]): SiteHit[] {
  return [...sitesOf(config)].flatMap(([site, { named, ids }]) => {
    const lost = new Set(ids);
    const hit = results.filter((r) => lost.has(r.sourceClusterId) && r.dr.groupIds.length > 0);
    if (hit.length === 0) return [];
    const byTarget = new Map<string, RelationResult[]>();
    const unprotectedRelationIds: string[] = [];
    for (const r of hit) {
      if (lost.has(r.targetClusterId)) unprotectedRelationIds.push(r.id);
      else byTarget.set(r.targetClusterId, [...(byTarget.get(r.targetClusterId) ?? []), r]);
    }
    return [{ site, named, lostClusterIds: ids, byTarget, unprotectedRelationIds }];
  });
}

const sumDr = (rs: readonly RelationResult[]) => ({
  cores: rs.reduce((s, r) => s + r.dr.cores, 0),
  ramBytes: rs.reduce((s, r) => s + r.dr.ramBytes, 0),
  vms: rs.reduce((s, r) => s + r.dr.vms, 0),
});

/** What each cluster would start on each protected site's loss, by cluster id: only clusters that start something. */
export function siteFailovers(config: PlanDocument, results: readonly RelationResult[]): Map<string, SiteFailover[]> {
  const out = new Map<string, SiteFailover[]>();
  for (const hit of siteHits(config, results))
    for (const [clusterId, rs] of hit.byTarget) {
      const { cores, ramBytes, vms } = sumDr(rs);
      const site: SiteFailover = {
        site: hit.site,
        named: hit.named,
        clusterNames: hit.lostClusterIds.map((id) => findCluster(config, id)?.name ?? id),
        cores,
        ramBytes: bytes(ramBytes),
        vms,
        vmShapes: rs.flatMap((r) => r.dr.vmShapes),
      };
      out.set(clusterId, [...(out.get(clusterId) ?? []), site]);
    }
  return out;
}

/** Of the sites whose loss starts groups on a cluster, the most cores and the most RAM any one asks, each with its site. */
export function heaviestFailover(sites: readonly SiteFailover[]): Failover | null {
  let out: Failover | null = null;
  for (const s of sites) {
    if (!out) {
      out = { cores: s.cores, coresSite: s.site, ramBytes: s.ramBytes, ramSite: s.site, vms: s.vms, vmShapes: [...s.vmShapes] };
      continue;
    }
    if (s.cores > out.cores) out = { ...out, cores: s.cores, coresSite: s.site };
    if (s.ramBytes > out.ramBytes) out = { ...out, ramBytes: s.ramBytes, ramSite: s.site };
    out = { ...out, vms: Math.max(out.vms, s.vms), vmShapes: [...out.vmShapes, ...s.vmShapes] };
  }
  return out;
}

/**
 * What each cluster must be able to start, by cluster id: of every site whose loss starts groups
 * on it, the most cores and the most RAM any one loss asks (one site is lost at a time, as in
 * siteLosses), and every VM size that may start there.
 */
export function failovers(config: PlanDocument, results: readonly RelationResult[]): Map<string, Failover> {
  const out = new Map<string, Failover>();
  for (const [id, sites] of siteFailovers(config, results)) out.set(id, heaviestFailover(sites)!);
  return out;
}

/**
 * Every site lost in turn, with what must start elsewhere and whether there is room. The DR site
 * keeps its own N+k: the groups must run within its targets on what is left after losing its
 * reserved domains (conservative: a site failure is no time to lose the next node unprotected).
 */
export function siteLosses(config: PlanDocument, results: readonly RelationResult[], compute: readonly ClusterCompute[]): SiteLoss[] {
  const byId = new Map(compute.map((x) => [x.clusterId, x]));
  return siteHits(config, results).map((hit) => {
    const verdicts = [...hit.byTarget].flatMap(([clusterId, rs]) => {
      const t = byId.get(clusterId);
      if (!t) return [];
      const { cores, ramBytes, vms } = sumDr(rs);
      const resource = (own: number, incoming: number, supply: number, threshold: number): DrResource => {
        const allowed = supply * threshold;
        return { own, incoming, allowed, ok: own + incoming <= allowed };
      };
      return [
        {
          clusterId,
          relationIds: rs.map((r) => r.id),
          groupIds: rs.flatMap((r) => r.dr.groupIds),
          vms,
          cores: resource(t.coresDemand, cores, t.coresAfterLoss, t.cpuThreshold),
          ram: resource(t.ramDemandBytes, ramBytes, t.ramAfterLossBytes, t.ramThreshold),
        },
      ];
    });
    return {
      site: hit.site,
      named: hit.named,
      lostClusterIds: hit.lostClusterIds,
      targets: verdicts,
      unprotectedRelationIds: hit.unprotectedRelationIds,
      ok: hit.unprotectedRelationIds.length === 0 && verdicts.every((v) => v.cores.ok && v.ram.ok),
    };
  });
}

/** The plan's protection as the summary, the report and `npm run size` show it. */
export interface ProtectionReport {
  relations: RelationResult[];
  siteLosses: SiteLoss[];
  /** Every relation's bandwidth summed: the WAN the plan needs when every schedule ships at once. */
  totalBitsPerSecond: number;
}

export function protectionReport(
  config: PlanDocument,
  results: readonly RelationResult[],
  compute: readonly ClusterCompute[],
): ProtectionReport {
  return {
    relations: [...results],
    siteLosses: siteLosses(config, results, compute),
    totalBitsPerSecond: results.reduce((s, r) => s + r.bandwidth.bitsPerSecond, 0),
  };
}

/**
 * The cores and RAM a DR verdict weighs, as a cluster's sizing found them: its own demand is its
 * demand less what it holds for a site failure.
 */
export function clusterCompute(x: Cluster, r: ClusterResult): ClusterCompute {
  const { cores, ram } = r.compute;
  const failover = r.demand.failover;
  return {
    clusterId: x.id,
    coresAfterLoss: cores.supplyAfterLoss.value,
    ramAfterLossBytes: ram.supplyAfterLoss.value,
    cpuThreshold: x.thresholds.cpu,
    ramThreshold: x.thresholds.ram,
    coresDemand: failover?.ownCores ?? cores.demand.value,
    ramDemandBytes: failover?.ownRamBytes ?? ram.demand.value,
  };
}

/**
 * Every cluster of a plan evaluated with what the plan's protection puts on it, and the
 * protection's report; without relations each cluster is evaluated exactly as on its own.
 */
export function evaluateWithProtection<R extends ClusterResult>(
  plan: PlanDocument,
  evaluateOne: (x: Cluster, load: ProtectionLoad | undefined) => R,
): { results: R[]; protection: ProtectionReport | null } {
  if (!plan.protections?.length) return { results: plan.clusters.map((x) => evaluateOne(x, undefined)), protection: null };
  const relations = relationResults(plan);
  const loads = protectionLoads(plan, relations);
  const results = plan.clusters.map((x) => evaluateOne(x, loads.get(x.id)));
  const compute = plan.clusters.map((x, i) => clusterCompute(x, results[i]!));
  return { results, protection: protectionReport(plan, relations, compute) };
}
