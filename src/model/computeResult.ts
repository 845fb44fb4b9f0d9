import type { Assessment } from './constraints';
import type { Context } from './context';
import type { SourceCpu, Workload } from './config';
import { type CpuFactor, sourcePerCore } from './cpuFactor';
import { DEFAULTS, KIND_CVM_SOURCE, KIND_RATIO_SOURCE } from './defaults';
import { HYPERVISOR_DEFAULTS, hypervisorSettings } from './hypervisor';
import { type Derivation, type Figure, figure } from './derivation';
import { without } from './losses';
import { effectiveReduction } from './reduction';
import type { SourceId } from './sources';
import { sumOf, type Utilisation, utilisationWhy, type UtilisationWhy } from './utilisation';

export interface ResourceResult {
  demand: Figure;
  supply: Figure;
  supplyAfterLoss: Figure;
  normal: Utilisation;
  afterLoss: Utilisation;
  why: UtilisationWhy;
}

export interface ComputeResult {
  cvmCoresPerNode: Figure;
  cvmRamPerNode: Figure;
  /** What the hypervisor keeps of a node; absent where it keeps nothing. */
  hypervisorCoresPerNode?: Figure;
  hypervisorRamPerNode?: Figure;
  cores: ResourceResult;
  ram: ResourceResult;
  largestVm: { vcpu: number; ram: number; fits: boolean };
  /** Each node type's per-core factor and how it was found; absent where no CPU is named (see cpuFactor.ts). */
  cpuFactors?: CpuFactor[];
}

export interface PerformanceResult {
  status: Assessment['performanceStatus'];
  iops: ResourceResult;
  workingSet: { physical: Figure; flash: Figure; fits: boolean } | null;
}

