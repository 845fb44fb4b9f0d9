import { useEffect, useMemo, useRef, useState } from 'react';
import type { SourceCpu, VmGroup, WorkloadKind } from '../../model/config';
import { sourceCpus } from '../../catalogue/cpuModel';
import { SOURCE_CPU_MODELS } from '../../schema/config';
import { LIMITS } from '../../schema/limits';
import type { Undoable } from '../../document/store';
import { type ImportGroup, toVmGroups } from '../../inventory/group';
import type { ImportPreview, InventoryInfo } from '../../inventory/pipeline';
import { offeredRatio } from '../../inventory/ratio';
import type { ImportOptions } from '../../inventory/select';
import { type FileProblem, type HostSummary, type StorageSource, WORKLOAD_KIND_OF } from '../../inventory/types';
import { describeEntry, describeFileProblem, describeJoin, importGroupName, joinIncomplete, sourceList } from '../../i18n/describeImport';
import { IMPORT_EN, IMPORT_PANEL_EN } from '../../i18n/en/import';
import { downloadText } from '../../ui/download';
import { useFeatureTable, useLocale } from '../../ui/locale/LocaleContext';
import { t } from '../../ui/locale/t';
import type { ImportWorker } from './importWorker';
import { SourceCpuList } from '../../ui/cpu/SourceCpuList';
import { MeasuredRatioNote } from './MeasuredRatioNote';
import { type ImportStage, STAGES } from './protocol';

/** The hosts' CPU models as the cluster keeps them, within the document's limits. */
function hostCpus(models: HostSummary['cpuModels']): SourceCpu[] | undefined {
  if (!models?.length) return undefined;
  return sourceCpus(models.slice(0, SOURCE_CPU_MODELS)).map((c) => ({ ...c, model: c.model.slice(0, LIMITS.name) }));
}

const KINDS: readonly WorkloadKind[] = ['server', 'database', 'vdi', 'files', 'exchange', 'analytics'];
/** Groups shown at once: a page of rows stays quick to draw whatever the file's size. */
const PAGE = 50;

type Phase =
  | { kind: 'reading'; stage: ImportStage }
  | { kind: 'failed'; problems: FileProblem[] }
  | { kind: 'preview'; info: InventoryInfo; worker: ImportWorker }
  | { kind: 'applied'; vms: number; groups: number; undo: number | null }
  | { kind: 'undone' | 'refused' };

export interface ImportPanelProps {
  file: File;
  /** The worker reading `file`, started as the file was chosen. */
  started: Promise<ImportWorker>;
  clusterIndex: number;
  clusterName: string;
  groups: readonly VmGroup[];
  undoable: Undoable;
  onClose: () => void;
}

