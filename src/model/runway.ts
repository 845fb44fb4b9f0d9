import type { Cluster, NodeType } from './config';
import { type Assessment, assess, type ConstraintId } from './constraints';
import { clusterContext } from './context';
import { MAX_RECOMMENDED_NODES } from './defaults';
import { type Figure, figure, type FigureUnit } from './derivation';
import type { HeadroomRule } from './headroom';
import { hypervisorSettings } from './hypervisor';
import { nodeStep } from './layout';
import { holdingTheRule, reservedNodes } from './recommend';
import type { Utilisation } from './utilisation';
import { NO_PROTECTION_LOAD, type ProtectionLoad, protectedDemand } from './protectionLoad';
import { type Demand, workloadDemand } from './workload';
import { AS_NEEDED, buyingPolicy, type BuyingPolicy, CADENCE_CHOICES_MONTHS } from './buyingPolicy';

export type RunwayResource = 'storage' | 'cpu' | 'ram' | 'iops';

/** Demand in one month of the horizon, in the model's units (bytes, cores, bytes, IOPS). */
export interface RunwayMonth {
  month: number;
  growthFactor: number;
  storage: number;
  cpu: number;
  ram: number;
  iops: number;
}

/** One resource of the configured cluster against its threshold over the horizon. */
export interface RunwayThreshold {
  resource: RunwayResource;
  threshold: number;
  /** Supply after losing the reserve (storage: effective capacity), the same every month. */
  supply: Figure;
  /** What the workload may use: supply × threshold. */
  allowed: Figure;
  /** The first month whose demand exceeds `allowed` (0: already today); null when it holds through the horizon. */
  firstBreachMonth: Figure | null;
}

export interface ExpansionStep {
  /** The month the nodes are bought: as needed, the month the cluster as it stands would first fail a constraint. */
  month: number;
  /** The month the cluster as it stands would first fail a constraint: the nodes are needed by then. */
  neededMonth: number;
  nodeTypeId: string;
  addNodes: number;
  nodesBefore: number;
  nodesAfter: number;
  /** The constraints the cluster as it stands fails in that month. */
  failing: ConstraintId[];
  /** The headroom recomputed at the new size (the 24-node rule may raise it). */
  headroomDomains: number;
  headroomNodes: number;
  headroomRule: HeadroomRule;
  /** The last month the new size meets every constraint (the horizon when it lasts). */
  holdsThroughMonth: number;
  derivation: Figure['derivation'];
}

export interface ExpansionPlan {
  /** The node type added: the cluster's recommended type; null when it names none. */
  nodeTypeId: string | null;
  steps: ExpansionStep[];
  /** True when, with the steps, every constraint holds through the horizon. */
  holds: boolean;
  /** When it cannot hold: the month no size up to the largest candidate meets every constraint, and what fails. */
  failsAtMonth: number | null;
  failing: ConstraintId[];
}

export interface Runway {
  horizonMonths: number;
  monthlyGrowth: Figure;
  months: RunwayMonth[];
  thresholds: RunwayThreshold[];
  expansion: ExpansionPlan;
  /** The expansion bought in other ways (every quarter, yearly, all today...), with what each costs; none when nothing is bought. */
  expansionChoices: ExpansionChoice[];
}

/**
 * The workload's demand `month` months from today. Growth compounds monthly at the rate that makes
 * twelve months one year's growth, so month 12 × years is exactly the sizing's growth factor.
 */
export function demandAtMonth(cluster: Cluster, month: number, load: ProtectionLoad = NO_PROTECTION_LOAD): Demand {
  const w = cluster.workload;
  const own = workloadDemand({ ...w, growth: { ...w.growth, years: month / 12 } }, hypervisorSettings(cluster).swapShare);
  // The plan's protection is held at its size at the end of the horizon from today on (conservative:
  // the protected clusters grow on their own horizons, which this cluster's months do not follow).
  return protectedDemand(cluster, load, own);
}

/**
 * When the configured cluster runs out, resource by resource, as the workload grows month by month
 * over the horizon; and the fewest nodes to add, and when, so that every constraint holds to its end.
 */
export function runway(cluster: Cluster, nodeTypes: readonly NodeType[], load: ProtectionLoad = NO_PROTECTION_LOAD): Runway {
  const w = cluster.workload;
  const horizonMonths = 12 * w.growth.years;
  const months: RunwayMonth[] = [];
  for (let m = 0; m <= horizonMonths; m++) {
    const d = demandAtMonth(cluster, m, load);
    months.push({ month: m, growthFactor: d.growthFactor, storage: d.storage, cpu: d.cores, ram: d.ram, iops: d.iops });
  }
  const today = assess(clusterContext(cluster, nodeTypes, demandAtMonth(cluster, 0, load)));
  const plan = expansionPlanner(cluster, nodeTypes, horizonMonths, load);
  const expansion = plan(buyingPolicy(cluster));
  return {
    horizonMonths,
    monthlyGrowth: figure((1 + w.growth.yearlyShare) ** (1 / 12), 'ratio', 'monthlyGrowth', 'inferGrowth', {
      yearlyGrowth: w.growth.yearlyShare,
    }),
    months,
    thresholds: thresholds(today, months, w.growth.yearlyShare),
    expansion,
    // A cluster that holds through the horizon buys nothing, however it would buy.
    expansionChoices: expansion.steps.length > 0 || !expansion.holds ? expansionChoices(cluster, horizonMonths, plan, today.nodeCount) : [],
  };
}

