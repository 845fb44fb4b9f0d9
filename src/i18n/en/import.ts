import type { FileProblem, ImportKind, InventoryFormat, JoinKey, RowReason, StorageSource } from '../../inventory/types';
import type { ProfileId } from '../../inventory/profiles';
import type { SourceKind } from '../../model/sources';
import type { Table } from '../table';

/**
 * English text of the inventory import (the page's import panel, its report and the `import`
 * command). Kept apart from en.ts because it loads only with the import, never with the first
 * screen. Same rules: `{name}` placeholders, no markup.
 */
export const IMPORT_EN = {
  formats: {
    rvtools: 'RVTools workbook (vInfo, vPartition, vHost)',
    'rvtools-csv': 'RVTools vInfo CSV export',
    collector: 'Nutanix Collector workbook',
    'plain-csv': 'CSV of VMs (the template)',
  } satisfies Record<InventoryFormat, string>,
  kinds: {
    'sql-server': 'SQL Server',
    oracle: 'Oracle',
    exchange: 'Exchange',
    vdi: 'VDI',
    files: 'File servers',
    server: 'General servers',
  } satisfies Record<ImportKind, string>,
  storageSources: {
    partitions: 'vPartition Consumed',
    'in-use': 'vInfo In Use',
    provisioned: 'vInfo Provisioned',
    consumed: 'vmList Consumed',
    capacity: 'vmList Capacity',
    file: 'used_gib',
  } satisfies Record<StorageSource, string>,
  problems: {
    'too-large': '{file}: the file is {size} MB; at most {limit} MB is read (an RVTools export of 10,000 VMs is about 5 MB).',
    'unpacks-too-large':
      '{file}: this {size} MB file unpacks to more than {limit} MB, more than an export of {vms} VMs holds, so its unpacking was stopped there and nothing of it was read (a zip bomb, or a workbook with much besides the inventory). Export the inventory again, with only the vInfo, vPartition and vHost sheets if need be.',
    'sheet-too-large':
      '{file}, sheet "{sheet}": its cells reach {cell}; at most {maxRows} rows and {maxColumns} columns are read, which an export of {vms} VMs stays within, so the file was refused before it was read.',
    'too-many-cells':
      '{file}: its sheets span {count} cells (the rows × columns of each); at most {limit} are read, which an export of {vms} VMs stays within, so the file was refused before it was read.',
    'not-spreadsheet':
      '{file}: not a spreadsheet. Import an RVTools or Nutanix Collector .xlsx, an RVTools vInfo CSV, or the CSV template.',
    'unknown-encoding':
      '{file}: the text is in none of the encodings read here (UTF-8, UTF-16, Shift-JIS). In Excel, save it as "CSV UTF-8 (Comma delimited) (*.csv)" and import it again.',
    encrypted: '{file}: the workbook is password-protected (or an old .xls). Save it without a password as .xlsx and import it again.',
    corrupt: '{file}: the workbook cannot be opened; it may be damaged or cut short. Export it again.',
    empty: '{file}: the file is empty.',
    'unknown-format': '{file}: not an export this import reads.',
    'missing-sheet': '{file}: no sheet "{sheet}"; expected: {expected}.',
    'missing-columns': '{file}, sheet "{sheet}": missing column(s) {columns}; expected: {expected}.',
    'too-many-rows': '{file}, sheet "{sheet}": {count} rows; at most {limit} VMs are read from one file.',
    'no-vms': '{file}: no VM to size in this file (see the import report).',
  } satisfies Record<FileProblem['code'], string>,
  reasons: {
    template: 'a template: never sized',
    'srm-placeholder': 'an SRM placeholder: never sized',
    'powered-off': 'powered off, and powered-off VMs are excluded',
    'cluster-excluded': 'its source cluster is not selected',
    'missing-value': 'no value in column "{column}"',
    'invalid-value': 'column "{column}" holds "{value}", not a number this column takes',
    'out-of-range': 'column "{column}" holds {value}, outside {min} to {max}',
    'no-match': 'no row for this VM in sheet "{value}"',
    'no-vm': 'matches no VM of sheet "{value}" (or several) by name, VM ID or VM UUID: not counted',
    'duplicate-name': 'the name is used by another VM: both are sized, and partitions are joined to them by VM ID or VM UUID only',
    'duplicate-uuid': 'the same VM (VM UUID {value}) as in file {column}: sized once',
    'ram-raised': 'RAM {value} MiB raised to 256 MiB, the smallest VM the sizing takes',
  } satisfies Record<RowReason, string>,
  /** How a sheet of per-VM rows met vInfo's VMs: clauses joined by `separator`, ended by `end`. */
  join: {
    rows: { one: '{sheet}: 1 row', other: '{sheet}: {n} rows' },
    matched: '{matched} of {vms} VMs take their used storage from its Consumed',
    joinedBy: 'joined by {list}',
    keys: { name: 'VM name', 'vm-id': 'VM ID', 'vm-uuid': 'VM UUID' } satisfies Record<JoinKey, string>,
    keyRows: '{key} ({n} rows)',
    others: { one: 'the other VM takes {list}', other: 'the other {n} take {list}' },
    notSized: {
      one: '1 row is of a template or another vInfo row not sized',
      other: '{n} rows are of templates or other vInfo rows not sized',
    },
    unmatched: { one: '1 row matches no VM of vInfo and is not counted', other: '{n} rows match no VM of vInfo and are not counted' },
    notJoined: 'not joined to any VM',
    noColumn: 'it has no column {columns}',
    everyVm: 'every VM ({n}) takes {list}',
    or: ' or ',
    separator: '; ',
    end: '.',
    warning: 'warning',
    joined: 'joined',
  },
  reportHeader: ['file', 'sheet', 'row', 'vm', 'outcome', 'reason'],
  skipped: 'skipped',
  noted: 'sized, with a note',
  noCluster: '(no cluster)',
  rowAt: '{sheet}, row {row}{vm}',
  groupName: '{cluster}{kind} · {vcpu} vCPU · {ram} GiB RAM · {used} GiB used',
  /** An import mapped onto several clusters of the plan. */
  estate: {
    'too-many-clusters':
      'The plan would hold {needed} clusters; it holds at most {max}. Map some source clusters into the same target cluster.',
    'too-many-groups':
      'Cluster "{cluster}" would hold {needed} VM groups; a cluster holds at most {max}. Group by size bands, or replace its groups instead of adding to them.',
    duplicate: 'Source cluster "{source}" ({vms} VMs) is already in the plan, in cluster "{cluster}": left out of this import.',
  },
} as const;

