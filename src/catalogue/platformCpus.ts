import type { CpuEntry } from './types';

/**
 * CPUs the hardware models' sources name that the CPU table of the migrated hosts lacks. Figures
 * are as the Nutanix test environments write them; no SPEC result was looked up for them here.
 */
/** An Intel Xeon 6 P-core CPU as Nutanix's G10 blueprint lists it ("Xeon 6736P (36 cores, 2.00 GHz)"). */
function xeon6(model: string, coresPerSocket: number, baseGHz: number): CpuEntry {
  return {
    id: `intel-xeon-${model.toLowerCase()}`,
    name: `Intel Xeon ${model}`,
    coresPerSocket,
    baseGHz,
    sources: ['ntnx-ai-blueprint-g10'],
    verified: false,
    notes: [
      "Cores and clock as Nutanix's G10 blueprint lists the CPU options of the NX-8170-G10 and NX-8150-G10, not an Intel sheet.",
      'No SPECrate2017_int_base result was looked up for it: the per-core figure is left empty.',
    ],
  };
}

export const PLATFORM_CPUS: readonly CpuEntry[] = [
  xeon6('6736P', 36, 2.0),
  xeon6('6730P', 32, 2.5),
  xeon6('6737P', 32, 2.9),
  xeon6('6748P', 48, 2.5),
  xeon6('6760P', 64, 2.2),

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
