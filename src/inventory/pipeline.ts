import { type GroupingChoice, planTargets, type TargetImport } from './estate';
import { groupTotals, type Grouping, groupVms, type ImportGroup, type Totals } from './group';
import { measureRatio, type MeasuredRatio } from './ratio';
import { readInventory } from './read';
import { readWorkbook } from './readFile';
import { type ClusterSummary, DEFAULT_IMPORT_OPTIONS, type ImportOptions, type Selection, selectVms, summarizeClusters } from './select';
import { combineInventories, joinCsvFolders } from './several';
import type { Workbook } from './workbook';
import type { FileProblem, HostSummary, Inventory, InventoryFormat, ReportEntry, SheetJoin, StorageSource } from './types';

export interface ImportOutcome {
  selection: Selection;
  grouping: Grouping;
  /** Every row not sized or sized with a note, in file order. */
  report: ReportEntry[];
}

/** What an inventory becomes under the chosen options: the VMs sized, their groups, the report. */
export function applyImportOptions(inventory: Inventory, options: ImportOptions): ImportOutcome {
  const selection = selectVms(inventory.vms, options);
  const grouping = groupVms(selection.vms);
  const report = [...inventory.report, ...selection.left].sort((a, b) => a.sheet.localeCompare(b.sheet) || a.row - b.row);
  return { selection, grouping, report };
}

/** What was read of a file, whatever the options: what the preview starts from. */
export interface InventoryInfo {
  file: string;
  format: InventoryFormat;
  collectorVersion?: string;
  hosts?: HostSummary;
  clusters: ClusterSummary[];
  /** How sheets of per-VM rows met vInfo's VMs: shown, with a warning when not every VM did. */
  joins: SheetJoin[];
}

/** The steps of a read that take long enough on a large file to be shown. */
export type ReadStage = 'unpacking' | 'rows';

export type InventoryImport =
  | {
      ok: true;
      info: InventoryInfo;
      /** Kept by whoever previews, to apply other options without reading the file again. */
      inventory: Inventory;
      /** Under the options asked: the VMs sized, their groups (`outcome.grouping.groups`) and the report. */
      outcome: ImportOutcome;
    }
  | { ok: false; problems: FileProblem[] };

/** A file as the import takes it: its name and its bytes. */
export interface InventoryFile {
  name: string;
  bytes: ArrayBuffer;
}

/**
 * The one way from files' bytes to VM groups, taken by the import worker, `npm run import` and
 * the benchmark: each file read within the caps, recognised, checked row by row; the CSV files of
 * one RVTools folder joined as one export, several exports combined (the same VM UUID sized once);
 * and grouped under the options. Or the problems that stop it, every file's.
 */
export async function importInventories(
  files: readonly InventoryFile[],
  options: ImportOptions = DEFAULT_IMPORT_OPTIONS,
  onStage: (stage: ReadStage) => void = () => {},
): Promise<InventoryImport> {
  onStage('unpacking');
  const books: Workbook[] = [];
  const problems: FileProblem[] = [];
  for (const f of files) {
    const book = await readWorkbook(f.name, f.bytes);
    if (book.ok) books.push(book.book);
    else problems.push(...book.problems);
  }
  onStage('rows');
  const inventories: Inventory[] = [];
  for (const book of joinCsvFolders(books)) {
    const read = readInventory(book);
    if (read.ok) inventories.push(read.inventory);
    else problems.push(...read.problems);
  }
  if (problems.length > 0 || inventories.length === 0) return { ok: false, problems };
  const inventory = combineInventories(inventories);
  const { file, format, collectorVersion, hosts, joins = [] } = inventory;
  const info: InventoryInfo = {
    file,
    format,
    clusters: summarizeClusters(inventory.vms),
    joins,
    ...(collectorVersion ? { collectorVersion } : {}),
    ...(hosts ? { hosts } : {}),
  };
  return { ok: true, info, inventory, outcome: applyImportOptions(inventory, options) };
}

/** One file: `importInventories` of it alone. */
export const importInventory = (
  bytes: ArrayBuffer,
  fileName: string,
  options: ImportOptions = DEFAULT_IMPORT_OPTIONS,
  onStage: (stage: ReadStage) => void = () => {},
): Promise<InventoryImport> => importInventories([{ name: fileName, bytes }], options, onStage);

/** How many report lines travel with a summary; the whole report is downloaded as CSV. */
export const REPORT_HEAD = 20;

/**
 * An import outcome reduced to what a preview shows: the groups (at most the config's limit), counts
 * and the first lines of the report, never the VMs themselves, so that the page receives a few
 * kilobytes from the worker whatever the file's size.
 */
export interface ImportPreview {
  groups: ImportGroup[];
  /** The groups' totals, which equal the VMs sized exactly. */
  totals: Totals;
  level: number;
  poweredOn: number;
  poweredOff: number;
  skipped: number;
  notes: number;
  reportHead: ReportEntry[];
  /** How many sized VMs took their used storage from each source. */
  sources: [StorageSource, number][];
  /** Today's vCPU:core ratio of the VMs sized, where the file names their hosts (RVTools' vHost). */
  measured?: MeasuredRatio;
  /** With a plan asked for: the VMs by target cluster, each grouped on its own; `groups` are theirs, in order. */
  targets?: TargetImport[];
}

/** Where the source clusters go and how finely they are grouped, as the preview asks. */
export interface PlanRequest {
  mapping: [source: string, target: string][];
  grouping: GroupingChoice;
}

export function previewImport(
  outcome: ImportOutcome,
  hosts?: HostSummary,
  excluded?: readonly string[],
  plan?: PlanRequest,
): ImportPreview {
  const sources = new Map<StorageSource, number>();
  for (const vm of outcome.selection.vms) sources.set(vm.storageSource, (sources.get(vm.storageSource) ?? 0) + 1);
  const skipped = outcome.report.filter((e) => e.skipped).length;
  const targets =
    plan && planTargets(outcome.selection.vms, new Map(plan.mapping), { ...(hosts ? { hosts } : {}), grouping: plan.grouping });
  const groups = targets ? targets.flatMap((t) => t.groups) : outcome.grouping.groups;
  const totals = groupTotals(groups);
  return {
    groups,
    totals,
    level: targets ? Math.max(0, ...targets.map((t) => t.level)) : outcome.grouping.level,
    poweredOn: outcome.selection.poweredOn,
    poweredOff: outcome.selection.poweredOff,
    skipped,
    notes: outcome.report.length - skipped,
    reportHead: outcome.report.slice(0, REPORT_HEAD),
    sources: [...sources],
    ...(hosts ? { measured: measureRatio(hosts, totals.vcpu, excluded) } : {}),
    ...(targets ? { targets } : {}),
  };
}
