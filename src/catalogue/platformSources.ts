import { READ_ON } from './sources';
import type { Source } from './types';

/**
 * The documents the hardware models beyond the first three come from. No vendor spec sheet, data
 * sheet, QuickSpecs or product guide was among the stored copies the search tool reaches (docs/
 * catalogue.md lists the searches): Nutanix's own hardware guide gives model lists and rules,
 * Nutanix test environments give one configuration each, and third parties' paraphrases of vendor
 * documents give the rest, which never verifies an entry.
 */
export const PLATFORM_SOURCES: readonly Source[] = [
  {
    id: 'ntnx-nx-hardware-admin-guide',
    title: 'NX Series Hardware Administration Guide (Platform ANY)',
    publisher: 'Nutanix',
    kind: 'vendor-guide',
    storedCopy: 'search tool, file id 66944331767',
    published: '2026-06-11',
    accessed: READ_ON,
    gave: 'The NX G8, G9 and G10 models (the RDMA platform lists, the G10 NIC-intermixing table, the G9 NVMe SED table); self-encrypting NVMe support per platform; the DIMM rules (type, capacity, manufacturer, DDR4 up to G8, DDR5 from G9); the RDMA-capable dual-port Mellanox cards per generation (CX5 25 GbE on G8; CX6 25 and 100 GbE and CX7 200 GbE on G9 and G10); the add-on NICs G10 platforms may mix',
  },
  {
    id: 'ntnx-nvd-hybrid-unified-storage',
    title: 'Hybrid Cloud with AHV Unified Storage Design (Nutanix Validated Design): Platform Selection',
    publisher: 'Nutanix',
    kind: 'tested-configuration',
    storedCopy: 'search tool, file id 66460470475',
    published: '2026',
    accessed: READ_ON,
    gave: 'NX-8155-G8 for Nutanix Files: 2 RU per node; 2 × Intel Xeon Silver 4310 (12-core, 120 W, 2.1 GHz); 8 × 32 GB 3,200 MHz DDR4 RDIMM (256 GB); 4 × 7.68 TB SSD; 8 × 18 TB HDD; 25 GbE dual SFP+',
  },
  {
    id: 'ntnx-sql-server-nx8150g9',
    title: 'Microsoft SQL Server Database Workloads on Nutanix (version 6.4): G9 cluster specification',
    publisher: 'Nutanix',
    kind: 'tested-configuration',
    storedCopy: 'search tool, file id 66615119364',
    published: '2026-03',
    accessed: READ_ON,
    gave: 'NX-8150-G9, 4 servers: 2 × Intel Xeon Gold 6442Y, 24 cores @ 2.6 GHz; 1 TB memory; CX-6 2 × 100 GbE; 20 × NVMe 3.84 TB',
  },
  {
    id: 'ntnx-ra-citrix-hx665v3-draft',
    title: 'Citrix Delivery Solutions on Nutanix, reference architecture draft: Virtual Desktop Cluster Specifications',
    publisher: 'Nutanix',
    kind: 'tested-configuration',
    storedCopy: 'search tool, file id 38193344947',
    accessed: READ_ON,
    gave: 'Lenovo ThinkAgile HX665 V3 CN, 6 blocks, 6 nodes: 2 × AMD EPYC 9274F 24-core; 1.5 TB per node; 6 × 1.2 TB SSD; 2 × 25 GbE. A draft: its results are still "TBD"',
  },
  {
    id: 'nai-sizer-g10-catalog',
    title: 'A Nutanix Enterprise AI sizing aid: g10Catalog, paraphrasing "NX-G10 TDM.pdf"',
    publisher: 'unnamed public GitHub repository (a third party)',
    kind: 'third-party-compilation',
    storedCopy: 'search tool, file id 53304064189',
    accessed: READ_ON,
    gave: 'For NX-8150-G10, NX-8170-G10, NX-1175S-G10, NX-8150G-G10 and NX-8155AS-G10: sockets and CPU family, cores per node, memory per node, drive bays and NIC speeds, as ranges',
  },
  {
    id: 'lenovo-kb-facts',
    title: 'Lenovo verified facts (kb_facts), paraphrasing Lenovo Press lp1667, checked 2026-09-28',
    publisher: 'unnamed public GitHub repository (a third party)',
    kind: 'third-party-compilation',
    storedCopy: 'search tool, file id 70137228421',
    accessed: READ_ON,
    gave: 'ThinkAgile HX630 V3 ROBO: 1 or 2 CPUs, 4 × 3.5in SAS/SATA front bays and an optional 2 × 2.5in at the rear, built on the SR630 V3 with 5th Gen Xeon',
  },
  {
    id: 'lenovo-platform-specs',
    title: 'Platform specs: 16 platforms paraphrased from their Lenovo Press product guides (lp2132 and lp2133 "as of 2026-09")',
    publisher: 'unnamed public GitHub repository (a third party)',
    kind: 'third-party-compilation',
    storedCopy: 'search tool, file id 70837906859',
    accessed: READ_ON,
    gave: 'ThinkAgile HX630 V4 and HX650 V4 (and its Storage variant): rack units, sockets, CPU family, DIMM slots and the largest memory, drive bays, power-supply bays and ratings',
  },
  {
    id: 'redfish-chassis-db',
    title: 'DELL_MODEL_CHASSIS_DB: model to largest front-bay count ("Dell/HPE/Cisco Technical Guides, public, Jul 2026")',
    publisher: 'unnamed public GitHub repository (a third party)',
    kind: 'third-party-compilation',
    storedCopy: 'search tool, file id 70873042014',
    accessed: READ_ON,
    gave: 'The largest front-bay count of Dell XC and XC Plus (XC640, XC740xd, XC6420, XC6520, XC660xs, XC660, XC760, XC760xa, XC7625, XC4000) and HPE ProLiant DX360 and DX380 Gen12 chassis',
  },
  {
    id: 'hpe-dx-profile-list',
    title: 'MODEL_TO_PROFILE: HPE ProLiant DX models and the Nutanix BIOS profiles a configuration script applies to them',
    publisher: 'unnamed public GitHub repository (a third party)',
    kind: 'third-party-compilation',
    storedCopy: 'search tool, file id 51923165779',
    accessed: READ_ON,
    gave: 'The names ProLiant DX385 Gen12; DX360 Gen11 (10NVMe and 8SFF), DX365 Gen11 (10SFF), DX380 Gen11, DX385 Gen11; DX360 Gen10 Plus (10NVMe, 8SFF, 4LFF), DX380 Gen10 Plus (24SFF, 12LFF, 8SFF), DX385 Gen10 Plus (24SFF), each with a profile name ending in Intel or AMD',
  },
  {
    id: 'cisco-spec-sheet-index',
    title: 'An index of Cisco spec sheets by product family ("compute-hyperconverged-nutanix")',
    publisher: 'unnamed public GitHub repository (a third party)',
    kind: 'third-party-compilation',
    storedCopy: 'search tool, file id 70898737241',
    accessed: READ_ON,
    gave: 'The spec sheets hciaf240c-m6-spec-sheet.pdf and hcix210c-m7-all-nvme-node.pdf under Cisco Compute Hyperconverged with Nutanix: model names only, no figure',
  },
];
