import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { defaultConfig } from '../model/defaultConfig';
import { jsonEqual } from '../schema/json';
import { scenarioNames } from '../features/sessions/scenarioNames';
import { isOwnEntry, readShareLinkFromLocation } from '../persistence/linkLocation';
import { findShareFragment } from '../schema/shareFragment';
import type { PageResult } from './pageResult';
import { App } from './App';
import { workerEvaluator } from './evaluator';
import { createDocumentStore } from '../document/store';
import { restoreDocument } from '../document/draft';
import { createPageController } from './controller';
import { createPrefsStore } from './prefsStore';
import { afterPaint } from './afterPaint';
import { whenSettled } from '../ui/whenSettled';
import { loadPageParts } from './pageParts';
import { EN } from '../i18n/en/page';
import { loadLocale } from '../i18n/locales';
import { readPrefs, startLang } from '../persistence/prefs';
import { formatsAlike } from './formatsAlike';
import type { EarlyUse } from './earlyUse';
import { takeWholeStyles } from './wholeStyles';

/**
 * Saved work first: the autosaved document (or the defaults), with anything unreadable set aside.
 * The address bar follows the page's document, so a reload carries the same link: that is the
 * saved document reopened, half-typed values and all. Any other link opens as a new, unsaved
 * scenario; the work it replaces is kept in the list.
 *
 * The prerendered HTML is the default sizing with nothing open beside it. Any other start (a
 * link, restored work, a notice from the sessions store) renders fresh rather than hydrating
 * markup that no longer matches.
 */
