import { BUILT_IN_NODE_TYPES } from './catalogue';
import type { Cluster, NodeType, SizingConfig } from './config';

/**
 * Quick variants of a scenario for a comparison: the same sizing with one decision changed. Each
 * returns a new document of one cluster and leaves its input untouched.
 */
export type VariantId = 'rf3' | 'rf2' | 'all-nvme' | 'ecx' | 'plus-node';

const ALL_NVME_ID = 'all-nvme';

function withCluster(config: SizingConfig, clusterIndex: number, edit: (c: Cluster) => Cluster, nodeTypes?: NodeType[]): SizingConfig {
  // Documents are never changed in place, so the variant shares what it leaves alone.
  return { ...config, nodeTypes: nodeTypes ?? config.nodeTypes, clusters: [edit(config.clusters[clusterIndex]!)] };
}

/** Whether the variant changes anything for this cluster (RF3 of an RF3 cluster does not). */
export function variantApplies(config: SizingConfig, clusterIndex: number, id: VariantId): boolean {
  const c = config.clusters[clusterIndex]!;
  switch (id) {
    case 'rf3':
      return c.protection.rf !== 3;
    case 'rf2':
      return c.protection.rf !== 2;
    case 'ecx':
      return !c.protection.ecx.enabled;
    case 'all-nvme':
      return c.nodes.some((n) => n.nodeTypeId !== ALL_NVME_ID && n.count > 0);
    case 'plus-node':
      return c.nodes.length > 0;
  }
}

/**
 * The variant as a document of one cluster. All-NVMe keeps the node count and puts every node on
 * the built-in all-NVMe type (added to the document's types when missing), and sizes the
 * recommendation with it too; "+1 node" adds a node of the cluster's first type.
 */
export function applyVariant(config: SizingConfig, clusterIndex: number, id: VariantId): SizingConfig {
  switch (id) {
    case 'rf3':
    case 'rf2':
      return withCluster(config, clusterIndex, (c) => ({ ...c, protection: { ...c.protection, rf: id === 'rf3' ? 3 : 2 } }));
    case 'ecx':
      return withCluster(config, clusterIndex, (c) => ({
        ...c,
        protection: { ...c.protection, ecx: { ...c.protection.ecx, enabled: true } },
      }));
    case 'plus-node':
      return withCluster(config, clusterIndex, (c) => ({
        ...c,
        nodes: c.nodes.map((n, i) => (i === 0 ? { ...n, count: n.count + 1 } : n)),
      }));
    case 'all-nvme': {
      const has = config.nodeTypes.some((t) => t.id === ALL_NVME_ID);
      const builtIn = BUILT_IN_NODE_TYPES.find((t) => t.id === ALL_NVME_ID)!;
      const types = has ? config.nodeTypes : [...config.nodeTypes, { ...builtIn, drives: builtIn.drives.map((d) => ({ ...d })) }];
      return withCluster(
        config,
        clusterIndex,
        (c) => {
          const count = c.nodes.reduce((n, x) => n + x.count, 0);
          return { ...c, nodes: [{ nodeTypeId: ALL_NVME_ID, count }], recommendNodeTypeId: ALL_NVME_ID };
        },
        types,
      );
    }
  }
}

/** One cluster of a document as a document of its own: what a comparison carries. */
export const singleCluster = (config: SizingConfig, clusterIndex: number): SizingConfig => withCluster(config, clusterIndex, (c) => c);
