import type { Awareness, Cluster, ReplicationFactor } from './config';
import { MIN_CLUSTER_NODES, MIN_DOMAINS } from './defaults';
import { ecxStrip, type Strip } from './ecx';
import { largestDomains } from './headroom';
import type { Domain, Layout } from './layout';
import { placeData, type Stranding } from './placement';
import { effectiveReduction } from './reduction';
import type { Demand, VmShape } from './workload';

/** Physical to effective: what a set of surviving domains can hold for the workload. */
export interface StorageView {
  domainCount: number;
  physical: number;
  stranding: Stranding;
  strip: Strip;
  /** Physical bytes per logical byte, hot and cold together. */
  overhead: number;
  /** Share of the logical data erasure-coded where that places the most (at most cold share x savings). */
  ecShare: number;
  reduction: number;
  logical: number;
  effective: number;
  mayUse: number;
}

export function storageView(capacities: readonly number[], c: Cluster): StorageView {
  const rf = c.protection.rf;
  const ecx = c.protection.ecx;
  let physical = 0;
  for (const x of capacities) physical += x;
  // Domains without data (compute-only) cannot hold a strip member.
  const dataDomains = capacities.filter((x) => x > 0).length;
  const strip = ecxStrip(dataDomains, rf);
  const placed = placeData(capacities, {
    rf,
    width: strip.data + strip.parity,
    data: strip.data,
    maxEcShare: ecx.enabled && strip.data > 0 ? ecx.coldShare * ecx.savingsRealised : 0,
  });
  const reduction = effectiveReduction(c).ratio;
  const effective = placed.logical * reduction;
  return {
    domainCount: dataDomains,
    physical,
    stranding: placed.stranding,
    strip,
    overhead: placed.overhead,
    ecShare: placed.ecShare,
    reduction,
    logical: placed.logical,
    effective,
    mayUse: effective * c.thresholds.storageFill,
  };
}

/** Demand against supply held to a threshold; `share` is null when there is no supply at all. */
export interface Utilisation {
  demand: number;
  supply: number;
  threshold: number;
  share: number | null;
  ok: boolean;
  /** (allowed - demand) / max(allowed, demand): 1 all spare, 0 exactly full, -1 nothing fits. */
  margin: number;
}

export function utilisation(demand: number, supply: number, threshold: number): Utilisation {
  const allowed = supply * threshold;
  const scale = Math.max(allowed, demand);
  return {
    demand,
    supply,
    threshold,
    share: supply > 0 ? demand / supply : null,
    ok: demand <= allowed,
    margin: scale > 0 ? (allowed - demand) / scale : 0,
  };
}

const sumOf = <T>(ds: readonly T[], key: (d: T) => number): number => {
  let t = 0;
  for (const d of ds) t += key(d);
  return t;
};

export interface Reserve {
  /** Ids of the domains held back for this resource. */
  domainIds: string[];
  amount: number;
}

function reserveOf(domains: readonly Domain[], f: number, key: (d: Domain) => number): Reserve {
  const idx = largestDomains(domains, f, key);
  let amount = 0;
  for (const i of idx) amount += key(domains[i]!);
  return { domainIds: idx.map((i) => domains[i]!.id), amount };
}

const without = (domains: readonly Domain[], ids: readonly string[]): Domain[] =>
  domains.filter((d) => !ids.includes(d.id));

export interface SurvivorVerdict {
  lostDomainIds: string[];
  survivorNodes: number;
  survivorDomains: number;
  storage: StorageView;
  reprotected: boolean;
  selfHealed: boolean;
  cpu: Utilisation;
  ram: Utilisation;
  vmsFit: boolean;
  vmsRestart: boolean;
  rebuildSeconds: number | null;
}

export interface Context {
  layout: Layout;
  cluster: Cluster;
  demand: Demand;
}

export function minDomainsFor(awareness: Awareness, rf: ReplicationFactor): number {
  return awareness === 'node' ? MIN_CLUSTER_NODES[rf].value : MIN_DOMAINS[awareness][rf].value;
}

/**
 * The two verdicts after losing domains (domain.md section 1): re-protected means the survivors
 * hold every copy again, within the storage fill threshold; self-healed adds that the survivors
 * are still a minimum cluster for the RF, counted in nodes and in domains when block/rack-aware.
 */
