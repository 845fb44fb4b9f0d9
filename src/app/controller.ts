import type { Cluster, NodeType, SizingConfig } from '../model/config';
import type { PlanSummary } from '../model/plan';
import type { DecodeResult } from '../schema/shareLink';
import type { DocumentState, DocumentStore } from '../document/store';
import { EN } from '../i18n/en/page';
import { type LocaleTables, loadLocale } from '../i18n/locales';
import type { SessionStore } from '../persistence/sessionStore';
import { KEYS } from '../persistence/keys';
import type { LinkHistory } from '../persistence/linkHistory';
import type { Evaluator } from './evaluator';
import { type LatestResult, latestResult } from './latestResult';
import type { PageResult } from './pageResult';
import type { EvaluatedInput } from '../features/results/registry';
import { writePrefs } from '../persistence/prefs';
import { scenarioNames } from '../features/sessions/scenarioNames';
import type { Prefs, PrefsStore } from './prefsStore';
import { historyKey } from './historyKeys';
import { createReveal, type Reveal } from '../ui/reveal/reveal';

export type View = 'sizing' | 'quick' | 'compare';

/** What the page shows around the document: which view, what opening a link did, the open panels. */
export interface PageState {
  view: View;
  /** The comparison link (`compare.…`) the comparison opened from. */
  compareLink: string | null;
  /** What opening a link did, until dismissed. */
  banner: DecodeResult | null;
  sessionsOpen: boolean;
  /** The tables of the language on screen: the chosen language's arrive on demand. */
  tables: LocaleTables;
}

export interface PageControllerOptions {
  doc: DocumentStore;
  prefs: PrefsStore;
  sessions: SessionStore;
  evaluator: Evaluator;
  tables: LocaleTables;
  /** The share link the page opened from, when it was not the page's own document reloaded. */
  linked?: DecodeResult | null;
  /** The address already holds exactly the document the page opens with: no need to write it again. */
  addressHolds?: boolean;
  compareLink?: string | null;
  /** The result of the document the page opens with, when already known (the prerendered default). */
  initialResult?: PageResult | null;
  /** Wait before an autosave is written. */
  autosaveMs?: number;
}

export interface PageController {
  doc: DocumentStore;
  prefs: PrefsStore;
  sessions: SessionStore;
  evaluator: Evaluator;
  result: LatestResult<PageResult, EvaluatedInput>;
  /** The comparison sizes each option's first cluster. */
  compareEvaluator: { evaluate(config: SizingConfig): PageResult | Promise<PageResult> };
  plan: LatestResult<PlanSummary, undefined>;
  /** Which parts below the first screen are drawn. */
  reveal: Reveal;
  getPage(): PageState;
  subscribePage(listener: () => void): () => void;
  /** Typed keys into the document, and a pending autosave written now. */
  flush(): void;
  /** A field was left: the typing step ends, and the address bar gets the settled state. */
  settle(): void;
  /** A saved scenario opened in place of the document. */
  openScenario(config: SizingConfig): void;
  setView(view: View): void;
  /** The user's choice of unit or language: kept for this browser's next visits too. */
  choose(change: Partial<Prefs>): void;
  toggleSessions(): void;
  dismissBanner(): void;
  /** Attaches the browser: the address bar, autosave on leaving, keyboard shortcuts, other tabs. Returns the detach. */
  attach(w: Window): () => void;
}

const EMPTY_PLAN: PlanSummary = {
  rows: [],
  totals: { nodes: 0, headroomNodes: 0, recommendedNodes: 0, verdicts: { ok: 0, caution: 0, short: 0 } },
};

/**
 * The page's logic, framework-free (as TanStack Query keeps its core apart from its hooks): it
 * subscribes the ports (autosave, the address bar, the evaluator, the preferences) to the
 * document store, and holds what the page shows around the document. The React shell reads it.
 */
