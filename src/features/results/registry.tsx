import { type ComponentType, type ReactNode, Suspense } from 'react';
import { lazyPart } from '../../ui/reveal/lazyPart';
import type { Dispatch } from '../../document/intents';
import type { DocumentStore, Undoable } from '../../document/store';
import type { Messages } from '../../i18n/en/page';
import type { Cluster, NodeType, SizingConfig } from '../../model/config';
import type { Evaluated } from '../../model/evaluate';
import type { EVERYTHING } from '../../model/headless';
import type { PlanSummary } from '../../model/plan';
import { RecommendationPanel } from './recommendation/RecommendationPanel';

/** What the results show of the cluster on screen: its sizing, its failure plan played out step by step, and its runway. */
export type ShownResult = Evaluated<typeof EVERYTHING>;

/** What a result was evaluated from: the cluster on screen and its node types, in their document. */
export interface EvaluatedInput {
  config: SizingConfig;
  cluster: Cluster;
  nodeTypes: NodeType[];
}

/** Everything a panel may read besides its result, and the intents it may send. */
export interface PanelContext {
  m: Messages;
  evaluated: EvaluatedInput;
  clusterIndex: number;
  /** The page is being printed: no controls. */
  printing: boolean;
  store: Undoable & Pick<DocumentStore, 'getState'> & { dispatch: Dispatch };
  /** Every cluster of the plan, sized in the worker too. */
  plan: { result: PlanSummary | null; updating: boolean; failed: boolean };
  selectCluster(index: number): void;
}

export interface ResultPanel {
  /** The section's id (its heading's is `${id}-title`): links, e2e and the stylesheet find it by it. */
  id: string;
  title(m: Messages): string;
  /** Which cluster the panel describes, said under its title; none where the panel labels its parts itself. */
  scope?: 'configured' | 'candidates';
  className?: string;
  /** Shown while the panel's code loads, instead of "Loading panel…". */
  loading?(m: Messages): ReactNode;
  /** Its code, loaded apart from the first screen: the prerendering and a print wait for it. */
  load?(): Promise<unknown>;
  /** Its chart's code, loaded before a print draws the chart. */
  chart?(): Promise<unknown>;
  /** Shown only when this holds. */
  when?(ctx: PanelContext): boolean;
  /** Draws its own section rather than the panel's frame (no stale mark, no boundary of its own). */
  ownSection?: true;
  /** Below the first screen: its heading stands in for it until the user reaches it (src/ui/reveal). */
  whenReached?: true;
  render(result: ShownResult, ctx: PanelContext): ReactNode;
}

/** A panel whose code loads apart: `load` fetches its component, `render` is handed it (src/ui/reveal/lazyPart). */
function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  render: (Body: ComponentType<P>, result: ShownResult, ctx: PanelContext) => ReactNode,
): Pick<ResultPanel, 'load' | 'render'> {
  const part = lazyPart(load);
  return { load: part.load, render: (result, ctx) => render(part.Part, result, ctx) };
}

