import type { Awareness, Cluster, ReplicationFactor } from './config';
import { MIN_CLUSTER_NODES, MIN_DOMAINS } from './defaults';
import { ecxStrip, type Strip, storageOverhead } from './ecx';
import { largestDomains } from './headroom';
import type { Domain, Layout } from './layout';
import { largestPlaceable, type Stranding, stranding } from './placement';
import type { Demand, VmShape } from './workload';

/** Physical to effective: what a set of surviving domains can hold for the workload. */
export interface StorageView {
  domainCount: number;
  physical: number;
  stranding: Stranding;
  strip: Strip;
  overhead: number;
  reduction: number;
  logical: number;
  effective: number;
  mayUse: number;
}

export function dataReductionRatio(c: Cluster): number {
  const dr = c.dataReduction;
  // Data encrypted inside the application neither compresses nor dedups [seed 000].
  return dr.applicationEncryption ? 1 : dr.compressionRatio * dr.dedupRatio;
}

/**
 * Logical capacity with EC-X where strips must fit: a strip of width w needs w domains with room,
 * so with mixed sizes only w x D_w of the capacity (placement rule with w copies) can hold strips.
 * Cold data beyond that stays replicated at RF [infer from the placement rule].
 */
function stripLimitedLogical(
  capacities: readonly number[],
  placeable: number,
  rf: ReplicationFactor,
  strip: Strip,
  ecx: Cluster['protection']['ecx'],
): number {
  const blended = placeable / storageOverhead(rf, strip, ecx);
  if (!ecx.enabled || strip.data === 0 || ecx.coldShare === 0) return blended;
  const width = strip.data + strip.parity;
  const stripRoom = width * largestPlaceable(capacities, width);
  const coldOverhead = rf - ecx.savingsRealised * (rf - strip.overhead);
  if (ecx.coldShare * blended * coldOverhead <= stripRoom) return blended;
  return (placeable + stripRoom * (rf / coldOverhead - 1)) / rf;
}

export function storageView(capacities: readonly number[], c: Cluster): StorageView {
  const rf = c.protection.rf;
  let physical = 0;
  for (const x of capacities) physical += x;
  const st = stranding(capacities, rf);
  // Domains without data (compute-only) cannot hold a strip member.
  const dataDomains = capacities.filter((x) => x > 0).length;
  const strip = ecxStrip(dataDomains, rf);
  const logical = stripLimitedLogical(capacities, st.placeable, rf, strip, c.protection.ecx);
  const overhead = logical > 0 ? st.placeable / logical : storageOverhead(rf, strip, c.protection.ecx);
  const reduction = dataReductionRatio(c);
  const effective = logical * reduction;
  return {
    domainCount: dataDomains,
    physical,
    stranding: st,
    strip,
    overhead,
    reduction,
    logical,
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
  const rf = ctx.cluster.protection.rf;
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
    // A re-protected cluster below its minimum size cannot take another failure (section 1).
    if (verdict.selfHealed) tolerance = rf - 1;
    else if (verdict.reprotected) tolerance = 0;
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
  const tolerance = verdict.selfHealed ? ctx.cluster.protection.rf - 1 : verdict.reprotected ? 0 : healthyTolerance(ctx) - count;
  return { verdict: available ? verdict : lostData(verdict), dataAvailable: available, canTakeNext: available && tolerance >= 1 };
}

/** Failures an intact cluster rides through: RF-1, or none when it is below its minimum size. */
function healthyTolerance(ctx: Context): number {
  const rf = ctx.cluster.protection.rf;
  const nodes = sumOf(ctx.layout.domains, (d) => d.storageNodes);
  const dataDomains = ctx.layout.domains.filter((d) => d.storageNodes > 0).length;
  return nodes >= MIN_CLUSTER_NODES[rf].value && dataDomains >= rf ? rf - 1 : 0;
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
  const sorted = [...amounts].sort((a, b) => b - a);
  let left = sumOf(sorted, (x) => x);
  const out = [left];
  for (const x of sorted) out.push((left -= x));
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
