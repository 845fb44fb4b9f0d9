import type { Cluster, HypervisorKind } from './config';
import type { Sourced } from './defaults';

/**
 * What each hypervisor takes, where a cluster sets nothing. AHV's are all zero, as every cluster
 * was sized before the hypervisor was named: no public figure for AHV's own use of a host was
 * found (`inferHypervisorOverhead`), AHV makes no swap file per VM (its memory overcommit, which
 * swaps, is off by default: `ahvOvercommit`) and the CVM reserves nothing on it (`cvmReservation`).
 * On ESXi: a swap file per VM of its RAM less its reservation, 0 unless known (`vmwareSwap`); about
 * 6% of each host's RAM kept free, the older and larger of VMware's figures (`vsphereMinFree`,
 * conservative); 10,000 MHz of CPU reserved for the CVM (`cvmReservation`); no cores held for
 * ESXi itself beyond the 80% CPU target, as no figure was found (`inferHypervisorOverhead`).
 * Changing a figure here changes old documents: version 4's migration writes `{ kind: 'ahv' }`.
 */
export const HYPERVISOR_DEFAULTS: Record<
  HypervisorKind,
  {
    swapFiles: Sourced<boolean>;
    hostCores: Sourced<number>;
    hostRamShare: Sourced<number>;
    vmMemoryReservedShare: Sourced<number>;
    cvmCpuReservationMHz: Sourced<number>;
  }
> = {
  ahv: {
    swapFiles: { value: false, source: 'ahvOvercommit' },
    hostCores: { value: 0, source: 'inferHypervisorOverhead' },
    hostRamShare: { value: 0, source: 'inferHypervisorOverhead' },
    vmMemoryReservedShare: { value: 0, source: 'vmwareSwap' },
    cvmCpuReservationMHz: { value: 0, source: 'cvmReservation' },
  },
  esxi: {
    swapFiles: { value: true, source: 'vmwareSwap' },
    hostCores: { value: 0, source: 'inferHypervisorOverhead' },
    hostRamShare: { value: 0.06, source: 'vsphereMinFree' },
    vmMemoryReservedShare: { value: 0, source: 'vmwareSwap' },
    cvmCpuReservationMHz: { value: 10_000, source: 'cvmReservation' },
  },
};

/** A cluster's hypervisor with every setting it leaves out at the hypervisor's default. */
export interface HypervisorSettings {
  kind: Cluster['hypervisor']['kind'];
  hostCores: number;
  hostRamShare: number;
  /** Share of each VM's RAM written to the datastore as its swap file: 0 where the hypervisor makes none. */
  swapShare: number;
  vmMemoryReservedShare: number;
  cvmCpuReservationMHz: number;
}

export function hypervisorSettings(c: Pick<Cluster, 'hypervisor'>): HypervisorSettings {
  const h = c.hypervisor;
  const d = HYPERVISOR_DEFAULTS[h.kind];
  const reserved = h.vmMemoryReservedShare ?? d.vmMemoryReservedShare.value;
  return {
    kind: h.kind,
    hostCores: h.hostCores ?? d.hostCores.value,
    hostRamShare: h.hostRamShare ?? d.hostRamShare.value,
    swapShare: d.swapFiles.value ? 1 - reserved : 0,
    vmMemoryReservedShare: reserved,
    // AHV supports no CPU reservation for the CVM: a figure entered for it is not applied.
    cvmCpuReservationMHz: h.kind === 'esxi' ? (h.cvmCpuReservationMHz ?? d.cvmCpuReservationMHz.value) : 0,
  };
}
