import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { SizingConfig } from '../model/config';
import type { PageResult } from './pageResult';
import { MODEL_VERSION } from '../model/version';
import { clusterVerdict } from '../model/verdict';
import type { CapacityUnit, DecodeResult } from '../schema/shareLink';
import { EN } from '../i18n/en/page';
import { loadLocale, type LocaleTables, numberLocale } from '../i18n/locales';
import { createFormatter } from '../i18n/numbers';
import { DraftProvider, draftSource } from '../features/inputs/DraftContext';
import { InputsForm } from '../features/inputs/InputsForm';
import { ProblemSummary } from '../features/inputs/ProblemSummary';
import { LocaleProvider } from '../ui/locale/LocaleContext';
import { t } from '../ui/locale/t';
import { Panel } from '../features/results/Panel';
import { PanelBoundary } from '../features/results/PanelBoundary';
import { RecommendationPanel } from '../features/results/recommendation/RecommendationPanel';
import { ExportButtons } from '../features/results/report/ExportButtons';
import { showAllCharts } from '../features/results/showCharts';
import { FailurePlanView } from '../features/results/failurePlan/FailurePlanView';
import { QuickView } from '../features/quick/QuickView';
import { WarningsPanel } from '../features/results/warnings/WarningsPanel';
import { Waterfall } from '../features/results/waterfall/WaterfallPanel';
import type { SessionStore } from '../features/sessions/store';
import { useSessions } from '../features/sessions/useSessions';
import { ImportEntry } from '../features/import/ImportEntry';
import { ClusterBar } from '../features/plan/ClusterBar';
import { CopyLinkButton } from '../features/share/CopyLinkButton';
import { useShareLinkSync } from '../features/share/useShareLink';
import type { Evaluator } from './evaluator';
import type { SizingStore } from './state';
import { useEvaluation, usePlanEvaluation } from './useEvaluation';
import { UnitSwitch } from './UnitSwitch';
import { LangSwitch } from './LangSwitch';
import { writePrefs } from './prefs';
import './app.css';

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
async function printReport(prepare: () => void) {
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
function usePrinting(): [boolean, () => void] {
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

/** The scenarios panel is not part of the first screen: its code loads when it is opened. */
const loadSessionsPanel = () => import('../features/sessions/SessionsPanel');
const RunwayPanel = lazy(() => loadRunway().then((p) => ({ default: p.RunwayPanel })));
const SessionsPanel = lazy(() => loadSessionsPanel().then((m) => ({ default: m.SessionsPanel })));
/** So is the comparison of options. */
const CompareView = lazy(() => import('../features/compare/CompareView'));

/** What opening a link did: shown only when a link opened, so its code loads then. */
const ShareLinkBanner = lazy(() => import('../features/share/ShareLinkBanner').then((m) => ({ default: m.ShareLinkBanner })));

/** The plan summary shows only with two clusters or more: its code loads then. */
const PlanSummary = lazy(() => import('../features/plan/PlanSummary').then((m) => ({ default: m.PlanSummary })));

/** The browser's locale, for numbers and dates in English. */
const userLocale = (): string => (typeof navigator !== 'undefined' && navigator.language) || 'en';

interface AppProps {
  store: SizingStore;
  /** Autosave and named scenarios; the store's current document is what `store` opened with. */
  sessionStore: SessionStore;
  /** The share link the page was opened from, when it was not the page's own document reloaded. */
  linked?: DecodeResult | null;
  /** Fixed number locale (prerendering); the user's otherwise. */
  locale?: string;
  /** Where the sizing runs (a Web Worker in the page). */
  evaluator: Evaluator;
  /** The result of the document the page opens with, when already known (the prerendered default). */
  initialResult?: PageResult | null;
  /** The address already holds exactly the document the page opens with: no need to write it again. */
  addressHolds?: boolean;
  /** The comparison link (`compare.…`) the page was opened from. */
  compareLink?: string | null;
  /** The tables of the language the page opens in, loaded before the first render. */
  initialTables?: LocaleTables;
}

const ENGLISH: LocaleTables = { lang: 'en', m: EN };

export function App({
  store,
  sessionStore,
  linked = null,
  locale: fixedLocale,
  evaluator,
  initialResult = null,
  addressHolds,
  compareLink = null,
  initialTables = ENGLISH,
}: AppProps) {
  const { draft, valid, problems, prefs } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  // Keys typed in the last frame reach the document (and the page renders it) before anything else
  // reads it: the autosave written as the page is hidden or a scenario saved, a click elsewhere.
  const takeTyped = useCallback(() => flushSync(store.flushTyping), [store]);
  const sessions = useSessions(sessionStore, { beforeFlush: takeTyped });
  const [printing, preparePrint] = usePrinting();
  const { autosave, flush } = sessions;
  const [banner, setBanner] = useState<DecodeResult | null>(linked);
  // Every change of the document is autosaved; a half-typed value (or one not yet validated) is kept with it.
  useEffect(() => autosave(valid, problems.length > 0 ? draft : undefined), [autosave, valid, draft, problems]);

  // Open: the comparison replaces the page's main view, and the address bar holds its link, not the sizing's.
  const [compare, setCompare] = useState<{ link: string | null } | null>(compareLink ? { link: compareLink } : null);
  const compareEvaluator = useMemo(() => ({ evaluate: (c: SizingConfig) => evaluator.evaluate(c.clusters[0]!, c.nodeTypes) }), [evaluator]);
  const openConfig = useCallback((config: SizingConfig) => store.dispatch({ type: 'replaceConfig', config }), [store]);
  const { settle } = useShareLinkSync(
    compare ? null : valid,
    (r, { own }) => {
      store.dispatch({ type: 'setCapacityUnit', unit: r.capacityUnit ?? 'TiB' });
      if (!own) {
        // A link typed or pasted into the address bar opens like a link from outside: unsaved, beside saved work.
        flush();
        sessionStore.openUnsaved(r.config, 'link');
        setBanner(r);
      }
      openConfig(r.config);
    },
    { addressHolds, capacityUnit: prefs.capacityUnit },
  );

  // The panel opens on request, and by itself when the sessions store has something new to say
  // (notice ids only grow); it stays open until closed, also once the notices are dismissed.
  const lastNotice = sessions.notices.reduce((max, n) => Math.max(max, n.id), 0);
  const [showSessions, setShowSessions] = useState(false);
  const [noticesSeen, setNoticesSeen] = useState(0);
  if (lastNotice > noticesSeen) {
    setNoticesSeen(lastNotice);
    setShowSessions(true);
  }
  const setUnit = useCallback(
    (unit: CapacityUnit) => {
      store.dispatch({ type: 'setCapacityUnit', unit });
      writePrefs(store.getState().prefs);
    },
    [store],
  );
  const toggleSessions = () => setShowSessions((open) => !open);
  const [quick, setQuick] = useState(false);
  const ci = Math.min(prefs.clusterIndex, draft.clusters.length - 1, valid.clusters.length - 1);
  const importCluster = draft.clusters[ci]!;
  const importName = importCluster.name || importCluster.id;
  const importGroups = importCluster.workload.vmGroups;
  // Made again only when what it shows changes, so a keystroke elsewhere leaves the form alone.
  const importEntry = useMemo(
    () => <ImportEntry clusterIndex={ci} clusterName={importName} groups={importGroups} dispatch={store.dispatch} undoable={store} />,
    [ci, importName, importGroups, store],
  );
  // The one sizing call: results always come from a config that passed validation, and only for
  // the cluster on screen (a document may hold 16 clusters of 1,000 VM groups each).
  const evaluation = useEvaluation(valid, ci, evaluator, initialResult);
  // The plan summary sizes every cluster, in the worker too.
  const { result: planResult, updating: planUpdating, failed: planFailed } = usePlanEvaluation(valid.clusters, valid.nodeTypes, evaluator);
  const selectCluster = useCallback((index: number) => store.dispatch({ type: 'selectCluster', index }), [store]);
  const cluster = evaluation.result;
  // The chosen language's tables load on demand; until they arrive the page speaks the last one.
  const [tables, setTables] = useState(initialTables);
  useEffect(() => {
    if (prefs.lang === tables.lang) return;
    let live = true;
    void loadLocale(prefs.lang, EN).then((t) => live && setTables(t));
    return () => {
      live = false;
    };
  }, [prefs.lang, tables.lang]);
  useEffect(() => {
    document.documentElement.lang = tables.lang;
    document.title = tables.m.app.title;
    sessionStore.setWords(tables.m.sessions);
  }, [tables, sessionStore]);
  const locale = useMemo(
    () => ({
      lang: tables.lang,
      m: tables.m,
      ...(tables.features && { features: tables.features }),
      fmt: createFormatter(fixedLocale ?? numberLocale(tables.lang, userLocale()), prefs.capacityUnit, tables.m),
    }),
    [fixedLocale, prefs.capacityUnit, tables],
  );
  const source = useMemo(() => draftSource(store), [store]);
  const inputs = useMemo(() => ({ source, clusterIndex: ci, dispatch: store.dispatch, type: store.type }), [source, ci, store]);
  const stale = problems.length > 0;
  // The form follows the draft through its own subscriptions: the page's other changes (a saved
  // session, a new result) leave its thousands of fields alone.
  const form = useMemo(
    () => (
      <DraftProvider value={inputs}>
        <InputsForm label={tables.m.app.inputsHeading} workloadExtra={importEntry} />
      </DraftProvider>
    ),
    [inputs, tables.m, importEntry],
  );
  const m = tables.m;
  // The results change only with a validated document or a new result, never with a keystroke:
  // made again only then, so typing re-renders the inputs and not thousands of result elements.
  const evaluated = evaluation.context;
  const nodesWord = useCallback((n: number) => (n === 1 ? m.units.node : t(m.units.nodes, { n: locale.fmt.number(n, 0) })), [m, locale]);
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
                  : { clusterIndex: ci, nodes: evaluated.cluster.nodes, headroom: evaluated.cluster.headroom, undoable: store }
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
              <PlanSummary summary={planResult} failed={planFailed} index={ci} onSelect={selectCluster} />
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
            dispatch={store.dispatch}
          />
        ))}
        {panel('margins', m.margins.heading, (r) => (
          <MarginPanel result={r} />
        ))}
      </>
    );
  }, [cluster, evaluated, stale, ci, store, m, printing, planResult, planUpdating, planFailed, selectCluster, nodesWord]);

  return (
    <LocaleProvider value={locale}>
      <a className="skip-link" href="#results">
        {m.app.skipToResults}
      </a>
      <header className="page-header">
        <div className="brand">
          <h1>{m.app.title}</h1>
          <p className="tagline">{m.app.tagline}</p>
        </div>
        <div className="toolbar">
          <button type="button" aria-pressed={quick} onClick={() => setQuick((on) => !on)}>
            {m.app.quickCalculator}
          </button>
          <button type="button" aria-pressed={compare !== null} onClick={() => setCompare((c) => (c ? null : { link: null }))}>
            {m.app.compare}
          </button>
          <LangSwitch
            lang={prefs.lang}
            onChange={(lang) => {
              store.dispatch({ type: 'setLang', lang });
              // What the store holds now: both switches may change in one turn (chosen before the page took over).
              writePrefs(store.getState().prefs);
            }}
          />
          <UnitSwitch unit={prefs.capacityUnit} onChange={setUnit} />
          <CopyLinkButton config={valid} capacityUnit={prefs.capacityUnit} />
          <button
            type="button"
            aria-expanded={showSessions}
            aria-controls={showSessions ? 'scenarios' : undefined}
            onClick={toggleSessions}
            onPointerEnter={() => void loadSessionsPanel()}
            onFocus={() => void loadSessionsPanel()}
          >
            {m.sessions.heading}
          </button>
          <button type="button" className="print-button" onClick={() => void printReport(preparePrint)}>
            {m.app.print}
          </button>
          <ExportButtons config={valid} clusterIndex={ci} result={cluster} capacityUnit={prefs.capacityUnit} />
        </div>
      </header>
      {(banner || showSessions) && (
        <div className="page-extras">
          {banner && (
            <Suspense fallback={null}>
              <ShareLinkBanner result={banner} onDismiss={() => setBanner(null)} />
            </Suspense>
          )}
          {showSessions && (
            <div id="scenarios" className="scenarios-panel">
              <Suspense fallback={<p role="status">{m.sessions.loading}</p>}>
                <SessionsPanel
                  sessions={sessions}
                  onOpen={(config) => {
                    setBanner(null);
                    openConfig(config);
                  }}
                  formatTime={(iso) => new Date(iso).toLocaleString(locale.fmt.locale)}
                />
              </Suspense>
            </div>
          )}
        </div>
      )}
      {quick && (
        <main className="quick-main" aria-labelledby="quick-heading">
          <h2 id="quick-heading">{m.app.quickCalculator}</h2>
          <QuickView
            draft={draft}
            clusterIndex={ci}
            overheads={evaluation.context?.cluster.overheads}
            dispatch={store.dispatch}
            onTaken={() => setQuick(false)}
          />
        </main>
      )}
      {cluster && !quick && !compare && (
        // On a phone the inputs come first: the answer is said on the first screen too.
        <p className="answer-bar" data-testid="answer-bar">
          {t(m.plan.answer, {
            recommended: cluster.recommendation?.status === 'feasible' ? nodesWord(cluster.recommendation.nodes) : '—',
            configured: nodesWord(cluster.nodeCount),
            verdict: m.plan.answerVerdicts[clusterVerdict(cluster)],
          })}{' '}
          <a href="#recommendation">{m.plan.answerLink}</a>
        </p>
      )}
      {compare && (
        <main className="compare-main" aria-labelledby="compare-heading">
          <h2 id="compare-heading">{m.app.compare}</h2>
          <Suspense fallback={<p role="status">{m.app.loadingPanel}</p>}>
            <CompareView
              current={valid}
              clusterIndex={ci}
              saved={sessions.scenarios}
              evaluator={compareEvaluator}
              link={compare.link}
              onClose={() => setCompare(null)}
            />
          </Suspense>
        </main>
      )}
      <main className="layout" hidden={quick || compare !== null}>
        <section
          className="inputs-column"
          aria-labelledby="inputs-heading"
          onBlur={() => {
            takeTyped();
            settle();
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
            <ClusterBar clusters={draft.clusters} index={ci} dispatch={store.dispatch} undoable={store} onSelect={selectCluster} />
            {form}
          </PanelBoundary>
        </section>
        <section
          className={printing ? 'results-column results-column--printing' : 'results-column'}
          id="results"
          aria-labelledby="results-heading"
          aria-busy={evaluation.updating}
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
    </LocaleProvider>
  );
}
