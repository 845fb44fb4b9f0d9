import { lazy, Suspense, useState } from 'react';
import type { NodeType } from '../../model/config';
import type { Messages } from '../../i18n/en/page';
import { useLocale } from '../../ui/locale/LocaleContext';
import { t } from '../../ui/locale/t';
import { useDraft } from './DraftContext';
import { Collapsed } from '../../ui/reveal/Collapsed';
import { lazyPart } from '../../ui/reveal/lazyPart';
import { NumberField } from './fields/NumberField';
import { SectionProblems } from './fields/SectionProblems';
import { SelectField } from './fields/SelectField';
import { fieldId } from '../../ui/fieldIds';
import { useEarlyInput, useEarlyOpen } from '../../ui/fields/earlyInput';

/** A node type's every property: its code arrives when the editor is first opened. */
const Editor = lazyPart(() => import('./NodeTypeEditor').then((e) => e.NodeTypeEditor));
export const loadNodeTypeEditor = Editor.load;
const CataloguePicker = lazy(() => import('./CataloguePicker'));

export function typeSummary(type: NodeType, m: Messages): string {
  const drives = type.drives.length
    ? type.drives.map((d) => `${d.count}×${d.sizeTB} ${m.fieldUnits.tb} ${m.tiers[d.tier] ?? d.tier}`).join(' + ')
    : m.nodes.noDrives;
  return `${m.roles[type.role] ?? type.role} · ${t(m.nodes.summary, { sockets: type.sockets, cores: type.coresPerSocket, factor: type.cpuFactor, ram: type.ramGiB, drives })}`;
}

/** The cluster as configured: node counts per type, each type editable in place. */
export function NodesSection() {
  const { draft, clusterIndex: ci, dispatch } = useDraft();
  const { m } = useLocale();
  const cluster = draft.clusters[ci]!;
  const path = ['clusters', ci, 'nodes'] as const;
  const unusedTypes = draft.nodeTypes.filter((type) => !cluster.nodes.some((n) => n.nodeTypeId === type.id));
  const [toAdd, setToAdd] = useState('');
  const [catalogueOpen, setCatalogueOpen] = useState(false);
  const chosen = unusedTypes.find((x) => x.id === toAdd) ?? unusedTypes[0];
  // What was chosen or opened on the prerendered page before its script took over: taken.
  const addEarly = useEarlyInput<HTMLSelectElement>(chosen?.id ?? '', setToAdd);
  const catalogueEarly = useEarlyOpen(() => setCatalogueOpen(true));
  const deletable =
    chosen &&
    !chosen.catalogueId &&
    !draft.clusters.some((c) => c.recommendNodeTypeId === chosen.id || c.nodes.some((n) => n.nodeTypeId === chosen.id));

  return (
    <fieldset className="group" id={fieldId(path)} tabIndex={-1}>
      <legend>{m.sections.nodes}</legend>
      <p className="group-hint">{m.sections.nodesHint}</p>
      <ul className="node-list">
        {cluster.nodes.map((n, ni) => {
          const ti = draft.nodeTypes.findIndex((x) => x.id === n.nodeTypeId);
          const type = draft.nodeTypes[ti];
          const name = type?.name || n.nodeTypeId;
          return (
            <li key={n.nodeTypeId} className="node-row">
              <NumberField path={[...path, ni, 'count']} label={t(m.nodes.count, { type: name })} />
              {type && <p className="node-summary">{typeSummary(type, m)}</p>}
              {type && (
                <Collapsed className="type-editor" summary={m.nodes.edit}>
                  <Suspense fallback={null}>
                    <Editor.Part index={ti} />
                  </Suspense>
                </Collapsed>
              )}
              <div className="row-actions">
                <button
                  type="button"
                  aria-label={t(m.nodes.duplicateLabel, { type: name })}
                  onClick={() =>
                    dispatch({ type: 'duplicateNodeType', clusterIndex: ci, nodeTypeId: n.nodeTypeId, name: t(m.nodes.copyName, { name }) })
                  }
                >
                  {m.nodes.duplicate}
                </button>
                <button
                  type="button"
                  disabled={cluster.nodes.length <= 1}
                  aria-label={t(m.nodes.removeLabel, { type: name })}
                  onClick={() => dispatch({ type: 'removeNodes', clusterIndex: ci, nodeTypeId: n.nodeTypeId })}
                >
                  {m.nodes.remove}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <SectionProblems path={path} label={m.sections.nodes} />
      {unusedTypes.length > 0 ? (
        <div className="add-row">
          <div className="field">
            <label htmlFor="add-node-type">{m.nodes.addType}</label>
            <select id="add-node-type" ref={addEarly} value={chosen?.id ?? ''} onChange={(e) => setToAdd(e.target.value)}>
              {unusedTypes.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name || x.id}
                </option>
              ))}
            </select>
          </div>
          <button type="button" onClick={() => chosen && dispatch({ type: 'addNodes', clusterIndex: ci, nodeTypeId: chosen.id })}>
            {m.nodes.add}
          </button>
          {deletable && (
            <button type="button" onClick={() => dispatch({ type: 'deleteNodeType', nodeTypeId: chosen.id })}>
              {t(m.nodes.deleteType, { type: chosen.name || chosen.id })}
            </button>
          )}
        </div>
      ) : (
        <p className="group-hint">{m.nodes.noOtherTypes}</p>
      )}
      <details ref={catalogueEarly} className="type-editor" onToggle={(e) => setCatalogueOpen(e.currentTarget.open)}>
        <summary>{m.nodes.fromCatalogue}</summary>
        {catalogueOpen && (
          <Suspense>
            <CataloguePicker />
          </Suspense>
        )}
      </details>
      <SelectField
        path={['clusters', ci, 'recommendNodeTypeId']}
        label={m.nodes.recommendType}
        hint={m.nodes.recommendTypeHint}
        options={draft.nodeTypes
          .filter((x) => x.role === 'hci' || x.id === cluster.recommendNodeTypeId)
          .map((x) => ({ value: x.id, label: x.name || x.id }))}
      />
    </fieldset>
  );
}
