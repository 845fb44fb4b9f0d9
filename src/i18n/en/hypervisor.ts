/** The hypervisor's settings, in the advanced section (loaded with it). */
export const HYPERVISOR_EN = {
  legend: 'Hypervisor',
  kind: 'Hypervisor',
  kinds: { ahv: 'AHV', esxi: 'VMware ESXi' },
  hostCores: 'Cores per host kept by the hypervisor',
  hostRamShare: 'Host RAM kept by the hypervisor',
  vmMemoryReservedShare: 'VM RAM reserved (no swap file for it)',
  cvmCpuReservationMHz: 'CVM CPU reservation',
  byDefault: 'empty: {value}, {source}',
  noHyperV: 'Hyper-V is not offered: no source was found for its overheads or its CVM.',
} as const;