export function createPageController(options: PageControllerOptions): PageController {
  const { doc, prefs, sessions, evaluator } = options;
  const autosaveMs = options.autosaveMs ?? 400;
  const pageListeners = new Set<() => void>();
  let page: PageState = {
    view: options.compareLink ? 'compare' : 'sizing',
    compareLink: options.compareLink ?? null,
    banner: options.linked ?? null,
    sessionsOpen: false,
    tables: options.tables,
  };
  const setPage = (change: Partial<PageState>) => {
    page = { ...page, ...change };
    for (const l of [...pageListeners]) l();
  };

  // The sizing runs only for the cluster on screen (a document may hold 32 clusters of 1,000 VM groups).
  const start = doc.getState();
  const cluster0 = start.valid.clusters[Math.min(start.clusterIndex, start.valid.clusters.length - 1)]!;
  const result = latestResult<PageResult, EvaluatedInput>(
    ([c, t, p]) => evaluator.evaluate(c as Cluster, t as NodeType[], p as SizingConfig | undefined),
    options.initialResult
      ? {
          inputs: [cluster0, start.valid.nodeTypes, undefined],
          context: { config: start.valid, cluster: cluster0, nodeTypes: start.valid.nodeTypes },
          result: options.initialResult,
        }
      : null,
  );
  // The plan summary sizes every cluster, asked only while there is more than one.
  const plan = latestResult<PlanSummary, undefined>(
    ([c, t, p]) => (c ? evaluator.evaluatePlan(c as Cluster[], t as NodeType[], p as SizingConfig['protections']) : EMPTY_PLAN),
    start.valid.clusters.length > 1 ? null : { inputs: [null, start.valid.nodeTypes], context: undefined, result: EMPTY_PLAN },
  );
  const evaluate = (s: DocumentState) => {
    const ci = Math.min(s.clusterIndex, s.valid.clusters.length - 1);
    const cluster = s.valid.clusters[ci]!;
    // With protection between clusters, the cluster on screen stores replicas of others: its sizing reads the plan.
    const p = s.valid.protections;
    result.want([cluster, s.valid.nodeTypes, p && s.valid], { config: s.valid, cluster, nodeTypes: s.valid.nodeTypes });
    plan.want([s.valid.clusters.length > 1 ? s.valid.clusters : null, s.valid.nodeTypes, p], undefined);
  };
  evaluate(start);

  // Every change of the document is autosaved after a pause; a half-typed value is kept with it.
  let pending: { config: SizingConfig; draft?: unknown } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const writeAutosave = () => {
    clearTimeout(timer);
    const p = pending;
    pending = null;
    if (p) sessions.autosave(p.config, p.draft);
  };
  const autosave = (s: DocumentState) => {
    pending = { config: s.valid, ...(s.problems.length > 0 && { draft: s.draft }) };
    clearTimeout(timer);
    timer = setTimeout(writeAutosave, autosaveMs);
  };
  const flush = () => {
    doc.flushTyping();
    writeAutosave();
  };

  let links: LinkHistory | null = null;
  let firstLink = true;
  // The address holds the page's document only until it changes: a cluster chosen or an edit made
  // before the address bar's code arrived is written then.
  const opened = doc.getState();
  const followAddress = () => {
    if (!links || page.view === 'compare') return;
    const { valid, clusterIndex } = doc.getState();
    void links.update(valid, {
      initial: firstLink,
      addressHolds: options.addressHolds === true && valid === opened.valid && clusterIndex === opened.clusterIndex,
      capacityUnit: prefs.getState().capacityUnit,
      clusterIndex,
    });
    firstLink = false;
  };

  doc.subscribe((s, previous) => {
    if (s.valid !== previous.valid || s.clusterIndex !== previous.clusterIndex) evaluate(s);
    if (s.valid !== previous.valid || s.draft !== previous.draft || s.problems !== previous.problems) autosave(s);
    if (s.valid !== previous.valid || s.clusterIndex !== previous.clusterIndex) followAddress();
  });

  // The chosen language's tables load on demand; until they arrive the page speaks the last one.
  let langWanted = prefs.getState().lang;
  prefs.subscribe(() => {
    const p = prefs.getState();
    followAddress();
    if (p.lang === langWanted) return;
    langWanted = p.lang;
    void loadLocale(p.lang, EN).then((tables) => langWanted === tables.lang && setPage({ tables }));
  });

  return {
    doc,
    prefs,
    sessions,
    evaluator,
    result,
    plan,
    reveal: createReveal(),
    compareEvaluator: { evaluate: (config) => evaluator.evaluate(config.clusters[0]!, config.nodeTypes) },
    getPage: () => page,
    subscribePage(listener) {
      pageListeners.add(listener);
      return () => pageListeners.delete(listener);
    },
    flush,
    settle() {
      doc.endTyping();
      links?.settle();
    },
    openScenario(config) {
      setPage({ banner: null });
      doc.open(config);
    },
    setView(view) {
      const was = page.view;
      setPage({ view: page.view === view ? 'sizing' : view, ...(view === 'compare' && { compareLink: null }) });
      // Back from the comparison, the address bar holds the sizing's link again.
      if (was === 'compare' && page.view !== 'compare') followAddress();
    },
    choose(change) {
      prefs.set(change);
      writePrefs(prefs.getState());
    },
    toggleSessions: () => setPage({ sessionsOpen: !page.sessionsOpen }),
    dismissBanner: () => setPage({ banner: null }),
    attach(w) {
      let attached = true;
      // The address bar is written once the page runs: its code is not part of the first screen.
      void import('../persistence/linkHistory').then(({ LinkHistory }) => {
        if (!attached) return;
        links = new LinkHistory({
          window: w,
          onNavigate: (r, { own }) => {
            prefs.set({ capacityUnit: r.capacityUnit ?? 'TiB' });
            if (!own) {
              // A link typed or pasted into the address bar opens like a link from outside: unsaved, beside saved work.
              flush();
              sessions.openUnsaved(r.config, 'link');
              setPage({ banner: r });
            }
            doc.open(r.config);
            doc.select(r.clusterIndex ?? 0);
          },
        });
        followAddress();
      });
      autosave(doc.getState());
      // The panel opens by itself when the sessions store has something new to say (notice ids only grow).
      let noticesSeen = 0;
      const onSessions = () => {
        const last = sessions.getState().notices.reduce((max, n) => Math.max(max, n.id), 0);
        if (last <= noticesSeen) return;
        noticesSeen = last;
        if (!page.sessionsOpen) setPage({ sessionsOpen: true });
      };
      onSessions();
      const unsubscribeSessions = sessions.subscribe(onSessions);
      const applyTables = () => {
        w.document.documentElement.lang = page.tables.lang;
        w.document.title = page.tables.m.app.title;
        sessions.setNames(scenarioNames(page.tables.m.sessions));
      };
      applyTables();
      pageListeners.add(applyTables);
      const onVisibility = () => {
        if (w.document.visibilityState === 'hidden') flush();
      };
      const onStorage = (e: StorageEvent) => {
        if (e.key === KEYS.scenarios) sessions.refreshScenarios();
      };
      const onKey = (e: KeyboardEvent) => {
        const key = historyKey(e);
        if (!key) return;
        e.preventDefault();
        if (key === 'undo') doc.undo();
        else doc.redo();
      };
      w.addEventListener('pagehide', flush);
      w.document.addEventListener('visibilitychange', onVisibility);
      w.addEventListener('storage', onStorage);
      w.addEventListener('keydown', onKey);
      return () => {
        attached = false;
        writeAutosave();
        links?.dispose();
        links = null;
        unsubscribeSessions();
        pageListeners.delete(applyTables);
        w.removeEventListener('pagehide', flush);
        w.document.removeEventListener('visibilitychange', onVisibility);
        w.removeEventListener('storage', onStorage);
        w.removeEventListener('keydown', onKey);
      };
    },
  };
}
