import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { HOST_PORT, SIZER_PORT as PORT } from './e2e/ports';

// Chromium's headless shell (Debian's chromium-headless-shell: the same Blink, without the desktop
// browser around it) runs the suite in about 440 s instead of 610 on two cores, with the same results;
// the full browser serves where the shell is not installed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** e2e runs against the production build in Debian's Chromium (browser downloads are not possible here). */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // A spec file a worker, one a core: with one worker the suite left a core idle half of the time
  // (about 475 s on two cores; 290 s with two, the machine then 91% busy). Each test has a browser
  // context of its own, and the specs that serve a build of their own take a free port.
  workers: availableParallelism(),
  retries: 0,
  timeout: 60_000,
  // Web assertions poll until this ceiling: on a busy 2-core machine a worker or a lazily loaded chunk can take longer than the default 5 s.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The page's service worker would serve requests from its cache, past the routes the specs set:
    // only e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/static-server.mjs --root dist --port ${HOST_PORT}`,
      url: `http://127.0.0.1:${HOST_PORT}/embed-demo.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
