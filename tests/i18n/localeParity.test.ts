import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPARE_EN } from '../../src/i18n/compare.en';
import { EN } from '../../src/i18n/en';
import { FAILURE_PLAN_EN } from '../../src/i18n/failurePlan.en';
import { IMPORT_EN, IMPORT_PANEL_EN, PROFILES_EN } from '../../src/i18n/import.en';
import { JA, JA_FEATURES } from '../../src/i18n/ja';
import { PLAN_SUMMARY_EN } from '../../src/i18n/planSummary.en';
import { REPORT_EN } from '../../src/i18n/report.en';
import { RUNWAY_EN } from '../../src/i18n/runway.en';
import { QUICK_EN } from '../../src/i18n/quick.en';
import { SESSIONS_PANEL_EN } from '../../src/i18n/sessionsPanel.en';
import { WIDGET_EN } from '../../src/i18n/widget.en';
import { WIDGET_JA } from '../../src/i18n/widget.ja';

/** Every English table beside its Japanese one. */
const PAIRS: [string, unknown, unknown][] = [
  ['EN', EN, JA],
  ['WIDGET', WIDGET_EN, WIDGET_JA],
  ['QUICK', QUICK_EN, JA_FEATURES.quick],
  ['FAILURE_PLAN', FAILURE_PLAN_EN, JA_FEATURES.failurePlan],
  ['IMPORT', IMPORT_EN, JA_FEATURES.importWords],
  ['IMPORT_PANEL', IMPORT_PANEL_EN, JA_FEATURES.importPanel],
  ['PROFILES', PROFILES_EN, JA_FEATURES.profiles],
  ['COMPARE', COMPARE_EN, JA_FEATURES.compare],
  ['PLAN_SUMMARY', PLAN_SUMMARY_EN, JA_FEATURES.planSummary],
  ['RUNWAY', RUNWAY_EN, JA_FEATURES.runway],
  ['REPORT', REPORT_EN, JA_FEATURES.report],
  ['SESSIONS_PANEL', SESSIONS_PANEL_EN, JA_FEATURES.sessionsPanel],
];

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
    else if (/\.tsx?$/.test(f) && !/\.ja\.ts$/.test(f) && f !== 'ja.ts') out.push(p);
  }
  return out;
}

/**
 * Groups whose keys are ids the model or schema hands over (a warning code, a formula id, a
 * constraint), read as `table[id]`: a key there is used when its id exists, which the types check.
 */
const KEYED_BY_ID = new Set([
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
  'warningMessages',
  'formulas',
  'sourceTitles',
  'sourceKinds',
  'derivationInputs',
  'derivationValues',
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
]);

/** A plural form is picked by the count's plural category (`Intl.PluralRules`): it is read when its group is. */
const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

describe('every English text is used', () => {
  const code = sourceFiles('src')
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  for (const [name, en] of PAIRS) {
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
