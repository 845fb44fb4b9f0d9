import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { defaultConfig } from '../model/defaultConfig';
import { parseConfig } from '../schema/parse';
import { toVmGroups } from '../inventory/group';
import { importInventory, previewImport } from '../inventory/pipeline';
import { sizeRefusal } from '../inventory/readFile';
import { DEFAULT_IMPORT_OPTIONS, type ImportOptions } from '../inventory/select';
import type { FileProblem } from '../inventory/types';
import { describeEntry, describeFileProblem, describeJoin, importGroupName, joinIncomplete, sourceList } from '../i18n/describeImport';
import { IMPORT_EN } from '../i18n/en/import';
import { IMPORT_JA } from '../i18n/ja/import';
import { endQuietlyOnClosedPipe } from './closedPipe';
import { cliLang, cliProblem } from './lang';
import { applyIntent } from '../document/edit';

const JAPANESE = cliLang() === 'ja';
/** Problem lines and the report follow the locale; the config written stays as the page would make it. */
const WORDS = JAPANESE ? IMPORT_JA : IMPORT_EN;

const USAGE = 'usage: npm run import -- <file> [--powered-off include|exclude] [--right-size p95]\n';

function parseArgs(argv: string[]): { file: string; options: ImportOptions } | null {
  let file: string | undefined;
  const options: ImportOptions = { ...DEFAULT_IMPORT_OPTIONS };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--powered-off' && (argv[i + 1] === 'include' || argv[i + 1] === 'exclude'))
      options.poweredOff = argv[++i] as 'include' | 'exclude';
    else if (a === '--right-size' && argv[i + 1] === 'p95') {
      options.rightSize = true;
      i++;
    } else if (!a.startsWith('--') && file === undefined) file = a;
    else return null;
  }
  return file === undefined ? null : { file, options };
}

/**
 * `npm run import -- <file>`: the default config with the imported workload in its first cluster,
 * as JSON on stdout; the import report on stderr. Exit 2 with one line per problem when the file
 * cannot be imported; 1 on usage errors.
 */
async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (!args) {
    process.stderr.write(USAGE);
    return 1;
  }
  const name = basename(args.file);
  const refuse = (problems: FileProblem[]) => {
    for (const p of problems) process.stderr.write(describeFileProblem(p, WORDS) + '\n');
    return 2;
  };
  let bytes: Buffer;
  try {
    const tooLarge = sizeRefusal(name, statSync(args.file).size);
    if (tooLarge) return refuse([tooLarge]);
    bytes = readFileSync(args.file);
  } catch (e) {
    process.stderr.write(`${name}: cannot be read: ${(e as Error).message}\n`);
    return 2;
  }
  const imported = await importInventory(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    name,
    args.options,
  );
  if (!imported.ok) return refuse(imported.problems);
  const { info, outcome } = imported;
  // How each sheet met the VMs comes first: a sheet that gave only some VMs their storage is a warning.
  for (const j of info.joins) process.stderr.write(`${joinIncomplete(j) ? `${WORDS.join.warning}: ` : ''}${describeJoin(j, WORDS)}\n`);
  for (const e of outcome.report) process.stderr.write(describeEntry(e, WORDS) + '\n');
  if (outcome.selection.vms.length === 0) return refuse([{ code: 'no-vms', file: name }]);
  const config = applyIntent(defaultConfig(), {
    type: 'replaceVmGroups',
    clusterIndex: 0,
    vmGroups: toVmGroups(outcome.grouping.groups, { name: importGroupName }),
  });
  const parsed = parseConfig(config);
  if (!parsed.ok) {
    for (const p of parsed.problems) process.stderr.write(`${p.path}: ${cliProblem(p)}\n`);
    return 2;
  }
  const s = outcome.selection;
  process.stderr.write(
    `${name}: ${info.format}, ${s.vms.length} VMs sized in ${outcome.grouping.groups.length} groups ` +
      `(${s.poweredOn} powered on, ${s.poweredOff} powered off, powered-off ${args.options.poweredOff}d), ` +
      `${outcome.report.filter((e) => e.skipped).length} rows skipped; used storage from ${sourceList(previewImport(outcome).sources, WORDS)}\n`,
  );
  process.stdout.write(JSON.stringify(parsed.config, null, 2) + '\n');
  return 0;
}

endQuietlyOnClosedPipe();
process.exitCode = await main(process.argv.slice(2));
