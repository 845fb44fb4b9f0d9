import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { createSizingStore } from './state';

/** The locale the page is prerendered in; main.tsx hydrates only where numbers read the same. */
export const PRERENDER_LOCALE = 'en';

/** The default sizing as HTML, written into dist/index.html at build time so the first paint needs no script. */
export function render(): string {
  return renderToString(
    <StrictMode>
      <App store={createSizingStore()} locale={PRERENDER_LOCALE} />
    </StrictMode>,
  );
}