/** The results, in the order they show and print. Adding a panel is adding it here. */
export const RESULT_PANELS: readonly ResultPanel[] = [
  {
    id: 'recommendation',
    title: (m) => m.recommendation.heading,
    className: 'panel--primary',
    render: (r, { evaluated: e, printing, clusterIndex, store }) => (
      <RecommendationPanel
        result={r}
        nodeTypes={e.nodeTypes}
        apply={printing ? undefined : { clusterIndex, cluster: e.cluster, undoable: store }}
      />
    ),
  },
  {
    id: 'plan',
    title: (m) => m.plan.summaryHeading,
    // With one cluster the page's own result says it all.
    when: (ctx) => ctx.evaluated.config.clusters.length > 1,
    ownSection: true,
    ...deferred(
      () => import('./planSummary/PlanSummary').then((p) => p.PlanSummary),
      (Summary, _, ctx) => (
        <section className="panel" id="plan" aria-labelledby="plan-title">
          <h2 id="plan-title">
            {ctx.m.plan.summaryHeading}
            {ctx.plan.updating && ctx.plan.result && <span className="updating-tag">{ctx.m.app.updating}</span>}
          </h2>
          <Suspense fallback={<p role="status">{ctx.m.plan.summaryLoading}</p>}>
            <Summary summary={ctx.plan.result} failed={ctx.plan.failed} index={ctx.clusterIndex} onSelect={ctx.selectCluster} ctx={ctx} />
          </Suspense>
        </section>
      ),
    ),
  },
  {
    id: 'warnings',
    whenReached: true,
    title: (m) => m.warnings.heading,
    scope: 'configured',
    ...deferred(
      () => import('./warnings/WarningsPanel').then((p) => p.WarningsPanel),
      (WarningsPanel, r, ctx) => <WarningsPanel result={r} config={ctx.evaluated.config} />,
    ),
  },
  {
    id: 'capacity',
    whenReached: true,
    title: (m) => m.waterfall.heading,
    scope: 'configured',
    chart: () => import('./waterfall/WaterfallPanel').then((p) => p.loadWaterfallChart()),
    ...deferred(
      () => import('./waterfall/WaterfallPanel').then((p) => p.Waterfall),
      (Waterfall, r) => <Waterfall result={r} />,
    ),
  },
  {
    id: 'utilisation',
    whenReached: true,
    title: (m) => m.utilisation.heading,
    scope: 'configured',
    ...deferred(
      () => import('./utilisation/UtilisationPanel').then((p) => p.UtilisationPanel),
      (Utilisation, r) => <Utilisation result={r} />,
    ),
  },
  {
    id: 'resiliency',
    whenReached: true,
    title: (m) => m.resiliency.heading,
    scope: 'configured',
    ...deferred(
      () => import('./resiliency/ResiliencyPanel').then((p) => p.ResiliencyPanel),
      (Resiliency, r) => <Resiliency result={r} />,
    ),
  },
  {
    id: 'runway',
    whenReached: true,
    title: (m) => m.runway.heading,
    scope: 'configured',
    loading: (m) => <p className="chart-placeholder">{m.runway.loading}</p>,
    chart: () => import('./runway/RunwayPanel').then((p) => p.loadRunwayChart()),
    ...deferred(
      () => import('./runway/RunwayPanel').then((p) => p.RunwayPanel),
      (RunwayPanel, r, ctx) => <RunwayPanel runway={r.runway} nodeCount={r.nodeCount} ctx={ctx} />,
    ),
  },
  {
    id: 'diagram',
    whenReached: true,
    title: (m) => m.diagram.heading,
    scope: 'configured',
    ...deferred(
      () => import('./diagram/ClusterDiagram').then((p) => p.ClusterDiagram),
      (ClusterDiagram, r, { evaluated }) => <ClusterDiagram result={r} {...evaluated} />,
    ),
  },
  {
    id: 'failure-plan',
    whenReached: true,
    title: (m) => m.app.failurePlanHeading,
    scope: 'configured',
    ...deferred(
      () => import('./failurePlan/FailurePlanPanel').then((p) => p.default),
      (FailurePlanPanel, r, { evaluated: e, clusterIndex, store }) => (
        <FailurePlanPanel
          result={r}
          report={r.failurePlan}
          cluster={e.cluster}
          nodeTypes={e.nodeTypes}
          clusterIndex={clusterIndex}
          dispatch={store.dispatch}
        />
      ),
    ),
  },
  {
    id: 'margins',
    whenReached: true,
    title: (m) => m.margins.heading,
    scope: 'candidates',
    chart: () => import('./margins/MarginPanel').then((p) => p.loadMarginChart()),
    ...deferred(
      () => import('./margins/MarginPanel').then((p) => p.MarginPanel),
      (MarginPanel, r) => <MarginPanel result={r} />,
    ),
  },
];

/** Every panel's code and every chart's: what a print loads before it draws the report. */
export const loadAllPanels = (): Promise<unknown> => Promise.all(RESULT_PANELS.flatMap((p) => [p.load?.(), p.chart?.()]));
