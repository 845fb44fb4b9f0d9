import { describe, expect, it } from 'vitest';
import { applyImportOptions } from '../../src/inventory/pipeline';
import { readInventory } from '../../src/inventory/read';
import type { Inventory } from '../../src/inventory/types';
import type { Cell, Workbook } from '../../src/inventory/workbook';
import { describeEntry, describeJoin } from '../../src/i18n/describeImport';
import { reportCsv } from '../../src/features/import/importCsv';
import { IMPORT_JA } from '../../src/i18n/ja/import';
import { partitionJoin } from './helpers';

/*
 * How vPartition's rows meet vInfo's VMs. Each vInfo row below: 2 vCPU, 4,096 MiB, Provisioned
 * 10,240 MiB, In Use 5,120 MiB; each partition row holds Consumed 1,000 MiB, so a VM that took
 * its partitions shows 1,000 per row and one that did not shows 5,120.
 */
const VINFO_HEAD = [
  'VM',
  'Powerstate',
  'Template',
  'CPUs',
  'Memory',
  'Provisioned MiB',
  'In Use MiB',
  'Cluster',
  'VM ID',
  'VM UUID',
  'VI SDK UUID',
];
const vm = (name: string, id: string, uuid: string, vcenter = 'vc-a', template = false): Cell[] => [
  name,
  'poweredOn',
  template,
  2,
  4096,
  10_240,
  5_120,
  'Prod',
  id,
  uuid,
  vcenter,
];

function book(vInfo: Cell[][], partitionHead: string[], partitions: Cell[][]): Workbook {
  return {
    fileName: 'joins.xlsx',
    container: 'xlsx',
    sheets: [
      { name: 'vInfo', rows: [VINFO_HEAD, ...vInfo] },
      { name: 'vPartition', rows: [partitionHead, ...partitions] },
    ],
  };
}

function inventory(b: Workbook): Inventory {
  const r = readInventory(b);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.inventory;
}

const used = (inv: Inventory) => Object.fromEntries(inv.vms.map((v) => [`${v.name}@${v.row}`, [v.usedMiB, v.storageSource]]));

