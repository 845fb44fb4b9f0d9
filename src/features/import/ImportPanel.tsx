import { useEffect, useMemo, useRef, useState } from 'react';
import type { HypervisorKind, SizingConfig, SourceCpu, WorkloadKind } from '../../model/config';
import type { Intent } from '../../document/intents';
import { importIntent, importRefusals } from '../../document/importClusters';
import {
  clusterImports,
  duplicateSources,
  type GroupingChoice,
  type Mapping,
  oneMapping,
  perSourceMapping,
  targetPlaces,
} from '../../inventory/estate';
import { sourceCpus } from '../../catalogue/cpuModel';
import { SOURCE_CPU_MODELS } from '../../schema/config';
import { LIMITS } from '../../schema/limits';
import type { Undoable } from '../../document/store';
import type { ImportGroup } from '../../inventory/group';
import type { ImportPreview, InventoryInfo } from '../../inventory/pipeline';
import type { ImportOptions } from '../../inventory/select';
import { type FileProblem, type StorageSource, WORKLOAD_KIND_OF } from '../../inventory/types';
import {
  describeDuplicate,
  describeEntry,
  describeFileProblem,
  describeJoin,
  describeRefusal,
  importGroupName,
  joinIncomplete,
  sourceList,
} from '../../i18n/describeImport';
import { IMPORT_EN, IMPORT_PANEL_EN } from '../../i18n/en/import';
import { HYPERVISOR_EN } from '../../i18n/en/hypervisor';
import { sizeDigits } from '../../i18n/sizeDigits';
import { downloadText } from '../../ui/download';
import { INPUTS_EN } from '../../i18n/en/inputs';
import { useFeatureTable, useLocale } from '../../ui/locale/LocaleContext';
import { t } from '../../ui/locale/t';
import type { ImportWorker } from './importWorker';
import { keepAppliedImport } from '../../ui/appliedImport';
import { SourceCpuList } from '../../ui/cpu/SourceCpuList';
import { MeasuredRatioNote } from './MeasuredRatioNote';
import { type ImportStage, STAGES } from './protocol';

/** The hosts' CPU models as the cluster keeps them, within the document's limits. */
function hostCpus(models: readonly { model: string; cores: number }[] | undefined): SourceCpu[] | undefined {
  if (!models?.length) return undefined;
  return sourceCpus(models.slice(0, SOURCE_CPU_MODELS)).map((c) => ({ ...c, model: c.model.slice(0, LIMITS.name) }));
}

const KINDS: readonly WorkloadKind[] = ['server', 'database', 'vdi', 'files', 'exchange', 'analytics'];
/**
 * Groups shown at once, as many as the workload table shows: a page of rows stays quick to draw
 * whatever the file's size. 50 drew the preview as one 50-70 ms frame (1,050 elements, a kind
 * chooser each), a long task as the preview arrived; 25 keep it under 50 ms.
 */
const PAGE = 25;

type Phase =
  | { kind: 'reading'; stage: ImportStage }
  | { kind: 'failed'; problems: FileProblem[] }
  | { kind: 'preview'; info: InventoryInfo; worker: ImportWorker }
  | { kind: 'applied'; vms: number; groups: number; undo: number | null; into: string[] }
  | { kind: 'undone' | 'refused' };

export interface ImportPanelProps {
  files: File[];
  /** The worker reading `files`, started as they were chosen. */
  started: Promise<ImportWorker>;
  clusterIndex: number;
  clusterName: string;
  /** How many VM groups the cluster holds now: the import replaces them. */
  groupCount: number;
  undoable: Undoable;
  /** The plan as it is now: the clusters an import may go into. */
  plan: () => SizingConfig;
  onClose: () => void;
}

