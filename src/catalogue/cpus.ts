import type { CpuEntry } from './types';

const NO_RATE = 'No SPECrate2017_int_base result for this CPU was found in the stored copies searched: the per-core figure is left empty.';
const PRE_2017 =
  'Launched before SPEC CPU2017 (2017): published results for it are rare, so its per-core figure is likely to stay empty; CPU2006 figures are not mixed in.';
const FROM_RVTOOLS =
  'Cores per socket and clock as the hosts report them in RVTools (Cores per CPU; the clock in the CPU Model text), not a vendor sheet.';

/**
 * CPUs of the catalogue's platforms and of the hosts being migrated (the shared RVTools samples'
 * vHost `CPU Model`). `name` is matched against RVTools texts by normaliseCpuModel; cores are per
 * socket. Nothing is verified: no Intel ARK page or SPEC result was in the stored copies.
 */
export const CPUS: readonly CpuEntry[] = [
  {
    id: 'intel-xeon-gold-6442y',
    name: 'Intel Xeon Gold 6442Y',
    coresPerSocket: 24,
    baseGHz: 2.6,
    sources: ['ntnx-ra-citrix-nx3155g9'],
    verified: false,
    notes: ['Cores and clock from a Nutanix test environment table ("Xeon Gold 6442Y @ 2.6 Ghz", 24 cores per CPU).', NO_RATE],
  },
  {
    id: 'intel-xeon-gold-6342',
    name: 'Intel Xeon Gold 6342',
    coresPerSocket: 24,
    sources: ['ntnx-ra-citrix-vsphere-nx3170g8', 'ntnx-tn-fslogix-files'],
    verified: false,
    notes: ['Cores from Nutanix test environment tables; neither states the clock, so base GHz is left empty.', NO_RATE],
  },
  {
    id: 'intel-xeon-gold-6354',
    name: 'Intel Xeon Gold 6354',
    coresPerSocket: 18,
    sources: ['ntnx-tn-fslogix-files'],
    verified: false,
    notes: ['Cores from a Nutanix test environment table, which does not state the clock: base GHz is left empty.', NO_RATE],
  },
  {
    id: 'intel-xeon-gold-6248',
    name: 'Intel Xeon Gold 6248',
    baseGHz: 2.5,
    sources: ['specorg-flags-ucs-b480-m5-6248'],
    verified: false,
    notes: [
      'Clock from the name of a system SPEC tested; the cores are left empty (the flags page does not give them, and the vcf-migration sample that names this CPU is synthetic).',
      NO_RATE,
    ],
  },
  {
    id: 'intel-xeon-e5-2690-v4',
    name: 'Intel Xeon E5-2690 v4',
    coresPerSocket: 14,
    baseGHz: 2.6,
    sources: ['rvtools-next-sample'],
    verified: false,
    notes: [FROM_RVTOOLS, NO_RATE],
  },
  {
    id: 'intel-xeon-e5-2667-v3',
    name: 'Intel Xeon E5-2667 v3',
    coresPerSocket: 8,
    baseGHz: 3.2,
    sources: ['rvtools-sizing-workshop'],
    verified: false,
    notes: [FROM_RVTOOLS, NO_RATE],
  },
  {
    id: 'intel-xeon-e5-2660-v3',
    name: 'Intel Xeon E5-2660 v3',
    coresPerSocket: 10,
    baseGHz: 2.6,
    sources: ['rvtools-automatic-sizing'],
    verified: false,
    notes: [FROM_RVTOOLS, NO_RATE],
  },
  {
    id: 'intel-xeon-e5-2697-v2',
    name: 'Intel Xeon E5-2697 v2',
    coresPerSocket: 12,
    baseGHz: 2.7,
    sources: ['rvtools-next-sample'],
    verified: false,
    notes: [FROM_RVTOOLS, PRE_2017],
  },
  {
    id: 'intel-xeon-e5-2690',
    name: 'Intel Xeon E5-2690',
    coresPerSocket: 8,
    baseGHz: 2.9,
    sources: ['rvtools-next-sample'],
    verified: false,
    notes: ['The first E5-2600 generation, which RVTools writes "E5-2690 0".', FROM_RVTOOLS, PRE_2017],
  },
  {
    id: 'intel-xeon-e5-2680',
    name: 'Intel Xeon E5-2680',
    coresPerSocket: 8,
    baseGHz: 2.7,
    sources: ['rvtools-sizing-workshop'],
    verified: false,
    notes: ['The first E5-2600 generation, which RVTools writes "E5-2680 0".', FROM_RVTOOLS, PRE_2017],
  },
  {
    id: 'intel-xeon-x5690',
    name: 'Intel Xeon X5690',
    coresPerSocket: 6,
    baseGHz: 3.47,
    sources: ['rvtools-sizing-workshop'],
    verified: false,
    notes: [FROM_RVTOOLS, PRE_2017],
  },
  {
    id: 'intel-xeon-x5675',
    name: 'Intel Xeon X5675',
    coresPerSocket: 6,
    baseGHz: 3.07,
    sources: ['rvtools-sizing-workshop'],
    verified: false,
    notes: [FROM_RVTOOLS, PRE_2017],
  },
];
