import type { Cluster, NodeType } from './config';
import { layoutCluster, type Layout } from './layout';
import { lossFacts, type LossFacts } from './losses';
import { hypervisorSettings } from './hypervisor';
import { sourceRate } from './cpuFactor';
import { cvmRamGiB, nodeFacts, type NodeSettings } from './node';
import { type Demand, workloadDemand } from './workload';

/** A configured cluster laid out into fault domains, with what losing its domains leaves. */
export interface Context {
  layout: Layout;
  cluster: Cluster;
  demand: Demand;
  /** Worked out once here: the constraints and every failure scenario read the same table. */
  loss: LossFacts;
}

export function nodeSettings(c: Cluster, demand: Demand): NodeSettings {
  return {
    overheads: c.overheads,
    rebuild: c.rebuild,
    rf: c.protection.rf,
    cvmCores: c.overheads.cvmCores === 'auto' ? demand.cvmCoresByMix : c.overheads.cvmCores,
    cvmRamGiB: cvmRamGiB(c),
    hypervisor: hypervisorSettings(c),
    sourcePerCore: sourceRate(c.sourceCpus),
  };
}

/** The cluster's workload with its hypervisor's swap files. */
export const clusterDemand = (c: Cluster): Demand => workloadDemand(c.workload, hypervisorSettings(c).swapShare);

/** The context of a configured cluster: its node types laid out into fault domains. */
export function clusterContext(c: Cluster, nodeTypes: readonly NodeType[], demand: Demand = clusterDemand(c)): Context {
  const settings = nodeSettings(c, demand);
  const groups = c.nodes.flatMap((n) => {
    const t = nodeTypes.find((x) => x.id === n.nodeTypeId);
    return t ? [{ facts: nodeFacts(t, settings), count: n.count }] : [];
  });
  const layout = layoutCluster(groups, c.faultDomains, c.protection.rf);
  return { cluster: c, demand, layout, loss: lossFacts(layout.domains, c, demand) };
}
