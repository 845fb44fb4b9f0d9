import { stepValue } from './capacityResult';
import type { Cluster, CpuPerformance, DriveGroup, NodesPerBlock, NodeType } from './config';
import { type CpuFactor, cpuFactorFor, sourcePerCore } from './cpuFactor';
import { evaluate } from './evaluate';
import { nodeStep } from './layout';
import { candidate, recommend } from './recommend';
import type { ConstraintId } from './constraints';
import { NO_PROTECTION_LOAD, type ProtectionLoad, protectedDemand } from './protectionLoad';
import type { Demand } from './workload';

/** One CPU a platform is sold with, as the catalogue gives it. */
export interface CpuChoice extends CpuPerformance {
  sockets: number;
  coresPerSocket: number;
  ghz: number;
}

/**
 * A platform's options as the search reads them: the catalogue's entry turned into node
 * configurations (src/catalogue/choices.ts). Block figures (rack units, power) are per block.
 */
export interface PlatformChoices {
  id: string;
  /** Vendor and model, as the results name it. */
  name: string;
  nodesPerBlock?: number;
  rackUnitsPerBlock?: number;
  /** Where the source gives rack units per node rather than per block. */
  rackUnitsPerNode?: number;
  typicalWPerBlock?: number;
  maxWPerBlock?: number;
  cpus: readonly CpuChoice[];
  memoryGiB: readonly number[];
  drives: readonly (readonly DriveGroup[])[];
  nicGbps: number;
}

/** The id a searched configuration goes by while it is sized; applying it gives it a fresh one. */
export const BEST_FIT_TYPE_ID = 'best-fit';

export interface BestFitConfig {
  cpu: CpuChoice;
  ramGiB: number;
  drives: readonly DriveGroup[];
}

interface Totals {
  /** Physical cores of all nodes. */
  cores: number;
  ramGiB: number;
  rawBytes: number;
  /** What the workload may use after the reserve and the fill threshold, logical bytes. */
  mayUseBytes: number;
  rackUnits: number | null;
  typicalW: number | null;
  maxW: number | null;
}

export type BestFitEntry =
  | ({
      status: 'fits';
      platformId: string;
      name: string;
      config: BestFitConfig;
      nodeType: NodeType;
      nodesPerBlock: NodesPerBlock;
      nodes: number;
      blocks: number;
      headroomNodes: number;
      /** The recommendation held the rule's headroom above a fixed one: applying it sets auto. */
      headroomAuto: boolean;
      binding: ConstraintId | null;
      /** Its cores' weight against the source hosts' (1 where a per-core figure is missing). */
      cpuFactor: CpuFactor;
    } & Totals)
  | {
      /** Beyond the most nodes a cluster may have: the workload split evenly over `clusters` clusters of `nodes` each. */
      status: 'split';
      platformId: string;
      name: string;
      config: BestFitConfig;
      clusters: number;
      nodes: number;
    }
  | { status: 'no-fit'; platformId: string; name: string; failing: ConstraintId[] }
  | { status: 'incomplete'; platformId: string; name: string; missing: ('cpu' | 'memory' | 'drives')[] };

export interface BestFit {
  maxNodes: number;
  /** Every platform's answer: those that fit first, best first; then the splits, the misfits and the incomplete. */
  entries: BestFitEntry[];
}

/** Clusters a workload is split into at most before the search gives up on a platform (the plan holds 16). */
export const MAX_SPLIT_CLUSTERS = 64;

/**
 * For each platform, the smallest configuration and node count that meet every constraint, by the
 * model's own recommendation. The largest configuration sets the fewest nodes the platform can do
 * (by halving the node count); then, at that count, the smallest CPU, then memory, then drives that still fit are kept (each
 * searched by halving its options, smallest first: more of a resource never fails a constraint the
 * less did meet), and the recommendation is made again for the configuration kept.
 */
export function bestFit(
  cluster: Cluster,
  platforms: readonly PlatformChoices[],
  maxNodes: number,
  load: ProtectionLoad = NO_PROTECTION_LOAD,
): BestFit {
  // The demand the recommendation sizes: the hypervisor's swap files, and what the plan's protection puts here.
  const d = protectedDemand(cluster, load);
  const entries = platforms.map((p) => searchPlatform(cluster, p, maxNodes, d));
  return { maxNodes, entries: entries.sort(byBest) };
}