/** The prerendered default's result (scripts/prerender.ts), from the same build as this script. */
function prerenderedResult(): PageResult | null {
  try {
    const text = document.getElementById('prerendered-result')?.textContent;
    return text ? (JSON.parse(text) as PageResult) : null;
  } catch {
    return null;
  }
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function start(early: EarlyUse): Promise<void> {
  const root = document.getElementById('root')!;
  // Before anything is drawn that the first screen's rules do not cover.
  takeWholeStyles(document);
  // While a link is read, the prerendered default stands in for it: what was typed there would be
  // replaced by the link's sizing, so it takes no input until then.
  if (findShareFragment(window.location.hash) !== null) root.inert = true;
  // Evaluating the script is one long task already: the start waits for the prerendered page's
  // first paint, so the browser paints and answers input between the two, and asks for nothing
  // more (the store of saved work, the worker) before that paint than the page and this script.
  await new Promise<void>((resolve) => afterPaint(resolve));
  // The store of saved work: its code is not part of the first screen's, and arrives while the page gets ready.
  const sessionStoreCode = import('../persistence/openSessionStore');
  const evaluator = workerEvaluator();
  // Starting the worker and reading the storage each take milliseconds: apart, neither makes a long task.
  await nextTask();
  const [sessionStore, fromLink] = await Promise.all([
    sessionStoreCode.then((code) => code.createSessionStore(scenarioNames(EN.sessions))),
    readShareLinkFromLocation(),
  ]);
  const saved = sessionStore.getState().current;
  // The address the page wrote itself (a reload) may lag the tab's work by a moment: the work wins.
  const ownAddress = isOwnEntry() && sessionStore.reloadedTab;
  const reloaded = fromLink !== null && fromLink.ok && (ownAddress || jsonEqual(fromLink.config, saved.config));
  const linked = fromLink !== null && !reloaded ? fromLink : null;
  // Opened on exactly what the address says (a link read without a problem): it is not written again.
  const exact = fromLink?.ok === true && fromLink.migratedFrom === null && fromLink.problems.length === 0;
  const addressHolds = exact && (linked !== null || !ownAddress);
  if (linked) {
    // A link of thousands of VM groups arrives from its worker as one large text: reading it,
    // storing the work it replaces and rendering the page are each tens of milliseconds, so the
    // browser gets a turn between them to paint and to answer input.
    await nextTask();
    sessionStore.openUnsaved(linked.config, 'link');
    await nextTask();
  }
  const current = sessionStore.getState().current;
  const stored = readPrefs();
  const lang = startLang(
    { lang: fromLink?.ok ? fromLink.lang : undefined, reloadedTab: sessionStore.reloadedTab },
    stored,
    navigator.languages ?? [navigator.language],
  );
  // A link's own unit wins over the one last chosen here.
  const capacityUnit = fromLink?.capacityUnit ?? stored.capacityUnit;
  const prefs = createPrefsStore({ lang, ...(capacityUnit && { capacityUnit }) });
  const doc = createDocumentStore(restoreDocument(current.config, linked ? undefined : current.draft), { schedule: afterPaint });
  // The address's cluster on screen, from a link or a reload of the page's own address.
  if (fromLink?.ok) doc.select(fromLink.clusterIndex ?? 0);
  // Another language's tables are fetched before the first render, so the page never flashes English.
  const initialTables = await loadLocale(lang, EN);

  // A comparison link opens the comparison over the saved work (src/schema/compareLink.ts reads it).
  const compareLink = window.location.hash.startsWith('#compare.') ? window.location.hash.slice(1) : null;
  const s = doc.getState();
  // The prerendered page is the default sizing, in English, in TiB.
  const defaultStart =
    linked === null &&
    compareLink === null &&
    lang === 'en' &&
    prefs.getState().capacityUnit === 'TiB' &&
    s.problems.length === 0 &&
    jsonEqual(s.draft, defaultConfig()) &&
    sessionStore.getState().notices.length === 0;
  const controller = createPageController({
    doc,
    prefs,
    sessions: sessionStore,
    evaluator,
    tables: initialTables,
    linked,
    addressHolds,
    compareLink,
    initialResult: defaultStart ? prerenderedResult() : null,
  });
  controller.attach(window);
  // What was done on the page before it was taken over, done again once (React's development mode runs effects twice).
  let replay: (() => void) | null = null;
  const shown = () => {
    // Drawn: the page is the app's, and takes input (a link or other work kept it from taking any until now).
    root.removeAttribute('inert');
    delete document.documentElement.dataset.takingOver;
    const run = replay;
    replay = null;
    if (run) setTimeout(run, 0);
  };
  const app = (
    <StrictMode>
      <App controller={controller} onShown={shown} />
    </StrictMode>
  );
  const prerendered = root.dataset.prerendered;
  // Attaching React's listeners to the page and its first render slice go in a task of their own.
  await nextTask();
  // From here on the page's own handlers hear what is done; what was done before, they hear once it is drawn.
  replay = early.handOver();
  // As a transition, React renders in slices of a few milliseconds and lets the browser answer
  // input in between, rather than taking over the page in one long task.
  if (prerendered && defaultStart && formatsAlike(prerendered, navigator.language)) {
    startTransition(() => void hydrateRoot(root, app));
  } else {
    // The prerendered page stays, taking no input, until the app's first commit replaces it: no empty frame between.
    root.inert = true;
    const created = createRoot(root);
    startTransition(() => created.render(app));
  }
  whenSettled(() => {
    // The browser's own print draws at once and cannot wait for code: every part's code is
    // fetched, so that such a print shows each drawn, not "Loading…". The print button waits for
    // them (and the charts) itself. The page says when they are in.
    void loadPageParts().then(() => (document.documentElement.dataset.partsIn = 'all'));
    // Offline use (./offline.tsx): its download of the whole app waits until then too.
    void import('./offline').then((m) => m.startOffline(controller));
  });
}

/**
 * Takes the prerendered page over (./boot.ts says when). Once the app has drawn the page it takes
 * input; where the start fails, the page never stays closed to input.
 */
export function takeOver(early: EarlyUse): Promise<void> {
  return start(early).catch((e: unknown) => {
    document.getElementById('root')?.removeAttribute('inert');
    delete document.documentElement.dataset.takingOver;
    throw e;
  });
}
