import type { DriveGroup, FailureStep, NodeType, SizingConfig, VmGroup } from '../model/config';
import { nameWithSpecs } from '../model/catalogue';
import { newCluster, newVmGroup } from '../model/defaultConfig';
import { LIMITS } from '../schema/limits';
import { setAt } from '../schema/paths';
import { freshId } from './ids';
import type { Intent } from './intents';

/** The document after one user intent; the same document when the intent does not apply. */
export function applyIntent(doc: SizingConfig, intent: Intent): SizingConfig {
  switch (intent.type) {
    case 'setField':
      // Not while the name itself is typed: what the user writes there is theirs.
      return intent.path[0] === 'nodeTypes' && intent.path[2] !== 'name'
        ? renameBySpecs(setAt(doc, intent.path, intent.value), intent.path[1])
        : setAt(doc, intent.path, intent.value);
    case 'addVmGroup': {
      const id = freshId('g', allVmGroupIds(doc));
      return updateGroups(doc, intent.clusterIndex, (groups) => [...groups, { ...newVmGroup(id), ...intent.values, name: intent.name }]);
    }
    case 'duplicateVmGroup': {
      const id = freshId('g', allVmGroupIds(doc));
      return updateGroups(doc, intent.clusterIndex, (groups) => {
        const i = groups.findIndex((g) => g.id === intent.vmGroupId);
        if (i === -1) return groups;
        const copy: VmGroup = { ...structuredClone(groups[i]!), id, name: intent.name };
        return [...groups.slice(0, i + 1), copy, ...groups.slice(i + 1)];
      });
    }
    case 'replaceVmGroups': {
      const others = doc.clusters.filter((_, i) => i !== intent.clusterIndex).flatMap((c) => c.workload.vmGroups.map((g) => g.id));
      const first = Number(freshId('g', others).slice(1));
      return updateGroups(doc, intent.clusterIndex, () => intent.vmGroups.map((g, i) => ({ ...g, id: `g${first + i}` })));
    }
    case 'removeVmGroup':
      return updateGroups(doc, intent.clusterIndex, (groups) => groups.filter((g) => g.id !== intent.vmGroupId));
    case 'addNodes': {
      const cluster = doc.clusters[intent.clusterIndex];
      if (!cluster || cluster.nodes.some((n) => n.nodeTypeId === intent.nodeTypeId)) return doc;
      // A type added to a mixed cluster needs at least RF nodes of its own.
      const count = typeof cluster.protection.rf === 'number' ? cluster.protection.rf : 2;
      return setAt(doc, ['clusters', intent.clusterIndex, 'nodes'], [...cluster.nodes, { nodeTypeId: intent.nodeTypeId, count }]);
    }
    case 'removeNodes': {
      const cluster = doc.clusters[intent.clusterIndex];
      if (!cluster || cluster.nodes.length <= 1) return doc;
      return setAt(
        doc,
        ['clusters', intent.clusterIndex, 'nodes'],
        cluster.nodes.filter((n) => n.nodeTypeId !== intent.nodeTypeId),
      );
    }
    case 'duplicateNodeType': {
      const i = doc.nodeTypes.findIndex((t) => t.id === intent.nodeTypeId);
      const cluster = doc.clusters[intent.clusterIndex];
      if (i === -1 || !cluster) return doc;
      const id = freshId(
        't',
        doc.nodeTypes.map((t) => t.id),
      );
      // A copy is the user's own type, no longer the catalogue entry it came from.
      const copy: NodeType = { ...structuredClone(doc.nodeTypes[i]!), id, name: intent.name, catalogueId: undefined };
      delete copy.catalogueId;
      const withType = setAt(doc, ['nodeTypes'], [...doc.nodeTypes.slice(0, i + 1), copy, ...doc.nodeTypes.slice(i + 1)]);
      // Starts at zero nodes so the cluster's sizing is unchanged until the user moves nodes over.
      return setAt(withType, ['clusters', intent.clusterIndex, 'nodes'], [...cluster.nodes, { nodeTypeId: id, count: 0 }]);
    }
    case 'addNodeType': {
      const id = freshId(
        't',
        doc.nodeTypes.map((t) => t.id),
      );
      return setAt(doc, ['nodeTypes'], [...doc.nodeTypes, { ...structuredClone(intent.nodeType), id }]);
    }
    case 'deleteNodeType': {
      const used = doc.clusters.some(
        (c) => c.recommendNodeTypeId === intent.nodeTypeId || c.nodes.some((n) => n.nodeTypeId === intent.nodeTypeId),
      );
      if (used || doc.nodeTypes.length <= 1) return doc;
      return setAt(
        doc,
        ['nodeTypes'],
        doc.nodeTypes.filter((t) => t.id !== intent.nodeTypeId),
      );
    }
    case 'addDrive':
      return updateDrives(doc, intent.nodeTypeId, (drives) => [...drives, { tier: 'ssd', count: 1, sizeTB: 3.84, selfEncrypting: false }]);
    case 'removeDrive':
      return updateDrives(doc, intent.nodeTypeId, (drives) => drives.filter((_, i) => i !== intent.index));
    case 'addFailureStep':
      return updateFailureSteps(doc, intent.clusterIndex, (steps) => [...steps, intent.step]);
    case 'removeFailureStep':
      return updateFailureSteps(doc, intent.clusterIndex, (steps) => steps.filter((_, i) => i !== intent.index));
    case 'clearFailurePlan':
      return updateFailureSteps(doc, intent.clusterIndex, () => []);
    case 'applyRecommendation': {
      const cluster = doc.clusters[intent.clusterIndex];
      if (!cluster || !doc.nodeTypes.some((t) => t.id === intent.nodeTypeId)) return doc;
      const same =
        cluster.nodes.length === 1 && cluster.nodes[0]!.nodeTypeId === intent.nodeTypeId && cluster.nodes[0]!.count === intent.nodes;
      const headroom = intent.headroomAuto && cluster.headroom.mode !== 'auto' ? { ...cluster.headroom, mode: 'auto' as const } : null;
      if (same && !headroom) return doc;
      const sized = setAt(doc, ['clusters', intent.clusterIndex, 'nodes'], [{ nodeTypeId: intent.nodeTypeId, count: intent.nodes }]);
      return headroom ? setAt(sized, ['clusters', intent.clusterIndex, 'headroom'], headroom) : sized;
    }
    case 'addCluster': {
      const current = doc.clusters[intent.clusterIndex];
      if (!current || doc.clusters.length >= LIMITS.clusters) return doc;
      const id = freshClusterId(doc);
      return setAt(doc, ['clusters'], [...doc.clusters, newCluster(id, intent.name, current.recommendNodeTypeId)]);
    }
    case 'duplicateCluster': {
      const source = doc.clusters[intent.clusterIndex];
      if (!source || doc.clusters.length >= LIMITS.clusters) return doc;
      const id = freshClusterId(doc);
      // VM group ids stay unique across the plan, so warnings and links name one group.
      const first = Number(freshId('g', allVmGroupIds(doc)).slice(1));
      const vmGroups = source.workload.vmGroups.map((g, i) => ({ ...structuredClone(g), id: `g${first + i}` }));
      const copy = { ...structuredClone(source), id, name: intent.name };
      copy.workload = { ...copy.workload, vmGroups };
      return setAt(
        doc,
        ['clusters'],
        [...doc.clusters.slice(0, intent.clusterIndex + 1), copy, ...doc.clusters.slice(intent.clusterIndex + 1)],
      );
    }
    case 'batch':
      return intent.intents.reduce(applyIntent, doc);
    case 'removeCluster': {
      const gone = doc.clusters[intent.clusterIndex];
      if (doc.clusters.length <= 1 || !gone) return doc;
      const kept = setAt(
        doc,
        ['clusters'],
        doc.clusters.filter((c) => c !== gone),
      );
      // Its protection goes with it: a relation to a cluster no longer there would make the plan invalid.
      const p = doc.protections?.filter((r) => r.sourceClusterId !== gone.id && r.targetClusterId !== gone.id);
      return p ? setAt(kept, ['protections'], p) : kept;
    }
  }
}

