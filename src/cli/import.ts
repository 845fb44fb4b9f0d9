import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { HypervisorKind, SizingConfig } from '../model/config';
import { defaultConfig } from '../model/defaultConfig';
import { sourceCpus } from '../catalogue/cpuModel';
import { SOURCE_CPU_MODELS } from '../schema/config';
import { LIMITS } from '../schema/limits';
import { parseConfig } from '../schema/parse';
import { clusterImports, duplicateSources, type GroupingChoice, oneMapping, perSourceMapping, planTargets } from '../inventory/estate';
import { importInventories, type InventoryFile, previewImport } from '../inventory/pipeline';
import { sizeRefusal } from '../inventory/readFile';
import { DEFAULT_IMPORT_OPTIONS, type ImportOptions } from '../inventory/select';
import type { FileProblem } from '../inventory/types';
import {
  describeDuplicate,
  describeEntry,
  describeFileProblem,
  describeJoin,
  describeRefusal,
  importGroupName,
  joinIncomplete,
  sourceList,
} from '../i18n/describeImport';
import { IMPORT_EN } from '../i18n/en/import';
import { IMPORT_JA } from '../i18n/ja/import';
import { endQuietlyOnClosedPipe } from './closedPipe';
import { cliLang, cliProblem } from './lang';
import { importClusters, importRefusals } from '../document/importClusters';
import { readConfigFile } from './readConfig';

const JAPANESE = cliLang() === 'ja';
/** Problem lines and the report follow the locale; the config written stays as the page would make it. */
const WORDS = JAPANESE ? IMPORT_JA : IMPORT_EN;

const USAGE =
  'usage: npm run import -- <file>... [--map one|per-source] [--hypervisor ahv|esxi] [--append <config.json>]\n' +
  '         [--grouping exact|bands] [--ratio measured] [--powered-off include|exclude] [--right-size p95]\n';

interface Args {
  files: string[];
  options: ImportOptions;
  map: 'one' | 'per-source';
  hypervisor?: HypervisorKind;
  append?: string;
  grouping: GroupingChoice;
  takeRatio: boolean;
}

/** `--name value` where value is one of `allowed`. */
const CHOICES: Record<string, readonly string[]> = {
  '--powered-off': ['include', 'exclude'],
  '--right-size': ['p95'],
  '--map': ['one', 'per-source'],
  '--hypervisor': ['ahv', 'esxi'],
  '--grouping': ['exact', 'bands'],
  '--ratio': ['measured'],
};

function parseArgs(argv: string[]): Args | null {
  const args: Args = { files: [], options: { ...DEFAULT_IMPORT_OPTIONS }, map: 'one', grouping: 'exact', takeRatio: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = argv[i + 1];
    if (!a.startsWith('--')) {
      args.files.push(a);
      continue;
    }
    if (value === undefined) return null;
    i++;
    if (a === '--append') args.append = value;
    else if (!CHOICES[a]?.includes(value)) return null;
    else if (a === '--powered-off') args.options.poweredOff = value as 'include' | 'exclude';
    else if (a === '--right-size') args.options.rightSize = true;
    else if (a === '--map') args.map = value as Args['map'];
    else if (a === '--hypervisor') args.hypervisor = value as HypervisorKind;
    else if (a === '--grouping') args.grouping = value as GroupingChoice;
    else args.takeRatio = true;
  }
  return args.files.length === 0 ? null : args;
}

const write = (line: string) => process.stderr.write(line + '\n');

function readBytes(path: string): InventoryFile | FileProblem | string {
  const name = basename(path);
  try {
    const tooLarge = sizeRefusal(name, statSync(path).size);
    if (tooLarge) return tooLarge;
    const bytes = readFileSync(path);
    return { name, bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer };
  } catch (e) {
    return `${name}: cannot be read: ${(e as Error).message}`;
  }
}

/**
 * `npm run import -- <file>...`: the default config (or `--append`'s) with the imported workload,
 * as JSON on stdout; the import report on stderr. Several files are one estate: an RVTools "export
 * all to CSV" folder's files are joined, several exports combined. `--map one` puts every source
 * cluster into the first cluster (its groups replaced, or added to with `--append`); `per-source`
 * one cluster per source cluster, named as it. Exit 2 with one line per problem when the files
 * cannot be imported or do not fit the plan; 1 on usage errors.
 */
