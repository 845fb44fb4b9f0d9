// Writes the default sizing into the built index.html as HTML (and its result as JSON) and inlines
// its stylesheet, so the first paint needs one request and no script. Runs at the end of `vite build`
// (vite.config.ts), before the service worker's list of files is made from what was written; the
// page then hydrates where the user's locale writes numbers alike.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { firstScreenCss } from './firstScreenCss.ts';

export async function prerender(outDir: string): Promise<void> {
  const file = join(outDir, 'index.html');
  const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
  try {
    const { render, PRERENDER_LOCALE } = await vite.ssrLoadModule('/src/app/prerender.tsx');
    const html = readFileSync(file, 'utf8');
    const marker = '<div id="root"></div>';
    if (!html.includes(marker)) throw new Error(`${file} has no empty ${marker}`);
    const { html: app, resultJson } = (await render()) as { html: string; resultJson: string };
    // A data block, not a script: the Content-Security-Policy (no inline script) does not apply to it.
    const data = `<script type="application/json" id="prerendered-result">${resultJson}</script>`;
    // The page paints without its script, which only takes the page over: it is fetched at low
    // priority, so that nothing the first paint needs waits behind it.
    const scriptsLow = html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
    const page = scriptsLow.replace(marker, `<div id="root" data-prerendered="${PRERENDER_LOCALE}">${app}</div>${data}`);
    // The stylesheet inline: the rules the first screen uses, and the whole sheet beside them as
    // text, which the app applies as it takes the page over (src/app/wholeStyles.ts).
    const styled = page.replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)">/g, (_, href: string) => {
      const css = readFileSync(join(outDir, href), 'utf8');
      if (/<\/script|<!--/i.test(css)) throw new Error(`${href} holds text that would end the block it is kept in`);
      const first = firstScreenCss(css, page);
      return `<style data-first-screen>${first}</style><script type="text/plain" id="whole-styles">${css}</script>`;
    });
    writeFileSync(file, styled);
  } finally {
    await vite.close();
  }
}
