import type { Cluster } from './config';
import { clusterDemand } from './context';
import { hypervisorSettings } from './hypervisor';
import type { Bytes } from './units';
import { type Demand, paretoShapes, type VmShape } from './workload';

/**
 * What a cluster must start when the site of a cluster it protects is lost: the VM groups the
 * relations name, summed per lost site, and of the sites the one that asks most of each resource.
 * Cores are counted in this cluster's source hosts' cores, as its own demand is.
 */
export interface Failover {
  cores: number;
  /** The site whose loss asks most cores (a site's name, or a cluster's id where it names none). */
  coresSite: string;
  ramBytes: Bytes;
  ramSite: string;
  vms: number;
  /** The VM sizes that start here, so that the largest must fit a node too. */
  vmShapes: VmShape[];
}

/** What the loss of one protected site starts on a cluster: the groups of every relation from there to it. */
export interface SiteFailover {
  /** The site as clusters name it, or the id of its one cluster where it names none. */
  site: string;
  named: boolean;
  /** The names of the site's clusters, for a site without a name of its own. */
  clusterNames: string[];
  cores: number;
  ramBytes: Bytes;
  vms: number;
  vmShapes: VmShape[];
}

/** A failover as a cluster's demand holds it, with the cluster's own cores and RAM it is added to. */
export interface HeldFailover extends Failover {
  ownCores: number;
  ownRamBytes: Bytes;
}

/** What the plan's protection puts on one cluster besides its own workload. */
export interface ProtectionLoad {
  /** Replicas, remote and local snapshots and NearSync's reserve (replicaDemands in replication.ts). */
  replicationBytes: number;
  /** What the sizing holds room for: the heaviest of `sites`; null where nothing starts here. */
  failover: Failover | null;
  /** Each protected site whose loss starts groups here, in the plan's order: what a failure plan may lose. */
  sites: SiteFailover[];
}

export const NO_PROTECTION_LOAD: ProtectionLoad = { replicationBytes: 0, failover: null, sites: [] };

/**
 * The cluster's demand with its protection: the replicas stored, and the cores and RAM of the
 * groups that start here after a site failure, held as if they ran here already (conservative: the
 * recommendation must leave room for them with the cluster's own N+k kept, as the site-failure
 * verdict asks). On a hypervisor that writes swap files their VMs' swap files are stored too.
 * Without a load it is the cluster's own demand, the same object.
 */
export function protectedDemand(c: Cluster, load: ProtectionLoad, own: Demand = clusterDemand(c)): Demand {
  const { replicationBytes, failover } = load;
  if (replicationBytes <= 0 && !failover) return own;
  const failoverSwap = failover ? failover.ramBytes * hypervisorSettings(c).swapShare : 0;
  const storage = own.storage + replicationBytes + failoverSwap;
  return {
    ...own,
    ...(replicationBytes > 0 ? { replication: replicationBytes as Bytes } : {}),
    storage: storage as Bytes,
    ...(failover
      ? {
          failover: { ...failover, ownCores: own.cores, ownRamBytes: own.ram },
          cores: own.cores + failover.cores,
          ram: (own.ram + failover.ramBytes) as Bytes,
          swap: (own.swap + failoverSwap) as Bytes,
          vmShapes: paretoShapes([...own.vmShapes, ...failover.vmShapes]),
          maxVcpu: widest(own.maxVcpu, failover.vmShapes),
          maxRam: largest(own.maxRam, failover.vmShapes),
        }
      : {}),
  };
}

function widest(own: Demand['maxVcpu'], shapes: readonly VmShape[]): Demand['maxVcpu'] {
  let out = own;
  for (const s of shapes) if (!out || s.vcpu > out.vcpu) out = { id: s.id, vcpu: s.vcpu };
  return out;
}

function largest(own: Demand['maxRam'], shapes: readonly VmShape[]): Demand['maxRam'] {
  let out = own;
  for (const s of shapes) if (!out || s.ram > out.ram) out = { id: s.id, ram: s.ram };
  return out;
}