/** The import's words in any language. */
export type ImportWords = Table<typeof IMPORT_EN>;

/** The import panel's words. */
export const IMPORT_PANEL_EN = {
  heading: 'Import {file}',
  stages: { reading: 'Reading the file…', unpacking: 'Opening the workbook…', rows: 'Checking every row…' },
  progressLabel: 'Import progress',
  cancel: 'Cancel',
  close: 'Close',
  failedHeading: 'This file cannot be imported. Your sizing is unchanged.',
  format: 'Read as: {format}',
  collectorVersion: 'Collector {version}',
  hosts: 'Current hardware (vHost): {hosts} hosts, {cores} cores, {ram} GiB RAM.',
  sourceCpus:
    'Their CPUs, kept on the cluster on applying: demand is counted in their cores, and a CPU without a per-core figure makes the CPU factor 1 (a target core counted as one of its cores):',
  ratio: {
    measured:
      'Today’s ratio: {vcpu} vCPU of the VMs sized over {left} cores ({cores} cores of {hosts} hosts less the largest host’s {lost}) = {ratio}:1.',
    noRatio: 'Today’s ratio cannot be measured: {hosts} host with {cores} cores leaves none once the largest is lost.',
    use: 'Size {cluster} at {ratio} vCPU per core: every VM group without a ratio of its own takes it',
    sourceTitles: {
      vsphereDesignRatio: 'vSphere 6.7 Data Center Design Cookbook (2019)',
      nutanixChecklistRatio: 'Nutanix compute checklist, erikevenson.github.io',
      ocvsRatio: 'OCVS consolidation ratios (2026)',
    },
    rulesHeading: 'Rules of thumb for the ratio (published planning figures, not limits)',
    rules: {
      latencySensitive: 'Databases and latency-sensitive VMs: {range}',
      missionCritical: 'Mission-critical production: {range}',
      generalServers: 'Typical server workloads: about {range}',
      generalNutanix: 'General workloads on Nutanix: {range}',
      devTest: 'Development and test: {range}',
      vdi: 'VDI, watched closely: up to {range}',
    },
  },
  poweredOff: 'Powered-off VMs',
  includeOff: 'Include ({n}): they may be started again (conservative)',
  excludeOff: 'Exclude ({n})',
  sizing: 'CPU and RAM',
  asProvisioned: 'As provisioned (conservative)',
  rightSized: 'Right-sized at the 95th percentile, rounded up',
  clustersCaption: 'VMs by source cluster: tick the clusters to size',
  cluster: 'Source cluster',
  include: 'Include {cluster}',
  vms: 'VMs',
  off: 'Powered off',
  vcpu: 'vCPU',
  ramGiB: 'RAM GiB',
  usedGiB: 'Used GiB',
  provisionedGiB: 'Provisioned GiB',
  totals:
    'To be sized: {vms} VMs, {vcpu} vCPU, {ram} GiB RAM, {used} GiB used, {provisioned} GiB provisioned, {iops} IOPS, in {groups} VM groups.',
  similarity: [
    'VMs share a group when they have the same vCPU and RAM and used storage within a factor of 2.',
    'To stay within 1,000 groups, VMs share a group when vCPU, RAM and storage are within a factor of 2 to 4.',
    'To stay within 1,000 groups, VMs share a group when vCPU and RAM are within a factor of 4 and storage of 16.',
    'To stay within 1,000 groups, each source cluster and kind is one set of groups.',
    'To stay within 1,000 groups, source clusters are merged: one set of groups per kind.',
  ],
  exact: 'The groups hold exactly these totals.',
  storageSources: 'Used storage taken from: {list}.',
  usedFrom: 'Used storage from',
  warning: 'Warning:',
  noIops: 'This export has no IOPS: the groups get 0 IOPS, so the performance check counts none until you enter them.',
  groupsCaption: 'VM groups to create (figures per VM); change a kind here or later',
  groupName: 'Group',
  kind: 'Kind',
  kindOf: 'Kind of {name}',
  count: 'VMs',
  vcpuPerVm: 'vCPU per VM',
  ramPerVm: 'RAM GiB per VM',
  usedPerVm: 'Used GiB per VM',
  provisionedPerVm: 'Provisioned GiB per VM',
  page: 'Groups {from} to {to} of {total}',
  previous: 'Previous',
  next: 'Next',
  skippedHeading: '{n} rows not sized, {notes} sized with a note',
  moreRows: '…and {n} more in the report.',
  downloadReport: 'Download the import report (CSV)',
  downloadVms: 'Download the VMs as read (CSV)',
  apply: 'Replace the {current} VM groups of {cluster} with these {groups}',
  nothing: 'Nothing to size: include at least one cluster with VMs.',
  applied: 'Imported {vms} VMs from {file} as {groups} VM groups of {cluster}.',
  undo: 'Undo import',
  undone: 'Import undone: the VM groups are as they were.',
  undoRefused: 'Not undone here: the document was changed after the import. Undo (Ctrl+Z) steps back through those changes first.',
  /** Where the source clusters go in the plan. */
  estate: {
    mapHeading: 'Into the plan',
    perSource: 'One cluster per source cluster, named as it',
    allInto: 'All into {cluster}',
    custom: 'As chosen for each source cluster below',
    into: 'Into cluster',
    intoOf: 'Target cluster of {source}',
    newCluster: 'New cluster “{name}”',
    existing: '{name} (in the plan)',
    vcenter: 'vCenter {list}',
    inPlaceOf: 'in place of {name}',
    whatHeading: 'The clusters it goes into',
    replace: 'Replace their VM groups',
    append: 'Add to their VM groups (a second export)',
    hypervisor: 'Target clusters run',
    grouping: 'VM groups',
    exact: 'Exact sizes: each distinct vCPU and RAM size a group of its own',
    bands: 'Size bands: vCPU and RAM within a factor of 4, storage of 16; far fewer groups, the same totals',
    targetsCaption: 'Target clusters of the plan',
    target: 'Target cluster',
    status: { new: 'new', existing: 'in the plan' },
    sources: 'Source clusters',
    groups: 'VM groups',
    ratio: 'Today’s ratio',
    ratioEach: 'Size each target cluster at today’s ratio of its own source hosts (less the largest), rounded down to hundredths',
    duplicatesHeading: 'Already in the plan, left out (tick a source cluster to import it again):',
    apply: 'Import into {n} clusters of the plan ({fresh} new)',
    applyOne: 'Import into 1 cluster of the plan ({fresh} new)',
    applied: 'Imported {vms} VMs from {file} into {clusters}.',
  },
} as const;

/** The workload profiles' words. */
export const PROFILES_EN = {
  heading: 'Start from a workload profile',
  profile: 'Profile',
  names: {
    'vdi-task': 'VDI task workers',
    'vdi-knowledge': 'VDI knowledge workers',
    'vdi-power': 'VDI power workers',
    'sql-server': 'SQL Server databases',
    oracle: 'Oracle databases',
    postgres: 'PostgreSQL databases',
    exchange: 'Exchange mailbox servers',
    server: 'General servers',
  } satisfies Record<ProfileId, string>,
  count: 'VMs',
  countProblem: 'Enter a whole number of VMs from 1 to 1,000,000.',
  perVm: 'Per VM:',
  figures: {
    vcpu: '{n} vCPU',
    ramGiB: '{n} GiB RAM',
    usedGiB: '{n} GiB used',
    provisionedGiB: '{n} GiB provisioned',
    iops: '{n} IOPS',
    hotShare: '{n}% hot',
  },
  tags: { src: 'source', seed: 'seed article', infer: 'inference', unverified: 'unverified', arithmetic: 'arithmetic' } satisfies Record<
    SourceKind,
    string
  >,
  add: 'Add this VM group',
  added: 'Added {name}: {count} VMs.',
} as const;
