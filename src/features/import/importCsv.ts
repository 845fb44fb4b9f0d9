import { describeJoin, describeReason, joinIncomplete } from '../../i18n/describeImport';
import { IMPORT_EN } from '../../i18n/en/import';
import type { InventoryVm, ReportEntry, SheetJoin } from '../../inventory/types';
import { csvText } from '../../schema/csv';

/** The import report as CSV, each sheet's join first; names come from the user's file, so csvText keeps them from running. */
export function reportCsv(file: string, entries: readonly ReportEntry[], joins: readonly SheetJoin[] = []): string {
  return csvText([
    IMPORT_EN.reportHeader,
    ...joins.map((j) => [file, j.sheet, '', '', joinIncomplete(j) ? IMPORT_EN.join.warning : IMPORT_EN.join.joined, describeJoin(j)]),
    ...entries.map((e) => [file, e.sheet, e.row, e.vm, e.skipped ? IMPORT_EN.skipped : IMPORT_EN.noted, describeReason(e)]),
  ]);
}

/** The VMs as read, one line each, saying which figure gave each VM's used storage. */
export function vmsCsv(vms: readonly InventoryVm[]): string {
  return csvText([
    ['vm', 'cluster', 'power', 'vcpu', 'ram_gib', 'used_gib', 'provisioned_gib', 'iops', 'kind', 'used_from'],
    ...vms.map((v) => [
      v.name,
      v.cluster,
      v.poweredOn ? 'on' : 'off',
      v.vcpu,
      v.ramMiB / 1024,
      v.usedMiB / 1024,
      v.provisionedMiB / 1024,
      v.iops,
      v.kind,
      IMPORT_EN.storageSources[v.storageSource],
    ]),
  ]);
}
