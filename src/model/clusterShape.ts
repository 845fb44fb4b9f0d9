import type { Assessment } from './constraints';
import type { Awareness } from './config';
import type { Context } from './context';
import { type Figure, figure } from './derivation';
import { type HeadroomRule, odgersSpares } from './headroom';
import type { NodeFacts } from './node';
import { reservedNodes } from './recommend';
import type { SourceId } from './sources';

export interface DiagramBlock {
  id: string;
  rackId: string;
  nodes: { id: string; nodeTypeId: string }[];
}

export interface LayoutResult {
  requested: Awareness;
  effective: Awareness;
  blocks: DiagramBlock[];
  racks: number;
  domains: { id: string; nodeIds: string[] }[];
}

/** Blocks and racks as the diagram draws them, and the fault domains the model counts. */
function layoutResult(ctx: Context): LayoutResult {
  const { layout } = ctx;
  const blocks = new Map<string, DiagramBlock>();
  for (const n of layout.nodes) {
    let b = blocks.get(n.blockId);
    if (!b) blocks.set(n.blockId, (b = { id: n.blockId, rackId: n.rackId, nodes: [] }));
    b.nodes.push({ id: n.id, nodeTypeId: n.facts.typeId });
  }
  return {
    requested: layout.requested,
    effective: layout.effective,
    blocks: [...blocks.values()],
    racks: layout.rackCount,
    domains: layout.domains.map((d) => ({ id: d.id, nodeIds: d.nodeIds })),
  };
}

/** What one node of each type in the cluster offers, by node type id. */
function nodeFactsByType(ctx: Context): Record<string, NodeFacts> {
  const out: Record<string, NodeFacts> = {};
  for (const n of ctx.layout.nodes) out[n.facts.typeId] = n.facts;
  return out;
}

export interface HeadroomResult {
  domains: number;
  nodes: number;
  rule: HeadroomRule;
  source: SourceId;
  awareness: Awareness;
  reservedDomainIds: string[];
  /** Odgers' spare-host policy for the same node count, for comparison; null above 32 nodes. */
  odgersSpareNodes: number | null;
  figure: Figure;
}

function headroomResult(ctx: Context, a: Assessment): HeadroomResult {
  const { cluster: c, layout } = ctx;
  const reserve = a.reserve.storage;
  const f = a.headroom.domains;
  const reservedNodeCount = reservedNodes(layout.domains, reserve.domainIds);
  return {
    domains: f,
    nodes: reservedNodeCount,
    rule: a.headroom.rule,
    source: a.headroom.source,
    awareness: layout.effective,
    reservedDomainIds: reserve.domainIds,
    odgersSpareNodes: odgersSpares(a.nodeCount),
    figure: figure(reservedNodeCount, 'count', a.headroom.rule === 'fixed' ? 'headroomFixed' : 'headroom', a.headroom.source, {
      rf: c.protection.rf,
      f,
      nodes: a.nodeCount,
      awareness: layout.effective,
      surviveSecondFailure: c.headroom.surviveSecondFailure ? 'yes' : 'no',
    }),
  };
}

/** The cluster's shape: its layout, the facts of each node type, and the reserve. */
export function clusterShapeResult(
  ctx: Context,
  a: Assessment,
): { layout: LayoutResult; nodeFacts: Record<string, NodeFacts>; headroom: HeadroomResult } {
  return { layout: layoutResult(ctx), nodeFacts: nodeFactsByType(ctx), headroom: headroomResult(ctx, a) };
}