const RESOURCES: { resource: RunwayResource; unit: FigureUnit; of: (a: Assessment) => Utilisation }[] = [
  { resource: 'storage', unit: 'bytes', of: (a) => a.storage },
  { resource: 'cpu', unit: 'cores', of: (a) => a.cpu },
  { resource: 'ram', unit: 'memory', of: (a) => a.ram },
  { resource: 'iops', unit: 'iops', of: (a) => a.iops },
];

function thresholds(a: Assessment, months: readonly RunwayMonth[], yearlyGrowth: number): RunwayThreshold[] {
  // Without IOPS figures (per node or per VM group) the check is not made, so no month can breach it.
  const resources = !a.iopsChecked ? RESOURCES.filter((r) => r.resource !== 'iops') : RESOURCES;
  return resources.map(({ resource, unit, of }) => {
    const u = of(a);
    const allowed = u.supply * u.threshold;
    // The same comparison as the constraint itself: demand above what may be used fails.
    const breach = months.find((m) => m[resource] > allowed);
    return {
      resource,
      threshold: u.threshold,
      supply: figure(u.supply, unit, 'afterLoss', 'arithmetic'),
      allowed: figure(allowed, unit, 'runwayAllowed', 'arithmetic', { supply: u.supply, threshold: u.threshold }),
      firstBreachMonth: breach
        ? figure(breach.month, 'count', 'runwayBreach', 'inferGrowth', {
            demand: months[0]![resource],
            supply: u.supply,
            threshold: u.threshold,
            yearlyGrowth,
          })
        : null,
    };
  });
}

function withAdded(c: Cluster, nodeTypeId: string, add: number): Cluster {
  if (add === 0) return c;
  const has = c.nodes.some((n) => n.nodeTypeId === nodeTypeId);
  return {
    ...c,
    nodes: has
      ? c.nodes.map((n) => (n.nodeTypeId === nodeTypeId ? { ...n, count: n.count + add } : n))
      : [...c.nodes, { nodeTypeId, count: add }],
  };
}

/**
 * Adds nodes of the recommended type so that every constraint holds through the horizon. As
 * needed (the default), each purchase falls in the month the cluster as it stands would first fail
 * a constraint and buys the fewest nodes (whole blocks when block- or rack-aware) that meet every
 * constraint that month, the headroom recomputed at the new size. With a cadence of c months a
 * purchase falls on the last month 0, c, 2c... before that failure and buys what holds until the
 * next such month (or the horizon's end); a minimum step buys at least that many nodes. Larger
 * sizes are tried one by one rather than searched, since the 24-node rule can make a larger
 * cluster fail where a smaller one fits. Demand only grows, so for one size the months that fit
 * run from today to a last month: a size that fits the last month before the next purchase fits
 * every month before it. A size is the cluster with some nodes of the recommended type added,
 * whatever purchases made it, so its assessment in a month is made once for every plan asked.
 */
