import { BUILT_IN_NODE_TYPES } from './catalogue';
import type { Cluster, SizingConfig, VmGroup } from './config';
import { DEFAULTS } from './defaults';

/** Settings a new cluster starts with: every default of domain.md in one document. */
export function defaultClusterSettings(): Omit<Cluster, 'id' | 'name' | 'nodes' | 'workload' | 'recommendNodeTypeId'> {
  return {
    faultDomains: { awareness: 'node', nodesPerBlock: 1, blocksPerRack: 4 },
    protection: {
      rf: 2,
      ecx: { enabled: false, coldShare: DEFAULTS.ecxColdShare.value, savingsRealised: DEFAULTS.ecxSavingsRealised.value },
    },
    headroom: { mode: 'auto', fixedDomains: 1, surviveSecondFailure: false, selfHealGoal: 'restore-fault-tolerance' },
    dataReduction: { compressionRatio: 1.5, dedupRatio: 1, applicationEncryption: false },
    overheads: {
      cvmCores: 'auto',
      cvmRamGiB: DEFAULTS.cvmRamGiB.value,
      cvmRamAddOns: true,
      homeGiBPerDevice: DEFAULTS.homeGiBPerDevice.value,
      homeDevices: DEFAULTS.homeDevices.value,
      metadataGiBPerDevice: DEFAULTS.metadataGiBPerDevice.value,
      metadataMaxDevices: DEFAULTS.metadataMaxDevices.value,
      curatorGiBPerHddTB: DEFAULTS.curatorGiBPerHddTB.value,
      downstrokeGiBPerSsd: DEFAULTS.downstrokeGiBPerSsd.value,
      flashFormattingShare: DEFAULTS.flashFormattingShare.value,
      hddFormattingShare: DEFAULTS.hddFormattingShare.value,
      oplogGiBAtRf2: DEFAULTS.oplogGiBAtRf2.value,
      oplogShareAtRf2: DEFAULTS.oplogShareAtRf2.value,
    },
    thresholds: {
      cpu: DEFAULTS.cpuThreshold.value,
      ram: DEFAULTS.ramThreshold.value,
      storageFill: DEFAULTS.storageFill.value,
      iops: DEFAULTS.iopsThreshold.value,
    },
    rebuild: {
      rateGBpsPerNode: DEFAULTS.rebuildRateGBpsPerNode.value,
      startDelaySeconds: DEFAULTS.rebuildStartDelaySeconds.value,
      ringRemovalSeconds: DEFAULTS.ringRemovalSeconds.value,
    },
    failurePlan: { steps: [] },
    hypervisor: { kind: 'ahv' },
  };
}

const newWorkload = (): Cluster['workload'] => ({
  vmGroups: [],
  snapshots: { dailyChangeShare: 0.02, retentionDays: 7 },
  growth: { yearlyShare: 0.2, years: 3 },
});

/**
 * A cluster added to a plan: the default settings, no workload yet, and the smallest RF2 cluster
 * (3 nodes) of the given type, which it is also recommended in.
 */
export function newCluster(id: string, name: string, nodeTypeId: string): Cluster {
  return {
    id,
    name,
    nodes: [{ nodeTypeId, count: 3 }],
    ...defaultClusterSettings(),
    workload: newWorkload(),
    recommendNodeTypeId: nodeTypeId,
  };
}

export function newVmGroup(id: string): VmGroup {
  return {
    id,
    name: 'New VMs',
    count: 10,
    vcpu: 4,
    ramGiB: 16,
    usedGiB: 100,
    provisionedGiB: 200,
    iops: 100,
    hotShare: DEFAULTS.hotShare.value,
    kind: 'server',
  };
}

/**
 * What the app opens with: a realistic small general-purpose cluster. Six all-flash nodes run
 * 40 application servers, 4 SQL databases and a file server, RF2 with auto headroom, compression
 * at a conservative 1.5:1 (databases reach about 2:1), a week of daily snapshots, and 20%
 * yearly growth over 3 years.
 */
export function defaultConfig(): SizingConfig {
  return {
    schemaVersion: 6,
    name: 'Small general-purpose cluster',
    nodeTypes: BUILT_IN_NODE_TYPES.map((t) => structuredCloneNodeType(t)),
    clusters: [
      {
        id: 'c1',
        name: 'Cluster 1',
        nodes: [{ nodeTypeId: 'all-flash', count: 6 }],
        ...defaultClusterSettings(),
        workload: {
          ...newWorkload(),
          vmGroups: [
            {
              id: 'g1',
              name: 'Application servers',
              count: 40,
              vcpu: 4,
              ramGiB: 16,
              usedGiB: 150,
              provisionedGiB: 300,
              iops: 150,
              hotShare: 0.2,
              kind: 'server',
            },
            {
              id: 'g2',
              name: 'SQL Server databases',
              count: 4,
              vcpu: 8,
              ramGiB: 64,
              usedGiB: 1500,
              provisionedGiB: 2000,
              iops: 5000,
              hotShare: 0.2,
              kind: 'database',
            },
            {
              id: 'g3',
              name: 'File server',
              count: 1,
              vcpu: 4,
              ramGiB: 32,
              usedGiB: 8000,
              provisionedGiB: 10000,
              iops: 500,
              hotShare: 0.1,
              kind: 'files',
            },
          ],
        },
        recommendNodeTypeId: 'all-flash',
      },
    ],
  };
}

function structuredCloneNodeType<T extends object>(t: T): T {
  return JSON.parse(JSON.stringify(t)) as T;
}