/** Reads files in a worker, previews what they would import into the plan, and applies it in one undoable step. */
export function ImportPanel({ files, started, clusterIndex, clusterName, groupCount, undoable, plan, onClose }: ImportPanelProps) {
  const fileNames = files.map((f) => f.name).join(', ');
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

  const title = t(P.heading, { file: fileNames });
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
          current={groupCount}
          clusterIndex={clusterIndex}
          clusterName={clusterName}
          plan={plan}
          onCancel={onClose}
          onApply={(intent, vms, groupCount, into, report) => {
            // The worker stays until it has written the import's report, which the workbook carries.
            void report
              .then((reportCsv) => keepAppliedImport({ files: fileNames, clusters: into, reportCsv }))
              .finally(() => phase.worker.close());
            // Every target's groups, ratio, hypervisor and source hosts' CPUs (their CPUs weigh the
            // target's cores; none from a file without vHost), new clusters included, in one step:
            // one undo takes them all back.
            const undo = undoable.apply(intent);
            setPhase({ kind: 'applied', vms, groups: groupCount, undo, into });
          }}
        />
      )}
      {phase.kind === 'applied' && (
        <div>
          <p role="status">
            {phase.into.length === 1
              ? t(P.applied, {
                  vms: fmt.number(phase.vms, 0),
                  file: fileNames,
                  groups: fmt.number(phase.groups, 0),
                  cluster: phase.into[0]!,
                })
              : t(P.estate.applied, { vms: fmt.number(phase.vms, 0), file: fileNames, clusters: phase.into.join(', ') })}
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
  clusterIndex: number;
  clusterName: string;
  plan: () => SizingConfig;
  onApply: (intent: Intent, vms: number, groups: number, into: string[], report: Promise<string>) => void;
  onCancel: () => void;
}

type MapMode = 'one' | 'per-source' | 'custom';
const HYPERVISORS: readonly HypervisorKind[] = ['ahv', 'esxi'];

function Preview({ info, worker, current, clusterIndex, clusterName, plan, onApply, onCancel }: PreviewProps) {
  const { fmt } = useLocale();
  const inputWords = useFeatureTable('inputs', INPUTS_EN);
  const P = useFeatureTable('importPanel', IMPORT_PANEL_EN);
  const E = P.estate;
  const H = useFeatureTable('hypervisor', HYPERVISOR_EN);
  const words = useFeatureTable('importWords', IMPORT_EN);
  const n = (x: number, digits = 0) => fmt.number(x, digits);
  const gib = (mib: number) => fmt.number(mib / 1024, sizeDigits(mib / 1024));
  const { clusters } = info;
  const doc = plan();
  const sourceNames = useMemo(() => clusters.map((c) => c.cluster), [clusters]);
  // A plan that holds an import already takes the next one as a second export: added, its repeats left out.
  const [append, setAppend] = useState(() => doc.clusters.some((c) => (c.importedSources ?? []).length > 0));
  const [duplicates] = useState(() => (append ? duplicateSources(doc, sourceNames) : []));
  const [poweredOff, setPoweredOff] = useState<ImportOptions['poweredOff']>('include');
  const [rightSize, setRightSize] = useState(false);
  const [excluded, setExcluded] = useState<readonly string[]>(() => duplicates.map((d) => d.source));
  const [kinds, setKinds] = useState<ReadonlyMap<string, WorkloadKind>>(new Map());
  const [page, setPage] = useState(0);
  const [takeRatio, setTakeRatio] = useState(false);
  const [mapMode, setMapMode] = useState<MapMode>('one');
  const [custom, setCustom] = useState<Mapping>(new Map());
  const [grouping, setGrouping] = useState<GroupingChoice>('exact');
  const [hypervisor, setHypervisor] = useState<HypervisorKind>(doc.clusters[clusterIndex]?.hypervisor.kind ?? 'ahv');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const mapping = useMemo<Mapping>(
    () =>
      mapMode === 'one'
        ? oneMapping(sourceNames, clusterName)
        : mapMode === 'per-source'
          ? perSourceMapping(sourceNames, words.noCluster)
          : custom,
    [mapMode, sourceNames, clusterName, words.noCluster, custom],
  );
  const options = useMemo<ImportOptions>(() => ({ poweredOff, rightSize, excluded: [...excluded] }), [poweredOff, rightSize, excluded]);
  useEffect(() => {
    // The latest options win: a preview that arrives after another change is dropped.
    let current = true;
    void worker.preview(options, { mapping: [...mapping], grouping }).then((p) => current && setPreview(p));
    return () => {
      current = false;
    };
  }, [worker, options, mapping, grouping]);
  // The targets as clusters of the plan as it is on applying.
  const importsInto = (d: SizingConfig) =>
    preview?.targets
      ? clusterImports(d, preview.targets, info.hosts, {
          clusterIndex,
          append,
          hypervisor,
          takeRatio,
          groupName: (g) => importGroupName(g, words),
          kinds,
          cpus: hostCpus,
        })
      : [];
  if (!preview) return <p role="status">{P.stages.rows}</p>;
  const { groups, level, totals } = preview;
  const targets = preview.targets ?? [];
  // Where each target goes and whether the plan can take it, without making its groups: those are made on applying.
  const places = targetPlaces(
    doc,
    targets.map((tg) => tg.target),
    clusterIndex,
    append,
  );
  const refusals = importRefusals(
    doc,
    targets.map((tg, i) => ({ into: places[i], name: tg.target, append, vmGroups: tg.groups })),
  );
  const cpus = hostCpus(info.hosts?.cpuModels);
  const sources = sourceList(preview.sources, words, n);
  const pages = Math.max(1, Math.ceil(groups.length / PAGE));
  const shownPage = Math.min(page, pages - 1);
  const shown = groups.slice(shownPage * PAGE, shownPage * PAGE + PAGE);
  const kindOf = (g: ImportGroup): WorkloadKind => kinds.get(g.id) ?? WORKLOAD_KIND_OF[g.kind];
  const label = (c: string) => c || words.noCluster;
  const base = (info.file.split(', ')[0] ?? info.file).replace(/\.[^.]+$/, '');
  const download = (what: 'report' | 'vms') =>
    void worker
      .exportCsv(what, options)
      .then((text) => downloadText(`${base}-${what === 'report' ? 'import-report' : 'vms'}.csv`, text, 'text/csv'));
  // Where a source may go: a cluster of the plan, or a new one named as a source cluster.
  const existing = doc.clusters.map((c) => c.name);
  const choices = [
    ...existing.map((name) => ({ value: name, text: t(E.existing, { name }) })),
    ...sourceNames.filter((s) => !existing.includes(label(s))).map((s) => ({ value: label(s), text: t(E.newCluster, { name: label(s) }) })),
  ];
  const choose = (source: string, target: string) => {
    setCustom(new Map(mapping).set(source, target));
    setMapMode('custom');
  };
  const today = mapMode === 'one' && !append;
  const fresh = places.filter((into) => into === undefined).length;
  const single = targets.length === 1;

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
      {single && preview.measured && (
        <MeasuredRatioNote measured={preview.measured} clusterName={targets[0]!.target} chosen={takeRatio} onChoose={setTakeRatio} />
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
      {duplicates.length > 0 && (
        <div className="import-warning" data-testid="import-duplicates">
          <p>{E.duplicatesHeading}</p>
          <ul>
            {duplicates.map((d) => (
              <li key={`${d.source}\u0000${d.cluster}`}>{describeDuplicate(d, words, n)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="import-options">
        <Choice
          legend={E.mapHeading}
          name="import-map"
          value={mapMode}
          onChange={(mode) => {
            // The custom mapping starts from the one shown.
            if (mode === 'custom') setCustom(mapping);
            setMapMode(mode);
          }}
          options={
            [
              ['per-source', E.perSource],
              ['one', t(E.allInto, { cluster: clusterName })],
              ['custom', E.custom],
            ] as const
          }
        />
        <Choice
          legend={E.whatHeading}
          name="import-append"
          value={append}
          onChange={setAppend}
          options={[
            [false, E.replace],
            [true, E.append],
          ]}
        />
        <Choice
          legend={E.hypervisor}
          name="import-hypervisor"
          value={hypervisor}
          onChange={setHypervisor}
          options={HYPERVISORS.map((h) => [h, H.kinds[h]])}
        />
        <Choice
          legend={E.grouping}
          name="import-grouping"
          value={grouping}
          onChange={setGrouping}
          options={[
            ['exact', E.exact],
            ['bands', E.bands],
          ]}
        />
        <Choice
          legend={P.poweredOff}
          name="import-off"
          value={poweredOff}
          onChange={setPoweredOff}
          options={[
            ['include', t(P.includeOff, { n: n(preview.poweredOff) })],
            ['exclude', t(P.excludeOff, { n: n(preview.poweredOff) })],
          ]}
        />
        {info.format === 'collector' && (
          <Choice
            legend={P.sizing}
            name="import-size"
            value={rightSize}
            onChange={setRightSize}
            options={[
              [false, P.asProvisioned],
              [true, P.rightSized],
            ]}
          />
        )}
      </div>
      <div className="table-scroll" role="region" aria-label={P.clustersCaption} tabIndex={0}>
        <table className="import-table">
          <caption>{P.clustersCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{P.cluster}</th>
              <th scope="col">{E.into}</th>
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
                  {c.vcenters.length > 0 && <span className="import-status"> ({t(E.vcenter, { list: c.vcenters.join(', ') })})</span>}
                </th>
                <td>
                  <select
                    aria-label={t(E.intoOf, { source: label(c.cluster) })}
                    value={mapping.get(c.cluster) ?? label(c.cluster)}
                    onChange={(e) => choose(c.cluster, e.target.value)}
                  >
                    {choices.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.text}
                      </option>
                    ))}
                  </select>
                </td>
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
      {targets.length > 0 && (
        <div className="table-scroll" role="region" aria-label={E.targetsCaption} tabIndex={0}>
          <table className="import-table" data-testid="import-targets">
            <caption>{E.targetsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{E.target}</th>
                <th scope="col">{E.sources}</th>
                <th scope="col">{P.vms}</th>
                <th scope="col">{P.vcpu}</th>
                <th scope="col">{P.ramGiB}</th>
                <th scope="col">{P.usedGiB}</th>
                <th scope="col">{E.groups}</th>
                {preview.measured && <th scope="col">{E.ratio}</th>}
              </tr>
            </thead>
            <tbody>
              {targets.map((tg, i) => {
                const into = places[i];
                return (
                  <tr key={tg.target}>
                    <th scope="row">
                      <bdi>{tg.target}</bdi>{' '}
                      <span className="import-status">
                        (
                        {into === undefined
                          ? E.status.new
                          : doc.clusters[into]?.name === tg.target
                            ? E.status.existing
                            : t(E.inPlaceOf, { name: doc.clusters[into]?.name ?? '' })}
                        )
                      </span>
                    </th>
                    <td className="import-source">{tg.sources.map((src) => label(src.name)).join(', ')}</td>
                    <td>{n(tg.totals.vms)}</td>
                    <td>{n(tg.totals.vcpu)}</td>
                    <td>{gib(tg.totals.ramMiB)}</td>
                    <td>{gib(tg.totals.usedMiB)}</td>
                    <td>{n(tg.groups.length)}</td>
                    {preview.measured && <td>{tg.measured?.ratio == null ? '—' : `${n(tg.measured.ratio, 2)}:1`}</td>}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {!single && preview.measured && (
        <p>
          <label>
            <input type="checkbox" checked={takeRatio} onChange={(e) => setTakeRatio(e.target.checked)} /> {E.ratioEach}
          </label>
        </p>
      )}
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
                            {inputWords.kinds[k]}
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
      {refusals.length > 0 && (
        <ul role="alert" className="import-warning" data-testid="import-refusals">
          {refusals.map((r, i) => (
            <li key={i}>{describeRefusal(r, words, n)}</li>
          ))}
        </ul>
      )}
      <p className="import-actions">
        <button
          type="button"
          className="primary"
          disabled={groups.length === 0 || refusals.length > 0}
          onClick={() => {
            // The plan as it is now: the clusters it goes into are found again by name.
            const now = plan();
            const chosen = importsInto(now);
            if (importRefusals(now, chosen).length > 0) return;
            onApply(
              importIntent(now, clusterIndex, chosen),
              totals.vms,
              groups.length,
              chosen.map((c) => c.name),
              worker.exportCsv('report', options),
            );
          }}
        >
          {today
            ? t(P.apply, { current: n(current), cluster: clusterName, groups: n(groups.length) })
            : t(targets.length === 1 ? E.applyOne : E.apply, { n: n(targets.length), fresh: n(fresh) })}
        </button>{' '}
        <button type="button" onClick={onCancel}>
          {P.cancel}
        </button>
      </p>
    </div>
  );
}

interface ChoiceProps<T> {
  legend: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly (readonly [T, string])[];
}

/** One of the preview's choices: radio buttons under a legend. */
function Choice<T>({ legend, name, value, onChange, options }: ChoiceProps<T>) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map(([v, text]) => (
        <label key={String(v)}>
          <input type="radio" name={name} checked={value === v} onChange={() => onChange(v)} /> {text}
        </label>
      ))}
    </fieldset>
  );
}