/** Reads a file in a worker, previews what it would import, and applies it in one undoable step. */
export function ImportPanel({ file, started, clusterIndex, clusterName, groups, undoable, onClose }: ImportPanelProps) {
  const { fmt } = useLocale();
  const P = useFeatureTable('importPanel', IMPORT_PANEL_EN);
  const words = useFeatureTable('importWords', IMPORT_EN);
  const [phase, setPhase] = useState<Phase>({ kind: 'reading', stage: 'reading' });
  const cancel = useRef<() => void>(() => {});
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let live = true;
    let stopWatching = () => {};
    void started.then((worker) => {
      if (!live) return;
      cancel.current = worker.close;
      stopWatching = worker.watch((stage) => live && setPhase((p) => (p.kind === 'reading' ? { kind: 'reading', stage } : p)));
      void worker.read.then((r) => {
        if (!live) return;
        if (r.ok) setPhase({ kind: 'preview', info: r.info, worker });
        else {
          worker.close();
          setPhase({ kind: 'failed', problems: r.problems });
        }
      });
    });
    // The worker is the entry's: it closes it with the panel, or when another file comes.
    return () => {
      live = false;
      stopWatching();
    };
  }, [started]);
  // The heading takes focus as the panel opens or moves on, so that a keyboard user reads on from
  // it; not from a field elsewhere that the user went on typing in while the file was read, whose
  // next keys would go astray (the live regions announce the panel all the same).
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('.import-entry')) heading.current?.focus();
  }, [phase.kind]);

  const title = t(P.heading, { file: file.name });
  return (
    <section className="import-panel" aria-labelledby="import-heading">
      <h3 id="import-heading" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {phase.kind === 'reading' && (
        <div className="import-progress">
          <p role="status">{P.stages[phase.stage]}</p>
          <progress aria-label={P.progressLabel} max={STAGES.length} value={STAGES.indexOf(phase.stage) + 1} />
          <button
            type="button"
            onClick={() => {
              cancel.current();
              onClose();
            }}
          >
            {P.cancel}
          </button>
        </div>
      )}
      {phase.kind === 'failed' && (
        <div role="alert">
          <p>{P.failedHeading}</p>
          <ul>
            {phase.problems.map((p, i) => (
              <li key={i}>{describeFileProblem(p, words)}</li>
            ))}
          </ul>
          <button type="button" onClick={onClose}>
            {P.close}
          </button>
        </div>
      )}
      {phase.kind === 'preview' && (
        <Preview
          info={phase.info}
          worker={phase.worker}
          current={groups.length}
          clusterName={clusterName}
          onCancel={onClose}
          onApply={(vmGroups, vms, ratio) => {
            phase.worker.close();
            // The groups, the cluster's ratio and the hosts the VMs run on now (their CPUs weigh the
            // target's cores; none from a file without vHost) in one step: one undo takes them all back.
            const ratioPath = ['clusters', clusterIndex, 'workload', 'vcpuPerCore'];
            const undo = undoable.apply({
              type: 'batch',
              intents: [
                { type: 'replaceVmGroups', clusterIndex, vmGroups },
                { type: 'setField', path: ['clusters', clusterIndex, 'sourceCpus'], value: hostCpus(phase.info.hosts?.cpuModels) },
                ...(ratio === null ? [] : [{ type: 'setField', path: ratioPath, value: ratio } as const]),
              ],
            });
            setPhase({ kind: 'applied', vms, groups: vmGroups.length, undo });
          }}
        />
      )}
      {phase.kind === 'applied' && (
        <div>
          <p role="status">
            {t(P.applied, { vms: fmt.number(phase.vms, 0), file: file.name, groups: fmt.number(phase.groups, 0), cluster: clusterName })}
          </p>
          <button
            type="button"
            disabled={!phase.undo}
            onClick={() => {
              // The groups as they were, ids included, unless they were edited since: those edits are kept then.
              setPhase({ kind: phase.undo !== null && undoable.undo(phase.undo) ? 'undone' : 'refused' });
            }}
          >
            {P.undo}
          </button>{' '}
          <button type="button" onClick={onClose}>
            {P.close}
          </button>
        </div>
      )}
      {(phase.kind === 'undone' || phase.kind === 'refused') && (
        <div>
          <p role="status">{phase.kind === 'undone' ? P.undone : P.undoRefused}</p>
          <button type="button" onClick={onClose}>
            {P.close}
          </button>
        </div>
      )}
    </section>
  );
}

interface PreviewProps {
  info: InventoryInfo;
  worker: ImportWorker;
  current: number;
  clusterName: string;
  onApply: (vmGroups: Omit<VmGroup, 'id'>[], vms: number, ratio: number | null) => void;
  onCancel: () => void;
}

