import { type ColumnSpec, mapColumns, type MappedSheet } from './columns';
import { inferKind } from './kind';
import { countDataRows, type DataRow, dataRows, MAX_VM_ROWS, nameOf, raisedRam, RowReader, wholeMiB } from './rows';
import type { FileProblem, InventoryVm, ReadResult, ReportEntry } from './types';
import { MIN_RAM_MIB, readText } from './values';
import { findSheet, normalizeHeader, type Sheet, type SheetRead, type Workbook } from './workbook';

/**
 * Nutanix Collector reuses RVTools' sheet names (vInfo, vCPU, ...) with other columns, so it is
 * told apart by its Metadata sheet, which names the Collector version.
 */
export function isCollector(book: Workbook): boolean {
  const meta = findSheet(book, 'Metadata');
  return !!meta && meta.rows.slice(0, 50).some((row) => row.some((cell) => normalizeHeader(cell) === 'collectorversion'));
}

function collectorVersion(book: Workbook): string | undefined {
  const meta = findSheet(book, 'Metadata');
  if (!meta) return undefined;
  for (let r = 0; r < Math.min(meta.rows.length, 50); r++) {
    const row = meta.rows[r]!;
    const c = row.findIndex((cell) => normalizeHeader(cell) === 'collectorversion');
    if (c === -1) continue;
    // Either a key-value line (title, value) or a header over its value.
    const beside = readText(row[c + 1]);
    return beside || readText(meta.rows[r + 1]?.[c]) || undefined;
  }
  return undefined;
}

const NAME = { key: 'name', title: 'VM Name', aliases: ['VM'], required: true } as const;
const CLUSTER = { key: 'cluster', title: 'Cluster Name', aliases: ['Cluster'] } as const;
const P95 = { key: 'p95', title: '95th Percentile % (recommended)', aliases: ['95th Percentile %'], required: true } as const;

export const COLLECTOR_COLUMNS = {
  vInfo: [
    NAME,
    { key: 'power', title: 'Power State', aliases: ['Powerstate'], required: true },
    { key: 'iops', title: '95th Percentile IOPS', required: true },
    CLUSTER,
  ],
  vCPU: [NAME, { key: 'vcpus', title: 'vCPUs', aliases: ['vCPU'], required: true }, P95],
  vMemory: [NAME, { key: 'size', title: 'Size (MiB)', aliases: ['Size MiB'], required: true }, P95],
  vmList: [
    NAME,
    { key: 'memory', title: 'Memory (MiB)', aliases: ['Memory MiB'] },
    { key: 'capacity', title: 'Capacity (MiB)', aliases: ['Capacity MiB'], required: true },
    { key: 'consumed', title: 'Consumed (MiB)', aliases: ['Consumed MiB'] },
    { key: 'os', title: 'Guest OS', aliases: ['OS'] },
    CLUSTER,
  ],
} as const satisfies Partial<Record<SheetRead, readonly ColumnSpec[]>>;

type SheetName = keyof typeof COLLECTOR_COLUMNS;
type Key<S extends SheetName> = (typeof COLLECTOR_COLUMNS)[S][number]['key'];

/** A sheet's rows by VM name (the first row of a name: Collector writes one row per VM). */
function byName<S extends SheetName>(m: MappedSheet<Key<S>>): Map<string, DataRow<Key<S>>> {
  const rows = new Map<string, DataRow<Key<S>>>();
  for (const row of dataRows(m)) {
    const name = nameOf(row, 'name' as Key<S>);
    if (!rows.has(name)) rows.set(name, row);
  }
  return rows;
}

