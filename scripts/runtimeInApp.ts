import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Rolldown keeps its helpers for CommonJS modules (React is one) in a chunk of their own, 0.4 KB
 * gzip, which the app's chunk (scripts/appChunk.ts) must fetch before it can run: one more request
 * while someone waits for the page to answer. No chunking option moves it (its module is not
 * offered to `codeSplitting` groups), so this step folds it into the app's chunk after
 * minification: the app declares the helpers in a scope of their own and exports them, and every
 * other chunk imports them from it. Only the page's script loads before the app, and it uses no
 * CommonJS; every other chunk loads after the app has run.
 */
const RUNTIME_NAME = /^assets\/rolldown-runtime-[\w-]+\.js$/;
const HOLDER = '__rolldownRuntime';

export function runtimeInApp(appChunkName: string): Plugin {
  return {
    name: 'hci-sizer:runtime-in-app',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const runtime = Object.values(bundle).find((f): f is OutputChunk => f.type === 'chunk' && RUNTIME_NAME.test(f.fileName));
      if (!runtime) return;
      const apps = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk' && f.name === appChunkName);
      if (apps.length !== 1) this.error(`expected one chunk named ${appChunkName} beside ${runtime.fileName}, found ${apps.length}`);
      const users = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk' && f.imports.includes(runtime.fileName));
      for (const user of users) if (user.isEntry) this.error(`${user.fileName} loads before the app and uses ${runtime.fileName}`);
      foldRuntime(bundle, runtime, apps[0]!, (message) => this.error(message));
    },
  };
}

/** A build with source maps (`vite build --sourcemap`) ends each chunk with a comment that names its map. */
const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=[^\n]*\s*$/;

/** `code` with `text` at its end, before the source map's comment: appended after it, `text` would be part of the comment. */
export function beforeSourceMap(code: string, text: string): string {
  const comment = SOURCE_MAP_COMMENT.exec(code);
  return comment ? `${code.slice(0, comment.index)}\n${text}${comment[0]}` : code + text;
}

/** `export{s as n,l as r}` → [['n', 's'], ['r', 'l']]: each exported name and its local. */
function exportsOf(code: string): { body: string; names: [exported: string, local: string][] } {
  const match = /export\s*\{([^}]*)\};?\s*$/.exec(code.replace(SOURCE_MAP_COMMENT, ''));
  if (!match) return { body: code, names: [] };
  const names = match[1]!
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s): [string, string] => {
      const [local, exported = local] = s.split(/\s+as\s+/);
      return [exported!, local!];
    });
  return { body: code.slice(0, match.index), names };
}

function importPattern(fileName: string): RegExp {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`import\\s*(?:\\{([^}]*)\\}\\s*from\\s*)?["']\\./${base}["'];?`, 'g');
}

/** `r as e,t` → [['r', 'e'], ['t', 't']]: each imported name and the local it binds. */
const specifiers = (list: string | undefined): [string, string][] =>
  (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [imported, local = imported] = s.split(/\s+as\s+/);
      return [imported!, local!];
    });

function foldRuntime(bundle: OutputBundle, runtime: OutputChunk, entry: OutputChunk, fail: (message: string) => never) {
  const { body, names } = exportsOf(runtime.code);
  if (names.length === 0) fail(`${runtime.fileName} exports nothing that could be folded`);
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && chunk !== runtime && chunk.code.includes(HOLDER)) fail(`${chunk.fileName} already uses ${HOLDER}`);
  }
  const held = (exported: string) => `${HOLDER}_${exported}`;
  const declaration =
    `const{${names.map(([exported]) => `${exported}:${held(exported)}`).join(',')}}=(()=>{${body};` +
    `return{${names.map(([exported, local]) => `${exported}:${local}`).join(',')}}})();`;

  const pattern = importPattern(runtime.fileName);
  let declared = false;
  entry.code = entry.code.replace(pattern, (_all, list: string | undefined) => {
    const locals = specifiers(list).map(([imported, local]) => `${local}=${held(imported)}`);
    const text = (declared ? '' : declaration) + (locals.length ? `const ${locals.join(',')};` : '');
    declared = true;
    return text;
  });
  if (!declared) fail(`${entry.fileName} does not import ${runtime.fileName}`);
  entry.code = beforeSourceMap(entry.code, `export{${names.map(([exported]) => held(exported)).join(',')}};`);
  entry.imports = entry.imports.filter((f) => f !== runtime.fileName);

  const entryBase = entry.fileName.slice(entry.fileName.lastIndexOf('/') + 1);
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk === runtime || chunk === entry) continue;
    if (!chunk.imports.includes(runtime.fileName)) continue;
    chunk.code = chunk.code.replace(pattern, (_all, list: string | undefined) => {
      const bound = specifiers(list).map(([imported, local]) => `${held(imported)} as ${local}`);
      return `import{${bound.join(',')}}from"./${entryBase}";`;
    });
    chunk.imports = [...new Set(chunk.imports.map((f) => (f === runtime.fileName ? entry.fileName : f)))];
  }
  for (const file of Object.values(bundle)) {
    if (file.type === 'asset' && file.fileName.endsWith('.html') && typeof file.source === 'string') {
      file.source = file.source.replace(new RegExp(`\\s*<link[^>]*href="[^"]*${runtime.fileName.replace('.', '\\.')}"[^>]*>`, 'g'), '');
    }
  }
  delete bundle[runtime.fileName];
}
