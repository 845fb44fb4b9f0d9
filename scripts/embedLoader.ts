import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

export const LOADER_SOURCE = 'src/widget/loader.ts';
export const LOADER_OUTPUT = 'public/embed/v1.js';
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The embed loader as one self-contained classic script (an IIFE: it runs from a plain
 * `<script src>` on any site), with the Zod schemas it checks messages with bundled in.
 */
export async function buildEmbedLoader(): Promise<string> {
  const out = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      lib: { entry: LOADER_SOURCE, formats: ['iife'], name: 'HciSizerEmbedLoader', fileName: () => 'v1.js' },
      rolldownOptions: {
        output: {
          postBanner: `/* HCI Sizer embed loader, protocol version 1. Generated from ${LOADER_SOURCE} by scripts/build-embed.ts: do not edit. */`,
        },
      },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((f) => f.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('no loader chunk built');
  return chunk.code;
}