const freshClusterId = (doc: SizingConfig) =>
  freshId(
    'c',
    doc.clusters.map((c) => c.id),
  );

function allVmGroupIds(doc: SizingConfig): string[] {
  return doc.clusters.flatMap((c) => c.workload.vmGroups.map((g) => g.id));
}

function updateGroups(doc: SizingConfig, clusterIndex: number, f: (groups: VmGroup[]) => VmGroup[]): SizingConfig {
  const cluster = doc.clusters[clusterIndex];
  if (!cluster) return doc;
  return setAt(doc, ['clusters', clusterIndex, 'workload', 'vmGroups'], f(cluster.workload.vmGroups));
}

function updateFailureSteps(doc: SizingConfig, clusterIndex: number, f: (steps: FailureStep[]) => FailureStep[]): SizingConfig {
  const cluster = doc.clusters[clusterIndex];
  if (!cluster) return doc;
  // A draft restored from an earlier release may lack the plan: it starts empty.
  const steps = Array.isArray(cluster.failurePlan?.steps) ? cluster.failurePlan.steps : [];
  return setAt(doc, ['clusters', clusterIndex, 'failurePlan'], { steps: f(steps) });
}

function updateDrives(doc: SizingConfig, nodeTypeId: string, f: (drives: DriveGroup[]) => DriveGroup[]): SizingConfig {
  const i = doc.nodeTypes.findIndex((t) => t.id === nodeTypeId);
  if (i === -1) return doc;
  return renameBySpecs(setAt(doc, ['nodeTypes', i, 'drives'], f(doc.nodeTypes[i]!.drives)), i);
}

/** A node type's name that states its specs follows an edit of them (the name itself excepted). */
function renameBySpecs(doc: SizingConfig, index: unknown): SizingConfig {
  const type = typeof index === 'number' ? doc.nodeTypes[index] : undefined;
  if (!type || typeof type.name !== 'string') return doc;
  const name = nameWithSpecs(type);
  return name === type.name ? doc : setAt(doc, ['nodeTypes', index as number, 'name'], name);
}
