// Screenshot of the real page for the README: docs/screenshot.png. Builds nothing itself:
// start a preview first (npm run build && npm run preview -- --port 4173), then
//   npm run screenshot            (or URL=http://host:port/ npm run screenshot)
// Chromium is Debian's by default; CHROMIUM_PATH points elsewhere.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const url = process.env.URL ?? 'http://127.0.0.1:4173/';
const out = process.env.OUT ?? 'docs/screenshot.png';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage({
    viewport: { width: 1440, height: 1000 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-US',
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByTestId('recommended-nodes').waitFor();
  // The page waits to be used before its app takes it over (src/app/boot.ts): the pointer comes in.
  await page.mouse.move(10, 10);
  await page.locator('html[data-drawn]').waitFor({ state: 'attached' });
  // Show the headroom's derivation open, as a reader defending the result would.
  await page.locator('#recommendation .why').first().click();
  mkdirSync(out.replace(/\/[^/]*$/, ''), { recursive: true });
  await page.screenshot({ path: out, fullPage: false });
  console.log(`wrote ${out} from ${url}`);
} finally {
  await browser.close();
}
