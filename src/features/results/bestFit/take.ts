import { freshId } from '../../../document/ids';
import type { Intent } from '../../../document/intents';
import type { BestFitEntry } from '../../../model/bestFit';
import { nodeTypeSpecs } from '../../../model/catalogue';
import type { NodeType } from '../../../model/config';
import { jsonEqual } from '../../../schema/json';
import { LIMITS } from '../../../schema/limits';

type Fit = Extract<BestFitEntry, { status: 'fits' }>;

/**
 * Taking a best fit, as one step of the history: the configuration joins the node types (or one
 * already there with the same specs is used), and the cluster becomes that many nodes of it, its
 * recommendation sizes with it, its blocks hold the platform's nodes, and its headroom turns auto
 * where the recommendation held the rule's. Null when the document holds no room for another type.
 */
export function takeBestFit(e: Fit, clusterIndex: number, nodeTypes: readonly NodeType[]): Intent | null {
  const at = ['clusters', clusterIndex] as const;
  const withoutName = (t: NodeType) => ({ ...t, id: undefined, name: undefined });
  const same = nodeTypes.find((t) => jsonEqual(withoutName(t), withoutName(e.nodeType)));
  if (!same && nodeTypes.length >= LIMITS.nodeTypes) return null;
  const id =
    same?.id ??
    freshId(
      't',
      nodeTypes.map((t) => t.id),
    );
  const name = `${e.name} ${nodeTypeSpecs(e.nodeType) ?? ''}`.trim().slice(0, LIMITS.name);
  const intents: Intent[] = [
    ...(same ? [] : [{ type: 'setField' as const, path: ['nodeTypes', nodeTypes.length], value: { ...e.nodeType, id, name } }]),
    { type: 'setField', path: [...at, 'nodes'], value: [{ nodeTypeId: id, count: e.nodes }] },
    { type: 'setField', path: [...at, 'recommendNodeTypeId'], value: id },
    { type: 'setField', path: [...at, 'faultDomains', 'nodesPerBlock'], value: e.nodesPerBlock },
    ...(e.headroomAuto ? [{ type: 'setField' as const, path: [...at, 'headroom', 'mode'], value: 'auto' }] : []),
  ];
  return { type: 'batch', intents };
}
