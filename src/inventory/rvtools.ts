import { type ColumnSpec, mapColumns, type MappedSheet } from './columns';
import { JOIN_TITLES, joinColumns, VM_KEY_COLUMNS, VmIndex } from './join';
import { inferKind } from './kind';
import { countDataRows, dataRows, MAX_VM_ROWS, nameOf, raisedRam, RowReader, wholeMiB } from './rows';
import type { FileProblem, HostSummary, InventoryVm, JoinKey, ReadResult, ReportEntry, SheetJoin, StorageSource } from './types';
import { readFlag, readNumber, readText } from './values';
import { findSheet, type Sheet, type Workbook } from './workbook';

/**
 * RVTools 4.x writes sizes in MiB ("In Use MiB"); older releases wrote the same binary figures
 * under "MB" [infer: the values did not change with the title], and some tools prefix each title
 * with the sheet's name ("vInfoInUse"): all are read alike.
 */
export const VINFO_COLUMNS = [
  { ...VM_KEY_COLUMNS[0], required: true },
  { key: 'power', title: 'Powerstate', aliases: ['Power State'], required: true },
  { key: 'template', title: 'Template' },
  { key: 'srm', title: 'SRM Placeholder' },
  { key: 'cpus', title: 'CPUs', aliases: ['Num CPU', 'NumCPU'], required: true },
  { key: 'memory', title: 'Memory', aliases: ['Memory MiB', 'Memory MB'], required: true },
  { key: 'provisioned', title: 'Provisioned MiB', aliases: ['Provisioned MB', 'Provisioned'] },
  { key: 'inUse', title: 'In Use MiB', aliases: ['In Use MB', 'In Use'] },
  { key: 'osConfig', title: 'OS according to the configuration file', aliases: ['OS Config', 'OS'] },
  { key: 'osTools', title: 'OS according to the VMware Tools', aliases: ['OS Tools', 'OS according to VMware Tools'] },
  { key: 'cluster', title: 'Cluster' },
  { key: 'datacenter', title: 'Datacenter' },
  { key: 'host', title: 'Host' },
  ...VM_KEY_COLUMNS.slice(1),
] as const satisfies readonly ColumnSpec[];

const CONSUMED = { key: 'consumed', title: 'Consumed MiB', aliases: ['Consumed MB', 'Consumed'] } as const;

export const VPARTITION_COLUMNS = [
  ...VM_KEY_COLUMNS,
  { key: 'disk', title: 'Disk' },
  { key: 'capacity', title: 'Capacity MiB', aliases: ['Capacity MB', 'Capacity'] },
  CONSUMED,
] as const satisfies readonly ColumnSpec[];

export const VHOST_COLUMNS = [
  { key: 'cpus', title: '# CPU', aliases: ['CPU', 'Num CPU'], required: true },
  { key: 'cores', title: 'Cores per CPU', required: true },
  { key: 'memory', title: '# Memory', aliases: ['Memory'], required: true },
  { key: 'cluster', title: 'Cluster' },
  { key: 'cpuModel', title: 'CPU Model' },
] as const satisfies readonly ColumnSpec[];

type VInfoKey = (typeof VINFO_COLUMNS)[number]['key'];

/** Whether a sheet's header looks like RVTools' vInfo (enough to tell it from the plain CSV). */
export function looksLikeVInfo(sheet: Sheet): boolean {
  const m = mapColumns(sheet, VINFO_COLUMNS);
  return m.index.power !== undefined && m.index.cpus !== undefined;
}

/** vPartition as read: Consumed MiB per vInfo row, and which vInfo row each partition row joined. */
interface Partitions {
  sheet: string;
  rows: number;
  columns: JoinKey[];
  /** Consumed MiB by vInfo row number; a VM with an unreadable partition row has none. */
  consumed: Map<number, number>;
  /** The vInfo row of each partition row joined, and the column that joined it. */
  joined: [number, JoinKey][];
  unmatched: number;
  missing?: string[][];
}

/**
 * vPartition's Consumed summed per VM. Rows are joined to vInfo's rows by name, VM ID or VM UUID
 * (VmIndex); a row that matches none is listed in the report and not counted.
 */
