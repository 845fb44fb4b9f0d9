import type { CpuEntry } from './types';

/**
 * CPUs the hardware models' sources name that the CPU table of the migrated hosts lacks. Figures
 * are as the Nutanix test environments write them; no SPEC result was looked up for them here.
 */
export const PLATFORM_CPUS: readonly CpuEntry[] = [
  {
    id: 'intel-xeon-silver-4310',
    name: 'Intel Xeon Silver 4310',
    coresPerSocket: 12,
    baseGHz: 2.1,
    sources: ['ntnx-nvd-hybrid-unified-storage'],
    verified: false,
    notes: [
      'Cores and clock from a Nutanix validated design\'s platform table ("2 Intel Xeon Silver 4310 12-core 120 W, 2.1 GHz (Ice Lake)"), not an Intel sheet.',
      'No SPECrate2017_int_base result was looked up for it: the per-core figure is left empty.',
    ],
  },
  {
    id: 'amd-epyc-9274f',
    name: 'AMD EPYC 9274F',
    coresPerSocket: 24,
    sources: ['ntnx-ra-citrix-hx665v3-draft'],
    verified: false,
    notes: [
      'Cores from a Nutanix reference architecture draft ("AMD EPYC 9274F 24-core processor", 24 cores per CPU), not an AMD sheet.',
      'The base clock is not in the source: left empty. No SPECrate2017_int_base result was looked up for it: the per-core figure is left empty.',
    ],
  },
];
