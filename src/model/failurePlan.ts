import type { Cluster, FailureTarget, NodeType } from './config';
import { clusterContext, clusterDemand, type Context } from './context';
import { type Failover, NO_PROTECTION_LOAD, type ProtectionLoad, protectedDemand, type SiteFailover } from './protectionLoad';
import type { Bytes } from './units';
import type { Demand } from './workload';
import { type Derivation, type Figure, figure } from './derivation';
import { DEFAULTS } from './defaults';
import { healthyTolerance, lostData, spreadTolerance, survivorVerdict } from './failures';
import { domainsOf, type PlacedNode } from './layout';
import { vmFitByLoss } from './losses';
import { rebuildFigure } from './resiliencyResult';
import { sumOf, type Utilisation, utilisation, utilisationWhy } from './utilisation';

/**
 * The failure simulator: a cluster's failure plan replayed step by step, in time order. Each step
 * fails the nodes its targets name; what follows is judged by the same rules as the resiliency
 * report (failures.ts), on the survivors the plan leaves rather than on the largest domains.
 *
 * Time between failures [infer: inferFailureWindow]: after a failure the cluster is ready for the
 * next one once the rebuild has finished and the failed nodes are out of the metadata ring
 * (ringRemovalSeconds, about 30 minutes [src: ringRemoval]). A failure that comes earlier counts
 * as simultaneous with the ones still pending: they draw on the same tolerance, and the rebuild
 * restores all their data again, from the later failure on (progress already made is not counted).
 */

/** A target the plan names that fails no node of this cluster, and why. */
export interface UnresolvedTarget {
  target: FailureTarget;
  reason: 'no-such-type' | 'past-count';
}

export interface FailureStepReport {
  /** Position of the step in the plan as written (the report is in time order). */
  planIndex: number;
  atMinutes: number;
  /** Protected sites this step loses whose groups start here. */
  sitesLost: string[];
  /** Sites the step names that start nothing here: not a site of the plan, or none of its relations starts groups on this cluster. */
  unresolvedSites: string[];
  /** VMs of lost sites running here after this step, every site lost so far counted. */
  startedVms: number;
  /** Nodes this step takes down (those already down are not repeated). */
  failedNodeIds: string[];
  unresolved: UnresolvedTarget[];
  /** Fault domains this step touches for the first time in its group. */
  lostDomainIds: string[];
  /** True when the step came before the cluster was ready again: it counts with the failures still pending. */
  simultaneous: boolean;
  /** Fault domains lost since the cluster was last ready, this step's included. */
  pendingDomainIds: string[];
  /** Failures the cluster could take at once when the pending group began. */
  tolerance: number;
  nodesDown: number;
  survivorNodes: number;
  survivorDomains: number;
  dataAvailable: boolean;
  reprotected: boolean;
  selfHealed: boolean;
  vmsFit: boolean;
  vmsRestart: boolean;
  storage: Utilisation;
  cpu: Utilisation;
  ram: Utilisation;
  why: { storage: Derivation; cpu: Derivation; ram: Derivation };
  /** Time to re-protect the pending group's data, from this step; null when it cannot be re-protected, or no node has failed yet. */
  rebuildSeconds: Figure | null;
  /** Minutes from the plan's start: the rebuild's end, the last failed node out of the metadata ring. */
  rebuildEndsAtMinutes: number | null;
  ringRemovedAtMinutes: number;
  /** When the cluster is ready for the next failure (minute 0 before any node fails); null when it never is (data not re-protected). */
  readyAtMinutes: number | null;
  readyAt: Figure | null;
  canTakeNext: boolean;
}

export interface FailurePlanReport {
  clusterId: string;
  steps: FailureStepReport[];
}

/**
 * `load`: what the plan's protection puts on the cluster. Its replicas are stored from the start; the
 * groups of a protected site run here from the step that loses the site on, on the survivors then left.
 */
