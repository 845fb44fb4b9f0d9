import { memo, useState } from 'react';
import type { Cluster } from '../../model/config';
import type { Dispatch } from '../../document/intents';
import type { Undoable } from '../../document/store';
import { LIMITS } from '../../schema/limits';
import { useLocale } from '../../ui/locale/LocaleContext';
import { t } from '../../ui/locale/t';
import { useEarlyInput } from '../../ui/fields/earlyInput';
import './plan.css';

interface Props {
  clusters: readonly Cluster[];
  index: number;
  dispatch: Dispatch;
  /** Removing a cluster can be taken back, without losing an edit made since. */
  undoable: Undoable;
  onSelect(index: number): void;
}

/** Which cluster of the plan is on screen, and the plan's clusters added, copied, renamed and removed. */
export function ClusterBar({ clusters, index, dispatch, undoable, onSelect }: Props) {
  const { m } = useLocale();
  const P = m.plan;
  const [removed, setRemoved] = useState<{ undo: number; name: string } | 'refused' | null>(null);
  const cluster = clusters[index]!;
  const label = (c: Cluster) => c.name.trim() || c.id;
  const full = clusters.length >= LIMITS.clusters;
  // The first "Cluster n" not taken, so two added clusters never share a name.
  const freeName = () => {
    const names = new Set(clusters.map((c) => c.name));
    let n = clusters.length + 1;
    while (names.has(t(P.newName, { n }))) n++;
    return t(P.newName, { n });
  };
  return (
    <section className="cluster-bar" aria-labelledby="cluster-bar-heading">
      <h3 id="cluster-bar-heading">{P.clusters}</h3>
      <div className="cluster-bar-row">
        <div className="field">
          <label htmlFor="cluster-select">{m.app.cluster}</label>
          <select id="cluster-select" value={index} onChange={(e) => onSelect(Number(e.target.value))}>
            {clusters.map((c, i) => (
              <option key={c.id} value={i}>
                {label(c)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="cluster-name">{P.clusterName}</label>
          <ClusterNameInput index={index} name={cluster.name} dispatch={dispatch} />
        </div>
      </div>
      <div className="cluster-bar-actions">
        <button
          type="button"
          disabled={full}
          onClick={() => {
            setRemoved(null);
            dispatch({ type: 'addCluster', clusterIndex: index, name: freeName() });
          }}
        >
          {P.add}
        </button>
        <button
          type="button"
          disabled={full}
          onClick={() => {
            setRemoved(null);
            dispatch({
              type: 'duplicateCluster',
              clusterIndex: index,
              name: t(P.copyName, { name: label(cluster) }).slice(0, LIMITS.name),
            });
          }}
        >
          {P.duplicate}
        </button>
        {clusters.length > 1 && (
          <button
            type="button"
            onClick={() => {
              const undo = undoable.apply({ type: 'removeCluster', clusterIndex: index });
              setRemoved(undo === null ? null : { undo, name: label(cluster) });
            }}
          >
            {P.remove}
          </button>
        )}
      </div>
      {full && <p className="field-hint">{t(P.full, { max: LIMITS.clusters })}</p>}
      {typeof removed === 'object' && removed !== null && (
        <p role="status" className="cluster-bar-status">
          {t(P.removed, { name: removed.name })}{' '}
          <button
            type="button"
            onClick={() => {
              // The history's latest step only: edits made since are taken back first, with Undo.
              setRemoved(undoable.undo(removed.undo) ? null : 'refused');
            }}
          >
            {P.undoRemove}
          </button>
        </p>
      )}
      {removed === 'refused' && (
        <p role="status" className="cluster-bar-status">
          {P.undoRemoveRefused}
        </p>
      )}
    </section>
  );
}

/** Apart from the bar, which follows every edit of the plan: an input re-rendered rewrites its attributes, a style and layout pass on each keystroke. */
const ClusterNameInput = memo(function ClusterNameInput({ index, name, dispatch }: { index: number; name: string; dispatch: Dispatch }) {
  const { m } = useLocale();
  // The input cuts what goes past the limit without a word: the hint says so.
  const cut = name.length >= LIMITS.name;
  const rename = (value: string) => dispatch({ type: 'setField', path: ['clusters', index, 'name'], value });
  // Typed on the prerendered page before its script took over: taken, not only shown.
  const early = useEarlyInput<HTMLInputElement>(name, rename);
  return (
    <>
      <input
        ref={early}
        id="cluster-name"
        type="text"
        maxLength={LIMITS.name}
        value={name}
        aria-describedby={cut ? 'cluster-name-cut' : undefined}
        onChange={(e) => rename(e.target.value)}
      />
      {cut && (
        <p id="cluster-name-cut" className="field-hint">
          {t(m.problems.cutAt, { max: LIMITS.name })}
        </p>
      )}
    </>
  );
});
