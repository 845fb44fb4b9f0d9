import { useEffect, useId, useState } from 'react';
import type { Intent } from '../../../document/intents';
import { addProtection, protectionFieldPath, removeProtection, setDrGroup, setProtectionMode } from '../../../document/protection';
import type { DocumentState } from '../../../document/store';
import { PROTECTION_EN } from '../../../i18n/en/protection';
import type { ProtectionRelation, ReplicationMode, SizingConfig } from '../../../model/config';
import {
  REPLICATION_DEFAULTS,
  REPLICATION_RPO_SOURCES,
  REPLICATION_SOURCES,
  type ProtectionReport,
  type RelationResult,
  rpoRange,
  type SiteLoss,
} from '../../../model/replication';

import type { Problem } from '../../../schema/issues';
import { parseNumber } from '../../../schema/numberText';
import { formatPath } from '../../../schema/paths';
import { NumberInput } from '../../../ui/fields/NumberInput';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { problemText } from '../../../ui/locale/problemText';
import { t } from '../../../ui/locale/t';
import type { PanelContext } from '../registry';

const MODES: ReplicationMode[] = ['async', 'nearsync', 'metro'];
type Words = typeof PROTECTION_EN;

interface Props {
  config: SizingConfig;
  report: ProtectionReport | undefined;
  store: PanelContext['store'];
  printing: boolean;
}

/** The document's problems as the store holds them: a setting the schema refuses is named beside its field. */
function useProblems(store: PanelContext['store']): Problem[] {
  const [problems, setProblems] = useState<Problem[]>([]);
  useEffect(() => store.subscribe((s: DocumentState) => setProblems(s.problems)), [store]);
  return problems;
}

/** Protection between the plan's clusters: sites, relations with their settings and figures, and site failures. */
export default function Protection({ config, report, store, printing }: Props) {
  const W = useFeatureTable('protection', PROTECTION_EN);
  const problems = useProblems(store);
  const send = (intent: Intent | null) => intent && store.dispatch(intent);
  const names = new Map(config.clusters.map((c) => [c.id, c.name || c.id]));
  const relations = config.protections ?? [];
  return (
    <div className="protection" data-testid="protection">
      <h3>{W.heading}</h3>
      <p className="hint">{W.intro}</p>
      {!printing && <Sites config={config} send={send} W={W} />}
      {relations.length === 0 && <p>{W.none}</p>}
      {relations.map((r) => (
        <RelationCard
          key={r.id}
          config={config}
          relation={r}
          result={report?.relations.find((x) => x.id === r.id)}
          names={names}
          problems={problems}
          send={send}
          printing={printing}
          W={W}
        />
      ))}
      {!printing && <AddRelation config={config} send={send} W={W} />}
      {report && report.relations.length > 0 && <SiteLosses losses={report.siteLosses} names={names} config={config} W={W} />}
      {report && report.relations.length > 0 && <Totals report={report} W={W} />}
      <Sources W={W} />
    </div>
  );
}

function Sites({ config, send, W }: { config: SizingConfig; send(i: Intent | null): void; W: Words }) {
  return (
    <fieldset className="protection-sites">
      <legend>{W.sitesHeading}</legend>
      <p className="hint">{W.sitesHint}</p>
      {config.clusters.map((c, i) => (
        <TextSetting
          key={c.id}
          label={t(W.site, { name: c.name || c.id })}
          value={c.site ?? ''}
          onCommit={(text) => send({ type: 'setField', path: ['clusters', i, 'site'], value: text.trim() === '' ? undefined : text })}
        />
      ))}
    </fieldset>
  );
}

/** A text committed as it is left, so that one name typed is one step of the history. */
function TextSetting({ label, value, onCommit }: { label: string; value: string; onCommit(text: string): void }) {
  const id = useId();
  const [text, setText] = useState(value);
  // The document changed under the field (undo, another tab's link): it shows the new value.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  return (
    <div className="protection-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => text !== value && onCommit(text)}
        onKeyDown={(e) => e.key === 'Enter' && text !== value && onCommit(text)}
      />
    </div>
  );
}

