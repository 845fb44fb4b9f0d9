import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { SizingConfig } from '../model/config';
import type { PageResult } from './pageResult';
import { MODEL_VERSION } from '../model/version';
import type { DecodeResult } from '../schema/shareLink';
import { EN } from '../i18n/en';
import { loadLocale, type LocaleTables, numberLocale } from '../i18n/locales';
import { createFormatter } from '../i18n/numbers';
import { DraftProvider, draftSource } from '../features/inputs/DraftContext';
import { InputsForm } from '../features/inputs/InputsForm';
import { ProblemSummary } from '../features/inputs/ProblemSummary';
import { LocaleProvider } from '../ui/locale/LocaleContext';
import { t } from '../ui/locale/t';
import { ClusterDiagram } from '../features/results/diagram/ClusterDiagram';
import { MarginPanel } from '../features/results/margins/MarginPanel';
import { Panel } from '../features/results/Panel';
import { PanelBoundary } from '../features/results/PanelBoundary';
import { RecommendationPanel } from '../features/results/recommendation/RecommendationPanel';
import { InputsSummary } from '../features/results/summary/InputsSummary';
import { showAllCharts } from '../features/results/showCharts';
import { ResiliencyPanel } from '../features/results/resiliency/ResiliencyPanel';
import { FailurePlanView } from '../features/results/failurePlan/FailurePlanView';
import { QuickView } from '../features/quick/QuickView';
import { UtilisationPanel } from '../features/results/utilisation/UtilisationPanel';
import { WarningsPanel } from '../features/results/warnings/WarningsPanel';
import { Waterfall } from '../features/results/waterfall/WaterfallPanel';
import type { SessionStore } from '../features/sessions/store';
import { useSessions } from '../features/sessions/useSessions';
import { ImportEntry } from '../features/import/ImportEntry';
import { CopyLinkButton } from '../features/share/CopyLinkButton';
import { ShareLinkBanner } from '../features/share/ShareLinkBanner';
import { useShareLinkSync } from '../features/share/useShareLink';
import type { Evaluator } from './evaluator';
import type { SizingStore } from './state';
import { useEvaluation } from './useEvaluation';
import { UnitSwitch } from './UnitSwitch';
import { LangSwitch } from './LangSwitch';
import { writePrefs } from './prefs';
import './app.css';

