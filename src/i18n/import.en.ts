import type { ImportGroup } from '../inventory/group';
import type { FileProblem, ImportKind, InventoryFormat, ReportEntry, RowReason, StorageSource } from '../inventory/types';
import { interpolate } from './format';

/**
 * English text of the inventory import (the page's import panel, its report and the `import`
 * command). Kept apart from en.ts because it loads only with the import, never with the first
 * screen. Same rules: `{name}` placeholders, no markup.
 */
export const IMPORT_EN = {
  formats: {
    rvtools: 'RVTools workbook (vInfo, vPartition, vHost)',
    'rvtools-csv': 'RVTools vInfo CSV export',
    collector: 'Nutanix Collector workbook',
    'plain-csv': 'CSV of VMs (the template)',
  } satisfies Record<InventoryFormat, string>,
  kinds: {
    'sql-server': 'SQL Server',
    oracle: 'Oracle',
    exchange: 'Exchange',
    vdi: 'VDI',
    files: 'File servers',
    server: 'General servers',
  } satisfies Record<ImportKind, string>,
  storageSources: {
    partitions: 'vPartition Consumed',
    'in-use': 'vInfo In Use',
    provisioned: 'vInfo Provisioned',
    consumed: 'vmList Consumed',
    capacity: 'vmList Capacity',
    file: 'used_gib',
  } satisfies Record<StorageSource, string>,
  problems: {
    'too-large': '{file}: the file is {size} MB; at most {limit} MB is read (an RVTools export of 10,000 VMs is about 5 MB).',
    'not-spreadsheet':
      '{file}: not a spreadsheet. Import an RVTools or Nutanix Collector .xlsx, an RVTools vInfo CSV, or the CSV template.',
    encrypted: '{file}: the workbook is password-protected (or an old .xls). Save it without a password as .xlsx and import it again.',
    corrupt: '{file}: the workbook cannot be opened; it may be damaged or cut short. Export it again.',
    empty: '{file}: the file is empty.',
    'unknown-format': '{file}: not an export this import reads.',
    'missing-sheet': '{file}: no sheet "{sheet}"; expected: {expected}.',
    'missing-columns': '{file}, sheet "{sheet}": missing column(s) {columns}; expected: {expected}.',
    'too-many-rows': '{file}, sheet "{sheet}": {count} rows; at most {limit} VMs are read from one file.',
    'no-vms': '{file}: no VM to size in this file (see the import report).',
  } satisfies Record<FileProblem['code'], string>,
  reasons: {
    template: 'a template: never sized',
    'srm-placeholder': 'an SRM placeholder: never sized',
    'powered-off': 'powered off, and powered-off VMs are excluded',
    'cluster-excluded': 'its source cluster is not selected',
    'missing-value': 'no value in column "{column}"',
    'invalid-value': 'column "{column}" holds "{value}", not a number this column takes',
    'out-of-range': 'column "{column}" holds {value}, outside {min} to {max}',
    'no-match': 'no row for this VM in sheet "{value}"',
    'duplicate-name': 'the name is used by another VM: both are sized, and partitions are not matched to either',
    'ram-raised': 'RAM {value} MiB raised to 256 MiB, the smallest VM the sizing takes',
  } satisfies Record<RowReason, string>,
  reportHeader: ['file', 'sheet', 'row', 'vm', 'outcome', 'reason'],
  skipped: 'skipped',
  noted: 'sized, with a note',
  noCluster: '(no cluster)',
  groupName: '{cluster}{kind} · {vcpu} vCPU · {ram} GiB RAM · {used} GiB used',
} as const;

const en = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 2 });

export function describeFileProblem(p: FileProblem): string {
  return interpolate(IMPORT_EN.problems[p.code], {
    file: p.file,
    sheet: p.sheet ?? '',
    columns: (p.columns ?? []).map((c) => `"${c}"`).join(', '),
    expected: p.expected ? IMPORT_EN.formats[p.expected] : '',
    count: en(p.count ?? 0),
    limit: p.code === 'too-large' ? en((p.limit ?? 0) / 1024 / 1024) : en(p.limit ?? 0),
    size: en(Math.round(((p.count ?? 0) / 1024 / 1024) * 10) / 10),
  });
}

export function describeReason(e: ReportEntry): string {
  return interpolate(IMPORT_EN.reasons[e.reason], {
    column: e.column ?? '',
    value: e.value ?? '',
    min: en(e.range?.min ?? 0),
    max: en(e.range?.max ?? 0),
  });
}

/** One line of the import report, as the command prints it. */
export function describeEntry(e: ReportEntry): string {
  return `${e.sheet}, row ${e.row}${e.vm ? ` (${e.vm})` : ''}: ${e.skipped ? IMPORT_EN.skipped : IMPORT_EN.noted}, ${describeReason(e)}`;
}

function csvCell(text: string): string {
  const s = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The import report as CSV. VM names come from the user's file, so a cell that starts like a
 * formula gets a leading apostrophe and spreadsheets show it as text instead of running it.
 */
export function reportCsv(file: string, entries: readonly ReportEntry[]): string {
  const lines = [IMPORT_EN.reportHeader.join(',')];
  for (const e of entries)
    lines.push(
      [file, e.sheet, String(e.row), e.vm, e.skipped ? IMPORT_EN.skipped : IMPORT_EN.noted, describeReason(e)].map(csvCell).join(','),
    );
  return lines.join('\r\n') + '\r\n';
}

export function importGroupName(g: ImportGroup): string {
  return interpolate(IMPORT_EN.groupName, {
    cluster: g.cluster ? `${g.cluster.slice(0, 60)} · ` : '',
    kind: IMPORT_EN.kinds[g.kind],
    vcpu: en(g.vcpu),
    ram: en(g.ramMiB / 1024),
    used: en(Math.round(g.usedMiB / 1024)),
  });
}