async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (!args) {
    process.stderr.write(USAGE);
    return 1;
  }
  const refuse = (problems: FileProblem[]) => {
    for (const p of problems) write(describeFileProblem(p, WORDS));
    return 2;
  };
  let base: SizingConfig = defaultConfig();
  if (args.append) {
    const read = readConfigFile(args.append);
    if (!read.ok) {
      for (const line of read.lines) write(line);
      return read.exitCode;
    }
    base = read.config;
  }
  const files: InventoryFile[] = [];
  for (const path of args.files) {
    const r = readBytes(path);
    if (typeof r === 'string') {
      write(r);
      return 2;
    }
    if ('code' in r) return refuse([r]);
    files.push(r);
  }
  // Source clusters the plan already holds are left out, and said.
  const first = await importInventories(files, args.options);
  if (!first.ok) return refuse(first.problems);
  const duplicates = args.append
    ? duplicateSources(
        base,
        first.info.clusters.map((c) => c.cluster),
      )
    : [];
  for (const d of duplicates) write(describeDuplicate(d, WORDS));
  const options = { ...args.options, excluded: duplicates.map((d) => d.source) };
  const imported = duplicates.length > 0 ? await importInventories(files, options) : first;
  if (!imported.ok) return refuse(imported.problems);
  const { info, inventory, outcome } = imported;
  const name = info.file;
  // How each sheet met the VMs comes first: a sheet that gave only some VMs their storage is a warning.
  for (const j of info.joins) write(`${joinIncomplete(j) ? `${WORDS.join.warning}: ` : ''}${describeJoin(j, WORDS)}`);
  for (const e of outcome.report) write(describeEntry(e, WORDS));
  if (outcome.selection.vms.length === 0) return refuse([{ code: 'no-vms', file: name }]);

  const sourceNames = [...new Set(outcome.selection.vms.map((vm) => vm.cluster))];
  const mapping =
    args.map === 'per-source' ? perSourceMapping(sourceNames, WORDS.noCluster) : oneMapping(sourceNames, base.clusters[0]!.name);
  const targets = planTargets(outcome.selection.vms, mapping, {
    ...(inventory.hosts ? { hosts: inventory.hosts } : {}),
    grouping: args.grouping,
  });
  const imports = clusterImports(base, targets, inventory.hosts, {
    clusterIndex: 0,
    append: args.append !== undefined,
    ...(args.hypervisor ? { hypervisor: args.hypervisor } : {}),
    takeRatio: args.takeRatio,
    groupName: (g) => importGroupName(g, WORDS),
    cpus: (models) =>
      models.length > 0
        ? sourceCpus(models.slice(0, SOURCE_CPU_MODELS)).map((c) => ({ ...c, model: c.model.slice(0, LIMITS.name) }))
        : undefined,
  });
  const refusals = importRefusals(base, imports);
  if (refusals.length > 0) {
    for (const r of refusals) write(describeRefusal(r, WORDS));
    return 2;
  }
  const config = importClusters(base, 0, imports);
  const parsed = parseConfig(config);
  if (!parsed.ok) {
    for (const p of parsed.problems) write(`${p.path}: ${cliProblem(p)}`);
    return 2;
  }
  const s = outcome.selection;
  const groups = targets.reduce((n, t) => n + t.groups.length, 0);
  write(
    `${name}: ${info.format}, ${s.vms.length} VMs sized in ${groups} groups${targets.length > 1 ? ` of ${targets.length} clusters` : ''} ` +
      `(${s.poweredOn} powered on, ${s.poweredOff} powered off, powered-off ${args.options.poweredOff}d), ` +
      `${outcome.report.filter((e) => e.skipped).length} rows skipped; used storage from ${sourceList(previewImport(outcome).sources, WORDS)}`,
  );
  process.stdout.write(JSON.stringify(parsed.config, null, 2) + '\n');
  return 0;
}

endQuietlyOnClosedPipe();
process.exitCode = await main(process.argv.slice(2));
