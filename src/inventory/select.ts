import type { InventoryVm, ReportEntry, StorageSource } from './types';

export interface ImportOptions {
  /** Powered-off VMs are included by default: they may be started again (conservative). */
  poweredOff: 'include' | 'exclude';
  /** Collector only: size CPU and RAM at the 95th percentile instead of as provisioned (default). */
  rightSize: boolean;
  /** Source clusters left out; none when absent. */
  excluded?: readonly string[];
}

export const DEFAULT_IMPORT_OPTIONS: ImportOptions = { poweredOff: 'include', rightSize: false };

export interface ClusterSummary {
  cluster: string;
  vms: number;
  poweredOff: number;
  vcpu: number;
  ramMiB: number;
  usedMiB: number;
  provisionedMiB: number;
  /** How many VMs took their used storage from each source. */
  sources: Partial<Record<StorageSource, number>>;
  /** The vCenters its VMs were exported from (RVTools' VI SDK Server), where the export names them. */
  vcenters: string[];
}

export interface Selection {
  /** The VMs to size, with vCPU and RAM as the options ask. */
  vms: InventoryVm[];
  /** Rows the options leave out, for the report. */
  left: ReportEntry[];
  poweredOn: number;
  poweredOff: number;
}

export function selectVms(all: readonly InventoryVm[], options: ImportOptions): Selection {
  const vms: InventoryVm[] = [];
  const left: ReportEntry[] = [];
  let poweredOn = 0;
  let poweredOff = 0;
  const excluded = new Set(options.excluded);
  for (const vm of all) {
    if (vm.poweredOn) poweredOn++;
    else poweredOff++;
    const at = { sheet: vm.sheet, row: vm.row, vm: vm.name, skipped: true };
    if (excluded.has(vm.cluster)) left.push({ ...at, reason: 'cluster-excluded', value: vm.cluster });
    else if (!vm.poweredOn && options.poweredOff === 'exclude') left.push({ ...at, reason: 'powered-off' });
    else vms.push(options.rightSize && vm.p95 ? { ...vm, vcpu: vm.p95.vcpu, ramMiB: vm.p95.ramMiB } : vm);
  }
  return { vms, left, poweredOn, poweredOff };
}

/** VMs and their totals per source cluster, for the preview (every VM read, whatever the options). */
export function summarizeClusters(vms: readonly InventoryVm[]): ClusterSummary[] {
  const by = new Map<string, ClusterSummary>();
  for (const vm of vms) {
    let s = by.get(vm.cluster);
    if (!s)
      by.set(
        vm.cluster,
        (s = { cluster: vm.cluster, vms: 0, poweredOff: 0, vcpu: 0, ramMiB: 0, usedMiB: 0, provisionedMiB: 0, sources: {}, vcenters: [] }),
      );
    s.vms++;
    if (!vm.poweredOn) s.poweredOff++;
    s.vcpu += vm.vcpu;
    s.ramMiB += vm.ramMiB;
    s.usedMiB += vm.usedMiB;
    s.provisionedMiB += vm.provisionedMiB;
    s.sources[vm.storageSource] = (s.sources[vm.storageSource] ?? 0) + 1;
    if (vm.vcenter && !s.vcenters.includes(vm.vcenter)) s.vcenters.push(vm.vcenter);
  }
  return [...by.values()].sort((a, b) => a.cluster.localeCompare(b.cluster));
}
