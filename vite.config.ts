import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { securityHeaders } from './scripts/securityHeaders.ts';
import { prerender } from './scripts/prerender.ts';
import { offlinePlugins } from './scripts/offline.ts';
import { runtimeInApp } from './scripts/runtimeInApp.ts';
import { appChunk } from './scripts/appChunk.ts';

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * A chunk of one language's tables (src/i18n/<lang>/<file>.ts) carries the language in its name,
 * `widget.ja-….js`: every language has a file of the same name, and the budget script
 * (scripts/check-budgets.mjs) finds the Japanese chunk by it.
 */
const chunkFileNames = (chunk: { moduleIds: readonly string[]; name: string }) => {
  const langs = new Set(chunk.moduleIds.map((id) => id.match(/[\\/]i18n[\\/](\w+)[\\/][^\\/]+$/)?.[1]));
  const [lang] = langs;
  return `assets/${chunk.name}${langs.size === 1 && lang ? `.${lang}` : ''}-[hash].js`;
};

/**
 * A step after the sizer's files are written, given the output folder. Steps run in turn, in the
 * order of the plugins, and before the service worker (scripts/offline.ts) lists the built files.
 */
function afterBuild(name: string, step: (outDir: string) => Promise<void>): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: { sequential: true, handler: () => step(outDir) },
  };
}

/**
 * The embeddable widget (widget.html) is a second page of the same `vite build`, in a module graph
 * of its own: sharing chunks with the sizer would make the widget carry every export and every Zod
 * feature the sizer uses (measured: 93.7 KB gzip shared, 87.5 KB on its own; the budget is 90), and would tie the widget's
 * size to whatever the sizer page imports next.
 */
const widgetPage = () =>
  afterBuild('hci-sizer:widget-page', async (outDir) => {
    // configFile: false, so this build has no widgetPage() of its own.
    await build({
      configFile: false,
      root: page('.'),
      plugins: [react()],
      logLevel: 'warn',
      build: {
        target: 'es2022',
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        // Nothing to preload: the page's script (src/app/boot.ts) imports no chunk, and the app it
        // loads on use is one chunk (scripts/appChunk.ts); a part loaded later fetches its few imports.
        modulePreload: false,
        rolldownOptions: { input: { widget: page('widget.html') }, output: { chunkFileNames } },
      },
    });
  });

/** `vite preview` serves the built site with the headers a static host would send (public/_headers). */
function previewHeaders(): Plugin {
  return {
    name: 'hci-sizer:preview-headers',
    configurePreviewServer(server) {
      const headersFor = securityHeaders(page('public/_headers'));
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        for (const [name, value] of Object.entries(headersFor(path === '/' ? '/index.html' : path))) res.setHeader(name, value);
        next();
      });
    },
  };
}

/** The app's chunk (scripts/appChunk.ts); the budget script finds it by this name too. */
const APP_CHUNK = 'main';
const app = appChunk(page('src/app/boot.ts'), page('src/app/main.tsx'));

export default defineConfig({
  // The widget's build, then the default sizing written into index.html (scripts/prerender.ts), then the service worker.
  plugins: [
    react(),
    app.plugin,
    runtimeInApp(APP_CHUNK),
    widgetPage(),
    afterBuild('hci-sizer:prerender', prerender),
    ...offlinePlugins(),
    previewHeaders(),
  ],
  // Pages are files: a path that names none is not found, rather than the sizer served without
  // the headers of its own path (public/_headers).
  appType: 'mpa',
  build: {
    target: 'es2022',
    // Nothing to preload: the page's script (src/app/boot.ts) imports no chunk, and the app it
    // loads on use is one chunk (scripts/appChunk.ts); a part loaded later fetches its few imports.
    modulePreload: false,
    // One stylesheet, which the prerender inlines: the panels the prerendered page shows are styled
    // at its first paint, and no panel's stylesheet arrives later to restyle the whole page.
    cssCodeSplit: false,
    rolldownOptions: {
      input: { boot: page('index.html') },
      output: {
        chunkFileNames,
        // The app and everything it imports statically, less what the page's script holds already.
        codeSplitting: { groups: [{ name: APP_CHUNK, test: app.test, includeDependenciesRecursively: false }] },
      },
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/fastCheck.ts'],
    environment: 'node',
    // Component tests render the whole page in jsdom; on a busy 2-core machine one takes seconds.
    testTimeout: 20_000,
    // Vitest leaves one core to itself by default, which on 2 cores is one worker: two run the
    // suite in about 0.7 of the time (128 s against 186 here).
    maxWorkers: availableParallelism(),
    // Worker threads start and load faster than the default child processes: 116 s for the suite
    // against 132 here, the same tests passing (none changes the working folder or needs a process).
    pool: 'threads',
    // Type-level tests (*.test-d.ts) run through tsc alongside the others, on a program of those files
    // and what they import (5 s): tsconfig.node.json's whole program took 24 s, a second check of the
    // tests that the type-check step makes anyway.
    typecheck: { enabled: true, include: ['tests/**/*.test-d.ts'], tsconfig: './tsconfig.typetests.json' },
    benchmark: { include: ['tests/bench/**/*.bench.ts'] },
  },
});
