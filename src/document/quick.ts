import type { SizingConfig } from '../model/config';
import { type QuickInput, type HeadroomOption, quickNodeType, withQuickSettings } from '../model/quick';
import { freshId } from './ids';
import type { Intent } from './intents';

/**
 * The quick calculator carried into the full sizing: its node type added to the document, and the
 * cluster set to it with the quick settings. The workload, and every setting the quick form does
 * not have, stay as they are; so does the failure plan (its targets name the old node types, and
 * the simulator says they fail nothing).
 */
export function takeQuickSizing(
  doc: SizingConfig,
  clusterIndex: number,
  input: QuickInput,
  headroom: HeadroomOption,
  name: string,
): Intent | null {
  const cluster = doc.clusters[clusterIndex];
  if (!cluster) return null;
  const id = freshId(
    't',
    doc.nodeTypes.map((t) => t.id),
  );
  // One step of the history: Undo takes back the node type and the settings together.
  return {
    type: 'batch',
    intents: [
      { type: 'setField', path: ['nodeTypes'], value: [...doc.nodeTypes, quickNodeType(input, id, name)] },
      { type: 'setField', path: ['clusters', clusterIndex], value: withQuickSettings(cluster, input, headroom, id) },
    ],
  };
}
