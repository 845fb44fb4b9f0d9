import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each language is a folder of the same files (src/i18n/en/*.ts, src/i18n/ja/*.ts), each file
 * exporting the same tables: `X_EN` in English is `X_JA` in Japanese (`EN` is `JA`).
 */
type Tables = Record<string, unknown>;
const byFile = (modules: Record<string, unknown>) =>
  new Map(Object.entries(modules).map(([path, m]) => [path.replace(/^.*\//, ''), m as Tables]));
const ENGLISH = byFile(import.meta.glob('../../src/i18n/en/*.ts', { eager: true }));
const JAPANESE = byFile(import.meta.glob('../../src/i18n/ja/*.ts', { eager: true }));
const inJapanese = (name: string) => name.replace(/(^|_)EN$/, '$1JA');

it('every language folder holds the same files', () => {
  expect([...JAPANESE.keys()].sort()).toEqual([...ENGLISH.keys()].sort());
});

/** Every English table beside its Japanese one, named by file and table. */
const PAIRS: [string, unknown, unknown][] = [...ENGLISH].flatMap(([file, en]) =>
  Object.entries(en).map(([name, table]): [string, unknown, unknown] => [
    `${file}: ${name}`,
    table,
    JAPANESE.get(file)?.[inJapanese(name)],
  ]),
);

describe('each Japanese file exports the tables of its English file', () => {
  for (const [file, en] of ENGLISH) {
    it(file, () => {
      expect(Object.keys(JAPANESE.get(file) ?? {}).sort()).toEqual(Object.keys(en).map(inJapanese).sort());
    });
  }
});

/** Leaf texts by dotted path. */
function leaves(table: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof table === 'string') out.set(prefix, table);
  else if (table && typeof table === 'object') for (const [k, v] of Object.entries(table)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('the Japanese tables mirror the English ones', () => {
  for (const [name, en, ja] of PAIRS) {
    const e = leaves(en);
    const j = leaves(ja);
    it(`${name}: the same keys, none missing, none extra`, () => {
      expect(
        [...j.keys()].filter((k) => !e.has(k)),
        'extra in Japanese',
      ).toEqual([]);
      expect(
        [...e.keys()].filter((k) => !j.has(k)),
        'missing in Japanese',
      ).toEqual([]);
    });
    it(`${name}: the same placeholders in every text, and no text left empty`, () => {
      for (const [key, text] of e) {
        const translated = j.get(key) ?? '';
        expect(placeholders(translated), key).toEqual(placeholders(text));
        if (text.trim() !== '') expect(translated.trim(), key).not.toBe('');
      }
    });
  }
});

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) sourceFiles(p, out);
    else if (/\.tsx?$/.test(f) && !p.includes(join('i18n', 'ja')) && f !== 'ja.ts') out.push(p);
  }
  return out;
}

/**
 * Groups whose keys are ids the model or schema hands over (a warning code, a formula id, a
 * constraint), read as `table[id]`: a key there is used when its id exists, which the types check.
 */
const KEYED_BY_ID = new Set([
  // Read as `units[unit]` by the inputs' one table of displays (src/features/inputs/fieldDisplay.ts).
  'fieldUnits',
  'roles',
  'tiers',
  'awareness',
  'domainNames',
  'domainNamesPlural',
  'selfHealGoals',
  'kinds',
  'headroomRules',
  'constraints',
  'steps',
  'performanceStatus',
  'resourceNames',
  'severities',
  'sourceTitles',
  'sourceKinds',
  'derivationInputs',
  'units',
  'stages',
  'scopes',
  'scopeWords',
  'unresolved',
  'efficiencies',
  'plans',
  'formats',
  'storageSources',
  'keys',
  'problems',
  'reasons',
  'names',
  'figures',
  'tags',
  'rules',
  'notices',
  'issues',
  'quarantine',
  'kinds',
  'variants',
  'groups',
  'inputs',
  'codes',
  'link',
  'expected',
  'found',
  'cpuHow',
]);

/** Whole tables keyed by such ids. */
const TABLES_KEYED_BY_ID = new Set([
  'warnings.ts: WARNING_MESSAGES_EN',
  'formulas.ts: FORMULAS_EN',
  'formulas.ts: DERIVATION_INPUTS_EN',
  'formulas.ts: DERIVATION_VALUES_EN',
  'sources.ts: SOURCE_TITLES_EN',
]);

/** A plural form is picked by the count's plural category (`Intl.PluralRules`): it is read when its group is. */
const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

describe('every English text is used', () => {
  const code = sourceFiles('src')
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  for (const [name, en] of PAIRS.filter(([name]) => !TABLES_KEYED_BY_ID.has(name))) {
    it(`${name}: each key is read somewhere in src`, () => {
      const unused = [...leaves(en).keys()].filter((path) => {
        const parts = path.split('.');
        if (parts.some((p, i) => i < parts.length - 1 && KEYED_BY_ID.has(p))) return false;
        if (/^\d+$/.test(parts.at(-1)!)) return false; // an item of a list, read by index
        if (PLURAL_FORMS.has(parts.at(-1)!)) parts.pop();
        const key = parts.at(-1)!;
        return !new RegExp(`\\.${key}\\b|\\['${key}'\\]`).test(code);
      });
      expect(unused).toEqual([]);
    });
  }
});
