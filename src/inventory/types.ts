import type { WorkloadKind } from '../model/config';

/** The exports the import reads. */
export type InventoryFormat = 'rvtools' | 'rvtools-csv' | 'collector' | 'plain-csv';

/**
 * What an imported VM is taken to run, inferred from its name and OS [infer]. Finer than the
 * config's workload kinds (SQL Server and Oracle are both databases there) so that groups say what
 * they hold.
 */
export type ImportKind = 'sql-server' | 'oracle' | 'exchange' | 'vdi' | 'files' | 'server';

export const WORKLOAD_KIND_OF: Record<ImportKind, WorkloadKind> = {
  'sql-server': 'database',
  oracle: 'database',
  exchange: 'exchange',
  vdi: 'vdi',
  files: 'files',
  server: 'server',
};

/** Which figure a VM's used storage was taken from. */
export type StorageSource = 'partitions' | 'in-use' | 'provisioned' | 'consumed' | 'capacity' | 'file';

/** The column a row of another sheet was joined to its VM by. */
export type JoinKey = 'name' | 'vm-id' | 'vm-uuid';

/**
 * How a sheet of per-VM rows (vPartition) was joined to vInfo's VMs: the preview, the report and
 * the command say it whenever a sheet was read but not every VM took its figures from it.
 */
export interface SheetJoin {
  sheet: string;
  /** Data rows of the sheet. */
  rows: number;
  /** The columns the sheet has to join its rows by (a renamed "VM" column is not among them). */
  columns: JoinKey[];
  /** Rows joined to a VM that is sized, by the column that joined them. */
  joined: Partial<Record<JoinKey, number>>;
  /** Rows of a vInfo row that is not sized (a template, an SRM placeholder, a row skipped). */
  notSized: number;
  /** Rows that match no vInfo row, or several: their figures are not counted. */
  unmatched: number;
  /** VMs read from vInfo, and how many took their used storage from this sheet. */
  vms: number;
  matchedVms: number;
  /** What the other VMs' used storage was taken from, and how many each. */
  others: Partial<Record<StorageSource, number>>;
  /** Columns the sheet lacks to be joined (titles, any one of a list will do): nothing was joined. */
  missing?: string[][];
}

/** One VM as read from the file. Sizes are whole MiB, as the exports give them. */
export interface InventoryVm {
  name: string;
  /** Where the VM's row is: sheet and 1-based row number as a spreadsheet shows it. */
  sheet: string;
  row: number;
  cluster: string;
  poweredOn: boolean;
  vcpu: number;
  ramMiB: number;
  usedMiB: number;
  provisionedMiB: number;
  storageSource: StorageSource;
  iops: number;
  kind: ImportKind;
  os: string;
  /** RVTools' VM UUID, where the export has the column: the same VM in two exports is found by it. */
  uuid?: string;
  /** RVTools' VI SDK Server: the vCenter the VM was exported from, where the export has the column. */
  vcenter?: string;
  /** Collector only: the 95th-percentile demand, rounded up to whole vCPU and MiB. */
  p95?: { vcpu: number; ramMiB: number };
}

/** Why a row was not sized, or what was changed to size it. */
export type RowReason =
  | 'template'
  | 'srm-placeholder'
  | 'powered-off'
  | 'cluster-excluded'
  | 'missing-value'
  | 'invalid-value'
  | 'out-of-range'
  | 'no-match'
  | 'no-vm'
  | 'duplicate-name'
  | 'duplicate-uuid'
  | 'ram-raised';

export interface ReportEntry {
  sheet: string;
  row: number;
  vm: string;
  reason: RowReason;
  /** Whether the row was left out (true) or sized with a note (false). */
  skipped: boolean;
  column?: string;
  value?: string;
  /** Allowed range of an out-of-range value, in the column's own unit. */
  range?: { min: number; max: number };
}

/** Why a whole file cannot be imported. */
export type FileProblemCode =
  | 'too-large'
  | 'unpacks-too-large'
  | 'sheet-too-large'
  | 'too-many-cells'
  | 'not-spreadsheet'
  | 'unknown-encoding'
  | 'encrypted'
  | 'corrupt'
  | 'empty'
  | 'unknown-format'
  | 'missing-sheet'
  | 'missing-columns'
  | 'too-many-rows'
  | 'no-vms';

export interface FileProblem {
  code: FileProblemCode;
  file: string;
  sheet?: string;
  /** Missing columns, by the titles the expected export writes. */
  columns?: string[];
  expected?: InventoryFormat;
  count?: number;
  limit?: number;
  /** The farthest cell a sheet reaches, as "XFD1048576". */
  cell?: string;
}

/** The current hardware, from RVTools' vHost sheet. */
export interface HostSummary {
  hosts: number;
  cores: number;
  ramMiB: number;
  /** Each host's physical cores by its cluster (vHost's Cluster; '' where the sheet has none): today's ratio is measured from them. */
  byCluster: { cluster: string; cores: number[]; cpuModels?: { model: string; cores: number }[] }[];
  /** Physical cores by the `CPU Model` text the hosts report, most cores first; absent without that column. */
  cpuModels?: { model: string; cores: number }[];
}

export interface Inventory {
  file: string;
  format: InventoryFormat;
  vms: InventoryVm[];
  /** Rows read but never sized (templates, placeholders, bad values) and notes on rows sized. */
  report: ReportEntry[];
  hosts?: HostSummary;
  collectorVersion?: string;
  /** Sheets joined to vInfo's VMs, with counts (RVTools workbooks). */
  joins?: SheetJoin[];
}

export type ReadResult = { ok: true; inventory: Inventory } | { ok: false; problems: FileProblem[] };
