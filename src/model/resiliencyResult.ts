import type { Assessment } from './constraints';
import type { Context } from './context';
import type { Cluster } from './config';
import { failAtOnce, failOneAfterAnother, type SurvivorVerdict } from './failures';
import { type Figure, figure } from './derivation';
import { reservedNodes } from './recommend';

/** One failure case of the resiliency report: which domains are lost, and what follows. */
export interface FailureScenario {
  lostDomains: number;
  mode: 'at-once' | 'one-after-another';
  lostDomainIds: string[];
  lostNodes: number;
  survivorNodes: number;
  survivorDomains: number;
  dataAvailable: boolean;
  reprotected: boolean;
  selfHealed: boolean;
  vmsRestart: boolean;
  rebuildSeconds: Figure | null;
  canTakeNext: boolean;
  /** True for the scenario the headroom is sized for. */
  withinReserve: boolean;
}

/** A verdict's rebuild time with its derivation; null when the data is not re-protected. */
export const rebuildFigure = (c: Cluster, v: SurvivorVerdict): Figure | null =>
  v.rebuildSeconds === null
    ? null
    : figure(v.rebuildSeconds, 'seconds', 'rebuildTime', 'inferRebuild', {
        startDelaySeconds: c.rebuild.startDelaySeconds,
        rateGBpsPerNode: c.rebuild.rateGBpsPerNode,
        survivors: v.survivorNodes,
      });

/** Losing 1 to f + 1 domains, at once and one after another, the largest first. */
export function failureScenarios(ctx: Context, a: Assessment): FailureScenario[] {
  const { cluster: c, layout } = ctx;
  const rf = c.protection.rf;
  const scenarios: FailureScenario[] = [];
  const f = a.headroom.domains;
  const maxLoss = Math.min(f + 1, layout.domains.length);
  for (let lost = 1; lost <= maxLoss; lost++) {
    for (const mode of ['at-once', 'one-after-another'] as const) {
      if (lost === 1 && mode === 'one-after-another') continue;
      const out = mode === 'at-once' ? failAtOnce(ctx, lost) : failOneAfterAnother(ctx, lost);
      const v = out.verdict;
      scenarios.push({
        lostDomains: lost,
        mode,
        lostDomainIds: v.lostDomainIds,
        lostNodes: reservedNodes(layout.domains, v.lostDomainIds),
        survivorNodes: v.survivorNodes,
        survivorDomains: v.survivorDomains,
        dataAvailable: out.dataAvailable,
        reprotected: v.reprotected,
        selfHealed: v.selfHealed,
        vmsRestart: v.vmsRestart,
        rebuildSeconds: rebuildFigure(c, v),
        canTakeNext: out.canTakeNext,
        // Losing more domains at once than RF-1 loses data: no reserve is sized for that.
        withinReserve: lost <= f && (mode === 'one-after-another' || lost <= rf - 1),
      });
    }
  }

  return scenarios;
}
