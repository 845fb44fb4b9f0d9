import type { CpuEntry } from './types';

const HPE_DL380 =
  'Per-core figure from the HPE ProLiant DL380 result of this CPU (the same mainstream 2-socket line for every CPU here), as compiled from spec.org by a third party; the range of the other 2-socket results read is in the source.';
const NO_RATE =
  'No SPECrate2017_int_base result for this CPU was found in the stored copies searched (the compilation the Xeon Gold figures come from has no file for it): the per-core figure is left empty.';
const PRE_2017 =
  'Launched before SPEC CPU2017 (2017), and the compilation the Xeon Gold figures come from has no file for it: the per-core figure is left empty; CPU2006 figures are not mixed in.';
const FROM_RVTOOLS =
  'Cores per socket and clock as the hosts report them in RVTools (Cores per CPU; the clock in the CPU Model text), not a vendor sheet.';

/**
 * CPUs of the catalogue's platforms and of the hosts being migrated (the shared RVTools samples'
 * vHost `CPU Model`). `name` is matched against RVTools texts by normaliseCpuModel; cores are per
 * socket. Nothing is verified: no Intel ARK page or spec.org result page was in the stored copies,
 * and the SPECrate figures come from a third party's compilation of spec.org's results.
 */
export const CPUS: readonly CpuEntry[] = [
  {
    id: 'intel-xeon-gold-6442y',
    name: 'Intel Xeon Gold 6442Y',
    coresPerSocket: 24,
    baseGHz: 2.6,
    rate: {
      intBase: 490,
      enabledCores: 48,
      chips: 2,
      system: 'HPE ProLiant DL380 Gen11 (2.60 GHz, Intel Xeon Gold 6442Y)',
      published: '2023-05',
      source: 'spec-search-6442y',
    },
    sources: ['ntnx-ra-citrix-nx3155g9', 'spec-search-6442y'],
    verified: false,
    notes: [
      'Cores and clock from a Nutanix test environment table ("Xeon Gold 6442Y @ 2.6 Ghz", 24 cores per CPU), which the SPEC results agree with (48 cores on 2 chips, 2,600 MHz).',
      HPE_DL380,
    ],
  },
  {
    id: 'intel-xeon-gold-6342',
    name: 'Intel Xeon Gold 6342',
    coresPerSocket: 24,
    baseGHz: 2.8,
    rate: {
      intBase: 384,
      enabledCores: 48,
      chips: 2,
      system: 'HPE ProLiant DL380 Gen10 Plus (2.80 GHz, Intel Xeon Gold 6342)',
      published: '2021-07',
      source: 'spec-search-6342',
    },
    sources: ['ntnx-ra-citrix-vsphere-nx3170g8', 'ntnx-tn-fslogix-files', 'spec-search-6342'],
    verified: false,
    notes: [
      'Cores from Nutanix test environment tables; the clock (2,800 MHz) from the SPEC results, which also count 48 cores on 2 chips.',
      HPE_DL380,
    ],
  },
  {
    id: 'intel-xeon-gold-6354',
    name: 'Intel Xeon Gold 6354',
    coresPerSocket: 18,
    baseGHz: 3,
    rate: {
      intBase: 317,
      enabledCores: 36,
      chips: 2,
      system: 'HPE ProLiant DL380 Gen10 Plus (3.00 GHz, Intel Xeon Gold 6354)',
      published: '2021-09',
      source: 'spec-search-6354',
    },
    sources: ['ntnx-tn-fslogix-files', 'spec-search-6354'],
    verified: false,
    notes: [
      'Cores from a Nutanix test environment table; the clock (3,000 MHz) from the SPEC results, which also count 36 cores on 2 chips.',
      HPE_DL380,
    ],
  },
  {
    id: 'intel-xeon-gold-6248',
    name: 'Intel Xeon Gold 6248',
    coresPerSocket: 20,
    baseGHz: 2.5,
    rate: {
      intBase: 232,
      enabledCores: 40,
      chips: 2,
      system: 'HPE ProLiant DL380 Gen10 (2.50 GHz, Intel Xeon Gold 6248)',
      published: '2019-05',
      source: 'spec-search-6248',
    },
    sources: ['specorg-flags-ucs-b480-m5-6248', 'spec-search-6248'],
    verified: false,
    notes: [
      'Clock in the name of a system SPEC tested (the flags page) and in the compiled results; cores from the compiled results (40 on 2 chips). The vcf-migration sample that names this CPU is synthetic and gives nothing here.',
      HPE_DL380,
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
