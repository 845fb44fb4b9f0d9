import { writeFileSync } from 'node:fs';
import { reportCsv } from '../features/results/report/exports';
import { planReportMarkdown } from '../features/results/report/planMarkdown';
import { handover } from '../features/results/report/handover';
import { workbookBlob } from '../features/results/report/workbook';
import { EN } from '../i18n/en/page';
import { createFormatter } from '../i18n/numbers';
import type { SizingConfig } from '../model/config';
import { encodeShareLink } from '../schema/shareLink';
import type { CapacityUnit } from '../schema/shareLink';
import { cliLang } from './lang';
import { readConfig } from './readConfig';

const FORMATS = ['xlsx', 'md', 'csv'] as const;
type Format = (typeof FORMATS)[number];

const USAGE = 'usage: npm run export -- <config.json | -> --format xlsx|md|csv --out <file> [--unit TiB|TB]';

interface Args {
  input: string;
  format: Format;
  out: string;
  unit: CapacityUnit;
}

/** The arguments, or what is wrong with them in one line. */
function parseArgs(argv: readonly string[]): Args | string {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    if (!['--format', '--out', '--unit'].includes(a)) return `unknown option ${a}`;
    const value = argv[++i];
    if (value === undefined || value.startsWith('--')) return `${a} needs a value`;
    flags.set(a, value);
  }
  if (positional.length !== 1) return positional.length ? `one config file, not ${positional.length}` : 'no config file given';
  const format = flags.get('--format');
  if (!format) return '--format is required: xlsx, md or csv';
  if (!(FORMATS as readonly string[]).includes(format)) return `--format ${format}: must be xlsx, md or csv`;
  const out = flags.get('--out');
  if (!out) return '--out is required: the file to write';
  const unit = flags.get('--unit') ?? 'TiB';
  if (unit !== 'TiB' && unit !== 'TB') return `--unit ${unit}: must be TiB or TB`;
  return { input: positional[0]!, format: format as Format, out, unit };
}

async function locale(unit: CapacityUnit) {
  if (cliLang() !== 'ja') return { lang: 'en' as const, m: EN, fmt: createFormatter('en-US', unit, EN) };
  const ja = await import('../i18n/ja');
  return { lang: 'ja' as const, m: ja.JA, fmt: createFormatter('ja-JP', unit, ja.JA), features: ja.JA_FEATURES };
}

/** What the page exports, from a document: the workbook of the whole plan, or the report of every cluster. */
async function exportDocument(config: SizingConfig, format: Format, unit: CapacityUnit): Promise<Uint8Array | string> {
  const loc = await locale(unit);
  const encoded = await encodeShareLink(config, { capacityUnit: unit });
  // The share link's fragment: opened after the sizer's address, it is this sizing.
  const link = encoded.ok ? `#${encoded.fragment}` : '';
  const date = new Date().toISOString().slice(0, 10);
  const h = handover(config);
  if (format === 'xlsx')
    return new Uint8Array(await (await workbookBlob({ locale: loc, handover: h, link, date, capacityUnit: unit })).arrayBuffer());
  // The CSV's plan rows hold every cluster's answer; its tables are the first cluster's, as the page's are the one on screen.
  if (format === 'csv')
    return reportCsv({ locale: loc, config, clusterIndex: 0, result: h.sizing.clusters[0]!, link, date, capacityUnit: unit });
  return planReportMarkdown({ locale: loc, handover: h, link, date, capacityUnit: unit });
}

/**
 * `npm run export -- <config.json | -> --format xlsx|md|csv --out <file>`: the page's exports
 * written headless. Exit 1 on bad arguments or a file it cannot write, 2 on an invalid config.
 */
async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    process.stderr.write(`${args}\n${USAGE}\n`);
    return 1;
  }
  const config = readConfig(args.input);
  if (typeof config === 'number') return config;
  const content = await exportDocument(config, args.format, args.unit);
  try {
    writeFileSync(args.out, content);
  } catch (e) {
    process.stderr.write(`cannot write ${args.out}: ${(e as Error).message}\n`);
    return 1;
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
