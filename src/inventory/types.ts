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
  | 'duplicate-name'
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
  | 'not-spreadsheet'
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
}

/** The current hardware, from RVTools' vHost sheet. */
export interface HostSummary {
  hosts: number;
  cores: number;
  ramMiB: number;
}

export interface Inventory {
  file: string;
  format: InventoryFormat;
  vms: InventoryVm[];
  /** Rows read but never sized (templates, placeholders, bad values) and notes on rows sized. */
  report: ReportEntry[];
  hosts?: HostSummary;
  collectorVersion?: string;
}

export type ReadResult = { ok: true; inventory: Inventory } | { ok: false; problems: FileProblem[] };
