import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ICON_ACCENT, iconPng, iconSvg } from './appIcon.ts';

const ICONS = { svg: 'icon.svg', small: 'icon-192.png', large: 'icon-512.png' };

/** The web app manifest: src/app/offline.tsx links it once the page is up, so it is not fetched before the first paint. */
export const MANIFEST_FILE = 'manifest.webmanifest';
const MANIFEST = {
  name: 'HCI Sizer',
  short_name: 'HCI Sizer',
  description: 'Open sizing tool for hyper-converged clusters: capacity, N+k headroom and self-healing after failures.',
  theme_color: ICON_ACCENT,
  background_color: '#f4f6f8',
  display: 'standalone',
  start_url: '/',
  scope: '/',
  lang: 'en',
  icons: [
    { src: ICONS.svg, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    { src: ICONS.small, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: ICONS.large, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: ICONS.large, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** The app's manifest, and its icons drawn at build time (scripts/appIcon.ts): no image file to keep in step. */
function appFiles(): Plugin {
  return {
    name: 'hci-sizer:app-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: JSON.stringify(MANIFEST) });
      this.emitFile({ type: 'asset', fileName: ICONS.svg, source: iconSvg() });
      this.emitFile({ type: 'asset', fileName: ICONS.small, source: iconPng(192) });
      this.emitFile({ type: 'asset', fileName: ICONS.large, source: iconPng(512) });
    },
  };
}

/**
 * Installable and usable offline: a web app manifest, and a service worker (Workbox, through
 * vite-plugin-pwa) that precaches every file of the sizer and the widget, lazily loaded chunks and
 * workers included, so one visit is enough for the page to work with the network off.
 *
 * - Only the build's own files are cached: no runtime caching, so no response that holds user data
 *   (the work is in IndexedDB and in the address's fragment, which never reaches a server).
 * - An update waits for the user's word (`registerType: 'prompt'`, src/app/offline.tsx): a new
 *   version never replaces the running one mid-session.
 * - No registration script in the HTML (`injectRegister: null`): the page imports the registration
 *   after its first paint, so the first screen loads nothing more. The widget's page never does, so
 *   a site that embeds the widget gets no service worker.
 * - No navigation fallback: a path that names no file stays not found, as without the worker.
 * - The embed demo and the embed loader are for other sites, not part of the app.
 */
export function offlinePlugins(): Plugin[] {
  return [
    appFiles(),
    ...VitePWA({
      injectRegister: null,
      registerType: 'prompt',
      includeManifestIcons: false,
      // Written by appFiles() and linked by the page once it is up: no request before the first paint.
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
        globIgnores: ['embed-demo.html', 'embed/**'],
        navigateFallback: null,
        // The first visit's page is served by the worker once it is ready, so what it loads later comes
        // from the cache even if the network drops before any reload. A new version only ever
        // activates when the user says reload (or every tab is closed), so this never swaps code mid-session.
        clientsClaim: true,
        runtimeCaching: [],
      },
      // After the widget's build and the prerender (vite.config.ts), so their files are listed as written.
      integration: { closeBundleOrder: 'post' },
    }),
  ];
}
