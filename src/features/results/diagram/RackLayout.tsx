import type { ReactNode } from 'react';
import type { DiagramBlock } from '../../../model/evaluate';
import { useFeatureTable } from '../../../ui/locale/LocaleContext';
import { PANELS_EN } from '../../../i18n/en/panels';
import { t } from '../../../ui/locale/t';

interface Props {
  blocks: readonly DiagramBlock[];
  /** Extra class of a block's box (the reserve marks its blocks). */
  blockClass?: (b: DiagramBlock) => string;
  /** One node, as a list item. */
  node: (n: DiagramBlock['nodes'][number]) => ReactNode;
}

/** Racks holding blocks holding nodes, as the layout places them: the diagram and the failure simulator draw the same. */
export function RackLayout({ blocks, blockClass, node }: Props) {
  const w = useFeatureTable('panels', PANELS_EN);
  const racks = new Map<string, DiagramBlock[]>();
  for (const b of blocks) racks.set(b.rackId, [...(racks.get(b.rackId) ?? []), b]);
  return (
    <ul className="racks">
      {[...racks].map(([rackId, rackBlocks]) => (
        <li key={rackId} className="rack">
          <span className="rack-label">{t(w.diagram.rack, { id: rackId })}</span>
          <ul className="blocks">
            {rackBlocks.map((b) => (
              <li key={b.id} className={`block${blockClass ? blockClass(b) : ''}`}>
                <span className="block-label">{t(w.diagram.block, { id: b.id })}</span>
                <ul className="nodes">{b.nodes.map(node)}</ul>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
