import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { EN } from '../../src/i18n/en/page';
import { reportCsv as importReportCsv, vmsCsv } from '../../src/features/import/importCsv';
import { createFormatter } from '../../src/i18n/numbers';
import type { InventoryVm } from '../../src/inventory/types';
import type { SizingConfig } from '../../src/model/config';
import { defaultConfig } from '../../src/model/defaultConfig';
import { evaluate } from '../../src/model/evaluate';
import { recommend } from '../../src/model/recommend';
import { runway } from '../../src/model/runway';
import { reportCsv } from '../../src/features/results/report/exports';

/**
 * Every CSV the project writes, read as a spreadsheet would: split on commas (English locales) and
 * on semicolons (German, French, Spanish, Italian… where `;` is the list separator), by a reader
 * that honours quotes (papaparse) and by one that does not. No cell may start like a formula
 * unless it is a number the writer wrote as a number.
 */
const SEED = 20261125;

// Starts a spreadsheet runs as a formula: ASCII, the full-width forms Excel takes in Japanese, tab and CR.
const FORMULA_START = /^[=+\-@＝＋－＠\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?(e[+-]\d+)?$/;

/** The cells of a CSV as read with this delimiter, honouring quotes or not. */
function cellsOf(csv: string, delimiter: string, quotes: boolean): string[] {
  if (quotes) return Papa.parse<string[]>(csv, { delimiter, newline: '\r\n' }).data.flat();
  return csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(delimiter));
}

/** The cells that would run as formulas, under every way of reading the CSV. */
function formulaCells(csv: string): string[] {
  const found: string[] = [];
  for (const delimiter of [',', ';', '\t'])
    for (const quotes of [true, false])
      for (const raw of cellsOf(csv, delimiter, quotes)) {
        // A reader may keep stray quotes and leading spaces of a badly split field.
        const cell = raw.replace(/^[ "]+/, '');
        if (FORMULA_START.test(cell) && !NUMBER.test(cell)) found.push(`${delimiter}${quotes ? '' : ' (plain split)'}: ${cell}`);
      }
  return found;
}

const HOSTILE = "Prod;=cmd|' /C calc'!A0";

// Text made of the pieces that matter: formula starts, separators, quotes, spaces and letters.
const hostileText = fc
  .array(fc.constantFrom('=', '+', '-', '@', '＝', '＋', '－', '＠', '\t', '\r', '\n', ',', ';', '"', "'", ' ', 'a', '1', 'cmd|'), {
    maxLength: 12,
  })
  .map((parts) => parts.join(''));

function configNamed(name: string, count = 40): SizingConfig {
  const config = defaultConfig();
  const c = config.clusters[0]!;
  c.workload.vmGroups[0] = { ...c.workload.vmGroups[0]!, name, count };
  return config;
}

function sizingCsv(config: SizingConfig): string {
  const c = config.clusters[0]!;
  return reportCsv({
    locale: { lang: 'en', m: EN, fmt: createFormatter('en-US', 'TiB', EN) },
    config,
    clusterIndex: 0,
    result: { ...evaluate(c, config.nodeTypes, { recommendation: recommend }), runway: runway(c, config.nodeTypes) },
    link: 'https://sizer.example/#v1.abc',
    date: '11/23/2026',
    capacityUnit: 'TiB',
  });
}

const vm = (name: string, cluster: string): InventoryVm => ({
  name,
  sheet: 'vInfo',
  row: 2,
  cluster,
  poweredOn: true,
  vcpu: 4,
  ramMiB: 8192,
  usedMiB: 40_960,
  provisionedMiB: 102_400,
  iops: 0,
  kind: 'server',
  os: 'Linux',
  storageSource: 'in-use',
});

/** Every writer, given one piece of text from the user wherever it may put it. */
const WRITERS: Record<string, (text: string) => string> = {
  'sizing report': (text) => sizingCsv(configNamed(text)),
  'import report': (text) =>
    importReportCsv(text, [{ sheet: text, row: 5, vm: text, reason: 'invalid-value', column: text, value: text, skipped: true }]),
  'VMs as read': (text) => vmsCsv([vm(text, text)]),
};

describe.each(Object.entries(WRITERS))('the %s as CSV', (_, write) => {
  it(`keeps "${HOSTILE}" from running in a spreadsheet that splits on commas or semicolons`, () => {
    expect(formulaCells(write(HOSTILE))).toEqual([]);
  });

  it('keeps any text of formula starts, separators and quotes from running, split either way', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(formulaCells(write(text))).toEqual([]);
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('gives the text back whole to a reader that splits on commas, but for the apostrophes that keep it text', () => {
    const apart = (s: string) => s.replace(/'/g, '');
    fc.assert(
      fc.property(hostileText, (text) => {
        const cells = Papa.parse<string[]>(write(text), { delimiter: ',', newline: '\r\n' }).data.flat();
        expect(cells.some((c) => apart(c) === apart(text))).toBe(true);
      }),
      { seed: SEED, numRuns: 100 },
    );
  });
});

describe('figures in the CSV', () => {
  it('writes numbers as numbers, a negative margin too, and text in quotes', () => {
    // Ten times the VMs the default nodes hold: margins go below zero.
    const csv = sizingCsv(configNamed('-5 % growth', 4000));
    const rows = Papa.parse<string[]>(csv, { delimiter: ',', newline: '\r\n' }).data;
    const margins = rows.filter((r) => r[0] === 'constraints' && r[2] === 'margin').map((r) => Number(r[3]));
    expect(margins.some((m) => m < 0)).toBe(true);
    expect(csv).toMatch(/\r\n"constraints","[^"]+","margin",-\d/);
    expect(csv).toContain(`\r\n"vm-groups","'-5 % growth","count",4000,""\r\n`);
  });

  it(`writes "${HOSTILE}" quoted, with an apostrophe where a semicolon would start a cell`, () => {
    expect(vmsCsv([vm(HOSTILE, 'Prod')])).toContain(`\r\n"Prod;'=cmd|' /C calc'!A0","Prod","on",4,`);
  });

  it('writes the VMs as read with their sizes as numbers, behind a byte order mark so that Excel reads UTF-8', () => {
    expect(vmsCsv([vm('web-01', 'Prod')])).toBe(
      '\uFEFF"vm","cluster","power","vcpu","ram_gib","used_gib","provisioned_gib","iops","kind","used_from"\r\n' +
        '"web-01","Prod","on",4,8,40,100,0,"server","vInfo In Use"\r\n',
    );
  });
});
