import type { Cluster } from './config';
import { largestDomains } from './headroom';
import type { Domain } from './layout';
import { storageView, type StorageView } from './storage';
import type { Demand, VmShape } from './workload';

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

export const without = (domains: readonly Domain[], ids: readonly string[]): Domain[] => domains.filter((d) => !ids.includes(d.id));

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
}

export function lossFacts(domains: readonly Domain[], cluster: Cluster, demand: Demand): LossFacts {
  const all = storageView(
    domains.map((d) => d.storage),
    cluster,
  );
  return {
    coresAfterLosing: leftAfterLosing(domains.map((d) => d.cores)),
    ramAfterLosing: leftAfterLosing(domains.map((d) => d.ram)),
    iopsAfterLosing: leftAfterLosing(domains.map((d) => d.iops)),
    storageAll: all,
    vmFitAfterLosing: vmFitByLoss(domains, demand.vmShapes),
  };
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
export function vmFitByLoss(domains: readonly Domain[], shapes: readonly VmShape[]): number[] {
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

const spare = (have: number, need: number): number => {
  const scale = Math.max(have, need);
  return scale > 0 ? (have - need) / scale : 0;
};

/** The f domains with most storage: the rebuild reserve the waterfall and the diagram show. */
export function storageReserve(domains: readonly Domain[], f: number): Reserve {
  return reserveOf(domains, f, (d) => d.storage);
}
