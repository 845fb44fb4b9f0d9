import type { Cluster, NodeType, SourceCpu } from './config';

/**
 * How a node type's per-core factor was found:
 * - `typed`: the node type names no CPU, so its `cpuFactor`, typed by hand, is the factor;
 * - `per-core`: target per-core figure ÷ the source hosts' per-core figure;
 * - `no-source`, `source-missing`, `target-missing`: a figure is missing, so the factor is 1.
 */
export type CpuFactorBasis = 'typed' | 'per-core' | 'no-source' | 'source-missing' | 'target-missing';

export interface CpuFactor {
  nodeTypeId: string;
  factor: number;
  basis: CpuFactorBasis;
  /** The node type's CPU, when it names one. */
  targetModel: string | null;
  targetPerCore: number | null;
  /** The source hosts' per-core figure, weighted by their cores; null when any is missing. */
  sourcePerCore: number | null;
  /** Source CPU models without a per-core figure. */
  sourceMissing: string[];
  /** The source hosts' CPUs the sizing assumes, each with its cores and figure where known. */
  sources: readonly SourceCpu[];
}

/** The source hosts' per-core figure: each model's weighted by its cores, null when any model has none. */
export interface SourcePerCore {
  rate: number | null;
  cores: number;
  missing: string[];
  cpus: readonly SourceCpu[];
}

export function sourcePerCore(sources: readonly SourceCpu[] | undefined): SourcePerCore {
  const counted = sources ?? [];
  return {
    rate: sourceRate(counted),
    cores: counted.reduce((n, s) => n + s.cores, 0),
    missing: counted.filter((s) => s.perCoreRate === undefined).map((s) => s.model),
    cpus: counted,
  };
}

/** The rate alone, as the sizing weighs every node's cores against it. */
export function sourceRate(sources: readonly SourceCpu[] | undefined): number | null {
  let cores = 0;
  let weighted = 0;
  // Cores are at least 1 in a valid document (src/schema/config.ts).
  for (const s of sources ?? []) {
    // A rate over part of the cores would pass the rest off as the known ones: with any missing, none.
    if (s.perCoreRate === undefined) return null;
    cores += s.cores;
    weighted += s.cores * s.perCoreRate;
  }
  return cores > 0 ? weighted / cores : null;
}

/**
 * The factor a node type's cores are weighted by, as Sizer weights cores by SPECint: a core of the
 * target does target ÷ source of the work of a source host's core, in whose cores the vCPU:core
 * ratios count demand. Where a figure is missing the factor is 1: a target core counts as a source
 * core, which is the conservative reading when the target is the newer CPU.
 */
export function cpuFactorFor(t: NodeType, source: SourcePerCore): CpuFactor {
  return { ...describeFactor(t, source), factor: factorOf(t, source.rate) };
}

/** The factor alone, as every node's cores are weighted by it, against the source hosts' per-core figure. */
export function factorOf(t: NodeType, sourceRate: number | null): number {
  // Both figures are positive where present (src/schema/config.ts).
  return t.cpu ? (sourceRate && t.cpu.perCoreRate ? t.cpu.perCoreRate / sourceRate : 1) : t.cpuFactor;
}

function describeFactor(t: NodeType, source: SourcePerCore): Omit<CpuFactor, 'factor'> {
  const base = { nodeTypeId: t.id, sourcePerCore: source.rate, sourceMissing: source.missing, sources: source.cpus };
  if (!t.cpu) return { ...base, basis: 'typed', targetModel: null, targetPerCore: null };
  const target = { targetModel: t.cpu.model, targetPerCore: t.cpu.perCoreRate ?? null };
  if (source.cores === 0) return { ...base, ...target, basis: 'no-source' };
  if (source.rate === null) return { ...base, ...target, basis: 'source-missing' };
  return { ...base, ...target, basis: target.targetPerCore === null ? 'target-missing' : 'per-core' };
}

/**
 * Each of the cluster's node types' factors, for the compute derivation; undefined for a cluster
 * that neither names its source hosts' CPUs nor has a node type naming its own, so that a sizing
 * made before per-core figures existed gives the same result, field for field.
 */
export function clusterCpuFactors(c: Cluster, nodeTypes: readonly NodeType[]): CpuFactor[] | undefined {
  const types = c.nodes.flatMap((n) => nodeTypes.filter((t) => t.id === n.nodeTypeId));
  if (!c.sourceCpus?.length && !types.some((t) => t.cpu)) return undefined;
  const source = sourcePerCore(c.sourceCpus);
  return types.map((t) => cpuFactorFor(t, source));
}
