import type { VmGroup } from '../model/config';
import { type Grouping, groupVms, type ImportGroup, toVmGroups } from './group';
import { type ImportOptions, type Selection, selectVms } from './select';
import type { Inventory, ReportEntry } from './types';

export interface ImportPlan {
  selection: Selection;
  grouping: Grouping;
  /** Every row not sized or sized with a note, in file order. */
  report: ReportEntry[];
}

/** What an inventory becomes under the chosen options: the VMs sized, their groups, the report. */
export function planImport(inventory: Inventory, options: ImportOptions): ImportPlan {
  const selection = selectVms(inventory.vms, options);
  const grouping = groupVms(selection.vms);
  const report = [...inventory.report, ...selection.left].sort((a, b) => a.sheet.localeCompare(b.sheet) || a.row - b.row);
  return { selection, grouping, report };
}

export function planVmGroups(
  plan: ImportPlan,
  name: (g: ImportGroup) => string,
  kinds?: readonly (VmGroup['kind'] | undefined)[],
): Omit<VmGroup, 'id'>[] {
  return toVmGroups(plan.grouping.groups, { name, ...(kinds ? { kinds } : {}) });
}
