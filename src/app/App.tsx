import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { SizingConfig } from '../model/config';
import type { PageResult } from './pageResult';
import type { CapacityUnit, DecodeResult } from '../schema/shareLink';
import { EN } from '../i18n/en';
import { loadLocale, type LocaleTables, numberLocale } from '../i18n/locales';
import { createFormatter } from '../i18n/numbers';
import { DraftProvider, draftSource } from '../features/inputs/DraftContext';
import { InputsForm } from '../features/inputs/InputsForm';
import { ProblemSummary } from '../features/inputs/ProblemSummary';
import { LocaleProvider } from '../ui/locale/LocaleContext';
import { PanelBoundary } from '../features/results/PanelBoundary';
import { ExportButtons } from '../features/results/report/ExportButtons';
import { AnswerBar } from '../features/results/AnswerBar';
import { ResultsColumn } from '../features/results/ResultsColumn';
import { usePrinting } from '../features/results/usePrinting';
import { QuickView } from '../features/quick/QuickView';
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

/** The scenarios panel is not part of the first screen: its code loads when it is opened. */
const loadSessionsPanel = () => import('../features/sessions/SessionsPanel');
const SessionsPanel = lazy(() => loadSessionsPanel().then((m) => ({ default: m.SessionsPanel })));
/** So is the comparison of options. */
const CompareView = lazy(() => import('../features/compare/CompareView'));

/** What opening a link did: shown only when a link opened, so its code loads then. */
const ShareLinkBanner = lazy(() => import('../features/share/ShareLinkBanner').then((m) => ({ default: m.ShareLinkBanner })));

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
  const [printing, print] = usePrinting();
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
  const plan = usePlanEvaluation(valid.clusters, valid.nodeTypes, evaluator);
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
          <button type="button" className="print-button" onClick={() => void print()}>
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
      {cluster && !quick && !compare && <AnswerBar result={cluster} />}
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
        <ResultsColumn
          evaluation={evaluation}
          plan={plan}
          config={valid}
          clusterIndex={ci}
          stale={stale}
          printing={printing}
          store={store}
          selectCluster={selectCluster}
        >
          <ProblemSummary problems={problems} draft={draft} />
        </ResultsColumn>
      </main>
    </LocaleProvider>
  );
}
