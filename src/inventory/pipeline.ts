import { type Grouping, groupVms, type ImportGroup } from './group';
import { type ImportOptions, type Selection, selectVms } from './select';
import type { Inventory, ReportEntry, StorageSource } from './types';

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

/** How many report lines travel with a summary; the whole report is downloaded as CSV. */
export const REPORT_HEAD = 20;

/**
 * An import outcome reduced to what a preview shows: the groups (at most the config's limit), counts
 * and the first lines of the report, never the VMs themselves, so that the page receives a few
 * kilobytes from the worker whatever the file's size.
 */
export interface ImportPreview {
  groups: ImportGroup[];
  level: number;
  poweredOn: number;
  poweredOff: number;
  skipped: number;
  notes: number;
  reportHead: ReportEntry[];
  /** How many sized VMs took their used storage from each source. */
  sources: [StorageSource, number][];
}

export function previewImport(outcome: ImportOutcome): ImportPreview {
  const sources = new Map<StorageSource, number>();
  for (const vm of outcome.selection.vms) sources.set(vm.storageSource, (sources.get(vm.storageSource) ?? 0) + 1);
  const skipped = outcome.report.filter((e) => e.skipped).length;
  return {
    groups: outcome.grouping.groups,
    level: outcome.grouping.level,
    poweredOn: outcome.selection.poweredOn,
    poweredOff: outcome.selection.poweredOff,
    skipped,
    notes: outcome.report.length - skipped,
    reportHead: outcome.report.slice(0, REPORT_HEAD),
    sources: [...sources],
  };
}
