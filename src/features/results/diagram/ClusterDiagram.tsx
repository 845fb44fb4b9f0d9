import type { Cluster, NodeType, SizingConfig } from '../../../model/config';
import type { ClusterResult } from '../../../model/evaluate';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { PANELS_EN } from '../../../i18n/en/panels';
import { t } from '../../../ui/locale/t';
import { LicencesPanel } from '../licences/LicencesPanel';
import { RackLayout } from './RackLayout';
import './diagram.css';

interface Props {
  result: ClusterResult;
  nodeTypes: readonly NodeType[];
  config: SizingConfig;
  cluster: Cluster;
}

/**
 * Racks holding blocks holding nodes; the nodes of the reserved fault domains are marked. Below them,
 * what the racks take (power, heat, rack units, weight) and the licences the nodes count for.
 */
export function ClusterDiagram({ result, nodeTypes, config, cluster }: Props) {
  const { m, fmt } = useLocale();
  const w = useFeatureTable('panels', PANELS_EN);
  const reservedDomains = new Set(result.headroom.reservedDomainIds);
  const reservedNodes = new Set(result.layout.domains.filter((d) => reservedDomains.has(d.id)).flatMap((d) => d.nodeIds));
  const typeIndex = new Map(nodeTypes.map((x, i) => [x.id, i]));
  const typeName = (id: string) => nodeTypes.find((x) => x.id === id)?.name ?? id;
  const counted = (n: number, one: string, many: string) => (n === 1 ? one : t(many, { n: fmt.number(n, 0) }));
  const typesUsed = [...new Set(result.layout.blocks.flatMap((b) => b.nodes.map((n) => n.nodeTypeId)))];
  return (
    <div className="diagram">
      <p className="panel-note">
        {t(w.diagram.summary, {
          nodes: counted(result.nodeCount, m.units.node, m.units.nodes),
          blocks: counted(result.layout.blocks.length, m.units.block, m.units.blocks),
          racks: counted(result.layout.racks, m.units.rack, m.units.racks),
          effective: m.domainNames[result.layout.effective],
          reserved: counted(reservedNodes.size, m.units.node, m.units.nodes),
        })}
      </p>
      {result.layout.effective === 'rack' && (
        <p className="panel-note diagram-install" data-testid="rack-install">
          {w.diagram.installNote}
        </p>
      )}
      <RackLayout
        blocks={result.layout.blocks}
        blockClass={(b) => (reservedDomains.has(b.id) ? ' block--reserved' : '')}
        node={(n) => {
          const reserved = reservedNodes.has(n.id);
          return (
            <li
              key={n.id}
              className={`node type-${(typeIndex.get(n.nodeTypeId) ?? 0) % 6}${reserved ? ' node--reserved' : ''}`}
              title={t(w.diagram.node, { id: n.id, type: typeName(n.nodeTypeId) })}
            >
              <span className="node-id">{n.id}</span>
              <span className="visually-hidden">
                <bdi>{typeName(n.nodeTypeId)}</bdi>
                {reserved && `, ${w.diagram.reserved}`}
              </span>
            </li>
          );
        }}
      />
      <ul className="legend">
        <li>
          <span className="swatch node--reserved" aria-hidden="true" /> {w.diagram.legendReserve}
        </li>
        {typesUsed.map((id) => (
          <li key={id}>
            <span className={`swatch node type-${(typeIndex.get(id) ?? 0) % 6}`} aria-hidden="true" /> <bdi>{typeName(id)}</bdi>
          </li>
        ))}
      </ul>
      <LicencesPanel config={config} clusters={[cluster]} />
    </div>
  );
}
