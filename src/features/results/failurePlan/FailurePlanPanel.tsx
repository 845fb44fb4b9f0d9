import { useId, useState } from 'react';
import type { Dispatch } from '../../../document/intents';
import { FAILURE_PLAN_EN } from '../../../i18n/en/failurePlan';
import type { Cluster, FailureScope, FailureStep, FailureTarget, NodeType } from '../../../model/config';
import type { Derivation, Figure } from '../../../model/derivation';
import type { ClusterResult, DiagramBlock } from '../../../model/evaluate';
import type { FailurePlanReport, FailureStepReport } from '../../../model/failurePlan';
import type { Utilisation } from '../../../model/utilisation';
import { FAILURE_PLAN_LIMITS } from '../../../schema/config';
import { FigureValue, Why } from '../../../ui/derivation/Why';
import { NumberInput } from '../../../ui/fields/NumberInput';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { VerdictCell } from '../VerdictCell';
import { RackLayout } from '../diagram/RackLayout';
import '../diagram/diagram.css';
import './failurePlan.css';

interface Props {
  result: ClusterResult;
  /** The plan played out, computed with the result (off the main thread on the page). */
  report: FailurePlanReport;
  cluster: Cluster;
  nodeTypes: readonly NodeType[];
  clusterIndex: number;
  dispatch: Dispatch;
}

const SCOPES: FailureScope[] = ['node', 'block', 'rack'];

/** A node's name in a plan: its type and its place among that type's nodes, as the layout numbers them. */
function targetOf(blocks: readonly DiagramBlock[], nodeId: string, scope: FailureScope): FailureTarget | null {
  const seen = new Map<string, number>();
  for (const b of blocks) {
    for (const n of b.nodes) {
      const index = (seen.get(n.nodeTypeId) ?? 0) + 1;
      seen.set(n.nodeTypeId, index);
      if (n.id === nodeId) return { nodeTypeId: n.nodeTypeId, index, scope };
    }
  }
  return null;
}

function nodeIdOf(blocks: readonly DiagramBlock[], target: FailureTarget): string | null {
  const ofType = blocks.flatMap((b) => b.nodes).filter((n) => n.nodeTypeId === target.nodeTypeId);
  return ofType[target.index - 1]?.id ?? null;
}

/** A share as a figure, so that its derivation opens like every other figure's. */
const shareFigure = (u: Utilisation, derivation: Derivation): Figure | null =>
  u.share === null ? null : { value: u.share, unit: 'share', derivation };