function searchPlatform(cluster: Cluster, p: PlatformChoices, maxNodes: number, demand: Demand): BestFitEntry {
  const named = { platformId: p.id, name: p.name };
  const cpus = [...p.cpus].sort((a, b) => capacityOf(a) - capacityOf(b));
  const memory = [...p.memoryGiB].sort((a, b) => a - b);
  const drives = [...p.drives].sort((a, b) => rawTB(a) - rawTB(b));
  const missing = (['cpu', 'memory', 'drives'] as const).filter(
    (k) => (k === 'cpu' ? cpus : k === 'memory' ? memory : drives).length === 0,
  );
  if (missing.length > 0) return { status: 'incomplete', ...named, missing };

  const nodesPerBlock = asNodesPerBlock(p.nodesPerBlock) ?? cluster.faultDomains.nodesPerBlock;
  const c: Cluster = { ...cluster, faultDomains: { ...cluster.faultDomains, nodesPerBlock }, recommendNodeTypeId: BEST_FIT_TYPE_ID };
  const configOf = (cpu: number, mem: number, drv: number): BestFitConfig => ({
    cpu: cpus[cpu]!,
    ramGiB: memory[mem]!,
    drives: drives[drv]!,
  });
  const type = (cpu: number, mem: number, drv: number) => nodeTypeOf(p, configOf(cpu, mem, drv));
  const largest = [cpus.length - 1, memory.length - 1, drives.length - 1] as const;
  const n = fewestNodes(c, type(...largest), demand, maxNodes);
  if (n === null) return splitOrNoFit(c, configOf(...largest), type(...largest), { maxNodes, demand, named });

  const fitsAt = (t: NodeType) => candidate(c, t, demand, n).feasible;
  const cpu = smallest(cpus.length, (i) => fitsAt(type(i, largest[1], largest[2])));
  const mem = smallest(memory.length, (i) => fitsAt(type(cpu, i, largest[2])));
  const drv = smallest(drives.length, (i) => fitsAt(type(cpu, mem, i)));
  const config = configOf(cpu, mem, drv);
  const nodeType = nodeTypeOf(p, config);
  // The configuration kept fits at n, so the recommendation finds n or fewer: no need to look further.
  const rec = recommend(c, nodeType, demand, n);
  if (rec.status !== 'feasible') return splitOrNoFit(c, config, nodeType, { maxNodes, demand, named });
  const sized: Cluster = { ...c, nodes: [{ nodeTypeId: BEST_FIT_TYPE_ID, count: rec.nodes }] };
  const result = evaluate(rec.headroomRaised ? { ...sized, headroom: { ...sized.headroom, mode: 'auto' } } : sized, [nodeType], {});
  return {
    status: 'fits',
    ...named,
    config,
    nodeType,
    nodesPerBlock,
    nodes: rec.nodes,
    blocks: rec.blocks,
    headroomNodes: rec.headroomNodes,
    headroomAuto: rec.headroomRaised,
    binding: rec.binding,
    cpuFactor: cpuFactorFor(nodeType, sourcePerCore(cluster.sourceCpus)),
    cores: rec.nodes * nodeType.sockets * nodeType.coresPerSocket,
    ramGiB: rec.nodes * nodeType.ramGiB,
    rawBytes: stepValue(result.capacity, 'raw'),
    mayUseBytes: stepValue(result.capacity, 'mayUse'),
    rackUnits:
      p.rackUnitsPerBlock === undefined && p.rackUnitsPerNode !== undefined
        ? p.rackUnitsPerNode * rec.nodes
        : perBlock(p.rackUnitsPerBlock, rec.blocks),
    typicalW: perBlock(p.typicalWPerBlock, rec.blocks),
    maxW: perBlock(p.maxWPerBlock, rec.blocks),
  };
}

/**
 * The largest configuration fits no cluster of up to `maxNodes`: split the workload evenly over
 * the fewest clusters of that configuration that each fit, when more clusters help at all (a VM
 * wider than a node, or unsupported hardware, no split mends). The number of clusters is halved
 * down on the largest cluster, the one with the most room; each cluster's nodes are then the
 * recommendation's for its share.
 */
function splitOrNoFit(
  c: Cluster,
  config: BestFitConfig,
  t: NodeType,
  { maxNodes, demand, named }: { maxNodes: number; demand: Demand; named: { platformId: string; name: string } },
): BestFitEntry {
  const largestFits = (k: number) => candidate(c, t, shareOf(demand, k), maxNodes).feasible;
  if (largestFits(MAX_SPLIT_CLUSTERS)) {
    for (let k = 2 + smallest(MAX_SPLIT_CLUSTERS - 1, (i) => largestFits(i + 2)); k <= MAX_SPLIT_CLUSTERS; k++) {
      const share = shareOf(demand, k);
      const n = fewestNodes(c, t, share, maxNodes);
      if (n === null) continue;
      const each = recommend(c, t, share, n);
      if (each.status === 'feasible') return { status: 'split', ...named, config, clusters: k, nodes: each.nodes };
    }
  }
  const whole = recommend(c, t, demand, maxNodes);
  return { status: 'no-fit', ...named, failing: whole.status === 'infeasible' ? whole.failing : [] };
}

