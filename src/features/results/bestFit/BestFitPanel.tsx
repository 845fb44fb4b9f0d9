import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { CATALOGUE } from '../../../catalogue/catalogue';
import type { DocumentStore, Undoable } from '../../../document/store';
import { splitIntent } from '../../../document/splitCluster';
import { BEST_FIT_EN } from '../../../i18n/en/bestFit';
import type { BestFit, BestFitEntry } from '../../../model/bestFit';
import { nodeTypeSpecs } from '../../../model/catalogue';
import type { Intent } from '../../../document/intents';
import type { Cluster, NodeType } from '../../../model/config';
import type { ProtectionLoad } from '../../../model/protectionLoad';
import { BEST_FIT_MAX_NODES } from '../../../model/defaults';
import { LIMITS } from '../../../schema/limits';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { FieldShell, inputAria } from '../../../ui/fields/FieldShell';
import { NumberInput } from '../../../ui/fields/NumberInput';
import { maxNodesRange, parseMaxNodes } from './maxNodes';
import { type BestFitWorker, startBestFitWorker } from './protocol';
import { takeBestFit } from './take';
import './bestFit.css';

/** Configurations shown side by side: enough to choose from, few enough to read across. */
const SHOWN = 5;
/** The catalogue's own marks, as its picker shows them. */
const VERIFIED = new Set(CATALOGUE.platforms.filter((p) => p.verified).map((p) => p.id));

type Fit = Extract<BestFitEntry, { status: 'fits' }>;
type Search = { kind: 'searching' } | { kind: 'done'; result: BestFit } | { kind: 'failed'; error: string };
type Answer = { cluster: Cluster; load: ProtectionLoad | undefined; maxNodes: number; search: Search };
type Applied =
  { kind: 'applied'; undo: number | null; label: { nodes: number; name: string }; split?: number } | { kind: 'undone' | 'refused' } | null;

interface Props {
  cluster: Cluster;
  /** What the plan's protection puts on the cluster: the search sizes the demand the recommendation sized. */
  load: ProtectionLoad | undefined;
  nodeTypes: readonly NodeType[];
  clusterIndex: number;
  undoable: Undoable & Pick<DocumentStore, 'getState'>;
  onClose: () => void;
}

/**
 * The best fit: the catalogue searched in a worker for the cluster on screen, the best few side by
 * side, and one click to take one, one step of the history.
 */