export default function FailurePlanPanel({ result, report, cluster, nodeTypes, clusterIndex, dispatch }: Props) {
  const { fmt } = useLocale();
  const f = useFeatureTable('failurePlan', FAILURE_PLAN_EN);
  const id = useId();
  const steps = report.steps;
  const plan = cluster.failurePlan.steps;
  const blocks = result.layout.blocks;
  const [scope, setScope] = useState<FailureScope>('node');
  const [selected, setSelected] = useState<readonly string[]>([]);
  // The protected sites whose loss starts groups here, as the plan's protection found them.
  const sites = result.protection?.sites ?? [];
  const [selectedSites, setSelectedSites] = useState<readonly string[]>([]);
  const sitesChosen = selectedSites.filter((x) => sites.some((s) => s.site === x));
  const lastAt = plan.reduce((max, s) => Math.max(max, s.atMinutes), -60);
  const [atText, setAtText] = useState<string | null>(null);
  const atShown = atText ?? String(Math.min(lastAt + 60, FAILURE_PLAN_LIMITS.atMinutes));
  const at = atShown.trim() === '' ? NaN : Number(atShown);
  const atOk = Number.isFinite(at) && at >= 0 && at <= FAILURE_PLAN_LIMITS.atMinutes;
  const [shownStep, setShownStep] = useState(steps.length);
  const current = Math.min(shownStep, steps.length);

  const typeName = (typeId: string) => nodeTypes.find((x) => x.id === typeId)?.name ?? typeId;
  const siteName = (site: string) => {
    const known = sites.find((s) => s.site === site);
    return known && !known.named ? t(f.siteUnnamed, { clusters: known.clusterNames.join(', ') }) : t(f.siteNamed, { site });
  };
  const describe = (target: FailureTarget) => {
    const node = nodeIdOf(blocks, target);
    return node
      ? t(f.scopeWords[target.scope], { node })
      : t(f.unknownType, { index: fmt.number(target.index, 0), type: typeName(target.nodeTypeId) });
  };
  const down = new Set(steps.slice(0, current).flatMap((s) => s.failedNodeIds));
  const failing = new Set(current > 0 ? steps[current - 1]!.failedNodeIds : []);
  const typeIndex = new Map(nodeTypes.map((x, i) => [x.id, i]));

  const toggle = (nodeId: string) => setSelected((s) => (s.includes(nodeId) ? s.filter((x) => x !== nodeId) : [...s, nodeId]));
  const full = plan.length >= FAILURE_PLAN_LIMITS.steps;
  const addStep = () => {
    const targets = selected.flatMap((n) => targetOf(blocks, n, scope) ?? []).slice(0, FAILURE_PLAN_LIMITS.targetsPerStep);
    if ((targets.length === 0 && sitesChosen.length === 0) || !atOk || full) return;
    const sitesLost = sitesChosen.length > 0 ? { sitesLost: [...sitesChosen] } : {};
    dispatch({ type: 'addFailureStep', clusterIndex, step: { atMinutes: at, targets, ...sitesLost } });
    setSelected([]);
    setSelectedSites([]);
    setAtText(null);
    setShownStep(steps.length + 1);
  };

  const verdict = (ok: boolean, label: string) => <VerdictCell verdict={ok ? 'yes' : 'no'} text={ok ? f.yes : f.no} label={label} />;
  const share = (u: Utilisation, why: Derivation, label: string) => {
    const fig = shareFigure(u, why);
    return fig ? <FigureValue figure={fig} label={label} /> : f.notApplicable;
  };
  const minute = (x: number) => fmt.number(x, 1);
  const span = Math.max(1, ...steps.map((s) => Math.max(s.readyAtMinutes ?? s.atMinutes, s.ringRemovedAtMinutes, s.atMinutes)));
  const pct = (x: number) => `${(Math.min(Math.max(x, 0), span) / span) * 100}%`;

  return (
    <div className={plan.length === 0 ? 'failure-plan failure-plan--empty' : 'failure-plan'}>
      <p className="panel-note failure-plan-intro">{f.intro}</p>
      <fieldset className="plan-builder">
        <legend>{f.pickLabel}</legend>
        <div className="plan-controls">
          <div className="field">
            <label htmlFor={`${id}-scope`}>{f.scope}</label>
            <select id={`${id}-scope`} value={scope} onChange={(e) => setScope(e.target.value as FailureScope)}>
              {SCOPES.map((s) => (
                <option key={s} value={s}>
                  {f.scopes[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-at`}>{f.at}</label>
            <NumberInput
              id={`${id}-at`}
              value={atShown}
              aria-describedby={`${id}-at-hint`}
              aria-invalid={!atOk}
              onChange={(e) => setAtText(e.target.value)}
            />
            <span id={`${id}-at-hint`} className={atOk ? 'hint' : 'hint hint--error'}>
              {t(atOk ? f.atHint : f.atInvalid, { max: fmt.number(FAILURE_PLAN_LIMITS.atMinutes, 0) })}
            </span>
          </div>
        </div>
        <p className="hint">
          {f.pickHint} {t(f.selected, { n: fmt.number(selected.length, 0) })}
        </p>
        <RackLayout
          blocks={blocks}
          node={(n) => {
            const state = failing.has(n.id) ? f.nodeFailing : down.has(n.id) ? f.nodeDown : null;
            const name = t(f.nodeButton, { id: n.id, type: typeName(n.nodeTypeId) });
            return (
              <li key={n.id}>
                <button
                  type="button"
                  className={`node type-${(typeIndex.get(n.nodeTypeId) ?? 0) % 6}${down.has(n.id) ? ' node--down' : ''}${failing.has(n.id) ? ' node--failing' : ''}`}
                  aria-pressed={selected.includes(n.id)}
                  aria-label={state ? `${name}, ${state}` : name}
                  title={name}
                  onClick={() => toggle(n.id)}
                >
                  {n.id}
                </button>
              </li>
            );
          }}
        />
        {sites.length > 0 && (
          <fieldset className="plan-sites">
            <legend>{f.sitesLabel}</legend>
            <p className="hint">{f.sitesHint}</p>
            {sites.map((s) => (
              <label key={s.site}>
                <input
                  type="checkbox"
                  checked={sitesChosen.includes(s.site)}
                  onChange={(e) => setSelectedSites((x) => (e.target.checked ? [...x, s.site] : x.filter((y) => y !== s.site)))}
                />{' '}
                {t(f.siteOption, { site: siteName(s.site), vms: fmt.number(s.vms, 0) })}
              </label>
            ))}
          </fieldset>
        )}
        <button
          type="button"
          className="primary"
          disabled={(selected.length === 0 && sitesChosen.length === 0) || !atOk || full}
          onClick={addStep}
        >
          {selected.length === 0 && sitesChosen.length === 0
            ? sites.length > 0
              ? f.addNoneSites
              : f.addNone
            : t(f.add, { at: atOk ? minute(at) : '…' })}
        </button>
        {full && <p className="hint">{t(f.tooManySteps, { max: FAILURE_PLAN_LIMITS.steps })}</p>}
      </fieldset>

      <h3>{f.planHeading}</h3>
      {plan.length === 0 ? (
        <p>{f.empty}</p>
      ) : (
        <>
          <ol className="plan-steps">
            {plan.map((s, i) => (
              <li key={i}>
                {t(f.stepItem, { n: i + 1, at: minute(s.atMinutes), what: stepWhat(s) })}{' '}
                <button type="button" onClick={() => dispatch({ type: 'removeFailureStep', clusterIndex, index: i })}>
                  {t(f.remove, { n: i + 1 })}
                </button>
              </li>
            ))}
          </ol>
          <button type="button" onClick={() => dispatch({ type: 'clearFailurePlan', clusterIndex })}>
            {f.clear}
          </button>
        </>
      )}

      {steps.length > 0 && (
        <>
          <h3>{f.replayHeading}</h3>
          <div className="replay">
            <button type="button" disabled={current === 0} onClick={() => setShownStep(current - 1)}>
              {f.previous}
            </button>
            <button type="button" disabled={current >= steps.length} onClick={() => setShownStep(current + 1)}>
              {f.next}
            </button>
            <p role="status">
              {current === 0 ? f.showingNone : t(f.showing, { n: current, total: steps.length, at: minute(steps[current - 1]!.atMinutes) })}
            </p>
          </div>
          <table className="plan-report stack-table">
            <caption className="visually-hidden">{f.reportCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{f.step}</th>
                <th scope="col">{f.available}</th>
                <th scope="col">{f.reprotected}</th>
                <th scope="col">{f.selfHealed}</th>
                <th scope="col">{f.vmsRestart}</th>
                <th scope="col">{f.storage}</th>
                <th scope="col">{f.cpu}</th>
                <th scope="col">{f.ram}</th>
                <th scope="col">{f.rebuild}</th>
                <th scope="col">{f.ready}</th>
              </tr>
            </thead>
            <tbody>{steps.map((s, k) => stepRow(s, k + 1, k + 1 === current))}</tbody>
          </table>
          <h3>{f.timelineHeading}</h3>
          <ol className="timeline" aria-label={f.timelineLabel}>
            {steps.map((s, k) => (
              <li key={k} className={k + 1 === current ? 'timeline-row timeline-row--current' : 'timeline-row'}>
                <span className="visually-hidden">
                  {t(f.timelineStep, {
                    n: k + 1,
                    at: minute(s.atMinutes),
                    rebuild: s.rebuildEndsAtMinutes === null ? f.never : t(f.atMinute, { at: minute(s.rebuildEndsAtMinutes) }),
                    ring: minute(s.ringRemovedAtMinutes),
                    ready: s.readyAtMinutes === null ? f.never : t(f.atMinute, { at: minute(s.readyAtMinutes) }),
                  })}
                </span>
                <span className="timeline-label" aria-hidden="true">
                  {k + 1}
                </span>
                <span className="timeline-track" aria-hidden="true">
                  <span
                    className="timeline-ring"
                    style={{ left: pct(s.atMinutes), width: `calc(${pct(s.ringRemovedAtMinutes)} - ${pct(s.atMinutes)})` }}
                  />
                  {s.rebuildEndsAtMinutes !== null && (
                    <span
                      className="timeline-rebuild"
                      style={{ left: pct(s.atMinutes), width: `calc(${pct(s.rebuildEndsAtMinutes)} - ${pct(s.atMinutes)})` }}
                    />
                  )}
                  <span
                    className={`timeline-failure${s.simultaneous ? ' timeline-failure--simultaneous' : ''}`}
                    style={{ left: pct(s.atMinutes) }}
                  />
                </span>
              </li>
            ))}
          </ol>
          <ul className="legend" aria-hidden="true">
            <li>
              <span className="swatch timeline-rebuild" /> {f.legendRebuild}
            </li>
            <li>
              <span className="swatch timeline-ring" /> {f.legendRing}
            </li>
          </ul>
        </>
      )}
    </div>
  );

  /** What a step fails, in words: its nodes, blocks and racks, then the sites it loses. */
  function stepWhat(step: FailureStep): string {
    return [...step.targets.map(describe), ...(step.sitesLost ?? []).map((x) => t(f.siteLost, { site: siteName(x) }))].join(', ');
  }

  function stepRow(s: FailureStepReport, n: number, current: boolean) {
    const planned = plan[s.planIndex];
    const what = planned ? stepWhat(planned) : '';
    return (
      <tr key={n} aria-current={current ? 'step' : undefined} className={current ? 'plan-step--current' : undefined}>
        <th scope="row">
          {t(f.stepItem, { n, at: minute(s.atMinutes), what })}
          {s.failedNodeIds.length === 0 && s.sitesLost.length === 0 && <span className="scenario-lost">{f.nothingFails}</span>}
          {s.startedVms > 0 && <span className="tag">{t(f.startedVms, { n: fmt.number(s.startedVms, 0) })}</span>}
          {s.unresolvedSites.map((x) => (
            <span key={x} className="scenario-lost">
              {t(f.unresolvedSite, { site: x })}
            </span>
          ))}
          {s.simultaneous && <span className="tag">{f.simultaneous}</span>}
          {s.unresolved.map((u, i) => (
            <span key={i} className="scenario-lost">
              {t(f.unresolved[u.reason], { what: describe(u.target) })}
            </span>
          ))}
        </th>
        {verdict(s.dataAvailable, f.available)}
        {verdict(s.reprotected, f.reprotected)}
        {verdict(s.selfHealed, f.selfHealed)}
        {verdict(s.vmsRestart, f.vmsRestart)}
        <td className="num" data-label={f.storage}>
          {share(s.storage, s.why.storage, t(f.storageWhy, { n }))}
        </td>
        <td className="num" data-label={f.cpu}>
          {share(s.cpu, s.why.cpu, t(f.cpuWhy, { n }))}
        </td>
        <td className="num" data-label={f.ram}>
          {share(s.ram, s.why.ram, t(f.ramWhy, { n }))}
        </td>
        <td className="num" data-label={f.rebuild}>
          {s.rebuildSeconds ? <FigureValue figure={s.rebuildSeconds} label={t(f.rebuildWhy, { n })} /> : f.notApplicable}
        </td>
        <td className="num" data-label={f.ready}>
          {s.readyAtMinutes === null ? f.never : t(f.atMinute, { at: minute(s.readyAtMinutes) })}
          {s.readyAt && (
            <>
              {' '}
              <Why figure={s.readyAt} label={t(f.readyWhy, { n })} />
            </>
          )}
        </td>
      </tr>
    );
  }
}
