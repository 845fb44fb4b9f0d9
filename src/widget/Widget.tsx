import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { interpolate } from '../i18n/format';
import { parseNumber } from '../schema/numberText';
import { withLang } from '../schema/shareFragment';
import type { Lang } from '../schema/lang';
import { WIDGET_EN, type WidgetMessages } from '../i18n/en/widget';
import type { SizingConfig } from '../model/config';
import { evaluate } from '../model/evaluate';
import { MODEL_VERSION } from '../model/version';
import type { Problem } from '../schema/issues';
import type { Channel } from './channel';
import type { WordedProblem } from './toHost';
import { applyEssentials, type Essentials, essentialsOf, summarize } from './essentials';
import { loadCodec } from './loadCodec';
import { NumberInput } from '../ui/fields/NumberInput';
import { HEADROOM_CHOICES, MAX_WIDGET_NODES, WIDGET_NODE_TYPES } from './protocol';
import { BYTES_PER } from '../model/units';
import { LIMITS } from '../schema/limits';
import { stepValue } from '../model/capacityResult';

type Reason = 'init' | 'user' | 'host';
type NumberField = 'nodes' | 'compression' | 'dedup';
const rangesOf = (m: WidgetMessages): Record<NumberField, { min: number; max: number; int: boolean; label: string }> => ({
  nodes: { min: 1, max: MAX_WIDGET_NODES, int: true, label: m.nodes },
  compression: { ...LIMITS.reductionRatio, int: false, label: m.compression },
  dedup: { ...LIMITS.reductionRatio, int: false, label: m.dedup },
});

interface Props {
  initial: SizingConfig;
  nodeTypeNames: Record<string, string>;
  channel: Channel;
  /** Settings or link problems found at start, shown once. */
  startProblems: WordedProblem[];
  /** The full sizer's page; the config travels in its fragment. */
  fullSizerUrl: string;
  title?: string;
  /** The widget's words (English unless the page asked for another language). */
  messages?: WidgetMessages;
  /** The language of the words and numbers; the link to the full sizer carries it. */
  lang?: Lang;
}

