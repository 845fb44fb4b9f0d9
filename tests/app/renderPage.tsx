import { render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { App } from '../../src/app/App';
import { createPageController } from '../../src/app/controller';
import { engine } from '../../src/app/pageResult';
import { createPrefsStore } from '../../src/app/prefsStore';
import { openDocument } from '../../src/document/draft';
import { createDocumentStore, type StoreOptions } from '../../src/document/store';
import { scenarioNames } from '../../src/features/sessions/scenarioNames';
import { EN } from '../../src/i18n/en/page';
import { defaultConfig } from '../../src/model/defaultConfig';
import { SessionStore } from '../../src/persistence/sessionStore';
import { loadInputSections } from '../../src/features/inputs/InputsForm';
import { loadNodeTypeEditor } from '../../src/features/inputs/NodesSection';
import { loadImportEntry } from '../../src/app/SizingView';
import { RESULT_PANELS } from '../../src/features/results/registry';
import { loadProblemList } from '../../src/features/inputs/ProblemSummary';
import { loadCriticalWarnings } from '../../src/features/results/recommendation/RecommendationPanel';
import { memoryStorage } from '../../src/persistence/storage';

const names = scenarioNames(EN.sessions);

/** A session store in memory, naming scenarios in English. */
export const memorySessions = () => new SessionStore(memoryStorage(), { names });

/**
 * The code of every part the page loads as it is reached: jsdom draws the whole page at once (it
 * has no IntersectionObserver), so a test reads each part as soon as it renders.
 */
export const loadPageParts = (): Promise<unknown> =>
  Promise.all([
    loadInputSections(),
    loadNodeTypeEditor(),
    loadImportEntry(),
    loadProblemList(),
    loadCriticalWarnings(),
    ...RESULT_PANELS.map((p) => p.load?.()),
  ]);

/** The page as main.tsx assembles it, on the engine and a storage in memory; returns its document store. */
export function renderPage(config = defaultConfig(), sessions = memorySessions(), options: StoreOptions = {}) {
  const doc = createDocumentStore(openDocument(config), options);
  const controller = createPageController({ doc, prefs: createPrefsStore(), sessions, evaluator: engine, tables: { lang: 'en', m: EN } });
  const detach = controller.attach(window);
  afterEach(detach);
  render(<App controller={controller} />);
  return doc;
}