export function simulateFailurePlan(
  c: Cluster,
  nodeTypes: readonly NodeType[],
  load: ProtectionLoad = NO_PROTECTION_LOAD,
): FailurePlanReport {
  const own = clusterDemand(c);
  const normal = protectedDemand(c, { ...load, failover: null }, own);
  return { clusterId: c.id, steps: replay(clusterContext(c, nodeTypes, normal), load, own) };
}

/** The nodes a target names: one node, or every node of its block or rack. */
export function resolveTarget(nodes: readonly PlacedNode[], target: FailureTarget): PlacedNode[] | UnresolvedTarget['reason'] {
  const ofType = nodes.filter((n) => n.facts.typeId === target.nodeTypeId);
  if (ofType.length === 0) return 'no-such-type';
  const node = ofType[target.index - 1];
  if (!node) return 'past-count';
  if (target.scope === 'node') return [node];
  return nodes.filter((n) => (target.scope === 'block' ? n.blockId === node.blockId : n.rackId === node.rackId));
}

/** The groups of several lost sites together: what runs here once all of them are lost. */
function sitesTogether(sites: readonly SiteFailover[]): Failover | null {
  if (sites.length === 0) return null;
  const names = sites.map((s) => s.site).join(', ');
  return {
    cores: sites.reduce((n, s) => n + s.cores, 0),
    coresSite: names,
    ramBytes: sites.reduce((n, s) => n + s.ramBytes, 0) as Bytes,
    ramSite: names,
    vms: sites.reduce((n, s) => n + s.vms, 0),
    vmShapes: sites.flatMap((s) => s.vmShapes),
  };
}

/** The plan's steps in time order; steps at the same time keep the order they were written in. */
const inTimeOrder = (c: Cluster) =>
  c.failurePlan.steps
    .map((step, planIndex) => ({ step, planIndex }))
    .sort((a, b) => a.step.atMinutes - b.step.atMinutes || a.planIndex - b.planIndex);

