import { MIN_CLUSTER_NODES } from './defaults';
import type { Context } from './context';
import { failOneAfterAnother, minDomainsFor, type SequentialOutcome, vmFitMargin } from './failures';
import { chooseHeadroom, type HeadroomChoice } from './headroom';
import { type Reserve, storageReserve, without } from './losses';
import { type SupportProblem, supportProblems, typeCounts } from './mixing';
import { type StorageView, storageView } from './storage';
import { sumOf, type Utilisation, utilisation } from './utilisation';

export type ConstraintId = 'supported' | 'min-cluster' | 'awareness' | 'storage' | 'cpu' | 'ram' | 'iops' | 'vm-fit' | 'self-heal';

export interface ConstraintCheck {
  id: ConstraintId;
  /** False when the check could not be made (no performance figures): it then neither passes nor blocks. */
  checked: boolean;
  ok: boolean;
  /** Normalised margin, -1..1: positive fits. */
  margin: number;
}

export type PerformanceStatus = 'ok' | 'partial' | 'no-figures';

export interface Assessment {
  ctx: Context;
  headroom: HeadroomChoice;
  nodeCount: number;
  reserve: { storage: Reserve };
  storageAll: StorageView;
  storageAfter: StorageView;
  storage: Utilisation;
  cpu: Utilisation;
  cpuNormal: Utilisation;
  ram: Utilisation;
  ramNormal: Utilisation;
  iops: Utilisation;
  iopsNormal: Utilisation;
  performanceStatus: PerformanceStatus;
  /**
   * The IOPS check is made only with figures on both sides: per-node figures, and VM groups that
   * carry IOPS (an RVTools import has none). Without them it neither passes nor blocks.
   */
  iopsChecked: boolean;
  /** Platform rules the cluster breaks; any of them fails `supported`. */
  supportProblems: SupportProblem[];
  /** The outcome after losing the reserved domains one after another, healing in between. */
  afterReserve: SequentialOutcome;
  constraints: ConstraintCheck[];
  feasible: boolean;
}

export function assess(ctx: Context): Assessment {
  const { cluster: c, demand, layout } = ctx;
  const domains = layout.domains;
  const rf = c.protection.rf;
  const nodeCount = sumOf(domains, (d) => d.nodeIds.length);
  const storageNodes = sumOf(domains, (d) => d.storageNodes);
  const headroom = chooseHeadroom(c.headroom, rf, nodeCount);
  const f = headroom.domains;
  const reserve = { storage: storageReserve(domains, f) };
  const { loss } = ctx;

  const storageAll = loss.storageAll;
  const storageAfter = storageView(
    without(domains, reserve.storage.domainIds).map((d) => d.storage),
    c,
    loss.storageAll.domainCount,
  );
  const storage = utilisation(demand.storage, storageAfter.effective, c.thresholds.storageFill);

  const coresAll = loss.coresAfterLosing[0]!;
  const ramAll = loss.ramAfterLosing[0]!;
  const iopsAll = loss.iopsAfterLosing[0]!;
  const cpu = utilisation(demand.cores, loss.coresAfterLosing[f] ?? 0, c.thresholds.cpu);
  const ram = utilisation(demand.ram, loss.ramAfterLosing[f] ?? 0, c.thresholds.ram);
  const iops = utilisation(demand.iops, loss.iopsAfterLosing[f] ?? 0, c.thresholds.iops);

  const nodes = layout.nodes.filter((n) => n.facts.role !== 'compute-only');
  const known = nodes.filter((n) => n.facts.iops !== null).length;
  const performanceStatus: PerformanceStatus = known === 0 ? 'no-figures' : known < nodes.length ? 'partial' : 'ok';
  const iopsChecked = performanceStatus !== 'no-figures' && demand.iops > 0;

  const afterReserve = failOneAfterAnother(ctx, f);
  const vmFit = vmFitMargin(ctx, f);
  const healGoalMet = c.headroom.selfHealGoal === 'reprotect-data' ? afterReserve.verdict.reprotected : afterReserve.verdict.selfHealed;
  const minNodes = MIN_CLUSTER_NODES[rf].value;
  const minDomains = minDomainsFor(layout.requested, rf);
  const domainsHave =
    layout.requested === 'node' ? storageNodes : layout.requested === 'block' ? layout.storageBlockCount : layout.storageRackCount;

  const support = supportProblems(typeCounts(layout.nodes), rf);
  const constraints: ConstraintCheck[] = [
    { id: 'supported', checked: true, ok: support.length === 0, margin: support.length === 0 ? 1 : -1 },
    { id: 'min-cluster', checked: true, ok: storageNodes >= minNodes, margin: countMargin(storageNodes, minNodes) },
    { id: 'awareness', checked: true, ok: layout.effective === layout.requested, margin: countMargin(domainsHave, minDomains) },
    { id: 'storage', checked: true, ok: storage.ok, margin: storage.margin },
    { id: 'cpu', checked: true, ok: cpu.ok, margin: cpu.margin },
    { id: 'ram', checked: true, ok: ram.ok, margin: ram.margin },
    {
      id: 'iops',
      checked: iopsChecked,
      ok: !iopsChecked || iops.ok,
      margin: iopsChecked ? iops.margin : 0,
    },
    { id: 'vm-fit', checked: true, ok: vmFit >= 0, margin: vmFit },
    {
      id: 'self-heal',
      checked: true,
      ok: healGoalMet,
      margin: healGoalMet
        ? Math.min(
            afterReserve.verdict.storage.mayUse > 0 ? 1 - demand.storage / afterReserve.verdict.storage.mayUse : 1,
            countMargin(afterReserve.verdict.survivorNodes, minNodes),
          )
        : -1,
    },
  ];
  return {
    ctx,
    headroom,
    nodeCount,
    reserve,
    storageAll,
    storageAfter,
    storage,
    cpu,
    cpuNormal: utilisation(demand.cores, coresAll, c.thresholds.cpu),
    ram,
    ramNormal: utilisation(demand.ram, ramAll, c.thresholds.ram),
    iops,
    iopsNormal: utilisation(demand.iops, iopsAll, c.thresholds.iops),
    performanceStatus,
    iopsChecked,
    supportProblems: support,
    afterReserve,
    constraints,
    feasible: constraints.every((k) => k.ok),
  };
}

const countMargin = (have: number, need: number): number => (need > 0 ? Math.max(-1, Math.min(1, (have - need) / need)) : 1);