function AddRelation({ config, send, W }: { config: SizingConfig; send(i: Intent | null): void; W: Words }) {
  const ids = config.clusters.map((c) => c.id);
  const [source, setSource] = useState(ids[0]!);
  const [target, setTarget] = useState(ids[1] ?? ids[0]!);
  const [mode, setMode] = useState<ReplicationMode>('async');
  const base = useId();
  const option = (id: string) => (
    <option key={id} value={id}>
      {config.clusters.find((c) => c.id === id)?.name || id}
    </option>
  );
  return (
    <fieldset className="protection-add">
      <legend>{W.addHeading}</legend>
      <div className="protection-field">
        <label htmlFor={`${base}-s`}>{W.source}</label>
        <select id={`${base}-s`} value={source} onChange={(e) => setSource(e.target.value)}>
          {ids.map(option)}
        </select>
      </div>
      <div className="protection-field">
        <label htmlFor={`${base}-t`}>{W.target}</label>
        <select id={`${base}-t`} value={target} onChange={(e) => setTarget(e.target.value)}>
          {ids.filter((x) => x !== source).map(option)}
        </select>
      </div>
      <ModeSelect value={mode} onChange={setMode} W={W} />
      <button
        type="button"
        onClick={() => send(addProtection(config, source, target === source ? (ids.find((x) => x !== source) ?? target) : target, mode))}
      >
        {W.add}
      </button>
    </fieldset>
  );
}

function ModeSelect({ value, onChange, W }: { value: ReplicationMode; onChange(mode: ReplicationMode): void; W: Words }) {
  const id = useId();
  return (
    <div className="protection-field">
      <label htmlFor={id}>{W.mode}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as ReplicationMode)}>
        {MODES.map((x) => (
          <option key={x} value={x}>
            {W.names[x]}
          </option>
        ))}
      </select>
    </div>
  );
}

interface CardProps {
  config: SizingConfig;
  relation: ProtectionRelation;
  result: RelationResult | undefined;
  names: Map<string, string>;
  problems: Problem[];
  send(i: Intent | null): void;
  printing: boolean;
  W: Words;
}

function RelationCard({ config, relation: r, result, names, problems, send, printing, W }: CardProps) {
  const { fmt } = useLocale();
  const base = useId();
  const title = t(W.relation, {
    source: names.get(r.sourceClusterId) ?? r.sourceClusterId,
    target: names.get(r.targetClusterId) ?? r.targetClusterId,
    mode: W.names[r.mode],
  });
  const source = config.clusters.find((c) => c.id === r.sourceClusterId);
  const range = rpoRange(r.mode);
  const at = protectionFieldPath(config, r.id, 'id');
  const prefix = at && formatPath(at.slice(0, 2));
  const refused = !!prefix && problems.some((p) => p.path.startsWith(`${prefix}.`));
  const setting = (
    key: keyof ProtectionRelation,
    label: string,
    value: number | undefined,
    options: { hint?: string; share?: boolean } = {},
  ) => {
    const path = protectionFieldPath(config, r.id, key);
    if (!path) return null;
    return (
      <NumberSetting
        key={key}
        label={label}
        hint={options.hint}
        value={value === undefined ? undefined : options.share ? value * 100 : value}
        problems={problems.filter((p) => p.path === formatPath(path))}
        onCommit={(n) => send({ type: 'setField', path, value: n === undefined ? undefined : options.share ? n / 100 : n })}
      />
    );
  };
  return (
    <section className="protection-relation" aria-labelledby={`${base}-h`} data-testid={`protection-${r.id}`}>
      <div className="protection-relation-head">
        <h4 id={`${base}-h`}>{title}</h4>
        {!printing && (
          <button
            type="button"
            aria-label={t(W.remove, { source: names.get(r.sourceClusterId) ?? '', target: names.get(r.targetClusterId) ?? '' })}
            onClick={() => send(removeProtection(config, r.id))}
          >
            {W.removeShort}
          </button>
        )}
      </div>
      {!printing && (
        <div className="protection-settings">
          <ModeSelect value={r.mode} onChange={(mode) => send(setProtectionMode(config, r.id, mode))} W={W} />
          {r.mode !== 'metro' &&
            setting('rpoMinutes', W.rpoMinutes, r.rpoMinutes, {
              hint: t(W.rpoRange, {
                min: range.min,
                max: range.max,
                sources: REPLICATION_RPO_SOURCES[r.mode].map((x) => W.sourceTitles[x]).join('; '),
              }),
            })}
          {r.mode !== 'metro' && setting('localSnapshots', W.localSnapshots, r.localSnapshots)}
          {r.mode !== 'metro' && setting('remoteSnapshots', W.remoteSnapshots, r.remoteSnapshots)}
          {r.mode !== 'metro' &&
            setting('dailyChangeShare', W.dailyChange, r.dailyChangeShare, {
              share: true,
              hint: t(W.dailyChangeHint, { share: fmt.percent(source?.workload.snapshots.dailyChangeShare ?? 0) }),
            })}
          {setting('wanGbps', W.wanGbps, r.wanGbps, { hint: W.wanHint })}
          {r.mode === 'metro' && setting('roundTripMs', W.roundTripMs, r.roundTripMs)}
          {source && source.workload.vmGroups.length > 0 && (
            <fieldset className="protection-groups">
              <legend>{W.drGroups}</legend>
              {source.workload.vmGroups.map((g) => (
                <label key={g.id}>
                  <input
                    type="checkbox"
                    checked={r.drGroupIds.includes(g.id)}
                    onChange={(e) => send(setDrGroup(config, r.id, g.id, e.target.checked))}
                  />{' '}
                  {g.name}
                </label>
              ))}
            </fieldset>
          )}
        </div>
      )}
      {/* A setting refused (an RPO out of its mode's range) would leave the last valid figures, and their ticks, beside it. */}
      {result && !refused && (
        <RelationFigures result={result} target={names.get(r.targetClusterId) ?? r.targetClusterId} config={config} W={W} />
      )}
      {refused && <p className="hint">{W.figuresAfterFix}</p>}
    </section>
  );
}