function replay(normal: Context, load: ProtectionLoad, own: Demand): FailureStepReport[] {
  const { cluster: c, layout } = normal;
  // Each site's groups start here when a step names it; the demand grows with every site lost so far.
  const lostSites: SiteFailover[] = [];
  let ctx = normal;
  const awareness = layout.effective;
  const rf = c.protection.rf;
  const domainOf = new Map(layout.domains.flatMap((d) => d.nodeIds.map((id) => [id, d.id] as const)));
  const down = new Set<string>();
  let available = true;
  // The pending group: failures since the cluster was last ready for one.
  let readyAtSeconds = -Infinity;
  let base = healthyTolerance(normal);
  let nextBase = base;
  let pendingDomains = new Set<string>();
  let pendingNodes: PlacedNode[] = [];
  let lastFailureAt = 0;
  const out: FailureStepReport[] = [];

  for (const { step, planIndex } of inTimeOrder(c)) {
    const at = step.atMinutes * 60;
    const sitesLost: string[] = [];
    const unresolvedSites: string[] = [];
    for (const name of step.sitesLost ?? []) {
      const site = load.sites.find((s) => s.site === name);
      if (!site) unresolvedSites.push(name);
      else if (!lostSites.includes(site)) {
        lostSites.push(site);
        sitesLost.push(name);
      }
    }
    if (sitesLost.length > 0) {
      const failover = sitesTogether(lostSites);
      ctx = { ...normal, demand: protectedDemand(c, { ...load, failover }, own) };
    }
    const { demand } = ctx;
    const unresolved: UnresolvedTarget[] = [];
    const failed: PlacedNode[] = [];
    for (const target of step.targets) {
      const nodes = resolveTarget(layout.nodes, target);
      if (typeof nodes === 'string') unresolved.push({ target, reason: nodes });
      else for (const n of nodes) if (!down.has(n.id) && !failed.includes(n)) failed.push(n);
    }
    const simultaneous = at < readyAtSeconds;
    if (!simultaneous && failed.length > 0) {
      base = nextBase;
      pendingDomains = new Set();
      pendingNodes = [];
    }
    const lostDomainIds: string[] = [];
    for (const n of failed) {
      down.add(n.id);
      pendingNodes.push(n);
      const d = domainOf.get(n.id)!;
      if (!pendingDomains.has(d)) {
        pendingDomains.add(d);
        lostDomainIds.push(d);
      }
    }
    if (pendingDomains.size > base) available = false;

    const alive = layout.nodes.filter((n) => !down.has(n.id));
    const survivors = domainsOf(alive, awareness);
    const rebuilding = domainsOf(pendingNodes, awareness);
    const compute = {
      cores: sumOf(survivors, (d) => d.cores),
      ram: sumOf(survivors, (d) => d.ram),
      vmFitMargin: vmFitByLoss(survivors, demand.vmShapes)[0] ?? -1,
    };
    const judged = survivorVerdict(ctx, survivors, rebuilding, rebuilding, compute);
    const v = available ? judged : lostData(judged);
    const storage = utilisation(demand.storage, v.storage.effective, c.thresholds.storageFill);

    // A step that fails nothing new leaves the clock where it was.
    if (failed.length > 0) {
      lastFailureAt = at;
      readyAtSeconds = v.rebuildSeconds === null ? Infinity : at + Math.max(v.rebuildSeconds, c.rebuild.ringRemovalSeconds);
      nextBase = v.reprotected ? spreadTolerance(v.survivorDomains, rf) : base - pendingDomains.size;
    }
    const ready = readyAtSeconds === Infinity ? null : Math.max(0, readyAtSeconds);
    const lastFailureSeconds = lastFailureAt;
    // A step before any node fails here (a site lost first) has nothing to rebuild: ready from the start.
    const untouched = down.size === 0;
    out.push({
      planIndex,
      atMinutes: step.atMinutes,
      sitesLost,
      unresolvedSites,
      startedVms: lostSites.reduce((n, s) => n + s.vms, 0),
      failedNodeIds: failed.map((n) => n.id),
      unresolved,
      lostDomainIds,
      simultaneous: simultaneous && failed.length > 0,
      pendingDomainIds: [...pendingDomains],
      tolerance: base,
      nodesDown: down.size,
      survivorNodes: v.survivorNodes,
      survivorDomains: v.survivorDomains,
      dataAvailable: available,
      reprotected: v.reprotected,
      selfHealed: v.selfHealed,
      vmsFit: v.vmsFit,
      vmsRestart: v.vmsRestart,
      storage,
      cpu: v.cpu,
      ram: v.ram,
      why: {
        storage: utilisationWhy(storage, DEFAULTS.storageFill.source),
        cpu: utilisationWhy(v.cpu, DEFAULTS.cpuThreshold.source),
        ram: utilisationWhy(v.ram, DEFAULTS.ramThreshold.source),
      },
      rebuildSeconds: untouched ? null : rebuildFigure(c, v),
      rebuildEndsAtMinutes: untouched || v.rebuildSeconds === null ? null : (lastFailureSeconds + v.rebuildSeconds) / 60,
      ringRemovedAtMinutes: untouched ? step.atMinutes : (lastFailureSeconds + c.rebuild.ringRemovalSeconds) / 60,
      readyAtMinutes: ready === null ? null : ready / 60,
      readyAt:
        untouched || ready === null || v.rebuildSeconds === null
          ? null
          : figure(ready, 'seconds', 'failureWindow', 'inferFailureWindow', {
              atSeconds: lastFailureSeconds,
              rebuildSeconds: v.rebuildSeconds,
              ringRemovalSeconds: c.rebuild.ringRemovalSeconds,
            }),
      canTakeNext: available && nextBase >= 1,
    });
  }
  return out;
}