function expansionPlanner(
  cluster: Cluster,
  nodeTypes: readonly NodeType[],
  horizonMonths: number,
  load: ProtectionLoad,
): (policy: BuyingPolicy) => ExpansionPlan {
  const type = nodeTypes.find((t) => t.id === cluster.recommendNodeTypeId) ?? null;
  const demands: Demand[] = [];
  const sizes: Cluster[] = [cluster];
  const assessed = new Map<number, Assessment>();
  const startNodes = assess(clusterContext(cluster, nodeTypes, demandAtMonthOnce(0))).nodeCount;
  function demandAtMonthOnce(m: number): Demand {
    return (demands[m] ??= demandAtMonth(cluster, m, load));
  }
  // Like the recommendation, a larger size never holds a headroom that breaks the rule.
  const sized = (added: number): Cluster =>
    (sizes[added] ??= {
      ...withAdded(cluster, type!.id, added),
      headroom: holdingTheRule(cluster.headroom, cluster.protection.rf, startNodes + added),
    });
  const at = (added: number, m: number): Assessment => {
    const key = added * (horizonMonths + 1) + m;
    let a = assessed.get(key);
    if (!a) assessed.set(key, (a = assess(clusterContext(sized(added), nodeTypes, demandAtMonthOnce(m)))));
    return a;
  };
  const lastFitting = (added: number, from: number): number => {
    if (!at(added, from).feasible) return from - 1;
    // Galloping first: a step often holds a few months only, so this asks far fewer months than bisecting the horizon.
    let lo = from;
    let stride = 1;
    while (lo + stride <= horizonMonths && at(added, lo + stride).feasible) {
      lo += stride;
      stride *= 2;
    }
    let hi = Math.min(horizonMonths, lo + stride - 1);
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (at(added, mid).feasible) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };

  return (policy) => {
    const unit = nodeStep(cluster.faultDomains);
    const firstAdd = Math.ceil(Math.max(policy.minStepNodes, 1) / unit) * unit;
    const cadence = Math.max(1, policy.cadenceMonths);
    const steps: ExpansionStep[] = [];
    let added = 0;
    let from = 0;
    for (;;) {
      const nodes = startNodes + added;
      const last = lastFitting(added, from);
      const previous = steps[steps.length - 1];
      if (previous) previous.holdsThroughMonth = last;
      if (last >= horizonMonths) return { nodeTypeId: type?.id ?? null, steps, holds: true, failsAtMonth: null, failing: [] };
      const needed = last + 1;
      const month = needed - (needed % cadence);
      const until = Math.min(month + cadence - 1, horizonMonths);
      const failing = at(added, needed)
        .constraints.filter((k) => !k.ok)
        .map((k) => k.id);
      let add = firstAdd;
      while (type && nodes + add <= MAX_RECOMMENDED_NODES && !at(added + add, until).feasible) add += unit;
      if (!type || nodes + add > MAX_RECOMMENDED_NODES) {
        // No size holds until the next purchase: the plan fails in the first month none of them meets.
        let failsAtMonth = needed;
        for (let more = firstAdd; type && nodes + more <= MAX_RECOMMENDED_NODES; more += unit)
          failsAtMonth = Math.max(failsAtMonth, lastFitting(added + more, month) + 1);
        return { nodeTypeId: type?.id ?? null, steps, holds: false, failsAtMonth, failing };
      }
      const a = at(added + add, until);
      steps.push({
        month,
        neededMonth: needed,
        nodeTypeId: type.id,
        addNodes: add,
        nodesBefore: nodes,
        nodesAfter: nodes + add,
        failing,
        headroomDomains: a.headroom.domains,
        headroomNodes: reservedNodes(a.ctx.layout.domains, a.reserve.storage.domainIds),
        headroomRule: a.headroom.rule,
        holdsThroughMonth: until,
        derivation: { formula: 'expansionStep', inputs: { nodes }, source: 'inferExpansion' },
      });
      added += add;
      from = until;
    }
  };
}

/** The nodes a plan has bought by the end of `month` (its first size included). */
export function nodesByMonth(plan: ExpansionPlan, startNodes: number, month: number): number {
  return plan.steps.reduce((n, s) => (s.month <= month ? n + s.addNodes : n), startNodes);
}

/** One way of buying, against buying as needed. */
export interface ExpansionChoice {
  policy: BuyingPolicy;
  plan: ExpansionPlan;
  /** Purchases over the horizon. */
  events: number;
  /** Nodes the cluster has at the horizon's end. */
  nodesAtEnd: number;
  /**
   * Node-months bought ahead of the as-needed plan: month by month, the nodes this plan has beyond
   * the as-needed plan's, summed (a node bought 6 months earlier counts 6). Null when either plan
   * does not hold through the horizon.
   */
  nodeMonthsEarly: number | null;
  /** Nodes at the end beyond the as-needed plan's; null as above. */
  extraNodes: number | null;
}

/**
 * Each policy's plan with what it costs against buying as needed [infer: inferExpansion]. The
 * cluster's own policy is among them; "all today" is a cadence longer than the horizon.
 */
function expansionChoices(
  cluster: Cluster,
  horizonMonths: number,
  plan: (policy: BuyingPolicy) => ExpansionPlan,
  startNodes: number,
): ExpansionChoice[] {
  const mine = buyingPolicy(cluster);
  const policies: BuyingPolicy[] = [...CADENCE_CHOICES_MONTHS, horizonMonths + 1].map((cadenceMonths) => ({
    minStepNodes: mine.minStepNodes,
    cadenceMonths,
  }));
  if (mine.minStepNodes !== AS_NEEDED.minStepNodes) policies.unshift(AS_NEEDED);
  if (!policies.some((p) => samePolicy(p, mine))) policies.push(mine);
  const plans = policies.map(plan);
  const base = plans[policies.findIndex((p) => samePolicy(p, AS_NEEDED))]!;
  return policies.map((policy, i) => {
    const plan = plans[i]!;
    const comparable = plan.holds && base.holds;
    let early = 0;
    for (let m = 0; m <= horizonMonths; m++) early += Math.max(0, nodesByMonth(plan, startNodes, m) - nodesByMonth(base, startNodes, m));
    const nodesAtEnd = nodesByMonth(plan, startNodes, horizonMonths);
    return {
      policy,
      plan,
      events: plan.steps.length,
      nodesAtEnd,
      nodeMonthsEarly: comparable ? early : null,
      extraNodes: comparable ? nodesAtEnd - nodesByMonth(base, startNodes, horizonMonths) : null,
    };
  });
}

const samePolicy = (a: BuyingPolicy, b: BuyingPolicy) => a.minStepNodes === b.minStepNodes && a.cadenceMonths === b.cadenceMonths;
