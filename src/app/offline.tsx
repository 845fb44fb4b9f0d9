/// <reference types="vite-plugin-pwa/client" />
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { OFFLINE_EN } from '../i18n/en/offline';
import type { PageController } from './controller';
import { usePage } from './hooks';

interface UpdatePromptProps {
  controller: PageController;
  onReload(): void;
  onLater(): void;
}

/** Says a new version is ready; the page changes only when the user reloads through it. */
function UpdatePrompt({ controller, onReload, onLater }: UpdatePromptProps) {
  const words = usePage(controller).tables.features?.offline ?? OFFLINE_EN;
  return (
    <section className="update-prompt" aria-label={words.label}>
      <p role="status">{words.ready}</p>
      <button type="button" className="update-reload" onClick={onReload}>
        {words.reload}
      </button>
      <button type="button" onClick={onLater}>
        {words.later}
      </button>
    </section>
  );
}

/**
 * Registers the service worker (scripts/offline.ts), which caches the whole app for use offline.
 * main.tsx imports this once the page is up and the browser idle. A new version's worker waits
 * until the user says reload: the work is saved first, the waiting worker takes over, and every
 * tab of the sizer reloads on it (each saves its work as it leaves), so no tab runs the old code
 * against the new files.
 */
export function startOffline(c: PageController): void {
  // The manifest (scripts/offline.ts) is linked now rather than in the HTML: the first paint waits for nothing more.
  const manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = '/manifest.webmanifest';
  document.head.append(manifest);
  let shown: HTMLElement | null = null;
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      if (shown) return;
      const host = document.body.appendChild(document.createElement('div'));
      shown = host;
      const root = createRoot(host);
      const later = () => {
        root.unmount();
        host.remove();
        shown = null;
      };
      const reload = () => {
        c.flush();
        // The registration's helper reloads only a page that opened under an earlier worker; a page
        // whose first visit installed the worker reloads here, once the new one takes over.
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        void update();
      };
      root.render(<UpdatePrompt controller={c} onReload={reload} onLater={later} />);
    },
  });
}
