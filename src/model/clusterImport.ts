import type { HypervisorKind, ImportedSource, SourceCpu, VmGroup } from './config';

/**
 * What an import puts into one cluster of the plan: made by the inventory import
 * (src/inventory/estate.ts), applied by the document (src/document/importClusters.ts).
 */
export interface ClusterImport {
  /** The plan's cluster it goes into (its index); absent: a new cluster. */
  into?: number;
  /** The cluster's name afterwards (a new cluster's, or the one it is renamed to). */
  name: string;
  /** Added to the cluster's own groups (a second export), or in their place. */
  append: boolean;
  vmGroups: Omit<VmGroup, 'id'>[];
  hypervisor?: HypervisorKind;
  /** Today's ratio measured from its sources' hosts: taken where the groups replace the cluster's. */
  vcpuPerCore?: number;
  sourceCpus?: SourceCpu[];
  sources: ImportedSource[];
}

/** Why an import cannot go into the plan as mapped: too many clusters, or a cluster with too many groups. */
export type ImportRefusal =
  { code: 'too-many-clusters'; max: number; needed: number } | { code: 'too-many-groups'; cluster: string; max: number; needed: number };
