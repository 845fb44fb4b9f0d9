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
import { memoryStorage } from '../../src/persistence/storage';
import { loadShareCodec } from '../../src/persistence/shareCodec';
import { loadPageParts } from '../../src/app/pageParts';

const names = scenarioNames(EN.sessions);

/** A session store in memory, naming scenarios in English. */
export const memorySessions = () => new SessionStore(memoryStorage(), { names });

/**
 * What the page loads on its own once it has started or been used (the share-link codec, every
 * part drawn when reached, the print-only report, the link banner), for a test file's `beforeAll`:
 * a load a test set off and that ended after it would fail the run as the file's environment goes.
 */
export const loadWhatThePageLoads = (): Promise<unknown> =>
  Promise.all([loadShareCodec(), loadPageParts(), import('../../src/features/share/ShareLinkBanner')]);

/** The page as main.tsx assembles it, on the engine and a storage in memory; returns its document store. */
export function renderPage(config = defaultConfig(), sessions = memorySessions(), options: StoreOptions = {}) {
  const doc = createDocumentStore(openDocument(config), options);
  const controller = createPageController({ doc, prefs: createPrefsStore(), sessions, evaluator: engine, tables: { lang: 'en', m: EN } });
  const detach = controller.attach(window);
  afterEach(detach);
  render(<App controller={controller} />);
  return doc;
}