export function Widget({
  initial,
  nodeTypeNames,
  channel,
  startProblems,
  fullSizerUrl,
  title,
  messages: m = WIDGET_EN,
  lang = 'en',
}: Props) {
  const RANGES = rangesOf(m);
  const [config, setConfig] = useState(initial);
  const reason = useRef<Reason>('init');
  const [drafts, setDrafts] = useState<Partial<Record<NumberField, string>>>({});
  const [hostProblems, setHostProblems] = useState<WordedProblem[]>([]);
  const [details, setDetails] = useState(false);
  const [link, setLink] = useState('');
  const ids = useId();

  const e = essentialsOf(config);
  // The widget asks for nothing beyond the sizing: no recommendation (64 clusters more a change), plan or runway.
  const result = useMemo(
    () => ({ modelVersion: MODEL_VERSION, clusters: [evaluate(config.clusters[0]!, config.nodeTypes, {})] }),
    [config],
  );
  const summary = useMemo(() => summarize(config, result), [config, result]);
  const cluster = result.clusters[0]!;

  const open = (next: SizingConfig, why: Reason) => {
    reason.current = why;
    setDrafts({});
    setConfig(next);
  };
  const change = (patch: Partial<Omit<Essentials, 'mixed'>>) => open(applyEssentials(config, patch), 'user');

  // Report every config (with its link) and its results to the host.
  useEffect(() => {
    let live = true;
    void loadCodec().then(async ({ encodeShareLink }) => {
      const r = await encodeShareLink(config);
      if (!live) return;
      const fragment = r.ok ? r.fragment : '';
      setLink(fragment);
      channel.post({ type: 'config', reason: reason.current, config: config as unknown as Record<string, unknown>, link: fragment });
      channel.post({ type: 'result', result: summary });
    });
    return () => {
      live = false;
    };
  }, [config, summary, channel]);

  // Commands from the host page (already origin-checked and validated by the channel).
  const latest = useRef({ config, summary, link });
  useEffect(() => {
    latest.current = { config, summary, link };
  });
  useEffect(
    () =>
      channel.onMessage((msg) => {
        if (msg.type === 'request-state') {
          const s = latest.current;
          channel.post({ type: 'config', reason: 'host', config: s.config as unknown as Record<string, unknown>, link: s.link });
          channel.post({ type: 'result', result: s.summary });
          return;
        }
        void loadCodec().then(async ({ parseHostConfig, decodeShareLink, wordProblems }) => {
          const accept = (r: { ok: true; config: SizingConfig } | { ok: false; problems: Problem[] }) => {
            if (r.ok) {
              setHostProblems([]);
              open(r.config, 'host');
            } else {
              const problems = wordProblems(r.problems);
              setHostProblems(problems);
              channel.post({ type: 'error', problems: problems.slice(0, 200) });
            }
          };
          if (msg.type === 'set-config') return accept(parseHostConfig(msg.config));
          const r = await decodeShareLink(msg.link);
          accept(r.ok ? r : { ok: false, problems: r.problems });
        });
      }),
    [channel],
  );

  const numberInput = (field: NumberField, value: number) => {
    const range = RANGES[field];
    const text = drafts[field] ?? String(value);
    const n = parseNumber(text) ?? NaN;
    const valid = text.trim() !== '' && Number.isFinite(n) && n >= range.min && n <= range.max && (!range.int || Number.isInteger(n));
    const id = `${ids}-${field}`;
    return (
      <div className="w-field">
        <label htmlFor={id}>{range.label}</label>
        <NumberInput
          id={id}
          name={field}
          value={text}
          aria-invalid={!valid}
          aria-describedby={`${id}-msg`}
          onChange={(ev) => {
            const t = ev.target.value;
            const v = parseNumber(t) ?? NaN;
            const ok = t.trim() !== '' && Number.isFinite(v) && v >= range.min && v <= range.max && (!range.int || Number.isInteger(v));
            if (ok) {
              reason.current = 'user';
              setConfig(applyEssentials(config, { [field]: v }));
              setDrafts((d) => ({ ...d, [field]: t }));
            } else setDrafts((d) => ({ ...d, [field]: t }));
          }}
        />
        <span id={`${id}-msg`} className={valid ? 'w-hint' : 'w-error'} role={valid ? undefined : 'alert'}>
          {valid
            ? field === 'nodes'
              ? interpolate(m.nodesHint, { max: range.max })
              : m.ratioHint
            : interpolate(m.invalid, { field: range.label, min: range.min, max: range.max })}
        </span>
      </div>
    );
  };

  const tb = new Intl.NumberFormat(lang === 'ja' ? 'ja-JP' : undefined, { maximumFractionDigits: 1 });
  const cap = (bytes: number) => `${tb.format(bytes / BYTES_PER.TB)} TB (${tb.format(bytes / BYTES_PER.TiB)} TiB)`;
  const critical = cluster.warnings.filter((w) => w.severity === 'critical');
  const goal = summary.selfHeal.goal === 'restore-fault-tolerance' ? m.goalRestore : m.goalReprotect;
  const ruleText = interpolate(m.rules[cluster.headroom.rule], { domains: cluster.headroom.domains });

  return (
    <main className="w" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`}>{title || m.title}</h1>
      {(startProblems.length > 0 || hostProblems.length > 0) && (
        <div className="w-problems" role="alert">
          <p>{hostProblems.length > 0 ? m.hostProblems : m.ignoredSettings}</p>
          <ul>
            {[...startProblems, ...hostProblems].slice(0, 12).map((p, i) => (
              <li key={i}>
                {p.path && <code>{p.path}</code>} {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <form className="w-inputs" aria-label={m.inputs} onSubmit={(ev) => ev.preventDefault()}>
        <div className="w-field w-field--wide">
          <label htmlFor={`${ids}-type`}>{m.nodeType}</label>
          <select id={`${ids}-type`} name="nodeType" value={e.nodeTypeId} onChange={(ev) => change({ nodeTypeId: ev.target.value })}>
            {!WIDGET_NODE_TYPES.includes(e.nodeTypeId) && (
              <option value={e.nodeTypeId}>{config.nodeTypes.find((t) => t.id === e.nodeTypeId)?.name ?? e.nodeTypeId}</option>
            )}
            {WIDGET_NODE_TYPES.map((id) => (
              <option key={id} value={id}>
                {nodeTypeNames[id] ?? id}
              </option>
            ))}
          </select>
          {e.mixed && <span className="w-hint">{m.mixedTypes}</span>}
        </div>
        {numberInput('nodes', e.nodes)}
        <div className="w-field">
          <label htmlFor={`${ids}-rf`}>{m.rf}</label>
          <select id={`${ids}-rf`} name="rf" value={e.rf} onChange={(ev) => change({ rf: Number(ev.target.value) as 2 | 3 })}>
            {[2, 3].map((rf) => (
              <option key={rf} value={rf}>
                {interpolate(m.rfOption, { rf })}
              </option>
            ))}
          </select>
        </div>
        <div className="w-field">
          <label htmlFor={`${ids}-headroom`}>{m.headroom}</label>
          <select
            id={`${ids}-headroom`}
            name="headroom"
            value={e.headroom}
            onChange={(ev) => change({ headroom: ev.target.value as Essentials['headroom'] })}
          >
            {HEADROOM_CHOICES.map((h) => (
              <option key={h} value={h}>
                {h === 'auto' ? m.headroomAuto : interpolate(m.headroomFixed, { k: h.slice(2) })}
              </option>
            ))}
          </select>
        </div>
        {numberInput('compression', e.compression)}
        {numberInput('dedup', e.dedup)}
      </form>

      <section className="w-results" aria-labelledby={`${ids}-results`}>
        <h2 id={`${ids}-results`}>{m.results}</h2>
        <dl>
          <div data-testid="usable">
            <dt>{m.usable}</dt>
            <dd>
              <strong>{cap(summary.usableBytes)}</strong> <span className="w-hint">{m.usableHint}</span>
            </dd>
          </div>
          <div data-testid="effective">
            <dt>{m.effective}</dt>
            <dd>
              <strong>{cap(summary.effectiveBytes)}</strong> <span className="w-hint">{m.effectiveHint}</span>
            </dd>
          </div>
          <div data-testid="headroom">
            <dt>{m.headroomOut}</dt>
            <dd>
              <strong>{summary.headroom.label}</strong> {ruleText}
            </dd>
          </div>
          <div data-testid="self-heal">
            <dt>{interpolate(m.selfHeal, { lost: summary.selfHeal.lostDomains })}</dt>
            <dd className={summary.selfHeal.ok ? 'w-ok' : 'w-bad'}>
              <strong>{summary.selfHeal.ok ? m.yes : m.no}</strong>
              {interpolate(summary.selfHeal.ok ? m.healYes : m.healNo, { goal })}
            </dd>
          </div>
        </dl>
        <p className={cluster.feasible ? 'w-hint' : 'w-bad'}>{cluster.feasible ? m.workloadFits : m.workloadOver}</p>
        {critical.length > 0 && (
          <p className="w-bad" role="status">
            {critical.some((w) => w.code === 'headroom-n0') ? `${m.noHeadroom} ` : ''}
            {interpolate(m.critical, { n: critical.length })}
          </p>
        )}
        <button
          type="button"
          className="w-details-toggle"
          aria-expanded={details}
          aria-controls={`${ids}-details`}
          onClick={() => setDetails((d) => !d)}
        >
          {details ? m.hideDetails : m.details}
        </button>
        {details && (
          <dl id={`${ids}-details`} className="w-details">
            <div>
              <dt>{m.raw}</dt>
              <dd>{cap(stepValue(cluster.capacity, 'raw'))}</dd>
            </div>
            <div>
              <dt>{m.reserve}</dt>
              <dd>{cap(stepValue(cluster.capacity, 'rebuildReserve'))}</dd>
            </div>
            <div>
              <dt>{m.mayUse}</dt>
              <dd>{cap(stepValue(cluster.capacity, 'mayUse'))}</dd>
            </div>
            <div>
              <dt>{m.workload}</dt>
              <dd>{cap(stepValue(cluster.capacity, 'workload'))}</dd>
            </div>
            <div>
              <dt>{interpolate(m.modelVersion, { version: result.modelVersion })}</dt>
              <dd />
            </div>
          </dl>
        )}
      </section>
      <p className="w-open">
        <a href={link ? `${fullSizerUrl}#${withLang(link, lang)}` : fullSizerUrl} target="_blank" rel="noopener">
          {m.openFull}
        </a>
      </p>
    </main>
  );
}
