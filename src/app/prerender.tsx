import { summarisePlan } from '../model/plan';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { SessionStore } from '../features/sessions/store';
import { memoryStorage } from '../features/sessions/storage';
import { defaultConfig } from '../model/defaultConfig';
import { evaluatePage } from './pageResult';
import { loadDeferredPanels } from '../features/results/registry';
import { App } from './App';
import type { Evaluator } from './evaluator';
import { createSizingStore } from './state';

/** The locale the page is prerendered in; main.tsx hydrates only where numbers read the same. */
export const PRERENDER_LOCALE = 'en';

/**
 * The default sizing as HTML, written into dist/index.html at build time so the first paint needs
 * no script, and its result as JSON, so the page takes the markup over without evaluating first.
 * Nothing is saved yet and no link is open: main.tsx hydrates only a start like that.
 */
const engine: Evaluator = { evaluate: evaluatePage, evaluatePlan: summarisePlan };

export async function render(): Promise<{ html: string; resultJson: string }> {
  const config = defaultConfig();
  const result = evaluatePage(config.clusters[0]!, config.nodeTypes);
  const page = () =>
    renderToString(
      <StrictMode>
        <App
          store={createSizingStore()}
          sessionStore={new SessionStore(memoryStorage())}
          locale={PRERENDER_LOCALE}
          evaluator={engine}
          initialResult={result}
        />
      </StrictMode>,
    );
  // The panels that load their code apart render as their fallback until it is loaded: a first
  // pass starts the loading, the second renders them whole.
  page();
  await loadDeferredPanels();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const html = page();
  // Safe inside a <script> element: no "</script>" or "<!--" can be formed.
  return { html, resultJson: JSON.stringify(result).replace(/</g, '\\u003c') };
}
