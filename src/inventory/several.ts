import type { HostSummary, Inventory, InventoryVm, ReportEntry } from './types';
import type { Workbook } from './workbook';

/**
 * RVTools' "export all to CSV" writes one file per tab, named after it ("RVTools_tabvInfo.csv")
 * [src: RVTools' export, as the files are named]: the tab is read from the end of the name.
 */
const TAB_OF_CSV = /(?:^|[_\s.-])(?:tab)?(vinfo|vpartition|vhost)\.csv$/i;
const TAB_NAMES: Record<string, string> = { vinfo: 'vInfo', vpartition: 'vPartition', vhost: 'vHost' };

/**
 * The CSV files of one "export all to CSV" folder as one workbook, its tabs as sheets, so that
 * vPartition and vHost are joined to vInfo as in a workbook; every other file as it was. Only a
 * folder that has a vInfo file is taken together; where there are several, each vInfo is a folder
 * of its own and the tabs go with the vInfo of the same name before the tab.
 */
export function joinCsvFolders(books: readonly Workbook[]): Workbook[] {
  const prefix = (b: Workbook) => b.fileName.replace(TAB_OF_CSV, '').toLowerCase();
  const tab = (b: Workbook) => (b.container === 'csv' ? TAB_OF_CSV.exec(b.fileName)?.[1]?.toLowerCase() : undefined);
  const folders = new Map<string, Workbook[]>();
  for (const b of books) if (tab(b) === 'vinfo') folders.set(prefix(b), [b]);
  const out: Workbook[] = [];
  for (const b of books) {
    const t = tab(b);
    const folder = t && t !== 'vinfo' ? folders.get(prefix(b)) : undefined;
    if (folder) folder.push(b);
    else if (t !== 'vinfo') out.push(b);
  }
  for (const [, [vInfo, ...others]] of folders) {
    if (others.length === 0) out.push(vInfo!);
    else
      out.push({
        fileName: vInfo!.fileName,
        container: 'csv-folder',
        sheets: [vInfo!, ...others].map((b) => ({ name: TAB_NAMES[tab(b)!]!, rows: b.sheets[0]!.rows })),
      });
  }
  return out;
}

function mergeHosts(a: HostSummary | undefined, b: HostSummary | undefined): HostSummary | undefined {
  if (!a || !b) return a ?? b;
  const models = new Map<string, number>();
  for (const m of [...(a.cpuModels ?? []), ...(b.cpuModels ?? [])]) models.set(m.model, (models.get(m.model) ?? 0) + m.cores);
  return {
    hosts: a.hosts + b.hosts,
    cores: a.cores + b.cores,
    ramMiB: a.ramMiB + b.ramMiB,
    byCluster: [...a.byCluster, ...b.byCluster],
    ...(models.size > 0 ? { cpuModels: [...models].map(([model, cores]) => ({ model, cores })).sort((x, y) => y.cores - x.cores) } : {}),
  };
}

/**
 * Several exports as one inventory (several vCenters, or a second site). Their rows keep the file
 * they came from in the sheet's name; a VM whose VM UUID an earlier file already gave is the same
 * VM seen twice (a VM in two exports) and is sized once, reported. Exports without the VM UUID
 * column cannot be compared by VM: their VMs are all sized.
 */
export function combineInventories(inventories: readonly Inventory[]): Inventory {
  if (inventories.length === 1) return inventories[0]!;
  const firstFile = new Map<string, string>();
  const vms: InventoryVm[] = [];
  const report: ReportEntry[] = [];
  let hosts: HostSummary | undefined;
  for (const inv of inventories) {
    // A CSV's one sheet is named as its file already.
    const sheetOf = (sheet: string) => (sheet === inv.file ? sheet : `${inv.file} ${sheet}`);
    report.push(...inv.report.map((e) => ({ ...e, sheet: sheetOf(e.sheet) })));
    for (const vm of inv.vms) {
      const earlier = vm.uuid === undefined ? undefined : firstFile.get(vm.uuid);
      const at = { ...vm, sheet: sheetOf(vm.sheet) };
      if (earlier !== undefined)
        report.push({
          sheet: at.sheet,
          row: vm.row,
          vm: vm.name,
          reason: 'duplicate-uuid',
          skipped: true,
          column: earlier,
          value: vm.uuid!,
        });
      else {
        if (vm.uuid !== undefined) firstFile.set(vm.uuid, inv.file);
        vms.push(at);
      }
    }
    hosts = mergeHosts(hosts, inv.hosts);
  }
  const joins = inventories.flatMap((inv) => (inv.joins ?? []).map((j) => ({ ...j, sheet: `${inv.file} ${j.sheet}` })));
  return {
    file: inventories.map((inv) => inv.file).join(', '),
    format: inventories[0]!.format,
    vms,
    report,
    joins,
    ...(hosts ? { hosts } : {}),
  };
}
