import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { flushSync } from 'react-dom';
import { numberLocale } from '../i18n/locales';
import { createFormatter } from '../i18n/numbers';
import { LocaleProvider } from '../ui/locale/LocaleContext';
import { useSessions } from '../features/sessions/useSessions';
import type { PageController } from './controller';
import { useDocumentState, useLatest, usePage, usePrefs } from './hooks';
import { SizingView } from './SizingView';
import { AnswerBar } from '../features/results/AnswerBar';
import { usePrinting } from '../features/results/usePrinting';
import { loadPageParts } from './pageParts';
import { Toolbar } from './Toolbar';
import { RevealProvider, useRevealTriggers } from '../ui/reveal/WhenReached';
import './app.css';

/** The scenarios panel is not part of the first screen: its code loads when it is opened. */
const loadSessionsPanel = () => import('../features/sessions/SessionsPanel');
const preloadSessions = () => void loadSessionsPanel();
const SessionsPanel = lazy(() => loadSessionsPanel().then((m) => ({ default: m.SessionsPanel })));
/** So is the quick calculator. */
const QuickCalculator = lazy(() => import('../features/quick/QuickCalculator'));
/** So is the comparison of options. */
const CompareView = lazy(() => import('../features/compare/CompareView'));
/** What opening a link did: shown only when a link opened, so its code loads then. */
const ShareLinkBanner = lazy(() => import('../features/share/ShareLinkBanner').then((m) => ({ default: m.ShareLinkBanner })));

/** The browser's locale, for numbers and dates in English. */
const userLocale = (): string => (typeof navigator !== 'undefined' && navigator.language) || 'en';

interface AppProps {
  controller: PageController;
  /** Fixed number locale (prerendering); the user's otherwise. */
  locale?: string;
  /** Called once the page is drawn and every part of the shell listens (its effects have run). */
  onShown?: () => void;
}

/** The page's shell: reads the stores and picks the view (sizing, quick calculator, comparison). */
export function App({ controller: c, locale: fixedLocale, onShown }: AppProps) {
  const state = useDocumentState(c);
  const prefs = usePrefs(c);
  const page = usePage(c);
  const { result, context } = useLatest(c.result);
  const { draft, valid } = state;
  const ci = Math.min(state.clusterIndex, draft.clusters.length - 1, valid.clusters.length - 1);
  // Keys typed in the last frame reach the document (and the page renders it) before anything else
  // reads it: the autosave written as a scenario is saved, a click elsewhere.
  const takeTyped = useCallback(() => flushSync(c.doc.flushTyping), [c]);
  const flush = useCallback(() => flushSync(c.flush), [c]);
  const sessions = useSessions(c.sessions, flush);
  const [printing, printReport] = usePrinting(c.reveal.showAll, loadPageParts);
  useRevealTriggers(c.reveal);
  const { tables } = page;
  const m = tables.m;
  const locale = useMemo(
    () => ({
      lang: tables.lang,
      m,
      ...(tables.features && { features: tables.features }),
      fmt: createFormatter(fixedLocale ?? numberLocale(tables.lang, userLocale()), prefs.capacityUnit, m),
    }),
    [fixedLocale, prefs.capacityUnit, tables, m],
  );
  const print = useCallback(() => void printReport(), [printReport]);
  // Last of the shell's effects, so its listeners (the print keys among them) are there before it runs.
  useEffect(() => onShown?.(), [onShown]);

  return (
    <LocaleProvider value={locale}>
      <RevealProvider value={c.reveal}>
        <a className="skip-link" href="#results">
          {m.app.skipToResults}
        </a>
        <Toolbar
          controller={c}
          page={page}
          prefs={prefs}
          valid={valid}
          clusterIndex={ci}
          result={result}
          canUndo={state.canUndo}
          canRedo={state.canRedo}
          m={m}
          onPrint={print}
          preloadSessions={preloadSessions}
        />
        {(page.banner || page.sessionsOpen) && (
          <div className="page-extras">
            {page.banner && (
              <Suspense fallback={null}>
                <ShareLinkBanner result={page.banner} onDismiss={c.dismissBanner} />
              </Suspense>
            )}
            {page.sessionsOpen && (
              // A scenario's name keeps the browser's own undo, as the quick calculator's and the comparison's fields do: they are not the document.
              <div id="scenarios" className="scenarios-panel" data-own-undo>
                <Suspense fallback={<p role="status">{m.sessions.loading}</p>}>
                  <SessionsPanel
                    sessions={sessions}
                    onOpen={c.openScenario}
                    formatTime={(iso) => new Date(iso).toLocaleString(locale.fmt.locale)}
                  />
                </Suspense>
              </div>
            )}
          </div>
        )}
        {page.view === 'quick' && (
          <main className="quick-main" aria-labelledby="quick-heading" data-own-undo>
            <h2 id="quick-heading">{m.app.quickCalculator}</h2>
            <Suspense fallback={<p className="panel-note">{m.app.loadingPanel}</p>}>
              <QuickCalculator
                draft={draft}
                clusterIndex={ci}
                overheads={context?.cluster.overheads}
                dispatch={c.doc.dispatch}
                onTaken={() => c.setView('sizing')}
              />
            </Suspense>
          </main>
        )}
        {result && page.view === 'sizing' && <AnswerBar result={result} />}
        {page.view === 'compare' && (
          <main className="compare-main" aria-labelledby="compare-heading" data-own-undo>
            <h2 id="compare-heading">{m.app.compare}</h2>
            <Suspense fallback={<p role="status">{m.app.loadingPanel}</p>}>
              <CompareView
                current={valid}
                clusterIndex={ci}
                saved={sessions.scenarios}
                evaluator={c.compareEvaluator}
                link={page.compareLink}
                onClose={() => c.setView('sizing')}
              />
            </Suspense>
          </main>
        )}
        <SizingView controller={c} state={state} printing={printing} m={m} hidden={page.view !== 'sizing'} takeTyped={takeTyped} />
      </RevealProvider>
    </LocaleProvider>
  );
}
