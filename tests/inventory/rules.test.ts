import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configSchemas } from '../../src/schema/config';
import { LIMITS } from '../../src/schema/limits';
import { groupTotals, groupVms, toVmGroups, vmTotals } from '../../src/inventory/group';
import { inferKind } from '../../src/inventory/kind';
import { readInventory } from '../../src/inventory/read';
import { MAX_FILE_BYTES } from '../../src/inventory/caps';
import { readWorkbook } from '../../src/inventory/readFile';
import { MAX_VM_ROWS } from '../../src/inventory/rows';
import { asVm, vmArb } from './helpers';
import { VM_LIMITS } from '../../src/inventory/values';
import type { Workbook } from '../../src/inventory/workbook';
import { reportCsv } from '../../src/features/import/importCsv';

const { VmGroupSchema } = configSchemas();

describe('per-VM limits are the config’s own', () => {
  it('the largest VM the import accepts is a valid VM group, and one unit more is not', () => {
    const at = {
      id: 'g1',
      name: 'Largest VM',
      count: 1,
      vcpu: VM_LIMITS.vcpu,
      ramGiB: VM_LIMITS.ramGiB.max,
      usedGiB: VM_LIMITS.storageGiB,
      provisionedGiB: VM_LIMITS.storageGiB,
      iops: VM_LIMITS.iops,
      hotShare: 0.2,
      kind: 'server' as const,
    };
    expect(VmGroupSchema.safeParse(at).success).toBe(true);
    for (const over of [
      { vcpu: VM_LIMITS.vcpu + 1 },
      { ramGiB: VM_LIMITS.ramGiB.max + 1 },
      { ramGiB: VM_LIMITS.ramGiB.min / 2 },
      { usedGiB: VM_LIMITS.storageGiB + 1 },
      { iops: VM_LIMITS.iops + 1 },
    ])
      expect(VmGroupSchema.safeParse({ ...at, ...over }).success).toBe(false);
  });
});

const csvBook = (rows: (string | number)[][]): Workbook => ({ fileName: 'vms.csv', container: 'csv', sheets: [{ name: 'vms.csv', rows }] });
const HEADER = ['name', 'vcpu', 'ram_gib', 'used_gib', 'provisioned_gib'];

describe('bad input', () => {
  it('refuses more than 50,000 VM rows whole, naming the count', () => {
    const rows = [HEADER, ...Array.from({ length: 100_000 }, (_, i) => [`vm${i}`, 2, 4, 40, 60])];
    expect(readInventory(csvBook(rows))).toEqual({
      ok: false,
      problems: [{ code: 'too-many-rows', file: 'vms.csv', sheet: 'vms.csv', count: 100_000, limit: MAX_VM_ROWS }],
    });
  });

  it('refuses a file above 32 MiB unread', async () => {
    const r = await readWorkbook('big.xlsx', new ArrayBuffer(50 * 1000 * 1000));
    expect(r).toEqual({ ok: false, problems: [{ code: 'too-large', file: 'big.xlsx', count: 50_000_000, limit: MAX_FILE_BYTES }] });
  });

  it('names the missing columns of the plain CSV it was taken for', () => {
    expect(
      readInventory(
        csvBook([
          ['name', 'vcpu'],
          ['a', 1],
        ]),
      ),
    ).toEqual({
      ok: false,
      problems: [
        {
          code: 'missing-columns',
          file: 'vms.csv',
          sheet: 'vms.csv',
          columns: ['ram_gib', 'used_gib', 'provisioned_gib'],
          expected: 'plain-csv',
        },
      ],
    });
  });

  it('skips negative values and text in number cells, row by row, and raises a tiny RAM to 256 MiB', () => {
    const r = readInventory(csvBook([HEADER, ['neg', 2, 4, -1, 60], ['txt', '2 cores', 4, 40, 60], ['tiny', 1, 0.125, 1, 1]]));
    if (!r.ok) throw new Error('expected rows');
    expect(r.inventory.report.map((e) => [e.vm, e.reason, e.column])).toEqual([
      ['neg', 'out-of-range', 'used_gib'],
      ['txt', 'invalid-value', 'vcpu'],
      ['tiny', 'ram-raised', 'ram_gib'],
    ]);
    expect(r.inventory.vms.map((v) => [v.name, v.ramMiB])).toEqual([['tiny', 256]]);
  });
});

describe('kind inference', () => {
  it.each([
    ['sql01', '', 'sql-server'],
    ['prod-ora-2', 'Oracle Linux 8', 'oracle'],
    ['corazon', 'Oracle Linux 8', 'server'],
    ['EXCH-MBX-03', '', 'exchange'],
    ['pc-0042', 'Microsoft Windows 11 (64-bit)', 'vdi'],
    ['fs01', '', 'files'],
    ['web01', 'Ubuntu Linux (64-bit)', 'server'],
  ] as const)('%s (%s) is %s', (name, os, kind) => expect(inferKind(name, os)).toBe(kind));
});

describe('grouping (property)', () => {
  it('conserves every total exactly, stays within the limit, and gives valid VM groups', () => {
    fc.assert(
      fc.property(fc.array(vmArb, { minLength: 1, maxLength: 400 }), fc.integer({ min: 24, max: LIMITS.vmGroups }), (raw, limit) => {
        const vms = raw.map(asVm);
        const { groups } = groupVms(vms, limit);
        expect(groupTotals(groups)).toEqual(vmTotals(vms));
        expect(groups.length).toBeLessThanOrEqual(limit);
        const vmGroups = toVmGroups(groups, { name: () => 'g' });
        // GiB in the config are MiB ÷ 1024: exact, so the config's totals are the file's.
        expect(vmGroups.reduce((s, g) => s + g.count * g.usedGiB, 0) * 1024).toBe(vmTotals(vms).usedMiB);
        for (const g of vmGroups) expect(VmGroupSchema.safeParse({ ...g, id: 'g1' }).success).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps every distinct vCPU and RAM size apart when the limit allows (the largest VM stays exact)', () => {
    const vms = [
      asVm({ cluster: 'A', kind: 'server', vcpu: 2, ramMiB: 4096, usedMiB: 1000, extra: 0, iops: 0 }, 0),
      asVm({ cluster: 'A', kind: 'server', vcpu: 32, ramMiB: 262_144, usedMiB: 1000, extra: 0, iops: 0 }, 1),
    ];
    const { groups, level } = groupVms(vms);
    expect(level).toBe(0);
    expect(groups.map((g) => [g.count, g.vcpu, g.ramMiB])).toEqual([
      [1, 32, 262_144],
      [1, 2, 4096],
    ]);
  });
});

describe('the import report as CSV', () => {
  it('quotes commas and defuses cells that start like a formula', () => {
    const csv = reportCsv('a.xlsx', [{ sheet: 'vInfo', row: 5, vm: '=HYPERLINK("x")', reason: 'template', skipped: true }]);
    expect(csv).toBe(
      '\uFEFF"file","sheet","row","vm","outcome","reason"\r\n"a.xlsx","vInfo",5,"\'=HYPERLINK(""x"")","skipped","a template: never sized"\r\n',
    );
  });
});
