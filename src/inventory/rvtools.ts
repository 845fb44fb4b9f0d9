import { type ColumnSpec, mapColumns, type MappedSheet } from './columns';
import { inferKind } from './kind';
import { countDataRows, dataRows, MAX_VM_ROWS, nameOf, raisedRam, RowReader, wholeMiB } from './rows';
import type { FileProblem, HostSummary, InventoryVm, ReadResult, ReportEntry, StorageSource } from './types';
import { readFlag, readNumber, readText } from './values';
import { findSheet, type Sheet, type Workbook } from './workbook';

/**
 * RVTools 4.x writes sizes in MiB ("In Use MiB"); older releases wrote the same binary figures
 * under "MB" [infer: the values did not change with the title], and some tools prefix each title
 * with the sheet's name ("vInfoInUse"): all are read alike.
 */
export const VINFO_COLUMNS = [
  { key: 'name', title: 'VM', aliases: ['VM Name', 'VMName'], required: true },
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
] as const satisfies readonly ColumnSpec[];

export const VPARTITION_COLUMNS = [
  { key: 'vm', title: 'VM', aliases: ['VM Name', 'VMName'], required: true },
  { key: 'disk', title: 'Disk' },
  { key: 'capacity', title: 'Capacity MiB', aliases: ['Capacity MB', 'Capacity'] },
  { key: 'consumed', title: 'Consumed MiB', aliases: ['Consumed MB', 'Consumed'], required: true },
] as const satisfies readonly ColumnSpec[];

const VHOST_COLUMNS = [
  { key: 'cpus', title: '# CPU', aliases: ['CPU', 'Num CPU'], required: true },
  { key: 'cores', title: 'Cores per CPU', required: true },
  { key: 'memory', title: '# Memory', aliases: ['Memory'], required: true },
] as const satisfies readonly ColumnSpec[];

type VInfoKey = (typeof VINFO_COLUMNS)[number]['key'];

/** Whether a sheet's header looks like RVTools' vInfo (enough to tell it from the plain CSV). */
export function looksLikeVInfo(sheet: Sheet): boolean {
  const m = mapColumns(sheet, VINFO_COLUMNS);
  return m.index.power !== undefined && m.index.cpus !== undefined;
}

/** Consumed MiB per VM name from vPartition; a VM with any unreadable partition row is left out. */
function partitionsByVm(sheet: Sheet | undefined, report: ReportEntry[]): Map<string, number> | null {
  if (!sheet) return null;
  const m = mapColumns(sheet, VPARTITION_COLUMNS);
  if (m.missing.length > 0) return null;
  const sums = new Map<string, number>();
  const broken = new Set<string>();
  for (const row of dataRows(m)) {
    const vm = nameOf(row, 'vm');
    const consumed = readNumber(row.cell('consumed'), 'storageMiB');
    if (!consumed.ok) {
      broken.add(vm);
      report.push({
        sheet: sheet.name,
        row: row.row,
        vm,
        reason: consumed.reason,
        skipped: true,
        column: m.found.consumed ?? 'Consumed MiB',
        value: consumed.value,
        ...(consumed.range ? { range: consumed.range } : {}),
      });
      continue;
    }
    sums.set(vm, (sums.get(vm) ?? 0) + consumed.value);
  }
  for (const vm of broken) sums.delete(vm);
  return sums;
}

function hostSummary(sheet: Sheet | undefined): HostSummary | undefined {
  if (!sheet) return undefined;
  const m = mapColumns(sheet, VHOST_COLUMNS);
  if (m.missing.length > 0) return undefined;
  const summary: HostSummary = { hosts: 0, cores: 0, ramMiB: 0 };
  for (const row of dataRows(m)) {
    const cpus = readNumber(row.cell('cpus'), 'vcpu');
    const cores = readNumber(row.cell('cores'), 'vcpu');
    const ram = readNumber(row.cell('memory'), 'ramMiB');
    if (!cpus.ok || !cores.ok || !ram.ok) continue;
    summary.hosts++;
    summary.cores += cpus.value * cores.value;
    summary.ramMiB += ram.value;
  }
  return summary.hosts > 0 ? summary : undefined;
}

/** The vInfo sheet of an RVTools workbook, or the one sheet of its vInfo CSV export. */
export function readRvtools(book: Workbook): ReadResult {
  const csv = book.container === 'csv';
  const vInfo = csv ? book.sheets[0] : findSheet(book, 'vInfo');
  const format = csv ? 'rvtools-csv' : 'rvtools';
  if (!vInfo) return fail({ code: 'missing-sheet', file: book.fileName, sheet: 'vInfo', expected: format });
  const m = mapColumns(vInfo, VINFO_COLUMNS);
  const missing = m.missing.map((c) => c.title);
  if (m.index.inUse === undefined && m.index.provisioned === undefined) missing.push('In Use MiB', 'Provisioned MiB');
  if (missing.length > 0)
    return fail({ code: 'missing-columns', file: book.fileName, sheet: vInfo.name, columns: missing, expected: format });
  const rows = countDataRows(m);
  if (rows > MAX_VM_ROWS) return fail({ code: 'too-many-rows', file: book.fileName, sheet: vInfo.name, count: rows, limit: MAX_VM_ROWS });

  const report: ReportEntry[] = [];
  const partitions = csv ? null : partitionsByVm(findSheet(book, 'vPartition'), report);
  const seen = new Map<string, number>();
  for (const row of dataRows(m)) {
    const name = nameOf(row, 'name');
    seen.set(name, (seen.get(name) ?? 0) + 1);
  }
  const vms: InventoryVm[] = [];
  for (const row of dataRows(m)) {
    const vm = readVInfoRow(m, row, seen, partitions, report);
    if (vm) vms.push(vm);
  }
  const hosts = csv ? undefined : hostSummary(findSheet(book, 'vHost'));
  return { ok: true, inventory: { file: book.fileName, format, vms, report, ...(hosts ? { hosts } : {}) } };
}

function readVInfoRow(
  m: MappedSheet<VInfoKey>,
  row: Parameters<typeof nameOf<VInfoKey>>[0],
  seen: Map<string, number>,
  partitions: Map<string, number> | null,
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

  const duplicate = (seen.get(name) ?? 0) > 1;
  if (duplicate) report.push({ ...at, reason: 'duplicate-name', skipped: false });
  // Partitions are matched by name, so a name used twice cannot take them: its In Use is used instead.
  const consumed = duplicate ? undefined : partitions?.get(name);
  let used: number;
  let source: StorageSource;
  if (consumed !== undefined) [used, source] = [consumed, 'partitions'];
  else if (inUse !== undefined) [used, source] = [inUse, 'in-use'];
  else [used, source] = [provisioned!, 'provisioned'];
  const os = readText(row.cell('osTools')) || readText(row.cell('osConfig'));
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
  };
}

function skip(report: ReportEntry[], entry: ReportEntry): null {
  report.push(entry);
  return null;
}

const fail = (problem: FileProblem): ReadResult => ({ ok: false, problems: [problem] });