export function readCollector(book: Workbook): ReadResult {
  const problems: FileProblem[] = [];
  const mapped = {} as { [S in SheetName]: MappedSheet<Key<S>> };
  for (const name of Object.keys(COLLECTOR_COLUMNS) as SheetName[]) {
    const sheet: Sheet | undefined = findSheet(book, name);
    if (!sheet) {
      problems.push({ code: 'missing-sheet', file: book.fileName, sheet: name, expected: 'collector' });
      continue;
    }
    const m = mapColumns(sheet, COLLECTOR_COLUMNS[name] as readonly ColumnSpec<Key<typeof name>>[]);
    if (m.missing.length > 0)
      problems.push({
        code: 'missing-columns',
        file: book.fileName,
        sheet: sheet.name,
        columns: m.missing.map((c) => c.title),
        expected: 'collector',
      });
    (mapped as Record<SheetName, MappedSheet<string>>)[name] = m;
  }
  if (problems.length > 0) return { ok: false, problems };
  const rows = countDataRows(mapped.vInfo);
  if (rows > MAX_VM_ROWS)
    return {
      ok: false,
      problems: [{ code: 'too-many-rows', file: book.fileName, sheet: mapped.vInfo.sheet.name, count: rows, limit: MAX_VM_ROWS }],
    };

  const cpu = byName(mapped.vCPU);
  const mem = byName(mapped.vMemory);
  const list = byName(mapped.vmList);
  const report: ReportEntry[] = [];
  const seen = new Set<string>();
  const vms: InventoryVm[] = [];
  for (const row of dataRows(mapped.vInfo)) {
    const name = nameOf(row, 'name');
    const sheet = mapped.vInfo.sheet.name;
    if (seen.has(name)) report.push({ sheet, row: row.row, vm: name, reason: 'duplicate-name', skipped: false });
    seen.add(name);
    const c = cpu.get(name);
    const mm = mem.get(name);
    const l = list.get(name);
    const r = new RowReader(mapped.vInfo, row, name);
    if (!name) r.fail('missing-value', 'name', '');
    const iops = r.number('iops', 'iops');
    if (r.failed) {
      report.push(r.failed);
      continue;
    }
    const missingSheet = !c ? mapped.vCPU : !mm ? mapped.vMemory : !l ? mapped.vmList : null;
    if (missingSheet) {
      report.push({ sheet, row: row.row, vm: name, reason: 'no-match', skipped: true, value: missingSheet.sheet.name });
      continue;
    }
    const rc = new RowReader(mapped.vCPU, c!, name);
    const vcpu = rc.number('vcpus', 'vcpu');
    const cpuP95 = rc.number('p95', 'percent');
    const rm = new RowReader(mapped.vMemory, mm!, name);
    const ram = rm.number('size', 'ramMiB');
    const ramP95 = rm.number('p95', 'percent');
    const rl = new RowReader(mapped.vmList, l!, name);
    const capacity = rl.number('capacity', 'storageMiB');
    const consumed = rl.optional('consumed', 'storageMiB');
    const failed = rc.failed ?? rm.failed ?? rl.failed;
    if (failed) {
      report.push(failed);
      continue;
    }
    const os = readText(l!.cell('os'));
    const ramMiB = raisedRam(wholeMiB(ram), mapped.vMemory.sheet.name, mm!.row, name, mapped.vMemory.found.size ?? 'Size (MiB)', report);
    vms.push({
      name,
      sheet,
      row: row.row,
      cluster: readText(row.cell('cluster')) || readText(l!.cell('cluster')),
      poweredOn: /^(poweredon|on)$/i.test(readText(row.cell('power')).replace(/\s/g, '')),
      vcpu,
      ramMiB,
      usedMiB: wholeMiB(consumed ?? capacity),
      provisionedMiB: wholeMiB(capacity),
      storageSource: consumed !== undefined ? 'consumed' : 'capacity',
      iops: Math.ceil(iops),
      kind: inferKind(name, os),
      os,
      // Right-sized demand, rounded up; never below one vCPU or the smallest RAM the config takes.
      p95: {
        vcpu: Math.max(1, Math.ceil((vcpu * cpuP95) / 100)),
        ramMiB: Math.max(MIN_RAM_MIB, Math.ceil((ramMiB * ramP95) / 100)),
      },
    });
  }
  const version = collectorVersion(book);
  return {
    ok: true,
    inventory: { file: book.fileName, format: 'collector', vms, report, ...(version ? { collectorVersion: version } : {}) },
  };
}