/** Cores, RAM and IOPS against their demand, normally and after losing the reserve. */
export function computeResult(
  ctx: Context,
  a: Assessment,
  ws: WorkingSet | null,
): { compute: ComputeResult; performance: PerformanceResult } {
  const { cluster: c, demand, layout } = ctx;
  const o = c.overheads;
  const rf = c.protection.rf;
  // Compute-only nodes run no CVM: report what a node with a CVM gives up.
  const cvmNode = layout.nodes.find((n) => n.facts.role !== 'compute-only')?.facts;
  const cvmCores = cvmNode?.cvmCores ?? 0;
  const resource = (
    demandFig: Figure,
    total: number,
    afterLoss: number,
    normal: Utilisation,
    afterU: Utilisation,
    formula: 'usableCores' | 'usableRam' | 'usableRamHypervisor' | 'iopsCapability',
    unit: Figure['unit'],
    source: SourceId,
    inputs: Derivation['inputs'] = {},
  ): ResourceResult => ({
    demand: demandFig,
    supply: figure(total, unit, formula, source, { nodes: layout.nodes.length, ...inputs }),
    supplyAfterLoss: figure(afterLoss, unit, 'afterLoss', a.headroom.source, { total, f: a.headroom.domains }),
    normal,
    afterLoss: afterU,
    why: { normal: utilisationWhy(normal, source), afterLoss: utilisationWhy(afterU, a.headroom.source) },
  });

  const ratios = ratioOrigin(c.workload);
  const failover = demand.failover;
  // The groups a site failure starts here were grown on their own cluster: only this cluster's are divided back.
  const ownCores = failover?.ownCores ?? demand.cores;
  const demandCores = figure(demand.cores, 'cores', failover ? 'demandCoresFailover' : 'demandCores', ratios.source, {
    coresToday: ownCores / demand.growthFactor,
    vcpuToday: demand.vcpu / demand.growthFactor,
    growth: demand.growthFactor,
    ...(failover ? { failoverCores: failover.cores, failoverSite: failover.coresSite } : {}),
    ...ratios.inputs,
    // The cores demand is counted in: those of the hosts named, where the cluster names them.
    ...(c.sourceCpus?.length ? { sourceCpus: sourceCpuList(c.sourceCpus) } : {}),
  });
  const demandRam = figure(demand.ram, 'memory', failover ? 'demandRamFailover' : 'demandRam', 'arithmetic', {
    vms: demand.vmCount,
    growth: demand.growthFactor,
    ...(failover ? { failoverRam: failover.ramBytes, failoverSite: failover.ramSite, failoverVms: failover.vms } : {}),
  });
  const demandIops = figure(demand.iops, 'iops', 'demandIops', 'arithmetic', { vms: demand.vmCount, growth: demand.growthFactor });
  const hv = hypervisorSettings(c);
  const hvDefaults = HYPERVISOR_DEFAULTS[hv.kind];
  // The CVM's CPU reservation (ESXi) decides its cores where it asks for more than the setting.
  const reserved = cvmNode?.cvmReservedCores !== undefined && cvmNode.cvmReservedCores >= cvmCores;
  return {
    compute: {
      cvmCoresPerNode: reserved
        ? figure(cvmCores, 'cores', 'cvmCoresReserved', hvDefaults.cvmCpuReservationMHz.source, {
            hypervisor: hv.kind,
            reservationMHz: hv.cvmCpuReservationMHz,
            // The node's clock, as the reservation's cores were worked out from it.
            ghz: hv.cvmCpuReservationMHz / (cvmCores * 1000),
          })
        : o.cvmCores === 'auto'
          ? figure(cvmCores, 'cores', 'cvmCoresAuto', KIND_CVM_SOURCE, { cores: demand.cores })
          : figure(cvmCores, 'cores', 'cvmCoresFixed', 'arithmetic', { setting: o.cvmCores }),
      ...(cvmNode?.hypervisorCores === undefined
        ? {}
        : {
            hypervisorCoresPerNode: figure(cvmNode.hypervisorCores, 'cores', 'hypervisorCores', hvDefaults.hostCores.source, {
              hypervisor: hv.kind,
              setting: hv.hostCores,
            }),
          }),
      ...(cvmNode?.hypervisorRam === undefined
        ? {}
        : {
            hypervisorRamPerNode: figure(cvmNode.hypervisorRam, 'memory', 'hypervisorRam', hvDefaults.hostRamShare.source, {
              hypervisor: hv.kind,
              share: hv.hostRamShare,
            }),
          }),
      cvmRamPerNode: figure(cvmNode?.cvmRam ?? 0, 'memory', 'cvmRam', DEFAULTS.cvmRamGiB.source, {
        baseGiB: o.cvmRamGiB,
        addOns: o.cvmRamAddOns ? 'on' : 'off',
        rf,
        dedup: effectiveReduction(c).dedup,
      }),
      cores: resource(
        demandCores,
        sumOf(layout.domains, (d) => d.cores),
        a.cpu.supply,
        a.cpuNormal,
        a.cpu,
        'usableCores',
        'cores',
        KIND_CVM_SOURCE,
        coreSupplyInputs(ctx),
      ),
      ram: resource(
        demandRam,
        sumOf(layout.domains, (d) => d.ram),
        a.ram.supply,
        a.ramNormal,
        a.ram,
        ...ramSupply(ctx),
      ),
      largestVm: {
        vcpu: demand.maxVcpu?.vcpu ?? 0,
        ram: demand.maxRam?.ram ?? 0,
        fits: a.constraints.find((k) => k.id === 'vm-fit')!.ok,
      },
    },
    performance: {
      status: a.performanceStatus,
      iops: resource(
        demandIops,
        sumOf(layout.domains, (d) => d.iops),
        a.iops.supply,
        a.iopsNormal,
        a.iops,
        'iopsCapability',
        'iops',
        'seedPerformance',
      ),
      workingSet: ws
        ? {
            physical: figure(ws.physical, 'bytes', 'workingSet', 'inferWorkingSet', { hot: demand.hot, compression: ws.compression, rf }),
            flash: figure(ws.flash, 'bytes', 'afterLoss', 'inferWorkingSet', { survivors: ws.survivors }),
            fits: ws.physical <= ws.flash,
          }
        : null,
    },
  };
}

