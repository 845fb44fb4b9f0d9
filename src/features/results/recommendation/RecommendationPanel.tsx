import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { Cluster, NodeType } from '../../../model/config';
import type { DocumentStore, Undoable } from '../../../document/store';
import { clusterVerdict } from '../../../model/verdict';
import type { ClusterResult } from '../../../model/evaluate';
import { SOURCE_KINDS } from '../../../model/sources';
import { FigureValue } from '../../../ui/derivation/Why';
import { useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { SourceNote } from '../SourceNote';
import { interpolateNodes } from '../../../ui/locale/interpolateNodes';
import { lazyPart } from '../../../ui/reveal/lazyPart';
import { Held } from '../Panel';
import './recommendation.css';
import { VerdictCell } from '../VerdictCell';
import { constraintStatus } from '../constraintStatus';

interface Props {
  result: ClusterResult;
  nodeTypes: readonly NodeType[];
  /** Where "Use this size" sends its intent; without it (the printed report) there is no button. */
  apply?: { clusterIndex: number; cluster: Cluster; undoable: Undoable & Pick<DocumentStore, 'getState'> };
}

/** The critical warnings' words load only when there is one. */
const Critical = lazyPart(() => import('./CriticalWarnings').then((c) => c.CriticalWarnings));
export const loadCriticalWarnings = Critical.load;

/** What "Use this size" made, with its Undo: its code loads on the first click. */
const Applied = lazyPart(() => import('./AppliedStatus').then((c) => c.AppliedStatus));

/** The best fit searches the catalogue in a worker of its own: its code loads when it is opened. */
const BestFitPanel = lazy(() => import('../bestFit/BestFitPanel'));

/** The answer first: how many nodes, what binds, and the headroom rule with its source. */
export function RecommendationPanel({ result, nodeTypes, apply }: Props) {
  const locale = useLocale();
  const { m, fmt } = locale;
  const [bestFit, setBestFit] = useState(false);
  const rec = result.recommendation;
  const nodes = (n: number) => (n === 1 ? m.units.node : t(m.units.nodes, { n: fmt.number(n, 0) }));
  const blocks = (n: number) => (n === 1 ? m.units.block : t(m.units.blocks, { n: fmt.number(n, 0) }));
  const typeName = (id: string) => nodeTypes.find((x) => x.id === id)?.name ?? id;
  const failing = result.constraints.filter((k) => !k.ok).map((k) => m.constraints[k.id]);
  const h = result.headroom;
  // A green verdict must not stand alone when the sizing breaks a rule (N+0, unsupported hardware...).
  const critical = result.warnings.filter((w) => w.severity === 'critical');
  // Constraints met while a sizing rule is broken (N+0, a headroom below the rule) is no clean pass.
  const tone = clusterVerdict(result);
  const domainWord = (n: number) => (n === 1 ? m.domainNames[h.awareness] : m.domainNamesPlural[h.awareness]);

  let verdict: ReactNode;
  if (!result.feasible) verdict = t(m.recommendation.configuredShort, { nodes: nodes(result.nodeCount), failing: failing.join('; ') });
  else if (rec?.status === 'feasible' && rec.nodes < result.nodeCount)
    verdict = interpolateNodes(
      m.recommendation.configuredMore,
      { nodes: nodes(result.nodeCount), recommended: nodes(rec.nodes), type: typeName(rec.nodeTypeId) },
      ['type'],
    );
  else verdict = t(m.recommendation.configuredOk, { nodes: nodes(result.nodeCount) });

  return (
    <div className="recommendation">
      {rec === null ? (
        <p className="rec-headline">{m.recommendation.noRecommendation}</p>
      ) : rec.status === 'feasible' ? (
        <div className="rec-headline">
          <p className="scope-tag scope-tag--recommended">{m.plan.scopeRecommended}</p>
          <p className="rec-number" data-testid="recommended-nodes" data-nodes={rec.nodes}>
            {t(m.recommendation.recommend, { nodes: nodes(rec.nodes) })}
          </p>
          <p className="rec-sub">
            {interpolateNodes(m.recommendation.ofType, { type: typeName(rec.nodeTypeId) }, ['type'])}
            <br />
            {result.layout.requested !== 'node' && `${t(m.recommendation.blocks, { blocks: blocks(rec.blocks) })}, `}
            {t(m.recommendation.headroomLine, {
              k: rec.headroomNodes,
              f: rec.headroomDomains,
              domains: rec.headroomDomains === 1 ? m.domainNames[result.layout.requested] : m.domainNamesPlural[result.layout.requested],
            })}
            {rec.headroomRule !== h.rule && (
              <>
                <br />
                {t(m.headroomRules[rec.headroomRule], { k: rec.headroomNodes, f: rec.headroomDomains })}
              </>
            )}
          </p>
          <p className="rec-binding">
            {rec.binding ? t(m.recommendation.binding, { constraint: m.constraints[rec.binding] }) : m.recommendation.bindingNone}
          </p>
          {rec.headroomRaised && (
            <p className="rec-note" data-testid="headroom-raised">
              {t(m.recommendation.raised, { f: h.domains, domains: domainWord(h.domains) })}
            </p>
          )}
          {apply && (
            <UseThisSize
              key={apply.clusterIndex}
              apply={apply}
              nodes={rec.nodes}
              nodeTypeId={rec.nodeTypeId}
              headroomAuto={rec.headroomRaised}
              label={{ nodes: nodes(rec.nodes), type: typeName(rec.nodeTypeId) }}
            />
          )}
        </div>
      ) : (
        <p className="rec-headline rec-infeasible" data-testid="recommended-nodes" data-nodes="none">
          {interpolateNodes(
            m.recommendation.infeasible,
            { type: typeName(rec.nodeTypeId), failing: rec.failing.map((id) => m.constraints[id]).join('; ') },
            ['type'],
          )}
        </p>
      )}
      {rec?.asked && (
        <p className="rec-verdict rec-verdict--caution" data-testid="asked-size" data-nodes={rec.asked.nodes}>
          <span aria-hidden="true">⚠ </span>
          {t(m.recommendation.asked, { k: rec.asked.headroomNodes, nodes: nodes(rec.asked.nodes) })}
        </p>
      )}
      <p className="scope-tag">{t(m.plan.scopeConfigured, { nodes: nodes(result.nodeCount) })}</p>
      <p className={`rec-verdict rec-verdict--${tone}`} data-testid="configured-verdict">
        <span aria-hidden="true">{tone === 'ok' ? '✔ ' : tone === 'caution' ? '⚠ ' : '✖ '}</span>
        {verdict}
        {tone === 'caution' && <> {m.recommendation.notCleanPass}</>}
      </p>
      {critical.length > 0 && (
        // A print waits for them (Held), as for a panel still loading.
        <Suspense fallback={<Held>{null}</Held>}>
          <Critical.Part critical={critical} />
        </Suspense>
      )}
      {result.layout.requested !== result.layout.effective && (
        <p className="rec-note">
          {t(m.recommendation.awarenessFallback, {
            requested: m.awareness[result.layout.requested],
            effective: m.domainNames[result.layout.effective],
          })}
        </p>
      )}
      <div className="rec-rule">
        <h3>{m.recommendation.headroomRule}</h3>
        <div>
          {t(m.headroomRules[h.rule], { k: h.nodes, f: h.domains })}{' '}
          <span className="rec-figure">
            {m.figures.headroom}: <FigureValue figure={h.figure} label={m.figures.headroom} /> ({h.domains} {domainWord(h.domains)})
          </span>
        </div>
        <SourceNote kind={SOURCE_KINDS[h.source]} title={m.sourceTitles[h.source]} />
        <p className="rec-note">
          {h.odgersSpareNodes === null
            ? m.recommendation.odgersNone
            : t(m.recommendation.odgers, { n: h.odgersSpareNodes, nodes: nodes(result.nodeCount) })}
        </p>
      </div>
      {rec?.status === 'feasible' && rec.uncheckedConstraints.length > 0 && (
        <p className="rec-note">
          {t(m.recommendation.unchecked, { constraints: rec.uncheckedConstraints.map((id) => m.constraints[id]).join(', ') })}
        </p>
      )}
      {apply &&
        (bestFit ? (
          <Suspense fallback={<p role="status">{m.app.loadingPanel}</p>}>
            <BestFitPanel {...apply} load={result.protection} nodeTypes={nodeTypes} onClose={() => setBestFit(false)} />
          </Suspense>
        ) : (
          <button type="button" onClick={() => setBestFit(true)}>
            {m.recommendation.bestFit}
          </button>
        ))}
      <table className="constraints">
        <caption>{m.recommendation.constraintsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.recommendation.constraint}</th>
            <th scope="col">{m.recommendation.status}</th>
          </tr>
        </thead>
        <tbody>
          {result.constraints.map((k) => (
            <tr key={k.id}>
              <th scope="row">{m.constraints[k.id]}</th>
              <VerdictCell verdict={!k.checked ? 'na' : k.ok ? 'yes' : 'no'} text={constraintStatus(m, result, k)} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface UseThisSizeProps {
  apply: NonNullable<Props['apply']>;
  nodes: number;
  nodeTypeId: string;
  /** The recommendation holds the rule's headroom where the fixed one is below it: applying sets auto. */
  headroomAuto: boolean;
  label: { nodes: string; type: string };
}

/**
 * "Use this size": one intent makes the configured cluster the recommended one, one step of the
 * history, said with its Undo while it is the latest step.
 */
function UseThisSize({ apply, nodes, nodeTypeId, headroomAuto, label }: UseThisSizeProps) {
  const { m } = useLocale();
  const P = m.plan;
  const [step, setStep] = useState<number | null>(null);
  const { undoable } = apply;
  const setsHeadroom = headroomAuto && apply.cluster.headroom.mode !== 'auto';
  const current =
    !setsHeadroom &&
    apply.cluster.nodes.length === 1 &&
    apply.cluster.nodes[0]!.nodeTypeId === nodeTypeId &&
    apply.cluster.nodes[0]!.count === nodes;
  return (
    <div className="rec-apply">
      {!current && (
        <button
          type="button"
          className="rec-apply-button"
          aria-describedby="rec-apply-hint"
          onClick={() =>
            setStep(undoable.apply({ type: 'applyRecommendation', clusterIndex: apply.clusterIndex, nodeTypeId, nodes, headroomAuto }))
          }
        >
          {P.useThisSize}
        </button>
      )}
      {!current && (
        <span id="rec-apply-hint" className="rec-note">
          {t(setsHeadroom ? P.useThisSizeHintRule : P.useThisSizeHint, label)}
        </span>
      )}
      {step !== null && (
        <Suspense>
          <Applied.Part key={step} step={step} label={label} undoable={undoable} />
        </Suspense>
      )}
    </div>
  );
}