export default function BestFitPanel({ cluster, load, nodeTypes, clusterIndex, undoable, onClose }: Props) {
  const { m, fmt } = useLocale();
  const w = useFeatureTable('bestFit', BEST_FIT_EN);
  const rf = cluster.protection.rf;
  const range = maxNodesRange(rf);
  const [maxText, setMaxText] = useState(String(BEST_FIT_MAX_NODES.value));
  const [lastValid, setLastValid] = useState(BEST_FIT_MAX_NODES.value);
  // While the text is no limit, the last valid one sizes, raised to the smallest cluster of the RF on screen.
  const typedMax = parseMaxNodes(maxText, rf);
  const maxNodes = typedMax ?? Math.max(lastValid, range.min.value);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [applied, setApplied] = useState<Applied>(null);
  const latest = useSyncExternalStore(undoable.subscribe, undoable.latestStep, undoable.latestStep);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const maxId = useId();
  const worker = useRef<BestFitWorker | null>(null);

  useEffect(
    () => () => {
      worker.current?.close();
      worker.current = null;
    },
    [],
  );
  // What a click changed is said where the focus goes: the button clicked may be gone with the search it started.
  useEffect(() => {
    if (applied) statusRef.current?.focus();
  }, [applied]);
  useEffect(() => {
    let live = true;
    (worker.current ??= startBestFitWorker()).search(cluster, maxNodes, load).then(
      (result) => live && setAnswer({ cluster, load, maxNodes, search: { kind: 'done', result } }),
      (error: Error) => live && setAnswer({ cluster, load, maxNodes, search: { kind: 'failed', error: error.message } }),
    );
    return () => {
      live = false;
    };
  }, [cluster, maxNodes, load]);
  // An answer for other inputs than those on screen is not shown: the search for these is under way.
  const search: Search =
    answer && answer.cluster === cluster && answer.load === load && answer.maxNodes === maxNodes ? answer.search : { kind: 'searching' };

  const fits = search.kind === 'done' ? search.result.entries.filter((e): e is Fit => e.status === 'fits').slice(0, SHOWN) : [];
  const others = search.kind === 'done' ? search.result.entries.filter((e) => e.status !== 'fits') : [];
  const unknown = (n: number | null, format: (n: number) => string) => (n === null ? w.unknown : format(n));
  const rows: [string, (e: Fit) => string][] = [
    [w.rows.cpu, (e) => t(w.cpuLine, { sockets: e.config.cpu.sockets, model: e.config.cpu.model, cores: e.config.cpu.coresPerSocket })],
    [w.rows.perNodeRam, (e) => fmt.memory(e.config.ramGiB * 2 ** 30)],
    [w.rows.perNodeDrives, (e) => nodeTypeSpecs(e.nodeType)?.split(', ').slice(2).join(', ') ?? ''],
    [w.rows.nodes, (e) => fmt.number(e.nodes, 0)],
    [w.rows.cores, (e) => fmt.number(e.cores, 0)],
    [w.rows.ram, (e) => fmt.memory(e.ramGiB * 2 ** 30)],
    [w.rows.raw, (e) => fmt.bytes(e.rawBytes)],
    [w.rows.mayUse, (e) => fmt.bytes(e.mayUseBytes)],
    [w.rows.headroom, (e) => t(w.headroomValue, { k: e.headroomNodes })],
    [w.rows.binding, (e) => (e.binding ? m.constraints[e.binding] : w.bindingNone)],
    [w.rows.perCore, (e) => perCoreText(e)],
    [w.rows.power, (e) => unknown(e.maxW, (n) => `${fmt.number(n, 0)} W`)],
    [w.rows.rackUnits, (e) => unknown(e.rackUnits, (n) => `${fmt.number(n, 0)} U`)],
    [w.rows.verified, (e) => (VERIFIED.has(e.platformId) ? w.verifiedYes : w.verifiedNo)],
  ];
  function perCoreText(e: Fit): string {
    const f = e.cpuFactor;
    if (f.basis === 'per-core') return t(w.perCore, { factor: fmt.number(f.factor, 2) });
    if (f.basis === 'typed') return t(w.perCoreTyped, { factor: fmt.number(f.factor, 2) });
    return w.perCoreMissing;
  }
  const take = (e: Fit, intent: Intent) => {
    const undo = undoable.apply(intent);
    setApplied({ kind: 'applied', undo, label: { nodes: e.nodes, name: e.name } });
  };
  // Beyond the most nodes a cluster may have: the workload over as many clusters as the search found, in one step.
  const splitButton = (e: Extract<BestFitEntry, { status: 'split' }>) => {
    const doc = undoable.getState().valid;
    return (
      <button
        type="button"
        disabled={doc.clusters.length + e.clusters - 1 > LIMITS.clusters}
        onClick={() => {
          const intent = splitIntent(doc, clusterIndex, e.clusters, (n) => t(w.splitName, { name: cluster.name, n }));
          setApplied({ kind: 'applied', undo: undoable.apply(intent), label: { nodes: e.nodes, name: cluster.name }, split: e.clusters });
        }}
      >
        {t(w.splitInto, { clusters: e.clusters })}
      </button>
    );
  };
  const takeButton = (e: Fit) => {
    const intent = takeBestFit(e, clusterIndex, nodeTypes);
    return intent ? (
      <button type="button" aria-label={t(w.applyLabel, { nodes: e.nodes, name: e.name })} onClick={() => take(e, intent)}>
        {w.apply}
      </button>
    ) : (
      t(w.noRoom, { max: LIMITS.nodeTypes })
    );
  };
  const field = { id: maxId, errorId: `${maxId}-error`, hintId: `${maxId}-hint`, problems: [] };
  const maxHint = t(w.maxNodesSource, { source: m.sourceTitles[BEST_FIT_MAX_NODES.source] });
  const maxInvalid =
    typedMax === null
      ? t(w.maxNodesInvalid, {
          label: w.maxNodes,
          min: range.min.value,
          rf,
          source: m.sourceTitles[range.min.source],
          max: range.max,
          kept: maxNodes,
        })
      : null;
  const caption = t(w.caption, { n: fits.length });

  return (
    <section className="best-fit" aria-labelledby="best-fit-heading" data-testid="best-fit">
      <h3 id="best-fit-heading">{w.heading}</h3>
      <p>{w.intro}</p>
      <p className="rec-note">{t(w.verifiedNote, { verified: VERIFIED.size, total: CATALOGUE.platforms.length })}</p>
      <div className="best-fit-limit">
        <FieldShell field={field} label={w.maxNodes} hint={maxHint} invalid={maxInvalid !== null} notANumber={maxInvalid}>
          <NumberInput
            {...inputAria(field, false, maxHint, false, maxInvalid !== null)}
            value={maxText}
            onChange={(e) => {
              setMaxText(e.target.value);
              const n = parseMaxNodes(e.target.value, rf);
              if (n !== null) setLastValid(n);
            }}
          />
        </FieldShell>
      </div>
      {search.kind === 'searching' && <p role="status">{w.searching}</p>}
      {search.kind === 'failed' && <p role="alert">{t(w.failed, { error: search.error })}</p>}
      {search.kind === 'done' && fits.length === 0 && <p role="status">{w.noneFits}</p>}
      {fits.length > 0 && (
        <div className="best-fit-scroll">
          <table className="best-fit-table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <td />
                {fits.map((e) => (
                  <th key={e.platformId} scope="col">
                    {e.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([label, cell]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {fits.map((e) => (
                    <td key={e.platformId}>{cell(e)}</td>
                  ))}
                </tr>
              ))}
              <tr>
                <td />
                {fits.map((e) => (
                  <td key={e.platformId}>{takeButton(e)}</td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
      {/* Narrow screens: a card a configuration, as the other results' tables become (app.css, "stack-table"). */}
      {fits.length > 0 && (
        <ul className="best-fit-cards" aria-label={caption}>
          {fits.map((e) => (
            <li key={e.platformId}>
              <h4>{e.name}</h4>
              <dl>
                {rows.map(([label, cell]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{cell(e)}</dd>
                  </div>
                ))}
              </dl>
              {takeButton(e)}
            </li>
          ))}
        </ul>
      )}
      <p role="status" tabIndex={-1} ref={statusRef} className="best-fit-status">
        {applied && statusText(applied)}
      </p>
      {others.length > 0 && (
        <>
          <h4>{w.othersHeading}</h4>
          <ul>
            {others.map((e) => (
              <li key={e.platformId}>
                {otherText(e)} {e.status === 'split' && splitButton(e)}
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" onClick={onClose}>
        {w.close}
      </button>
    </section>
  );

  function statusText(a: NonNullable<Applied>) {
    if (a.kind !== 'applied') return a.kind === 'undone' ? w.undone : w.undoRefused;
    const label = { nodes: a.label.nodes, name: a.label.name, clusters: a.split ?? 0 };
    const { undo } = a;
    const done = t(a.split ? w.splitDone : w.applied, label);
    if (undo === null) return done;
    // Its Undo takes back its own step only: once another is the latest, the toolbar's Undo and Redo step through them.
    if (latest !== undo) return t(a.split ? w.splitStale : w.appliedStale, label);
    return (
      <>
        {done}{' '}
        <button type="button" onClick={() => setApplied({ kind: undoable.undo(undo) ? 'undone' : 'refused' })}>
          {w.undo}
        </button>
      </>
    );
  }

  function otherText(e: Exclude<BestFitEntry, Fit>): string {
    if (e.status === 'split') return t(w.split, { name: e.name, max: maxNodes, clusters: e.clusters, nodes: e.nodes });
    if (e.status === 'no-fit') return t(w.noFit, { name: e.name, failing: e.failing.map((id) => m.constraints[id]).join('; ') });
    return t(w.incomplete, { name: e.name, missing: e.missing.map((k) => w.missing[k]).join(', ') });
  }
}