describe('vPartition rows are joined to VMs by name, else VM ID, else VM UUID', () => {
  it('a renamed first header ("NEXT Data Center") joins by VM ID, and says the sheet has no "VM" column', () => {
    const inv = inventory(
      book(
        [vm('web01', 'vm-1', 'u-1'), vm('web02', 'vm-2', 'u-2'), vm('web03', 'vm-3', 'u-3')],
        ['NEXT Data Center', 'Disk', 'Consumed MB', 'VM ID'],
        [
          ['web01', 'C:\\', 1000, 'vm-1'],
          ['web01', 'D:\\', 1000, 'vm-1'],
          ['web02', 'C:\\', 1000, 'vm-2'],
        ],
      ),
    );
    expect(used(inv)).toEqual({
      'web01@2': [2000, 'partitions'],
      'web02@3': [1000, 'partitions'],
      'web03@4': [5120, 'in-use'],
    });
    expect(inv.joins).toEqual([partitionJoin(3, { 'vm-id': 3 }, [2, 3], { 'in-use': 1 })]);
    expect(describeJoin(inv.joins![0]!)).toBe(
      'vPartition: 3 rows; 2 of 3 VMs take their used storage from its Consumed; it has no column "VM"; ' +
        'joined by VM ID (3 rows); the other VM takes vInfo In Use.',
    );
    expect(describeJoin(inv.joins![0]!, IMPORT_JA)).toBe(
      'vPartition: 3 行、3 台の VM のうち 2 台は使用ストレージをこのシートの Consumed から取得、列 "VM" がない、' +
        '対応付けの列: VM ID（3 行）、残りの 1 台は vInfo In Use を使用。',
    );
  });

  it('prefers the name; a name used twice is joined by VM ID, and by the vCenter when IDs repeat across vCenters', () => {
    const inv = inventory(
      book(
        [
          vm('app', 'vm-7', 'u-1', 'vc-a'),
          vm('app', 'vm-8', 'u-2', 'vc-a'),
          vm('web', 'vm-7', 'u-3', 'vc-b'),
          vm('db', 'vm-9', 'u-4', 'vc-a'),
          vm('uuid-only', 'vm-10', 'u-5', 'vc-a'),
        ],
        ['VM', 'Consumed MiB', 'VM ID', 'VM UUID', 'VI SDK UUID'],
        [
          ['app', 1000, 'vm-7', '', 'vc-a'],
          ['app', 1000, 'vm-8', '', 'vc-a'],
          ['app', 1000, 'vm-8', '', 'vc-a'],
          ['', 1000, 'vm-7', '', 'vc-b'],
          // The name wins over an ID that points elsewhere.
          ['db', 1000, 'vm-8', '', 'vc-a'],
          ['', 1000, '', 'u-5', ''],
        ],
      ),
    );
    expect(used(inv)).toEqual({
      'app@2': [1000, 'partitions'],
      'app@3': [2000, 'partitions'],
      'web@4': [1000, 'partitions'],
      'db@5': [1000, 'partitions'],
      'uuid-only@6': [1000, 'partitions'],
    });
    expect(inv.joins![0]!.joined).toEqual({ 'vm-id': 4, name: 1, 'vm-uuid': 1 });
    // Both VMs named "app" are sized, with a note, and took their own partitions.
    expect(inv.report.map((e) => [e.row, e.reason])).toEqual([
      [2, 'duplicate-name'],
      [3, 'duplicate-name'],
    ]);
  });

  it('a row that matches no VM (or several) is listed in the report and counted, never added to a VM', () => {
    const inv = inventory(
      book(
        [vm('a', 'vm-1', 'u-1'), vm('a', 'vm-2', 'u-2'), vm('tmpl', 'vm-3', 'u-3', 'vc-a', true)],
        ['VM', 'Consumed MiB'],
        [
          ['a', 1000],
          ['ghost', 1000],
          ['tmpl', 1000],
        ],
      ),
    );
    expect(used(inv)).toEqual({ 'a@2': [5120, 'in-use'], 'a@3': [5120, 'in-use'] });
    const j = inv.joins![0]!;
    expect([j.rows, j.notSized, j.unmatched, j.matchedVms, j.vms]).toEqual([3, 1, 2, 0, 2]);
    const outcome = applyImportOptions(inv, { poweredOff: 'include', rightSize: false });
    expect(outcome.report.filter((e) => e.sheet === 'vPartition').map((e) => describeEntry(e))).toEqual([
      'vPartition, row 2 (a): skipped, matches no VM of sheet "vInfo" (or several) by name, VM ID or VM UUID: not counted',
      'vPartition, row 3 (ghost): skipped, matches no VM of sheet "vInfo" (or several) by name, VM ID or VM UUID: not counted',
    ]);
    expect(describeJoin(j)).toBe(
      'vPartition: 3 rows; 0 of 2 VMs take their used storage from its Consumed; the other 2 take vInfo In Use; ' +
        '1 row is of a template or another vInfo row not sized; 2 rows match no VM of vInfo and are not counted.',
    );
    // The report's CSV opens with the sheet's line, as a warning.
    expect(reportCsv('joins.xlsx', outcome.report, inv.joins).split('\r\n')[1]).toBe(
      '"joins.xlsx","vPartition","","","warning","vPartition: 3 rows; 0 of 2 VMs take their used storage from its Consumed; ' +
        'the other 2 take vInfo In Use; 1 row is of a template or another vInfo row not sized; ' +
        '2 rows match no VM of vInfo and are not counted."',
    );
  });

  it('a sheet with nothing to join by is read, joins nothing, and says which columns it lacks', () => {
    const inv = inventory(book([vm('a', 'vm-1', 'u-1'), vm('b', 'vm-2', 'u-2')], ['Machine', 'Disk', 'Used'], [['a', 'C:\\', 1000]]));
    expect(inv.vms.map((v) => v.storageSource)).toEqual(['in-use', 'in-use']);
    expect(inv.joins![0]!.missing).toEqual([['VM', 'VM ID', 'VM UUID'], ['Consumed MiB']]);
    expect(describeJoin(inv.joins![0]!)).toBe(
      'vPartition: 1 row; not joined to any VM; it has no column "VM" or "VM ID" or "VM UUID"; ' +
        'it has no column "Consumed MiB"; every VM (2) takes vInfo In Use 2.',
    );
  });
});
