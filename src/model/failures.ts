import type { Awareness, ReplicationFactor } from './config';
import type { Context } from './context';
import { MIN_CLUSTER_NODES, MIN_DOMAINS } from './defaults';
import { largestDomains } from './headroom';
import type { Domain } from './layout';
import { storageView, type StorageView } from './storage';
import { sumOf, type Utilisation, utilisation } from './utilisation';

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
  /**
   * CPU, RAM and VM fit of the survivors. By default the loss table's: what is left after losing
   * as many domains as `lost`, counting for each resource the domains with most of it (the worst
   * case, as the constraints count). A failure plan passes what its named survivors really have.
   */
  compute: SurvivorCompute = worstCaseCompute(ctx, lost.length),
): SurvivorVerdict {
  const { cluster: c, demand, layout } = ctx;
  const rf = c.protection.rf;
  const storage = storageView(
    survivors.map((d) => d.storage),
    c,
    ctx.loss.storageAll.domainCount,
  );
  const survivorNodes = sumOf(survivors, (d) => d.storageNodes);
  const survivorDomains = survivors.filter((d) => d.storageNodes > 0).length;
  const reprotected = survivorDomains >= rf && demand.storage <= storage.mayUse;
  const selfHealed =
    reprotected &&
    survivorNodes >= MIN_CLUSTER_NODES[rf].value &&
    (layout.effective === 'node' || survivorDomains >= minDomainsFor(layout.effective, rf));
  const cpu = utilisation(demand.cores, compute.cores, c.thresholds.cpu);
  const ram = utilisation(demand.ram, compute.ram, c.thresholds.ram);
  const vmsFit = compute.vmFitMargin >= 0;
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
    rebuildSeconds: reprotected ? rebuildSeconds(ctx, storage, survivors, rebuilding) : null,
  };
}

/** What the survivors offer the VMs: cores, RAM, and how well the largest VM sizes fit a node. */
export interface SurvivorCompute {
  cores: number;
  ram: number;
  vmFitMargin: number;
}

/** CPU and RAM lose the domains with most of each, whichever held the most data. */
function worstCaseCompute(ctx: Context, lostCount: number): SurvivorCompute {
  const facts = ctx.loss;
  return {
    cores: facts.coresAfterLosing[lostCount] ?? 0,
    ram: facts.ramAfterLosing[lostCount] ?? 0,
    vmFitMargin: facts.vmFitAfterLosing[lostCount] ?? -1,
  };
}

/**
 * Rebuild time [infer from domain.md section 6]: a start delay, then the failed domains' share of
 * the stored data (spread over the domains alive just before the failure, in proportion to their
 * capacity) restored by every surviving node at its rebuild rate, capped by its NIC. The data is
 * rebuilt as the survivors protect it, so it is counted at their overhead: with EC-X a narrower
 * strip (or none) stores more than the intact cluster's.
 */
function rebuildSeconds(ctx: Context, storage: StorageView, survivors: readonly Domain[], failed: readonly Domain[]): number | null {
  const c = ctx.cluster;
  const failedStorage = sumOf(failed, (d) => d.storage);
  const aliveBefore = sumOf(survivors, (d) => d.storage) + failedStorage;
  const rate = sumOf(survivors, (d) => d.rebuildBytesPerSecond);
  if (failedStorage === 0) return 0;
  if (rate === 0) return null;
  const stored = (ctx.demand.storage / storage.reduction) * storage.overhead;
  return c.rebuild.startDelaySeconds + (stored * (failedStorage / aliveBefore)) / rate;
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
  const tolerance = verdict.reprotected
    ? spreadTolerance(verdict.survivorDomains, ctx.cluster.protection.rf)
    : healthyTolerance(ctx) - count;
  return { verdict: available ? verdict : lostData(verdict), dataAvailable: available, canTakeNext: available && tolerance >= 1 };
}

/** Failures an intact cluster rides through with its data available. */
export function healthyTolerance(ctx: Context): number {
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

export const lostData = (v: SurvivorVerdict): SurvivorVerdict => ({
  ...v,
  reprotected: false,
  selfHealed: false,
  vmsRestart: false,
  rebuildSeconds: null,
});

export function vmFitMargin(ctx: Context, lost: number): number {
  return ctx.loss.vmFitAfterLosing[lost] ?? -1;
}