function Preview({ info, worker, current, clusterName, onApply, onCancel }: PreviewProps) {
  const { fmt, m } = useLocale();
  const P = useFeatureTable('importPanel', IMPORT_PANEL_EN);
  const words = useFeatureTable('importWords', IMPORT_EN);
  const n = (x: number, digits = 0) => fmt.number(x, digits);
  const gib = (mib: number) => fmt.number(mib / 1024, mib / 1024 >= 100 ? 0 : 2);
  const { clusters } = info;
  const [poweredOff, setPoweredOff] = useState<ImportOptions['poweredOff']>('include');
  const [rightSize, setRightSize] = useState(false);
  const [excluded, setExcluded] = useState<readonly string[]>([]);
  const [kinds, setKinds] = useState<ReadonlyMap<string, WorkloadKind>>(new Map());
  const [page, setPage] = useState(0);
  const [takeRatio, setTakeRatio] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const options = useMemo<ImportOptions>(() => ({ poweredOff, rightSize, excluded: [...excluded] }), [poweredOff, rightSize, excluded]);
  useEffect(() => {
    // The latest options win: a preview that arrives after another change is dropped.
    let current = true;
    void worker.preview(options).then((p) => current && setPreview(p));
    return () => {
      current = false;
    };
  }, [worker, options]);
  if (!preview) return <p role="status">{P.stages.rows}</p>;
  const { groups, level, totals } = preview;
  const cpus = hostCpus(info.hosts?.cpuModels);
  const sources = sourceList(preview.sources, words, n);
  const pages = Math.max(1, Math.ceil(groups.length / PAGE));
  const shownPage = Math.min(page, pages - 1);
  const shown = groups.slice(shownPage * PAGE, shownPage * PAGE + PAGE);
  const kindOf = (g: ImportGroup): WorkloadKind => kinds.get(g.id) ?? WORKLOAD_KIND_OF[g.kind];
  const label = (c: string) => c || words.noCluster;
  const base = info.file.replace(/\.[^.]+$/, '');
  const download = (what: 'report' | 'vms') =>
    void worker
      .exportCsv(what, options)
      .then((text) => downloadText(`${base}-${what === 'report' ? 'import-report' : 'vms'}.csv`, text, 'text/csv'));

  return (
    <div className="import-preview">
      <p>
        {t(P.format, { format: words.formats[info.format] })}
        {info.collectorVersion && ` · ${t(P.collectorVersion, { version: info.collectorVersion })}`}
      </p>
      {info.hosts && <p>{t(P.hosts, { hosts: n(info.hosts.hosts), cores: n(info.hosts.cores), ram: gib(info.hosts.ramMiB) })}</p>}
      {cpus && (
        <div className="import-note" data-testid="import-source-cpus">
          {P.sourceCpus}
          <SourceCpuList cpus={cpus} />
        </div>
      )}
      {preview.measured && (
        <MeasuredRatioNote measured={preview.measured} clusterName={clusterName} chosen={takeRatio} onChoose={setTakeRatio} />
      )}
      {info.joins.map((j) =>
        joinIncomplete(j) ? (
          <p key={j.sheet} className="import-warning" data-testid="import-join">
            <strong>{P.warning}</strong> {describeJoin(j, words, n)}
          </p>
        ) : (
          <p key={j.sheet} className="import-note" data-testid="import-join">
            {describeJoin(j, words, n)}
          </p>
        ),
      )}
      <div className="import-options">
        <fieldset>
          <legend>{P.poweredOff}</legend>
          <label>
            <input type="radio" name="import-off" checked={poweredOff === 'include'} onChange={() => setPoweredOff('include')} />{' '}
            {t(P.includeOff, { n: n(preview.poweredOff) })}
          </label>
          <label>
            <input type="radio" name="import-off" checked={poweredOff === 'exclude'} onChange={() => setPoweredOff('exclude')} />{' '}
            {t(P.excludeOff, { n: n(preview.poweredOff) })}
          </label>
        </fieldset>
        {info.format === 'collector' && (
          <fieldset>
            <legend>{P.sizing}</legend>
            <label>
              <input type="radio" name="import-size" checked={!rightSize} onChange={() => setRightSize(false)} /> {P.asProvisioned}
            </label>
            <label>
              <input type="radio" name="import-size" checked={rightSize} onChange={() => setRightSize(true)} /> {P.rightSized}
            </label>
          </fieldset>
        )}
      </div>
      <div className="table-scroll" role="region" aria-label={P.clustersCaption} tabIndex={0}>
        <table className="import-table">
          <caption>{P.clustersCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{P.cluster}</th>
              <th scope="col">{P.vms}</th>
              <th scope="col">{P.off}</th>
              <th scope="col">{P.vcpu}</th>
              <th scope="col">{P.ramGiB}</th>
              <th scope="col">{P.usedGiB}</th>
              <th scope="col">{P.provisionedGiB}</th>
              <th scope="col">{P.usedFrom}</th>
            </tr>
          </thead>
          <tbody>
            {clusters.map((c) => (
              <tr key={c.cluster}>
                <th scope="row">
                  <label>
                    <input
                      type="checkbox"
                      aria-label={t(P.include, { cluster: label(c.cluster) })}
                      checked={!excluded.includes(c.cluster)}
                      onChange={(e) => setExcluded(e.target.checked ? excluded.filter((x) => x !== c.cluster) : [...excluded, c.cluster])}
                    />{' '}
                    <bdi>{label(c.cluster)}</bdi>
                  </label>
                </th>
                <td>{n(c.vms)}</td>
                <td>{n(c.poweredOff)}</td>
                <td>{n(c.vcpu)}</td>
                <td>{gib(c.ramMiB)}</td>
                <td>{gib(c.usedMiB)}</td>
                <td>{gib(c.provisionedMiB)}</td>
                <td className="import-source">{sourceList(Object.entries(c.sources) as [StorageSource, number][], words, n)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="import-totals" data-testid="import-totals">
        {t(P.totals, {
          vms: n(totals.vms),
          vcpu: n(totals.vcpu),
          ram: gib(totals.ramMiB),
          used: gib(totals.usedMiB),
          provisioned: gib(totals.provisionedMiB),
          iops: n(totals.iops),
          groups: n(groups.length),
        })}{' '}
        {P.exact}
      </p>
      <p className="import-note">{P.similarity[level]}</p>
      {sources && <p className="import-note">{t(P.storageSources, { list: sources })}</p>}
      {info.format.startsWith('rvtools') && <p className="import-note">{P.noIops}</p>}
      {groups.length > 0 && (
        <div className="table-scroll" role="region" aria-label={P.groupsCaption} tabIndex={0}>
          <table className="import-table">
            <caption>{P.groupsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{P.groupName}</th>
                <th scope="col">{P.kind}</th>
                <th scope="col">{P.count}</th>
                <th scope="col">{P.vcpuPerVm}</th>
                <th scope="col">{P.ramPerVm}</th>
                <th scope="col">{P.usedPerVm}</th>
                <th scope="col">{P.provisionedPerVm}</th>
                <th scope="col">{P.usedFrom}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((g) => {
                const name = importGroupName(g, words);
                return (
                  <tr key={g.id}>
                    <th scope="row">
                      <bdi>{name}</bdi>
                    </th>
                    <td>
                      <select
                        aria-label={t(P.kindOf, { name })}
                        value={kindOf(g)}
                        onChange={(e) => setKinds(new Map(kinds).set(g.id, e.target.value as WorkloadKind))}
                      >
                        {KINDS.map((k) => (
                          <option key={k} value={k}>
                            {m.kinds[k]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>{n(g.count)}</td>
                    <td>{n(g.vcpu)}</td>
                    <td>{gib(g.ramMiB)}</td>
                    <td>{gib(g.usedMiB)}</td>
                    <td>{gib(g.provisionedMiB)}</td>
                    <td className="import-source">{words.storageSources[g.storageSource]}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {pages > 1 && (
            <p className="import-pager">
              <button type="button" disabled={shownPage === 0} onClick={() => setPage(shownPage - 1)}>
                {P.previous}
              </button>{' '}
              {t(P.page, { from: n(shownPage * PAGE + 1), to: n(shownPage * PAGE + shown.length), total: n(groups.length) })}{' '}
              <button type="button" disabled={shownPage === pages - 1} onClick={() => setPage(shownPage + 1)}>
                {P.next}
              </button>
            </p>
          )}
        </div>
      )}
      {preview.skipped + preview.notes > 0 && (
        <details className="import-report">
          <summary>{t(P.skippedHeading, { n: n(preview.skipped), notes: n(preview.notes) })}</summary>
          <ul>
            {preview.reportHead.map((e, i) => (
              <li key={i}>{describeEntry(e, words)}</li>
            ))}
          </ul>
          {preview.skipped + preview.notes > preview.reportHead.length && (
            <p>{t(P.moreRows, { n: n(preview.skipped + preview.notes - preview.reportHead.length) })}</p>
          )}
        </details>
      )}
      <p className="import-downloads">
        <button type="button" className="link-button" onClick={() => download('report')}>
          {P.downloadReport}
        </button>{' '}
        <button type="button" className="link-button" onClick={() => download('vms')}>
          {P.downloadVms}
        </button>
      </p>
      {groups.length === 0 && <p role="alert">{P.nothing}</p>}
      <p className="import-actions">
        <button
          type="button"
          className="primary"
          disabled={groups.length === 0}
          onClick={() => {
            // The ratio offered now: excluding a cluster since it was ticked changes what was measured.
            const offered = takeRatio && preview.measured ? offeredRatio(preview.measured) : null;
            onApply(toVmGroups(groups, { name: (g) => importGroupName(g, words), kinds }), totals.vms, offered);
          }}
        >
          {t(P.apply, { current: n(current), cluster: clusterName, groups: n(groups.length) })}
        </button>{' '}
        <button type="button" onClick={onCancel}>
          {P.cancel}
        </button>
      </p>
    </div>
  );
}