/** Charts load lazily; a printed report waits for them and for Recharts to measure its boxes. */
async function printReport(prepare: () => void) {
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
    const before = () => flushSync(() => setPrinting(true));
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

/** The scenarios panel is not part of the first screen: its code loads when it is opened. */
const loadSessionsPanel = () => import('../features/sessions/SessionsPanel');
const SessionsPanel = lazy(() => loadSessionsPanel().then((m) => ({ default: m.SessionsPanel })));

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
  initialTables = ENGLISH,
}: AppProps) {
  const { draft, valid, problems, prefs } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const sessions = useSessions(sessionStore);
  const [printing, preparePrint] = usePrinting();
  const { autosave, flush } = sessions;
  const [banner, setBanner] = useState<DecodeResult | null>(linked);
  // Every change of the document is autosaved; a half-typed value is kept with it.
  useEffect(() => autosave(valid, problems.length > 0 ? draft : undefined), [autosave, valid, draft, problems]);

  const openConfig = useCallback((config: SizingConfig) => store.dispatch({ type: 'replaceConfig', config }), [store]);
  const { settle } = useShareLinkSync(valid, (r, { own }) => {
    if (!own) {
      // A link typed or pasted into the address bar opens like a link from outside: unsaved, beside saved work.
      flush();
      sessionStore.openUnsaved(r.config, 'link');
      setBanner(r);
    }
    openConfig(r.config);
  });

  // The panel opens on request, and by itself when the sessions store has something new to say
  // (notice ids only grow); it stays open until closed, also once the notices are dismissed.
  const lastNotice = sessions.notices.reduce((max, n) => Math.max(max, n.id), 0);
  const [showSessions, setShowSessions] = useState(false);
  const [noticesSeen, setNoticesSeen] = useState(0);
  if (lastNotice > noticesSeen) {
    setNoticesSeen(lastNotice);
    setShowSessions(true);
  }
  const toggleSessions = () => setShowSessions((open) => !open);
  const [quick, setQuick] = useState(false);
  const ci = Math.min(prefs.clusterIndex, draft.clusters.length - 1, valid.clusters.length - 1);
  const importCluster = draft.clusters[ci]!;
  const importName = importCluster.name || importCluster.id;
  const importGroups = importCluster.workload.vmGroups;
  // Made again only when what it shows changes, so a keystroke elsewhere leaves the form alone.
  const importEntry = useMemo(
    () => <ImportEntry clusterIndex={ci} clusterName={importName} groups={importGroups} dispatch={store.dispatch} />,
    [ci, importName, importGroups, store.dispatch],
  );
  // The one sizing call: results always come from a config that passed validation, and only for
  // the cluster on screen (a document may hold 16 clusters of 1,000 VM groups each).
  const evaluation = useEvaluation(valid.clusters[ci]!, valid.nodeTypes, evaluator, initialResult);
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
  const inputs = useMemo(() => ({ source, clusterIndex: ci, dispatch: store.dispatch }), [source, ci, store]);
  const stale = problems.length > 0;
  const m = tables.m;
  const panel = (id: string, title: string, body: (result: PageResult) => ReactNode, className?: string) =>
    cluster && (
      <Panel id={id} title={title} stale={stale} resetKey={cluster} className={className}>
        {body(cluster)}
      </Panel>
    );

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
          {draft.clusters.length > 1 && (
            <div className="field">
              <label htmlFor="cluster-select">{m.app.cluster}</label>
              <select
                id="cluster-select"
                value={ci}
                onChange={(e) => store.dispatch({ type: 'selectCluster', index: Number(e.target.value) })}
              >
                {draft.clusters.map((c, i) => (
                  <option key={c.id} value={i}>
                    {c.name || c.id}
                  </option>
                ))}
              </select>
            </div>
          )}
          <button type="button" aria-pressed={quick} onClick={() => setQuick((on) => !on)}>
            {m.app.quickCalculator}
          </button>
          <LangSwitch
            lang={prefs.lang}
            onChange={(lang) => {
              store.dispatch({ type: 'setLang', lang });
              writePrefs({ ...prefs, lang });
            }}
          />
          <UnitSwitch
            unit={prefs.capacityUnit}
            onChange={(unit) => {
              store.dispatch({ type: 'setCapacityUnit', unit });
              writePrefs({ ...prefs, capacityUnit: unit });
            }}
          />
          <CopyLinkButton config={valid} />
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
        </div>
      </header>
      {(banner || showSessions) && (
        <div className="page-extras">
          {banner && <ShareLinkBanner result={banner} onDismiss={() => setBanner(null)} />}
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
          <QuickView draft={draft} clusterIndex={ci} dispatch={store.dispatch} onTaken={() => setQuick(false)} />
        </main>
      )}
      <main className="layout" hidden={quick}>
        <section className="inputs-column" aria-labelledby="inputs-heading" onBlur={settle}>
          <h2 id="inputs-heading">{m.app.inputsHeading}</h2>
          <PanelBoundary
            resetKey={draft}
            fallback={
              <p role="alert" className="panel-failed">
                {m.panel.failed}
              </p>
            }
          >
            <DraftProvider value={inputs}>
              <InputsForm label={m.app.inputsHeading} workloadExtra={importEntry} />
            </DraftProvider>
          </PanelBoundary>
        </section>
        <section className="results-column" id="results" aria-labelledby="results-heading" aria-busy={evaluation.updating} tabIndex={-1}>
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
          {printing && <InputsSummary cluster={valid.clusters[ci]!} nodeTypes={valid.nodeTypes} />}
          {panel(
            'recommendation',
            m.recommendation.heading,
            (r) => (
              <RecommendationPanel result={r} nodeTypes={valid.nodeTypes} />
            ),
            'panel--primary',
          )}
          {panel('warnings', m.warnings.heading, (r) => (
            <WarningsPanel result={r} config={valid} />
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
          {panel('diagram', m.diagram.heading, (r) => (
            <ClusterDiagram result={r} nodeTypes={valid.nodeTypes} />
          ))}
          {panel('failure-plan', m.app.failurePlanHeading, (r) => (
            <FailurePlanView
              result={r}
              report={r.failurePlan}
              cluster={valid.clusters[ci]!}
              nodeTypes={valid.nodeTypes}
              clusterIndex={ci}
              dispatch={store.dispatch}
            />
          ))}
          {panel('margins', m.margins.heading, (r) => (
            <MarginPanel result={r} />
          ))}
          <p className="model-version">{t(m.app.modelVersion, { version: MODEL_VERSION })}</p>
        </section>
      </main>
    </LocaleProvider>
  );
}