function NumberSetting(props: {
  label: string;
  hint?: string;
  value: number | undefined;
  problems: Problem[];
  onCommit(n: number | undefined): void;
}) {
  const locale = useLocale();
  const id = useId();
  const shown = props.value === undefined ? '' : String(Number(props.value.toPrecision(12)));
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    setSeen(shown);
    setText(shown);
  }
  const commit = () => {
    if (text === shown) return;
    if (text.trim() === '') return props.onCommit(undefined);
    const n = parseNumber(text);
    if (n !== null) props.onCommit(n);
  };
  const unreadable = text.trim() !== '' && parseNumber(text) === null;
  const messages = props.problems.map((p) => problemText(p, locale));
  const described = [props.hint && `${id}-hint`, (unreadable || messages.length > 0) && `${id}-problem`].filter(Boolean).join(' ');
  return (
    <div className="protection-field">
      <label htmlFor={id}>{props.label}</label>
      <NumberInput
        id={id}
        value={text}
        aria-invalid={unreadable || messages.length > 0 || undefined}
        aria-describedby={described || undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
      {props.hint && (
        <span id={`${id}-hint`} className="hint">
          {props.hint}
        </span>
      )}
      {(unreadable || messages.length > 0) && (
        <span id={`${id}-problem`} className="field-problem" role="alert">
          {unreadable
            ? problemText({ code: 'wrong-type', params: { expected: 'number', found: 'text', value: text } }, locale)
            : messages.join('; ')}
        </span>
      )}
    </div>
  );
}

