import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { SessionStore } from '../features/sessions/store';
import { memoryStorage } from '../features/sessions/storage';
import { App } from './App';
import { createSizingStore } from './state';

/** The locale the page is prerendered in; main.tsx hydrates only where numbers read the same. */
export const PRERENDER_LOCALE = 'en';

/**
 * The default sizing as HTML, written into dist/index.html at build time so the first paint needs
 * no script. Nothing is saved yet and no link is open: main.tsx hydrates only a start like that.
 */
export function render(): string {
  return renderToString(
    <StrictMode>
      <App store={createSizingStore()} sessionStore={new SessionStore(memoryStorage())} locale={PRERENDER_LOCALE} />
    </StrictMode>,
  );
}
