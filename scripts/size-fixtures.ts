/**
 * Writes the headless sizer's result for docs/default-config.json and every test fixture config
 * into one folder, one JSON file each, so two runs can be compared with `diff -r`:
 * a refactor must leave them byte-identical, a rule change must list what moved.
 *
 *   npm run size:fixtures -- <out-dir>
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { size } from '../src/model/headless';
import { parseConfigJson } from '../src/schema/parse';
import { mixedClusterConfig } from '../tests/fixtures/mixedCluster';
import { describeInEnglish } from '../src/i18n/describeInEnglish';

const out = process.argv[2];
if (!out) {
  process.stderr.write('usage: npm run size:fixtures -- <out-dir>\n');
  process.exit(1);
}
mkdirSync(out, { recursive: true });

const linkFixtures = 'tests/fixtures/share-links/v1';
const configs: [string, string][] = [
  ['default-config', readFileSync('docs/default-config.json', 'utf8')],
  ['mixed-cluster', JSON.stringify(mixedClusterConfig())],
  ...readdirSync(linkFixtures)
    .filter((f) => f.endsWith('.json'))
    .map((f): [string, string] => [`link-${f.replace(/\.json$/, '')}`, readFileSync(join(linkFixtures, f), 'utf8')]),
];
for (const [name, text] of configs) {
  const parsed = parseConfigJson(text);
  if (!parsed.ok) throw new Error(`${name}: ${parsed.problems.map((p) => `${p.path}: ${describeInEnglish(p)}`).join('; ')}`);
  writeFileSync(join(out, `${name}.json`), JSON.stringify(size(parsed.config), null, 2) + '\n');
}
process.stdout.write(`${configs.length} results written to ${out}\n`);