/**
 * Whose vCPU:core ratio the core demand counts in, as its source: the kind's default only where a
 * group took it; the cluster's own (entered, or taken from an import's measurement) where the
 * groups without one of their own took that. The groups taking each are counted where the cluster
 * has a ratio; a derivation without one reads as before.
 */
function ratioOrigin(w: Workload): { source: SourceId; inputs: Derivation['inputs'] } {
  const groups = w.vmGroups.filter((g) => g.count > 0);
  const own = groups.filter((g) => g.vcpuPerCore !== undefined).length;
  const rest = groups.length - own;
  if (w.vcpuPerCore === undefined) return { source: rest > 0 || own === 0 ? KIND_RATIO_SOURCE : 'groupRatio', inputs: {} };
  return {
    source: rest > 0 ? 'clusterRatio' : own > 0 ? 'groupRatio' : KIND_RATIO_SOURCE,
    inputs: { clusterRatio: w.vcpuPerCore, clusterRatioGroups: rest, ownRatioGroups: own },
  };
}

/**
 * Where the cluster names the hosts its VMs run on today, the cores supplied are counted in their
 * cores: the derivation names each source CPU with its cores, those without a per-core figure (which
 * make the factor 1, a target core counted as one of theirs) and the factor the nodes share.
 * A cluster naming none reads as before.
 */
function coreSupplyInputs(ctx: Context): Derivation['inputs'] {
  const cpus = ctx.cluster.sourceCpus;
  if (!cpus?.length) return {};
  const source = sourcePerCore(cpus);
  const factors = ctx.layout.nodes.filter((n) => n.facts.vmCores > 0).map((n) => n.facts.usableCores / n.facts.vmCores);
  const shared = factors.length > 0 && factors.every((f) => Math.abs(f - factors[0]!) <= 1e-9 * factors[0]!);
  return {
    sourceCpus: sourceCpuList(cpus),
    sourceCpusWithoutFigure: source.missing.length ? source.missing.join(', ') : 'none',
    ...(source.rate === null ? {} : { sourcePerCore: source.rate }),
    ...(shared ? { cpuFactor: factors[0]! } : {}),
  };
}

const sourceCpuList = (cpus: readonly SourceCpu[]): string => cpus.map((s) => `${s.model}: ${s.cores}`).join(', ');

/**
 * The RAM VMs may use: where the hypervisor keeps a share of each host's RAM (ESXi), that share
 * comes off beside the CVM's, in the formula and its inputs, so that the sum shown is the one made.
 */
function ramSupply(ctx: Context): ['usableRam' | 'usableRamHypervisor', 'memory', SourceId, Derivation['inputs']] {
  const hosts = ctx.layout.nodes.filter((n) => n.facts.role !== 'storage-only').map((n) => n.facts);
  const kept = sumOf(hosts, (f) => f.hypervisorRam ?? 0);
  if (kept === 0) return ['usableRam', 'memory', DEFAULTS.cvmRamGiB.source, {}];
  const hv = hypervisorSettings(ctx.cluster);
  return [
    'usableRamHypervisor',
    'memory',
    HYPERVISOR_DEFAULTS[hv.kind].hostRamShare.source,
    {
      hypervisor: hv.kind,
      nodeRam: sumOf(hosts, (f) => f.ram),
      cvmRam: sumOf(hosts, (f) => f.cvmRam),
      share: hv.hostRamShare,
      hypervisorRam: kept,
    },
  ];
}

/**
 * Hybrid nodes only: the hot data with all its copies against the flash extent store left after
 * the reserve; null when no node is hybrid.
 */
export interface WorkingSet {
  physical: number;
  flash: number;
  compression: number;
  survivors: number;
}

export function workingSet(ctx: Context, a: Assessment): WorkingSet | null {
  const { cluster: c, demand, layout } = ctx;
  if (!layout.nodes.some((n) => n.facts.storageClass === 'hybrid')) return null;
  const { compression } = effectiveReduction(c);
  const survivors = without(layout.domains, a.reserve.storage.domainIds);
  return {
    physical: (demand.hot / compression) * c.protection.rf,
    flash: sumOf(survivors, (d) => d.flash),
    compression,
    survivors: survivors.length,
  };
}
