import { spawnSync, type SpawnSyncOptionsWithStringEncoding } from 'node:child_process';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { buildSync } from 'esbuild';

/**
 * A command of src/cli run as a process of its own, as `npm run <name>` runs it: its arguments,
 * standard input and output, exit code and locale. The command is bundled once per test file, so
 * that each run starts in about 0.1 s where tsx took 0.7 to 0.8 s to compile its modules again
 * (30-odd runs were half the unit suite's CPU time spent in processes). The bundle lies under
 * node_modules/.cache, where its packages resolve as the source's do.
 */
export function cliCommand(name: 'size' | 'import' | 'export') {
  let bundle: string | null = null;
  const path = (): string => {
    if (bundle) return bundle;
    const out = join('node_modules', '.cache', 'cli-tests', `${name}-${process.pid}-${threadId}.mjs`);
    buildSync({
      entryPoints: [`src/cli/${name}.ts`],
      outfile: out,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'error',
    });
    return (bundle = out);
  };
  return {
    /** The command line that runs it, for a shell pipeline. */
    commandLine: (): string => `"${process.execPath}" ${path()}`,
    run(args: string[], { input, lang = 'en_US.UTF-8' }: { input?: string; lang?: string } = {}) {
      const options: SpawnSyncOptionsWithStringEncoding = {
        encoding: 'utf8',
        env: { ...process.env, LANG: lang, LC_ALL: '', LC_MESSAGES: '' },
        ...(input !== undefined && { input }),
      };
      return spawnSync(process.execPath, [path(), ...args], options);
    },
  };
}
