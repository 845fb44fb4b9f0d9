import type { Awareness, FaultDomains, ReplicationFactor } from './config';
import { MIN_DOMAINS } from './defaults';
import type { NodeFacts } from './node';
import { type Bytes, bytes } from './units';

/** The nodes a cluster grows or shrinks by: one, or a whole block when block- or rack-aware. */
export const nodeStep = (f: FaultDomains): number => (f.awareness === 'node' ? 1 : f.nodesPerBlock);

export interface PlacedNode {
  id: string;
  facts: NodeFacts;
  blockId: string;
  rackId: string;
}

/** A fault domain with the resources it takes away when it fails. */
export interface Domain {
  id: string;
  nodeIds: string[];
  /** Nodes that run a CVM and hold data: the ones that count towards a minimum cluster. */
  storageNodes: number;
  storage: Bytes;
  flash: Bytes;
  cores: number;
  ram: Bytes;
  /** IOPS of the nodes with known figures. */
  iops: number;
  rebuildBytesPerSecond: number;
  /** What one node of this domain offers a single VM: cores and RAM after the CVM, per node type. */
  hosts: VmHost[];
}

export interface VmHost {
  cores: number;
  ram: Bytes;
}

export interface Layout {
  nodes: PlacedNode[];
  blockCount: number;
  rackCount: number;
  /** Blocks and racks that hold data: compute-only nodes are no fault domain for data. */
  storageBlockCount: number;
  storageRackCount: number;
  requested: Awareness;
  /** What the cluster really does: it falls back to node awareness with too few blocks or racks. */
  effective: Awareness;
  domains: Domain[];
}

/**
 * Nodes fill blocks type by type (a chassis holds one model) [infer: inferDomainLayout]. Racks
 * are balanced as an installer would: blocks, largest extent store first, are dealt to the
 * racks in turn, so that adding a node never moves capacity away from where it was.
 */
export function layoutCluster(groups: readonly { facts: NodeFacts; count: number }[], fd: FaultDomains, rf: ReplicationFactor): Layout {
  const blocks: { id: string; facts: NodeFacts; nodes: number; storage: number; order: number }[] = [];
  for (const g of groups) {
    for (let i = 0; i < g.count; i++) {
      if (i % fd.nodesPerBlock === 0)
        blocks.push({ id: `b${blocks.length + 1}`, facts: g.facts, nodes: 0, storage: 0, order: blocks.length });
      const b = blocks[blocks.length - 1]!;
      b.nodes++;
      b.storage += g.facts.extentStore;
    }
  }
  const rackCount = Math.ceil(blocks.length / fd.blocksPerRack);
  const rackOf = new Map<string, string>();
  [...blocks].sort((a, b) => b.storage - a.storage || a.order - b.order).forEach((b, i) => rackOf.set(b.id, `r${(i % rackCount) + 1}`));
  const nodes: PlacedNode[] = [];
  for (const b of blocks) {
    for (let i = 0; i < b.nodes; i++) {
      nodes.push({ id: `n${nodes.length + 1}`, facts: b.facts, blockId: b.id, rackId: rackOf.get(b.id)! });
    }
  }
  const blockCount = blocks.length;
  const storing = nodes.filter((n) => n.facts.role !== 'compute-only');
  const storageBlockCount = new Set(storing.map((n) => n.blockId)).size;
  const storageRackCount = new Set(storing.map((n) => n.rackId)).size;
  const effective = effectiveAwareness(fd.awareness, storageBlockCount, storageRackCount, rf);
  return {
    nodes,
    blockCount,
    rackCount,
    storageBlockCount,
    storageRackCount,
    requested: fd.awareness,
    effective,
    domains: domainsOf(nodes, effective),
  };
}

export function effectiveAwareness(requested: Awareness, blocks: number, racks: number, rf: ReplicationFactor): Awareness {
  if (requested === 'block' && blocks < MIN_DOMAINS.block[rf].value) return 'node';
  if (requested === 'rack' && racks < MIN_DOMAINS.rack[rf].value) return 'node';
  return requested;
}

/** The fault domains a set of placed nodes forms: survivors of a failure plan are laid out the same way. */
export function domainsOf(nodes: readonly PlacedNode[], awareness: Awareness): Domain[] {
  const byId = new Map<string, Domain>();
  const out: Domain[] = [];
  for (const n of nodes) {
    const id = awareness === 'node' ? n.id : awareness === 'block' ? n.blockId : n.rackId;
    let d = byId.get(id);
    if (!d) {
      d = {
        id,
        nodeIds: [],
        storageNodes: 0,
        storage: bytes(0),
        flash: bytes(0),
        cores: 0,
        ram: bytes(0),
        iops: 0,
        rebuildBytesPerSecond: 0,
        hosts: [],
      };
      byId.set(id, d);
      out.push(d);
    }
    const f = n.facts;
    d.nodeIds.push(n.id);
    if (f.role !== 'compute-only') d.storageNodes++;
    if (f.vmCores > 0 && !d.hosts.some((h) => h.cores === f.vmCores && h.ram === f.usableRam)) {
      d.hosts.push({ cores: f.vmCores, ram: f.usableRam });
    }
    d.storage = bytes(d.storage + f.extentStore);
    d.flash = bytes(d.flash + f.flashExtentStore);
    d.cores += f.usableCores;
    d.ram = bytes(d.ram + f.usableRam);
    d.iops += f.iops ?? 0;
    d.rebuildBytesPerSecond += f.rebuildBytesPerSecond;
  }
  return out;
}