export function survivorVerdict(
  ctx: Context,
  survivors: readonly Domain[],
  lost: readonly Domain[],
  /** The domains whose data this rebuild restores: the last one lost when failures come one by one. */
  rebuilding: readonly Domain[] = lost,
): SurvivorVerdict {
  const { cluster: c, demand, layout } = ctx;
  const rf = c.protection.rf;
  const storage = storageView(survivors.map((d) => d.storage), c);
  const survivorNodes = sumOf(survivors, (d) => d.storageNodes);
  const survivorDomains = survivors.filter((d) => d.storageNodes > 0).length;
  const reprotected = survivorDomains >= rf && demand.storage <= storage.mayUse;
  const selfHealed =
    reprotected &&
    survivorNodes >= MIN_CLUSTER_NODES[rf].value &&
    (layout.effective === 'node' || survivorDomains >= minDomainsFor(layout.effective, rf));
  // CPU and RAM lose the domains with most of each, whichever held the most data.
  const lostCount = lost.length;
  const facts = lossFacts(ctx);
  const cpu = utilisation(demand.cores, facts.coresAfterLosing[lostCount] ?? 0, c.thresholds.cpu);
  const ram = utilisation(demand.ram, facts.ramAfterLosing[lostCount] ?? 0, c.thresholds.ram);
  const vmsFit = (facts.vmFitAfterLosing[lostCount] ?? -1) >= 0;
  return {
    lostDomainIds: lost.map((d) => d.id),
    survivorNodes,
    survivorDomains,
    storage,
    reprotected,
    selfHealed,
    cpu,
    ram,
    vmsFit,
    vmsRestart: cpu.ok && ram.ok && vmsFit,
    rebuildSeconds: reprotected ? rebuildSeconds(ctx, survivors, rebuilding) : null,
  };
}

/**
 * Rebuild time [infer from domain.md section 6]: a start delay, then the failed domains' share of
 * the stored data (spread over the domains alive just before the failure, in proportion to their
 * capacity) restored by every surviving node at its rebuild rate, capped by its NIC.
 */
function rebuildSeconds(ctx: Context, survivors: readonly Domain[], failed: readonly Domain[]): number | null {
  const c = ctx.cluster;
  const failedStorage = sumOf(failed, (d) => d.storage);
  const aliveBefore = sumOf(survivors, (d) => d.storage) + failedStorage;
  const rate = sumOf(survivors, (d) => d.rebuildBytesPerSecond);
  if (failedStorage === 0) return 0;
  if (rate === 0) return null;
  return c.rebuild.startDelaySeconds + (lossFacts(ctx).storedBytes * (failedStorage / aliveBefore)) / rate;
}

/** One failure after another, the largest domain first, healing in between where it can. */
export interface SequentialOutcome {
  verdict: SurvivorVerdict;
  dataAvailable: boolean;
  canTakeNext: boolean;
}

export function failOneAfterAnother(ctx: Context, count: number): SequentialOutcome {
  const order = largestDomains(ctx.layout.domains, ctx.layout.domains.length, (d) => d.storage);
  let tolerance = healthyTolerance(ctx);
  let available = true;
  let verdict = survivorVerdict(ctx, ctx.layout.domains, []);
  for (let step = 1; step <= count; step++) {
    if (tolerance < 1) available = false;
    tolerance -= 1;
    const lostIdx = new Set(order.slice(0, step));
    const lost = ctx.layout.domains.filter((_, i) => lostIdx.has(i));
    const survivors = ctx.layout.domains.filter((_, i) => !lostIdx.has(i));
    verdict = survivorVerdict(ctx, survivors, lost, [ctx.layout.domains[order[step - 1]!]!]);
    // Re-protected data is spread over the survivors again: what they tolerate follows the copies.
    if (verdict.reprotected) tolerance = spreadTolerance(verdict.survivorDomains, ctx.cluster.protection.rf);
  }
  return { verdict: available ? verdict : lostData(verdict), dataAvailable: available, canTakeNext: available && tolerance >= 1 };
}

export function failAtOnce(ctx: Context, count: number): SequentialOutcome {
  const order = largestDomains(ctx.layout.domains, count, (d) => d.storage);
  const lostIdx = new Set(order);
  const lost = ctx.layout.domains.filter((_, i) => lostIdx.has(i));
  const survivors = ctx.layout.domains.filter((_, i) => !lostIdx.has(i));
  const available = count <= healthyTolerance(ctx);
  const verdict = survivorVerdict(ctx, survivors, lost);
  const tolerance = verdict.reprotected ? spreadTolerance(verdict.survivorDomains, ctx.cluster.protection.rf) : healthyTolerance(ctx) - count;
  return { verdict: available ? verdict : lostData(verdict), dataAvailable: available, canTakeNext: available && tolerance >= 1 };
}