function readPartitions(sheet: Sheet | undefined, vInfo: VmIndex<number>, report: ReportEntry[]): Partitions | null {
  if (!sheet) return null;
  const m = mapColumns(sheet, VPARTITION_COLUMNS);
  const columns = joinColumns(m.index);
  const read: Partitions = { sheet: sheet.name, rows: countDataRows(m), columns, consumed: new Map(), joined: [], unmatched: 0 };
  const missing = [...(columns.length > 0 ? [] : [[...JOIN_TITLES]]), ...(m.index.consumed === undefined ? [[CONSUMED.title]] : [])];
  if (missing.length > 0) return { ...read, missing };
  const broken = new Set<number>();
  for (const row of dataRows(m)) {
    const vm = nameOf(row, 'name') || nameOf(row, 'vmId') || nameOf(row, 'vmUuid');
    const at = { sheet: sheet.name, row: row.row, vm };
    const found = vInfo.find(row);
    if (!found) {
      read.unmatched++;
      report.push({ ...at, reason: 'no-vm', skipped: true, value: 'vInfo' });
      continue;
    }
    read.joined.push([found.item, found.by]);
    const consumed = readNumber(row.cell('consumed'), 'storageMiB');
    if (!consumed.ok) {
      broken.add(found.item);
      report.push({
        ...at,
        reason: consumed.reason,
        skipped: true,
        column: m.found.consumed ?? CONSUMED.title,
        value: consumed.value,
        ...(consumed.range ? { range: consumed.range } : {}),
      });
      continue;
    }
    read.consumed.set(found.item, (read.consumed.get(found.item) ?? 0) + consumed.value);
  }
  for (const r of broken) read.consumed.delete(r);
  return read;
}

/** How the partitions met the VMs sized: counts for the preview, the report and the command. */
function joinSummary(p: Partitions, vms: readonly InventoryVm[]): SheetJoin {
  const sized = new Set(vms.map((vm) => vm.row));
  const joined: SheetJoin['joined'] = {};
  let notSized = 0;
  for (const [row, by] of p.joined)
    if (sized.has(row)) joined[by] = (joined[by] ?? 0) + 1;
    else notSized++;
  const others: SheetJoin['others'] = {};
  let matchedVms = 0;
  for (const vm of vms)
    if (vm.storageSource === 'partitions') matchedVms++;
    else others[vm.storageSource] = (others[vm.storageSource] ?? 0) + 1;
  return {
    sheet: p.sheet,
    rows: p.rows,
    columns: p.columns,
    joined,
    notSized,
    unmatched: p.unmatched,
    vms: vms.length,
    matchedVms,
    others,
    ...(p.missing ? { missing: p.missing } : {}),
  };
}

const byCores = (models: Map<string, number>) => [...models].map(([model, cores]) => ({ model, cores })).sort((a, b) => b.cores - a.cores);

function hostSummary(sheet: Sheet | undefined): HostSummary | undefined {
  if (!sheet) return undefined;
  const m = mapColumns(sheet, VHOST_COLUMNS);
  if (m.missing.length > 0) return undefined;
  const summary: HostSummary = { hosts: 0, cores: 0, ramMiB: 0, byCluster: [] };
  const clusters = new Map<string, number[]>();
  const coresByModel = new Map<string, number>();
  const modelsByCluster = new Map<string, Map<string, number>>();
  for (const row of dataRows(m)) {
    const cpus = readNumber(row.cell('cpus'), 'vcpu');
    const cores = readNumber(row.cell('cores'), 'vcpu');
    const ram = readNumber(row.cell('memory'), 'ramMiB');
    if (!cpus.ok || !cores.ok || !ram.ok) continue;
    summary.hosts++;
    summary.cores += cpus.value * cores.value;
    summary.ramMiB += ram.value;
    const name = nameOf(row, 'cluster');
    clusters.set(name, [...(clusters.get(name) ?? []), cpus.value * cores.value]);
    const model = readText(row.cell('cpuModel')).replace(/\s+/g, ' ');
    if (!model) continue;
    coresByModel.set(model, (coresByModel.get(model) ?? 0) + cpus.value * cores.value);
    const own = modelsByCluster.get(name) ?? new Map<string, number>();
    modelsByCluster.set(name, own.set(model, (own.get(model) ?? 0) + cpus.value * cores.value));
  }
  summary.byCluster = [...clusters].map(([cluster, cores]) => {
    const models = modelsByCluster.get(cluster);
    return { cluster, cores, ...(models ? { cpuModels: byCores(models) } : {}) };
  });
  if (coresByModel.size > 0) summary.cpuModels = byCores(coresByModel);
  return summary.hosts > 0 ? summary : undefined;
}

