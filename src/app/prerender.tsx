import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { SessionStore } from '../persistence/sessionStore';
import { memoryStorage } from '../persistence/storage';
import { scenarioNames } from '../features/sessions/scenarioNames';
import { EN } from '../i18n/en/page';
import { defaultConfig } from '../model/defaultConfig';
import { engine } from './pageResult';
import { App } from './App';
import { createDocumentStore } from '../document/store';
import { createPageController } from './controller';
import { createPrefsStore } from './prefsStore';

/** The locale the page is prerendered in; main.tsx hydrates only where numbers read the same. */
export const PRERENDER_LOCALE = 'en';

/**
 * The default sizing as HTML, written into dist/index.html at build time so the first paint needs
 * no script, and its result as JSON, so the page takes the markup over without evaluating first.
 * Nothing is saved yet and no link is open: main.tsx hydrates only a start like that.
 */
export function render(): { html: string; resultJson: string } {
  const config = defaultConfig();
  const result = engine.evaluate(config.clusters[0]!, config.nodeTypes);
  // The panels below the first screen stand as their headings (src/ui/reveal): none waits for its code.
  const html = renderToString(
    <StrictMode>
      <App
        controller={createPageController({
          doc: createDocumentStore(),
          prefs: createPrefsStore(),
          sessions: new SessionStore(memoryStorage(), { names: scenarioNames(EN.sessions) }),
          evaluator: engine,
          tables: { lang: 'en', m: EN },
          initialResult: result,
        })}
        locale={PRERENDER_LOCALE}
      />
    </StrictMode>,
  );
  // Safe inside a <script> element: no "</script>" or "<!--" can be formed.
  return { html, resultJson: JSON.stringify(result).replace(/</g, '\\u003c') };
}