/** Failures an intact cluster rides through with its data available. */
function healthyTolerance(ctx: Context): number {
  const dataDomains = ctx.layout.domains.filter((d) => d.storageNodes > 0).length;
  return spreadTolerance(dataDomains, ctx.cluster.protection.rf);
}

/**
 * Domains that can fail at once while every piece of data keeps a copy and its metadata keeps a
 * quorum [infer: copies per the brief, RF2 keeps 2 copies of data and 3 of metadata, RF3 3 and 5;
 * each copy on its own domain, so fewer domains hold fewer copies; a majority of the configured
 * metadata copies (RF) must survive, as in the Bible's Paxos-based metadata ring]. With at least
 * 2 x RF - 1 domains this is RF - 1; RF3 on 4 nodes rides through one loss, RF2 on 2 through none.
 */
export function spreadTolerance(domains: number, rf: ReplicationFactor): number {
  const metadataCopies = Math.min(2 * rf - 1, domains);
  return Math.max(0, Math.min(rf - 1, domains - 1, metadataCopies - rf));
}

const lostData = (v: SurvivorVerdict): SurvivorVerdict => ({ ...v, reprotected: false, selfHealed: false, vmsRestart: false, rebuildSeconds: null });

/**
 * What losing k domains (k = 0..n) leaves, worked out once per cluster: the constraints and every
 * failure scenario read it, so they cannot disagree.
 */
export interface LossFacts {
  /** Cores left after losing the k domains with most cores (likewise RAM and IOPS). */
  coresAfterLosing: number[];
  ramAfterLosing: number[];
  iopsAfterLosing: number[];
  /** Every domain up. */
  storageAll: StorageView;
  /** vmFitMargin after losing k domains. */
  vmFitAfterLosing: number[];
  /** Physical bytes the workload occupies with every domain up. */
  storedBytes: number;
}

const lossFactsMemo = new WeakMap<Context, LossFacts>();

export function lossFacts(ctx: Context): LossFacts {
  let facts = lossFactsMemo.get(ctx);
  if (!facts) {
    const { domains } = ctx.layout;
    const all = storageView(domains.map((d) => d.storage), ctx.cluster);
    facts = {
      coresAfterLosing: leftAfterLosing(domains.map((d) => d.cores)),
      ramAfterLosing: leftAfterLosing(domains.map((d) => d.ram)),
      iopsAfterLosing: leftAfterLosing(domains.map((d) => d.iops)),
      storageAll: all,
      vmFitAfterLosing: vmFitByLoss(domains, ctx.demand.vmShapes),
      storedBytes: (ctx.demand.storage / all.reduction) * all.overhead,
    };
    lossFactsMemo.set(ctx, facts);
  }
  return facts;
}

function leftAfterLosing(amounts: number[]): number[] {
  // Summed from the smallest up rather than subtracted from the total, so that losing every
  // domain leaves exactly nothing, not a rounding residue that reads as a tiny supply.
  const sorted = [...amounts].sort((a, b) => b - a);
  const out = new Array<number>(sorted.length + 1).fill(0);
  for (let k = sorted.length - 1; k >= 0; k--) out[k] = out[k + 1]! + sorted[k]!;
  return out;
}

/**
 * How well the VMs fit one node after losing k domains: every VM size must fit a node in at least
 * k + 1 domains, whichever are lost. The margin is the worst VM's spare share on its (k + 1)-th
 * best domain, -1 when too few domains can host it.
 */
function vmFitByLoss(domains: readonly Domain[], shapes: readonly VmShape[]): number[] {
  const out = new Array<number>(domains.length + 1).fill(1);
  for (const s of shapes) {
    const slack = domains.map((d) => {
      let best = -1;
      for (const h of d.hosts) best = Math.max(best, Math.min(spare(h.cores, s.vcpu), spare(h.ram, s.ram)));
      return best;
    });
    slack.sort((a, b) => b - a);
    for (let k = 0; k <= domains.length; k++) out[k] = Math.min(out[k]!, slack[k] ?? -1);
  }
  return out;
}

export function vmFitMargin(ctx: Context, lost: number): number {
  return lossFacts(ctx).vmFitAfterLosing[lost] ?? -1;
}

const spare = (have: number, need: number): number => {
  const scale = Math.max(have, need);
  return scale > 0 ? (have - need) / scale : 0;
};

/** The f domains with most storage: the rebuild reserve the waterfall and the diagram show. */
export function storageReserve(domains: readonly Domain[], f: number): Reserve {
  return reserveOf(domains, f, (d) => d.storage);
}

export { without, sumOf };
