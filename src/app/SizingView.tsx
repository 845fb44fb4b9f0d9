import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PageResult } from './pageResult';
import type { DocumentState } from '../document/store';
import type { Messages } from '../i18n/en';
import type { Formatter } from '../i18n/numbers';
import { MODEL_VERSION } from '../model/version';
import { DraftProvider, draftSource } from '../features/inputs/DraftContext';
import { InputsForm } from '../features/inputs/InputsForm';
import { ProblemSummary } from '../features/inputs/ProblemSummary';
import { t } from '../ui/locale/t';
import { Panel } from '../features/results/Panel';
import { PanelBoundary } from '../features/results/PanelBoundary';
import { RecommendationPanel } from '../features/results/recommendation/RecommendationPanel';
import { showAllCharts } from '../features/results/showCharts';
import { FailurePlanView } from '../features/results/failurePlan/FailurePlanView';
import { WarningsPanel } from '../features/results/warnings/WarningsPanel';
import { Waterfall } from '../features/results/waterfall/WaterfallPanel';
import { ImportEntry } from '../features/import/ImportEntry';
import { ClusterBar } from '../features/plan/ClusterBar';
import type { PageController } from './controller';
import { useLatest } from './hooks';

/**
 * The report's header and the inputs in summary print only: their code loads soon after the
 * start, so it is at hand when the browser's own print command asks for it (rendered at once, it
 * cannot wait for a download).
 */
let InputsSummary: typeof import('../features/results/summary/InputsSummary').InputsSummary | null = null;
let ReportHeader: typeof import('../features/results/report/ReportHeader').ReportHeader | null = null;
const loadInputsSummary = () =>
  Promise.all([import('../features/results/summary/InputsSummary'), import('../features/results/report/ReportHeader')]).then(
    ([summary, header]) => {
      InputsSummary = summary.InputsSummary;
      ReportHeader = header.ReportHeader;
    },
  );

/** Charts load lazily; a printed report waits for them and for Recharts to measure its boxes. */
export async function printReport(prepare: () => void) {
  await Promise.all([loadInputsSummary(), loadDeferredPanels()]);
  prepare();
  await showAllCharts();
  await new Promise((resolve) => setTimeout(resolve, 300));
  window.print();
}

/**
 * Whether the page is being printed: what only the report shows (the inputs in summary, one row
 * per VM group) is rendered then, not on every keystroke. The browser's own print command says
 * so through `beforeprint`, rendered at once, before the page is laid out for paper.
 */
export function usePrinting(): [boolean, () => void] {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    void loadInputsSummary();
    const before = () => {
      flushSync(() => setPrinting(true));
      // A chart whose panel arrives after this shows at once as well.
      void showAllCharts();
    };
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return [printing, useCallback(() => setPrinting(true), [])];
}

/**
 * Panels below the first screen load apart from the page's first bundle (each Panel waits for its
 * code in a Suspense boundary; the prerendered page shows them meanwhile, and hydrates them as
 * their code arrives).
 */
const loadUtilisation = () => import('../features/results/utilisation/UtilisationPanel');
const loadResiliency = () => import('../features/results/resiliency/ResiliencyPanel');
const loadDiagram = () => import('../features/results/diagram/ClusterDiagram');
const loadMargins = () => import('../features/results/margins/MarginPanel');
const loadRunway = () => import('../features/results/runway/RunwayPanel');
const UtilisationPanel = lazy(() => loadUtilisation().then((p) => ({ default: p.UtilisationPanel })));
const ResiliencyPanel = lazy(() => loadResiliency().then((p) => ({ default: p.ResiliencyPanel })));
const ClusterDiagram = lazy(() => loadDiagram().then((p) => ({ default: p.ClusterDiagram })));
const MarginPanel = lazy(() => loadMargins().then((p) => ({ default: p.MarginPanel })));