function RelationFigures({ result: r, target, config, W }: { result: RelationResult; target: string; config: SizingConfig; W: Words }) {
  const { fmt } = useLocale();
  const source = config.clusters.find((x) => x.id === r.sourceClusterId)?.name ?? r.sourceClusterId;
  const d = REPLICATION_DEFAULTS;
  const mbps = (bits: number) => t(W.mbps, { n: fmt.number(bits / 1e6, 1) });
  const why =
    r.mode === 'metro'
      ? t(W.metroWhy, {
          writeShare: fmt.percent(d.metroWriteShare.value),
          kib: d.metroWriteKiB.value,
          overhead: fmt.percent(r.bandwidth.overheadShare),
          result: mbps(r.bandwidth.bitsPerSecond),
        })
      : t(W.bandwidthWhy, {
          changed: fmt.bytes(r.bandwidth.changedBytes),
          compression: fmt.ratio(r.bandwidth.wireCompressionRatio),
          overhead: fmt.percent(r.bandwidth.overheadShare),
          seconds: fmt.number(r.bandwidth.intervalSeconds, 0),
          result: mbps(r.bandwidth.bitsPerSecond),
        });
  const typeName = (id: string) => config.nodeTypes.find((x) => x.id === id)?.name ?? id;
  const checks: { ok: boolean | null; text: string }[] = [
    r.mode === 'metro' ? null : { ok: r.rpo.ok, text: r.rpo.ok ? W.rpoOk : t(W.rpoBad, { min: r.rpo.min, max: r.rpo.max }) },
    r.link && r.link.ok !== null && { ok: r.link.ok, text: t(r.link.ok ? W.linkOk : W.linkShort, { gbps: fmt.number(r.link.gbps, 3) }) },
    r.metro && !r.metro.writesKnown && { ok: null, text: W.writesUnknown },
    r.nearSync && {
      ok: r.nearSync.nodeTypesShort.length === 0,
      text:
        r.nearSync.nodeTypesShort.length === 0
          ? W.nearSyncOk
          : t(W.nearSyncShort, { types: [...new Set(r.nearSync.nodeTypesShort)].map(typeName).join(', ') }),
    },
    r.nearSync && !r.nearSync.oneToOne ? { ok: false, text: W.nearSyncOneToOne } : null,
    r.metro && {
      ok: r.metro.ok,
      text:
        r.metro.roundTripMs === null
          ? t(W.metroUnknown, { max: r.metro.maxMs })
          : t(r.metro.ok ? W.metroOk : W.metroBad, { ms: fmt.number(r.metro.roundTripMs, 2), max: r.metro.maxMs }),
    },
  ].filter((x): x is { ok: boolean | null; text: string } => !!x);
  return (
    <>
      <dl className="protection-figures">
        <dt>{W.protectedData}</dt>
        <dd>{fmt.bytes(r.protectedBytes)}</dd>
        {r.mode !== 'metro' && (
          <>
            <dt>{W.changePerInterval}</dt>
            <dd>{fmt.bytes(r.changePerIntervalBytes)}</dd>
            <dt>{W.localSnapshotCapacity}</dt>
            <dd>{fmt.bytes(r.localSnapshotBytes)}</dd>
            <dt>{W.remoteSnapshotCapacity}</dt>
            <dd>{fmt.bytes(r.remoteSnapshotBytes)}</dd>
          </>
        )}
        {r.mode === 'nearsync' && (
          <>
            <dt>{t(W.flashReserve, { cluster: source })}</dt>
            <dd>{fmt.bytes(r.sourceFlashReserveBytes)}</dd>
            <dt>{t(W.flashReserve, { cluster: target })}</dt>
            <dd>{fmt.bytes(r.targetFlashReserveBytes)}</dd>
          </>
        )}
        <dt>{t(W.targetStorage, { target })}</dt>
        <dd data-testid={`protection-target-storage-${r.id}`}>{fmt.bytes(r.targetStorageBytes)}</dd>
        <dt>{t(W.heldBack, { target })}</dt>
        <dd>{t(W.heldBackValue, { vms: fmt.number(r.dr.vms, 0), cores: fmt.number(r.dr.cores, 1), ram: fmt.memory(r.dr.ramBytes) })}</dd>
        <dt>{W.bandwidth}</dt>
        <dd data-testid={`protection-bandwidth-${r.id}`}>
          {r.metro && !r.metro.writesKnown ? (
            W.writesUnknown
          ) : (
            <>
              {mbps(r.bandwidth.bitsPerSecond)}
              <span className="hint protection-why">{why}</span>
            </>
          )}
        </dd>
      </dl>
      <ul className="protection-checks">
        {checks.map((c) => (
          <li key={c.text} className={c.ok === false ? 'verdict--no' : c.ok === null ? 'verdict--caution' : 'verdict--yes'}>
            <span aria-hidden="true">{c.ok === false ? '✖ ' : c.ok === null ? '⚠ ' : '✔ '}</span>
            {c.text}
          </li>
        ))}
      </ul>
    </>
  );
}

