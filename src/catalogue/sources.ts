import type { Source } from './types';

/** The day the figures below were read from the stored copies. */
export const READ_ON = '2026-11-25';

/**
 * Every document the catalogue's figures come from. No vendor spec sheet (Nutanix NX, Dell XC, HPE
 * DX, Lenovo HX, Cisco, Fujitsu) and no SPEC CPU2017 result page was found in the stored copies the
 * search tool reaches: SPECrate figures come from a third party's compilation of spec.org's
 * results. Only the NX entries whose every figure is read from Nutanix's own hardware guide are
 * marked verified (docs/model.md, "Platform catalogue").
 */
export const SOURCES: readonly Source[] = [
  {
    id: 'ntnx-ra-citrix-vsphere-nx3170g8',
    title: 'Citrix Virtual Apps and Desktops on vSphere, reference architecture: Benchmarking and Test Environment',
    publisher: 'Nutanix',
    kind: 'tested-configuration',
    storedCopy: 'search tool, file id 37874457515 (also 38534876801)',
    accessed: READ_ON,
    gave: 'NX-3170-G8 virtual desktop cluster: 8 blocks, 8 nodes; 2 × Intel Xeon Gold 6342, 24 cores per CPU; 1,536 GB per node; 6 × 1.9 TB SSD; 2 × 25 GbE',
  },
  {
    id: 'ntnx-tn-fslogix-files',
    title: 'FSLogix on Nutanix Files, tech note: Test Environment',
    publisher: 'Nutanix',
    kind: 'tested-configuration',
    storedCopy: 'search tool, file id 37909958254',
    accessed: READ_ON,
    gave: 'NX-3170-G8 (8 blocks, 8 nodes; 2 × Gold 6342, 24 cores; 1,536 GB; 6 × 1.9 TB SSD; 2 × 25 GbE) and NX-3155G-G8 (4 blocks, 4 nodes; 2 × Gold 6354, 18 cores; 1,024 GB; 6 × 1.9 TB SSD; 2 × 25 GbE)',
  },
  {
    id: 'ntnx-ra-citrix-nx3155g9',
    title: 'Citrix Virtual Apps and Desktops Benchmarking and Test Environment (reference architecture)',
    publisher: 'Nutanix',
    kind: 'tested-configuration',
    storedCopy: 'search tool, file id 38011612494',
    accessed: READ_ON,
    gave: 'NX-3155-G9 workload cluster: 8 blocks, 8 nodes; 2 × Xeon Gold 6442Y @ 2.6 GHz, 24 cores per CPU; 1.5 TB per node; 4 × 1.92 TB NVMe; 2 × 25 GbE',
  },
  {
    id: 'rvtools-sizing-workshop',
    title: 'SizingWorkshop-RVTools.xlsx, vHost sheet (Nutanix partner sizing workshop)',
    publisher: 'ReinhardFrie/partnersizingworkshop (GitHub), MIT',
    kind: 'inventory-export',
    url: 'https://github.com/ReinhardFrie/partnersizingworkshop/blob/c53ec1c/datacollection/rvtools-lab1/SizingWorkshop-RVTools.xlsx',
    published: '2019-05-03',
    accessed: READ_ON,
    gave: 'CPU Model, # CPU, Cores per CPU and Speed of 34 ESXi 6.0 hosts: Xeon E5-2680, E5-2667 v3, X5690, X5675',
  },
  {
    id: 'rvtools-automatic-sizing',
    title: 'automatic_sizing_rvtools.xlsx, vHost sheet (RVTools 3.10.1 export of a Nutanix lab)',
    publisher: 'wessenstam/sizing (GitHub), MIT',
    kind: 'inventory-export',
    url: 'https://github.com/wessenstam/sizing/blob/6b5ed87/lab_automatic_sizing/automatic_sizing_rvtools.xlsx',
    published: '2018-09-17',
    accessed: READ_ON,
    gave: 'CPU Model, # CPU, Cores per CPU and Speed of 4 Nutanix NX hosts: Xeon E5-2660 v3',
  },
  {
    id: 'rvtools-next-sample',
    title: 'BillSampleNextRvtoolsFinal.xlsx, vHost sheet (.NEXT partner-exchange sample)',
    publisher: 'ReinhardFrie/partnersizingworkshop (GitHub), MIT',
    kind: 'inventory-export',
    url: 'https://github.com/ReinhardFrie/partnersizingworkshop/blob/c53ec1c/datacollection/rvtools-lab1/BillSampleNextRvtoolsFinal.xlsx',
    published: '2019-05-03',
    accessed: READ_ON,
    gave: 'CPU Model, # CPU, Cores per CPU and Speed of 8 Dell PowerEdge hosts: Xeon E5-2690 v4, E5-2690, E5-2697 v2',
  },
  {
    id: 'specorg-flags-ucs-b480-m5-6248',
    title: 'CPU2017 Flag Description: Cisco Systems Cisco UCS B480 M5 (Intel Xeon Gold 6248, 2.50GHz)',
    publisher: 'SPEC (spec.org)',
    kind: 'benchmark-result',
    url: 'http://spec.org/cpu2017/results/res2020q1/cpu2017-20191224-20481.flags.html',
    accessed: READ_ON,
    gave: "the nominal clock of the Xeon Gold 6248 (2.50 GHz) in the tested system's name; the page is the flags file, not the result, so no score",
  },
  {
    id: 'spec-search-6442y',
    title: 'SPEC CPU2017 results for the Intel Xeon Gold 6442Y, compiled per processor from spec.org',
    publisher: 'fjacquet/spec-search (GitHub)',
    kind: 'benchmark-compilation',
    url: 'https://github.com/fjacquet/spec-search/blob/6e465a8/web/public/data/processors/intel-xeon-gold-6442y.json',
    accessed: READ_ON,
    gave: 'CINT2017rate results of 2-chip, 48-core systems at 2,600 MHz; the one used: HPE ProLiant DL380 Gen11, SPECrate2017_int_base 490 (published May 2023); the other 2-chip results read from the file (not all were read) range from 455 to 513',
  },
  {
    id: 'spec-search-6342',
    title: 'SPEC CPU2017 results for the Intel Xeon Gold 6342, compiled per processor from spec.org',
    publisher: 'fjacquet/spec-search (GitHub)',
    kind: 'benchmark-compilation',
    url: 'https://github.com/fjacquet/spec-search/blob/6e465a8/web/public/data/processors/intel-xeon-gold-6342.json',
    accessed: READ_ON,
    gave: 'CINT2017rate results of 2-chip, 48-core systems at 2,800 MHz; the one used: HPE ProLiant DL380 Gen10 Plus, SPECrate2017_int_base 384 (published July 2021); the other 2-chip results read from the file (not all were read) range from 329 to 394',
  },
  {
    id: 'spec-search-6354',
    title: 'SPEC CPU2017 results for the Intel Xeon Gold 6354, compiled per processor from spec.org',
    publisher: 'fjacquet/spec-search (GitHub)',
    kind: 'benchmark-compilation',
    url: 'https://github.com/fjacquet/spec-search/blob/6e465a8/web/public/data/processors/intel-xeon-gold-6354.json',
    accessed: READ_ON,
    gave: 'CINT2017rate results of 2-chip, 36-core systems at 3,000 MHz; the one used: HPE ProLiant DL380 Gen10 Plus, SPECrate2017_int_base 317 (published September 2021); the other 2-chip results read from the file (not all were read) range from 289 to 340',
  },
  {
    id: 'spec-search-6248',
    title: 'SPEC CPU2017 results for the Intel Xeon Gold 6248, compiled per processor from spec.org',
    publisher: 'fjacquet/spec-search (GitHub)',
    kind: 'benchmark-compilation',
    url: 'https://github.com/fjacquet/spec-search/blob/6e465a8/web/public/data/processors/intel-xeon-gold-6248.json',
    accessed: READ_ON,
    gave: 'CINT2017rate results of 2-chip, 40-core systems at 2,500 MHz; the one used: HPE ProLiant DL380 Gen10, SPECrate2017_int_base 232 (published May 2019); the other 2-chip results read from the file (not all were read) range from 226 to 264',
  },
];
