import type { Awareness, FaultDomains, ReplicationFactor } from './config';
import { MIN_DOMAINS } from './defaults';
import type { NodeFacts } from './node';
import { type Bytes, bytes } from './units';

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
 * Nodes fill blocks type by type (a chassis holds one model), blocks fill racks in order
 * [infer: inferDomainLayout].
 */
export function layoutCluster(
  groups: readonly { facts: NodeFacts; count: number }[],
  fd: FaultDomains,
  rf: ReplicationFactor,
): Layout {
  const nodes: PlacedNode[] = [];
  let block = 0;
  for (const g of groups) {
    for (let i = 0; i < g.count; i++) {
      if (i % fd.nodesPerBlock === 0) block++;
      const rack = Math.ceil(block / fd.blocksPerRack);
      nodes.push({ id: `n${nodes.length + 1}`, facts: g.facts, blockId: `b${block}`, rackId: `r${rack}` });
    }
  }
  const blockCount = block;
  const rackCount = Math.ceil(block / fd.blocksPerRack);
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

export function effectiveAwareness(
  requested: Awareness,
  blocks: number,
  racks: number,
  rf: ReplicationFactor,
): Awareness {
  if (requested === 'block' && blocks < MIN_DOMAINS.block[rf].value) return 'node';
  if (requested === 'rack' && racks < MIN_DOMAINS.rack[rf].value) return 'node';
  return requested;
}

function domainsOf(nodes: PlacedNode[], awareness: Awareness): Domain[] {
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