/**
 * The fewest nodes, in whole blocks, that fit; null when `maxNodes` does not. Found by halving:
 * more nodes never fail a constraint fewer met (each adds room, and the auto headroom's larger
 * reserve above 24 nodes only takes back what the added node gave). The recommendation made
 * afterwards counts every size up to it, so a smaller fit halving missed would still be found.
 */
function fewestNodes(c: Cluster, t: NodeType, demand: Demand, maxNodes: number): number | null {
  const step = nodeStep(c.faultDomains);
  const blocks = Math.floor(maxNodes / step);
  const fitsIn = (b: number) => candidate(c, t, demand, b * step).feasible;
  if (blocks < 1 || !fitsIn(blocks)) return null;
  return (1 + smallest(blocks, (i) => fitsIn(i + 1))) * step;
}

/** One of k equal clusters' part of the workload: every sum divided by k, each VM whole (the widest still has to fit a node). */
export function shareOf(d: Demand, k: number): Demand {
  return {
    ...d,
    vmCount: d.vmCount / k,
    vcpu: d.vcpu / k,
    cores: d.cores / k,
    ram: (d.ram / k) as Demand['ram'],
    used: (d.used / k) as Demand['used'],
    snapshots: (d.snapshots / k) as Demand['snapshots'],
    storage: (d.storage / k) as Demand['storage'],
    provisioned: (d.provisioned / k) as Demand['provisioned'],
    hot: (d.hot / k) as Demand['hot'],
    iops: d.iops / k,
  };
}

/** The first of `count` options, 0 to count - 1, that `fits`, the last assumed to; halving, as fitting grows with the index. */
function smallest(count: number, fits: (i: number) => boolean): number {
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (fits(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function nodeTypeOf(p: PlatformChoices, config: BestFitConfig): NodeType {
  const { cpu } = config;
  return {
    id: BEST_FIT_TYPE_ID,
    name: p.name,
    catalogueId: p.id,
    sockets: cpu.sockets,
    coresPerSocket: cpu.coresPerSocket,
    ghz: cpu.ghz,
    // Not read: the node type names its CPU, whose per-core figure sets the factor (cpuFactor.ts).
    cpuFactor: 1,
    ramGiB: config.ramGiB,
    drives: config.drives.map((g) => ({ ...g })),
    nicGbps: p.nicGbps,
    role: 'hci',
    cpu: { model: cpu.model, ...(cpu.perCoreRate !== undefined && { perCoreRate: cpu.perCoreRate }) },
  };
}

const capacityOf = (c: CpuChoice) => c.sockets * c.coresPerSocket * (c.perCoreRate ?? 1);
const rawTB = (drives: readonly DriveGroup[]) => drives.reduce((s, g) => s + g.count * g.sizeTB, 0);
const perBlock = (figure: number | undefined, blocks: number) => (figure === undefined ? null : figure * blocks);
const asNodesPerBlock = (n: number | undefined): NodesPerBlock | undefined => (n === 1 || n === 2 || n === 4 ? n : undefined);

const RANK: Record<BestFitEntry['status'], number> = { fits: 0, split: 1, 'no-fit': 2, incomplete: 3 };

/**
 * Best first: fewest nodes; then least rack space, least maximum power and fewest cores, a figure
 * the catalogue lacks counting as the worst; splits by their nodes in all.
 */
function byBest(a: BestFitEntry, b: BestFitEntry): number {
  if (a.status !== b.status) return RANK[a.status] - RANK[b.status];
  if (a.status === 'fits' && b.status === 'fits') {
    return (
      a.nodes - b.nodes || orLast(a.rackUnits) - orLast(b.rackUnits) || orLast(a.maxW) - orLast(b.maxW) || a.cores - b.cores || byId(a, b)
    );
  }
  if (a.status === 'split' && b.status === 'split') return a.clusters * a.nodes - b.clusters * b.nodes || byId(a, b);
  return byId(a, b);
}

const byId = (a: BestFitEntry, b: BestFitEntry) => (a.platformId < b.platformId ? -1 : a.platformId > b.platformId ? 1 : 0);

const orLast = (n: number | null) => n ?? Number.MAX_VALUE;
