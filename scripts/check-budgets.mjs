// Bundle budgets, gzip: the JS a page loads or modulepreloads with its static imports.
// `onUse`: the chunk a page's script imports once the page is used (the sizer's app, src/app/main.tsx),
// with its static imports: the page's script plus that is what runs before the page answers its
// first user, and has a budget of its own.
// `forbid`: code that must not be in the page at all, eagerly or lazily (the widget has no charts).
// `japanese`: the chunk of the Japanese tables, loaded before the first render when Japanese is
// chosen; the budget holds for English, and the Japanese total is reported beside it.
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const BUDGETS = [
  {
    page: 'index.html',
    // The page's own script, before it is used: the prerendered page reads without more.
    limitKB: 4,
    // The page's script (src/app/boot.ts, 2.9 KB) and the app it loads: what runs before the page
    // answers its first user. The words of the inputs below the first screen, of the import's drop
    // zone, of the panels' steps and severities, of a warning's and a derivation's values load with
    // their parts (src/i18n/locales.ts, FeatureTables): 109.6 KB as built.
    onUse: { chunk: /^main-[\w-]+\.js$/, limitKB: 110 },
    japanese: /^ja-[\w-]+\.js$/,
  },
  {
    page: 'widget.html',
    // 90 until the model sized the hypervisor (AHV or ESXi) and weighed cores by their CPUs'
    // per-core figures: every sizing runs that code, the widget's too (90.6 KB, then 91.0 with
    // their derivations). The widget holds the model whole; nothing of it can load later.
    limitKB: 91.5,
    japanese: /^widget\.ja-[\w-]+\.js$/,
    forbid: [{ what: 'Recharts', pattern: /recharts-(?:wrapper|surface|cartesian)/ }],
  },
];
let ok = true;

/** Adds the gzip size of each chunk in `queue` and of what it imports statically, once each. */
function addChunks(queue, seen, rows) {
  let total = 0;
  while (queue.length) {
    const src = queue.shift();
    const path = join('dist', src.replace(/^\//, ''));
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(path);
    const gz = gzipSync(code, { level: 9 }).length;
    total += gz;
    rows.push(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${src}`);
    // Static imports of other chunks load with the page; dynamic import() ones do not.
    for (const m of code.toString().matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${},*\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      queue.push(join('/assets', m[1].replace(/^\.\//, '')));
    }
  }
  return total;
}
const report = (label, totalBytes, limitKB) => {
  const verdict = totalBytes / 1024 <= limitKB ? 'ok' : 'OVER BUDGET';
  if (verdict !== 'ok') ok = false;
  console.log(`${label}: ${(totalBytes / 1024).toFixed(1)} KB gzip of ${limitKB} KB: ${verdict}`);
};
for (const { page, limitKB, onUse, japanese, forbid = [] } of BUDGETS) {
  const file = join('dist', page);
  if (!existsSync(file)) {
    console.error(`missing ${file}: run the build first`);
    process.exit(1);
  }
  const html = readFileSync(file, 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
  const seen = new Set();
  const queue = [...scripts];
  const rows = [];
  let total = addChunks(queue, seen, rows);
  report(onUse ? `${page}, before it is used` : page, total, limitKB);
  for (const r of rows) console.log(r);
  if (onUse) {
    const chunk = readdirSync(join('dist', 'assets')).find((f) => onUse.chunk.test(f));
    if (!chunk) {
      console.error(`${page}: no chunk matches ${onUse.chunk}`);
      process.exit(1);
    }
    const useRows = [];
    total += addChunks([`/assets/${chunk}`], seen, useRows);
    report(`${page}, taken over on its first use (the above, plus:)`, total, onUse.limitKB);
    for (const r of useRows) console.log(r);
  }
  if (japanese) {
    const chunk = readdirSync(join('dist', 'assets')).find((f) => japanese.test(f));
    const jaRows = [];
    const extra = chunk ? addChunks([`/assets/${chunk}`], new Set(seen), jaRows) : 0;
    console.log(`${page} in Japanese: ${((total + extra) / 1024).toFixed(1)} KB gzip (the English above, plus:)`);
    for (const r of jaRows) console.log(r);
  }
  if (forbid.length) {
    // Everything the page can ever load: static and dynamic imports.
    const all = new Set();
    const todo = [...scripts];
    while (todo.length) {
      const src = todo.shift();
      const path = join('dist', src.replace(/^\//, ''));
      if (all.has(path)) continue;
      all.add(path);
      const code = readFileSync(path, 'utf8');
      for (const { what, pattern } of forbid) {
        if (pattern.test(code)) {
          ok = false;
          console.log(`${page}: ${src} contains ${what}, which this page must not load`);
        }
      }
      for (const m of code.matchAll(/["'`](\.\/[^"'`]+\.js)["'`]/g)) todo.push(join('/assets', m[1].replace(/^\.\//, '')));
    }
    const lazy = [...all].filter((p) => !seen.has(p));
    for (const p of lazy)
      console.log(
        `${(gzipSync(readFileSync(p), { level: 9 }).length / 1024).toFixed(1).padStart(7)} KB  ${p.replace(/^dist/, '')} (loaded on demand)`,
      );
    console.log(`${page}: no ${forbid.map((f) => f.what).join(', ')} in any of its ${all.size} chunks`);
  }
}
process.exit(ok ? 0 : 1);