function SiteLosses({ losses, names, config, W }: { losses: SiteLoss[]; names: Map<string, string>; config: SizingConfig; W: Words }) {
  const { fmt } = useLocale();
  if (losses.length === 0) return null;
  const groupName = (id: string) => config.clusters.flatMap((c) => c.workload.vmGroups).find((g) => g.id === id)?.name ?? id;
  return (
    <div className="protection-sites-lost">
      <h4>{W.siteLossHeading}</h4>
      <p className="hint">{W.siteLossCaption}</p>
      {losses.map((l) => {
        const site = l.named ? l.site : (names.get(l.site) ?? l.site);
        return (
          <table key={l.site} className="stack-table" data-testid={`site-loss-${l.site}`}>
            <caption>
              {t(W.lose, { site })}:{' '}
              <span className={l.ok ? 'verdict--yes' : 'verdict--no'}>
                <span aria-hidden="true">{l.ok ? '✔ ' : '✖ '}</span>
                {l.ok ? W.fits : W.short}
              </span>
            </caption>
            <thead>
              <tr>
                <th scope="col">{W.colTarget}</th>
                <th scope="col">{W.colGroups}</th>
                <th scope="col">{W.colCores}</th>
                <th scope="col">{W.colRam}</th>
                <th scope="col">{W.colVerdict}</th>
              </tr>
            </thead>
            <tbody>
              {l.targets.map((x) => {
                const ok = x.cores.ok && x.ram.ok;
                return (
                  <tr key={x.clusterId}>
                    <th scope="row">{names.get(x.clusterId) ?? x.clusterId}</th>
                    <td data-label={W.colGroups}>
                      {/* An estate's dozens of groups are counted, their names a click away: one cell, not forty lines. */}
                      {x.groupIds.length <= 3 ? (
                        x.groupIds.map(groupName).join(', ')
                      ) : (
                        <details>
                          <summary>{t(W.groupCount, { n: fmt.number(x.groupIds.length, 0) })}</summary>
                          {x.groupIds.map(groupName).join(', ')}
                        </details>
                      )}
                    </td>
                    <td data-label={W.colCores}>
                      {t(W.usage, {
                        own: fmt.number(x.cores.own, 1),
                        incoming: fmt.number(x.cores.incoming, 1),
                        allowed: fmt.number(x.cores.allowed, 1),
                      })}
                    </td>
                    <td data-label={W.colRam}>
                      {t(W.usage, { own: fmt.memory(x.ram.own), incoming: fmt.memory(x.ram.incoming), allowed: fmt.memory(x.ram.allowed) })}
                    </td>
                    <td data-label={W.colVerdict} className={ok ? 'verdict--yes' : 'verdict--no'}>
                      <span aria-hidden="true">{ok ? '✔ ' : '✖ '}</span>
                      {ok ? W.fits : W.short}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        );
      })}
      {losses
        .filter((l) => l.unprotectedRelationIds.length > 0)
        .map((l) => (
          <p key={`u-${l.site}`} className="verdict--no">
            {t(W.unprotected, { relations: l.unprotectedRelationIds.join(', ') })}
          </p>
        ))}
    </div>
  );
}

function Totals({ report, W }: { report: ProtectionReport; W: Words }) {
  const { fmt } = useLocale();
  return (
    <>
      <p data-testid="protection-total-bandwidth">
        {t(W.totalBandwidth, { result: t(W.mbps, { n: fmt.number(report.totalBitsPerSecond / 1e6, 1) }) })}
        {report.relations.some((r) => r.metro && !r.metro.writesKnown) && <> {W.totalUnknownMetro}</>}
      </p>
      <p className="hint">{W.assumptions}</p>
    </>
  );
}

function Sources({ W }: { W: Words }) {
  return (
    <details className="protection-sources">
      <summary>{W.sourcesHeading}</summary>
      <ul>
        {(Object.keys(REPLICATION_SOURCES) as (keyof typeof REPLICATION_SOURCES)[]).map((id) => {
          const s = REPLICATION_SOURCES[id];
          return (
            <li key={id}>
              {W.sourceTitles[id]} ({W.kinds[s.kind]}, {s.date}): {s.where}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
