import { BUILT_IN_NODE_TYPES } from '../model/catalogue';
import type { ReplicationFactor, SizingConfig } from '../model/config';
import type { SizingResult } from '../model/evaluate';
import { HEADROOM_CHOICES, type WidgetParams } from './protocol';
import type { Summary } from './toHost';
import { stepValue } from '../model/capacityResult';

/** The widget's inputs: the first cluster's node type and count, RF, headroom and data reduction. */
export interface Essentials {
  nodeTypeId: string;
  nodes: number;
  /** True when the cluster mixes node types (from a link): choosing a type makes it uniform. */
  mixed: boolean;
  rf: ReplicationFactor;
  headroom: (typeof HEADROOM_CHOICES)[number];
  compression: number;
  dedup: number;
}

export function essentialsOf(config: SizingConfig): Essentials {
  const c = config.clusters[0]!;
  const counted = c.nodes.filter((n) => n.count > 0);
  const main = [...counted].sort((a, b) => b.count - a.count)[0] ?? c.nodes[0]!;
  const h = c.headroom;
  return {
    nodeTypeId: main.nodeTypeId,
    nodes: counted.reduce((s, n) => s + n.count, 0),
    mixed: counted.length > 1,
    rf: c.protection.rf,
    headroom: h.mode === 'auto' ? 'auto' : (`n+${Math.min(8, Math.max(0, h.fixedDomains))}` as Essentials['headroom']),
    compression: c.dataReduction.compressionRatio,
    dedup: c.dataReduction.dedupRatio,
  };
}

/** The config with some essentials changed; everything else (workload, thresholds, ...) stays. Pure. */
export function applyEssentials(config: SizingConfig, patch: Partial<Omit<Essentials, 'mixed'>>): SizingConfig {
  const out = structuredClone(config);
  const c = out.clusters[0]!;
  const now = essentialsOf(config);
  if (patch.nodeTypeId !== undefined || patch.nodes !== undefined) {
    const typeId = patch.nodeTypeId ?? now.nodeTypeId;
    if (!out.nodeTypes.some((t) => t.id === typeId)) {
      const builtIn = BUILT_IN_NODE_TYPES.find((t) => t.id === typeId);
      if (builtIn) out.nodeTypes.push(structuredClone(builtIn));
    }
    c.nodes = [{ nodeTypeId: typeId, count: patch.nodes ?? now.nodes }];
    if (out.nodeTypes.find((t) => t.id === typeId)?.role === 'hci') c.recommendNodeTypeId = typeId;
  }
  if (patch.rf !== undefined) c.protection.rf = patch.rf;
  if (patch.headroom !== undefined) {
    c.headroom =
      patch.headroom === 'auto'
        ? { ...c.headroom, mode: 'auto' }
        : { ...c.headroom, mode: 'fixed', fixedDomains: Number(patch.headroom.slice(2)) };
  }
  if (patch.compression !== undefined) c.dataReduction.compressionRatio = patch.compression;
  if (patch.dedup !== undefined) c.dataReduction.dedupRatio = patch.dedup;
  return out;
}

/** Data attributes (or the widget URL's settings) over a config. */
export function applyParams(config: SizingConfig, p: WidgetParams): SizingConfig {
  return applyEssentials(config, {
    ...(p['node-type'] !== undefined && { nodeTypeId: p['node-type'] }),
    ...(p.nodes !== undefined && { nodes: p.nodes }),
    ...(p.rf !== undefined && { rf: p.rf }),
    ...(p.headroom !== undefined && { headroom: p.headroom }),
    ...(p.compression !== undefined && { compression: p.compression }),
    ...(p.dedup !== undefined && { dedup: p.dedup }),
  });
}

/**
 * The key outputs, for the widget and for the host page. The self-heal verdict is the failure
 * scenario of losing the reserved fault domains (one when nothing is reserved), all at once,
 * judged by the cluster's goal: fault tolerance restored, or data re-protected.
 */
export function summarize(config: SizingConfig, result: SizingResult): Summary {
  const r = result.clusters[0]!;
  const c = config.clusters[0]!;
  const e = essentialsOf(config);
  const lost = Math.max(1, r.headroom.domains);
  const scenario = r.resiliency.scenarios.find((s) => s.lostDomains === lost && s.mode === 'at-once');
  const goal = c.headroom.selfHealGoal;
  const healed = scenario ? (goal === 'restore-fault-tolerance' ? scenario.selfHealed : scenario.reprotected) : false;
  return {
    modelVersion: result.modelVersion,
    nodeTypeId: e.nodeTypeId,
    nodes: r.nodeCount,
    rf: c.protection.rf,
    usableBytes: stepValue(r.capacity, 'logical'),
    effectiveBytes: stepValue(r.capacity, 'effective'),
    headroom: { label: `N+${r.headroom.nodes}`, domains: r.headroom.domains, nodes: r.headroom.nodes, rule: r.headroom.rule },
    selfHeal: { ok: healed, lostDomains: lost, goal },
    feasible: r.feasible,
  };
}