/** The vInfo sheet of an RVTools workbook, or the one sheet of its vInfo CSV export. */
export function readRvtools(book: Workbook): ReadResult {
  const csv = book.container === 'csv';
  const vInfo = csv ? book.sheets[0] : findSheet(book, 'vInfo');
  const format = book.container === 'xlsx' ? 'rvtools' : 'rvtools-csv';
  if (!vInfo) return fail({ code: 'missing-sheet', file: book.fileName, sheet: 'vInfo', expected: format });
  const m = mapColumns(vInfo, VINFO_COLUMNS);
  const missing = m.missing.map((c) => c.title);
  if (m.index.inUse === undefined && m.index.provisioned === undefined) missing.push('In Use MiB', 'Provisioned MiB');
  if (missing.length > 0)
    return fail({ code: 'missing-columns', file: book.fileName, sheet: vInfo.name, columns: missing, expected: format });
  const rows = countDataRows(m);
  if (rows > MAX_VM_ROWS) return fail({ code: 'too-many-rows', file: book.fileName, sheet: vInfo.name, count: rows, limit: MAX_VM_ROWS });

  const report: ReportEntry[] = [];
  const seen = new Map<string, number>();
  const index = new VmIndex<number>();
  for (const row of dataRows(m)) {
    const name = nameOf(row, 'name');
    seen.set(name, (seen.get(name) ?? 0) + 1);
    index.add(row, row.row);
  }
  const partitions = csv ? null : readPartitions(findSheet(book, 'vPartition'), index, report);
  const vms: InventoryVm[] = [];
  for (const row of dataRows(m)) {
    const vm = readVInfoRow(m, row, seen, partitions?.consumed, report);
    if (vm) vms.push(vm);
  }
  const hosts = csv ? undefined : hostSummary(findSheet(book, 'vHost'));
  const joins = partitions ? [joinSummary(partitions, vms)] : [];
  return { ok: true, inventory: { file: book.fileName, format, vms, report, joins, ...(hosts ? { hosts } : {}) } };
}

function readVInfoRow(
  m: MappedSheet<VInfoKey>,
  row: Parameters<typeof nameOf<VInfoKey>>[0],
  seen: Map<string, number>,
  partitions: Map<number, number> | undefined,
  report: ReportEntry[],
): InventoryVm | null {
  const name = nameOf(row, 'name');
  const sheet = m.sheet.name;
  const at = { sheet, row: row.row, vm: name };
  if (readFlag(row.cell('template'))) return skip(report, { ...at, reason: 'template', skipped: true });
  if (readFlag(row.cell('srm'))) return skip(report, { ...at, reason: 'srm-placeholder', skipped: true });
  const r = new RowReader(m, row, name);
  if (!name) r.fail('missing-value', 'name', '');
  const power = readText(row.cell('power'));
  if (!r.failed && !power) r.fail('missing-value', 'power', '');
  const vcpu = r.number('cpus', 'vcpu');
  const ram = r.number('memory', 'ramMiB');
  const inUse = r.optional('inUse', 'storageMiB');
  const provisioned = r.optional('provisioned', 'storageMiB');
  if (!r.failed && inUse === undefined && provisioned === undefined)
    r.fail('missing-value', m.index.inUse === undefined ? 'provisioned' : 'inUse', '');
  if (r.failed) return skip(report, r.failed);

  if ((seen.get(name) ?? 0) > 1) report.push({ ...at, reason: 'duplicate-name', skipped: false });
  const consumed = partitions?.get(row.row);
  let used: number;
  let source: StorageSource;
  if (consumed !== undefined) [used, source] = [consumed, 'partitions'];
  else if (inUse !== undefined) [used, source] = [inUse, 'in-use'];
  else [used, source] = [provisioned!, 'provisioned'];
  const os = readText(row.cell('osTools')) || readText(row.cell('osConfig'));
  const uuid = readText(row.cell('vmUuid'));
  const vcenter = readText(row.cell('sdkServer'));
  return {
    name,
    sheet,
    row: row.row,
    cluster: readText(row.cell('cluster')),
    poweredOn: /^(poweredon|on)$/i.test(power.replace(/\s/g, '')),
    vcpu,
    ramMiB: raisedRam(wholeMiB(ram), sheet, row.row, name, m.found.memory ?? 'Memory', report),
    usedMiB: wholeMiB(used),
    provisionedMiB: wholeMiB(provisioned ?? used),
    storageSource: source,
    iops: 0,
    kind: inferKind(name, os),
    os,
    ...(uuid ? { uuid } : {}),
    ...(vcenter ? { vcenter } : {}),
  };
}

function skip(report: ReportEntry[], entry: ReportEntry): null {
  report.push(entry);
  return null;
}

const fail = (problem: FileProblem): ReadResult => ({ ok: false, problems: [problem] });