/** Settles once every panel that loads apart has its code: the prerendering waits for it. */
export const loadDeferredPanels = (): Promise<unknown> =>
  Promise.all([loadUtilisation(), loadResiliency(), loadDiagram(), loadMargins(), loadRunway()]);

const RunwayPanel = lazy(() => loadRunway().then((p) => ({ default: p.RunwayPanel })));

/** The plan summary shows only with two clusters or more: its code loads then. */
const PlanSummary = lazy(() => import('../features/plan/PlanSummary').then((m) => ({ default: m.PlanSummary })));

interface Props {
  controller: PageController;
  state: DocumentState;
  printing: boolean;
  m: Messages;
  fmt: Formatter;
  hidden: boolean;
  /** Typed keys into the document and the page, before anything else reads it. */
  takeTyped(): void;
}

/** The sizing: the inputs beside the results of the cluster on screen. */
export function SizingView({ controller: c, state, printing, m, fmt, hidden, takeTyped }: Props) {
  const { draft, valid, problems } = state;
  const ci = Math.min(state.clusterIndex, draft.clusters.length - 1, valid.clusters.length - 1);
  const evaluation = useLatest(c.result);
  const { result: planResult, updating: planUpdating, failed: planFailed } = useLatest(c.plan);
  const cluster = evaluation.result;
  const importCluster = draft.clusters[ci]!;
  const importName = importCluster.name || importCluster.id;
  const importGroups = importCluster.workload.vmGroups;
  // Made again only when what it shows changes, so a keystroke elsewhere leaves the form alone.
  const importEntry = useMemo(
    () => <ImportEntry clusterIndex={ci} clusterName={importName} groups={importGroups} dispatch={c.doc.dispatch} undoable={c.doc} />,
    [ci, importName, importGroups, c],
  );
  const source = useMemo(() => draftSource(c.doc), [c]);
  const inputs = useMemo(() => ({ source, clusterIndex: ci, dispatch: c.doc.dispatch, type: c.doc.type }), [source, ci, c]);
  const stale = problems.length > 0;
  // The form follows the draft through its own subscriptions: the page's other changes (a saved
  // session, a new result) leave its thousands of fields alone.
  const form = useMemo(
    () => (
      <DraftProvider value={inputs}>
        <InputsForm label={m.app.inputsHeading} workloadExtra={importEntry} />
      </DraftProvider>
    ),
    [inputs, m, importEntry],
  );
  // The results change only with a validated document or a new result, never with a keystroke:
  // made again only then, so typing re-renders the inputs and not thousands of result elements.
  const evaluated = evaluation.context;
  const nodesWord = useCallback((n: number) => (n === 1 ? m.units.node : t(m.units.nodes, { n: fmt.number(n, 0) })), [m, fmt]);
  const panels = useMemo(() => {
    if (!cluster || !evaluated) return null;
    const r = cluster;
    const { config: doc, nodeTypes } = evaluated;
    const panel = (id: string, title: string, body: (result: PageResult) => ReactNode, className?: string) => (
      <Panel
        id={id}
        title={title}
        stale={stale}
        resetKey={r}
        className={className}
        // Said on every panel; the recommendation labels its two parts itself.
        scope={
          id === 'recommendation'
            ? undefined
            : id === 'margins'
              ? m.plan.scopeCandidates
              : t(m.plan.scopeConfigured, { nodes: nodesWord(r.nodeCount) })
        }
      >
        {body(r)}
      </Panel>
    );
    return (
      <>
        {panel(
          'recommendation',
          m.recommendation.heading,
          (r) => (
            <RecommendationPanel
              result={r}
              nodeTypes={nodeTypes}
              apply={
                printing
                  ? undefined
                  : { clusterIndex: ci, nodes: evaluated.cluster.nodes, headroom: evaluated.cluster.headroom, undoable: c.doc }
              }
            />
          ),
          'panel--primary',
        )}
        {doc.clusters.length > 1 && (
          <section className="panel" id="plan" aria-labelledby="plan-title">
            <h2 id="plan-title">
              {m.plan.summaryHeading}
              {planUpdating && planResult && <span className="updating-tag">{m.app.updating}</span>}
            </h2>
            <Suspense fallback={<p role="status">{m.plan.summaryLoading}</p>}>
              <PlanSummary summary={planResult} failed={planFailed} index={ci} onSelect={c.doc.select} />
            </Suspense>
          </section>
        )}
        {panel('warnings', m.warnings.heading, (r) => (
          <WarningsPanel result={r} config={doc} />
        ))}
        {panel('capacity', m.waterfall.heading, (r) => (
          <Waterfall result={r} />
        ))}
        {panel('utilisation', m.utilisation.heading, (r) => (
          <UtilisationPanel result={r} />
        ))}
        {panel('resiliency', m.resiliency.heading, (r) => (
          <ResiliencyPanel result={r} />
        ))}
        {panel('runway', m.runway.heading, (r) => (
          <Suspense fallback={<p className="chart-placeholder">{m.runway.loading}</p>}>
            <RunwayPanel runway={r.runway} nodeCount={r.nodeCount} cluster={evaluated.cluster} nodeTypes={nodeTypes} />
          </Suspense>
        ))}
        {panel('diagram', m.diagram.heading, (r) => (
          <ClusterDiagram result={r} nodeTypes={nodeTypes} />
        ))}
        {panel('failure-plan', m.app.failurePlanHeading, (r) => (
          <FailurePlanView
            result={r}
            report={r.failurePlan}
            cluster={evaluated.cluster}
            nodeTypes={nodeTypes}
            clusterIndex={ci}
            dispatch={c.doc.dispatch}
          />
        ))}
        {panel('margins', m.margins.heading, (r) => (
          <MarginPanel result={r} />
        ))}
      </>
    );
  }, [cluster, evaluated, stale, ci, c, m, printing, planResult, planUpdating, planFailed, nodesWord]);

  return (
    <main className="layout" hidden={hidden}>
      <section
        className="inputs-column"
        aria-labelledby="inputs-heading"
        onBlur={() => {
          takeTyped();
          c.settle();
        }}
      >
        <h2 id="inputs-heading">{m.app.inputsHeading}</h2>
        <PanelBoundary
          resetKey={draft}
          fallback={
            <p role="alert" className="panel-failed">
              {m.panel.failed}
            </p>
          }
        >
          <ClusterBar clusters={draft.clusters} index={ci} dispatch={c.doc.dispatch} undoable={c.doc} onSelect={c.doc.select} />
          {form}
        </PanelBoundary>
      </section>
      <section
        className={printing ? 'results-column results-column--printing' : 'results-column'}
        id="results"
        aria-labelledby="results-heading"
        aria-busy={evaluation.updating}
        data-revision={evaluation.revision}
        tabIndex={-1}
      >
        <h2 id="results-heading">
          {m.app.resultsHeading}
          <span className="print-only"> · {t(m.app.reportFor, { name: valid.name || cluster?.name || '' })}</span>
          {evaluation.updating && cluster && <span className="updating-tag">{m.app.updating}</span>}
        </h2>
        {!cluster && !evaluation.failed && (
          <p role="status" className="calculating">
            {m.app.calculating}
          </p>
        )}
        {evaluation.failed && (
          <p role="alert" className="panel-failed">
            {m.app.evaluationFailed}
          </p>
        )}
        <ProblemSummary problems={problems} draft={draft} />
        {printing && ReportHeader && <ReportHeader name={valid.name || cluster?.name || ''} />}
        {printing && InputsSummary && <InputsSummary cluster={valid.clusters[ci]!} nodeTypes={valid.nodeTypes} />}
        {panels}
        <p className="model-version">{t(m.app.modelVersion, { version: MODEL_VERSION })}</p>
      </section>
    </main>
  );
}
