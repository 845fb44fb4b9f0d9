import { readFileSync } from 'node:fs';
import { size } from '../model/evaluate';
import { parseConfigJson } from '../schema/parse';

/**
 * `npm run size -- <config.json | ->`: the full result as JSON on stdout.
 * Exit 2 with one line per problem when the config is invalid; exit 1 on usage or read errors.
 */
function main(argv: string[]): number {
  const arg = argv[0];
  if (!arg || argv.length > 1) {
    process.stderr.write('usage: npm run size -- <config.json | ->\n');
    return 1;
  }
  let text: string;
  try {
    text = readFileSync(arg === '-' ? 0 : arg, 'utf8');
  } catch (e) {
    process.stderr.write(`cannot read ${arg}: ${(e as Error).message}\n`);
    return 1;
  }
  const parsed = parseConfigJson(text);
  if (!parsed.ok) {
    for (const p of parsed.problems) process.stderr.write(`${p.path || '(config)'}: ${p.message}\n`);
    return 2;
  }
  process.stdout.write(JSON.stringify(size(parsed.config), null, 2) + '\n');
  return 0;
}

process.exitCode = main(process.argv.slice(2));
