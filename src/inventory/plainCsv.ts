import { type ColumnSpec, mapColumns } from './columns';
import { inferKind } from './kind';
import { countDataRows, dataRows, MAX_VM_ROWS, nameOf, raisedRam, RowReader, wholeMiB } from './rows';
import type { ImportKind, InventoryVm, ReadResult, ReportEntry } from './types';
import { readText } from './values';
import type { Sheet } from './workbook';

/** The plain CSV of VMs the page offers as a template: sizes in GiB, one VM a line. */
export const PLAIN_COLUMNS = [
  { key: 'name', title: 'name', aliases: ['vm', 'vm name'], required: true },
  { key: 'vcpu', title: 'vcpu', aliases: ['vcpus', 'cpus'], required: true },
  { key: 'ram', title: 'ram_gib', aliases: ['ram gib', 'memory gib'], required: true },
  { key: 'used', title: 'used_gib', aliases: ['used gib'], required: true },
  { key: 'provisioned', title: 'provisioned_gib', aliases: ['provisioned gib'], required: true },
  { key: 'iops', title: 'iops' },
  { key: 'kind', title: 'kind' },
  { key: 'cluster', title: 'cluster' },
] as const satisfies readonly ColumnSpec[];

export const IMPORT_KINDS: readonly ImportKind[] = ['server', 'sql-server', 'oracle', 'exchange', 'vdi', 'files'];

/** The template offered for download: the header and two example VMs. */
export const PLAIN_CSV_TEMPLATE =
  'name,vcpu,ram_gib,used_gib,provisioned_gib,iops,kind,cluster\n' +
  'app01,4,16,80,120,150,server,Production\n' +
  'sql01,8,64,400,500,2000,sql-server,Production\n';

export function readPlainCsv(fileName: string, sheet: Sheet): ReadResult {
  const m = mapColumns(sheet, PLAIN_COLUMNS);
  if (m.missing.length > 0)
    return {
      ok: false,
      problems: [
        { code: 'missing-columns', file: fileName, sheet: sheet.name, columns: m.missing.map((c) => c.title), expected: 'plain-csv' },
      ],
    };
  const rows = countDataRows(m);
  if (rows > MAX_VM_ROWS)
    return { ok: false, problems: [{ code: 'too-many-rows', file: fileName, sheet: sheet.name, count: rows, limit: MAX_VM_ROWS }] };
  const report: ReportEntry[] = [];
  const vms: InventoryVm[] = [];
  const seen = new Set<string>();
  for (const row of dataRows(m)) {
    const name = nameOf(row, 'name');
    const r = new RowReader(m, row, name);
    if (!name) r.fail('missing-value', 'name', '');
    const vcpu = r.number('vcpu', 'vcpu');
    const ramGiB = r.number('ram', 'ramGiB');
    const usedGiB = r.number('used', 'storageGiB');
    const provisionedGiB = r.number('provisioned', 'storageGiB');
    const iops = r.optional('iops', 'iops') ?? 0;
    const kindText = readText(row.cell('kind')).toLowerCase();
    const kind = kindText === '' ? inferKind(name, '') : IMPORT_KINDS.find((k) => k === kindText);
    if (!r.failed && !kind) r.fail('invalid-value', 'kind', kindText);
    if (r.failed) {
      report.push(r.failed);
      continue;
    }
    if (seen.has(name)) report.push({ sheet: sheet.name, row: row.row, vm: name, reason: 'duplicate-name', skipped: false });
    seen.add(name);
    // GiB become whole MiB (rounded up) so that groups add up exactly.
    vms.push({
      name,
      sheet: sheet.name,
      row: row.row,
      cluster: readText(row.cell('cluster')),
      poweredOn: true,
      vcpu,
      ramMiB: raisedRam(wholeMiB(ramGiB * 1024), sheet.name, row.row, name, m.found.ram ?? 'ram_gib', report),
      usedMiB: wholeMiB(usedGiB * 1024),
      provisionedMiB: wholeMiB(provisionedGiB * 1024),
      storageSource: 'file',
      iops: Math.ceil(iops),
      kind: kind!,
      os: '',
    });
  }
  return { ok: true, inventory: { file: fileName, format: 'plain-csv', vms, report } };
}
