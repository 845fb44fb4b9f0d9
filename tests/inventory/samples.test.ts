import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { groupTotals, vmTotals } from '../../src/inventory/group';
import { applyImportOptions } from '../../src/inventory/pipeline';
import type { ImportOptions } from '../../src/inventory/select';
import { readWorkbook } from '../../src/inventory/readFile';
import type { Inventory, InventoryVm, StorageSource } from '../../src/inventory/types';
import { sample as samplePath } from '../sharedSamples';
import { inventoryOf, partitionJoin } from './helpers';

/*
 * Every workbook of ../shared/inventory-samples/ against the totals its README states: "asserted"
 * figures come from the source project's own docs or tests, "computed here" ones were summed from
 * the file by an independent reader. Sizes are MiB; TiB = MiB ÷ 1024², GiB = MiB ÷ 1024.
 */

const INCLUDE: ImportOptions = { poweredOff: 'include', rightSize: false };
const EXCLUDE: ImportOptions = { poweredOff: 'exclude', rightSize: false };
const TIB = 1024 * 1024;

/** Per source cluster: VMs, vCPU, RAM, and for each storage source the VMs that took it and their MiB. */
interface ClusterFigures {
  vms: number;
  vcpu: number;
  ramMiB: number;
  used: Partial<Record<StorageSource, [vms: number, mib: number]>>;
}

function byCluster(vms: readonly InventoryVm[]): Record<string, ClusterFigures> {
  const out: Record<string, ClusterFigures> = {};
  for (const vm of vms) {
    const c = (out[vm.cluster] ??= { vms: 0, vcpu: 0, ramMiB: 0, used: {} });
    c.vms++;
    c.vcpu += vm.vcpu;
    c.ramMiB += vm.ramMiB;
    const [n, mib] = c.used[vm.storageSource] ?? [0, 0];
    c.used[vm.storageSource] = [n + 1, mib + vm.usedMiB];
  }
  return out;
}

const tib = (mib: number) => (mib / TIB).toFixed(2);
const read = new Map<string, Promise<Inventory>>();
/** Each sample is read once for all the tests that look at it (the workshop's takes about a second). */
const sample = (path: string): Promise<Inventory> => {
  if (!read.has(path)) read.set(path, inventoryOf(path, samplePath()));
  return read.get(path)!;
};
const reasons = (inv: Inventory) => inv.report.map((e) => e.reason);

/*
 * #1 and #2, the Nutanix sizing workshop. Its rules: templates out, powered-off VMs in, memory =
 * Σ vInfo Memory, consumed = Σ vPartition Consumed. The importer takes the same figures; a VM
 * with no partition row takes its vInfo In Use instead (the workshop counts it as 0), so each
 * cluster's partitions are checked on their own and the In Use VMs are written out beside them.
 */
const WORKSHOP: Record<string, ClusterFigures> = {
  // Asserted: 47 VMs, 257 vCPU, 1,195.5 GiB, 17.51 TiB consumed.
  Cluster1: { vms: 47, vcpu: 257, ramMiB: 1_224_168, used: { partitions: [46, 18_356_492], 'in-use': [1, 256_121] } },
  // Asserted: 22 VMs, 80 vCPU, 233.4 GiB, 1.50 TiB consumed.
  Mgmt: { vms: 22, vcpu: 80, ramMiB: 239_000, used: { partitions: [19, 1_568_659], 'in-use': [3, 33_200] } },
  // Asserted: 41 VMs, 136 vCPU, 447.5 GiB, 3.69 TiB consumed.
  DMZ: { vms: 41, vcpu: 136, ramMiB: 458_272, used: { partitions: [40, 3_864_505], 'in-use': [1, 75_914] } },
  // Asserted: 685 VMs, 2,248 vCPU, 8,812,468 MiB; computed here: 73.73 TiB consumed without templates.
  Cluster2: { vms: 685, vcpu: 2_248, ramMiB: 8_812_468, used: { partitions: [657, 77_315_236], 'in-use': [28, 833_644] } },
};
const WORKSHOP_TIB = { Cluster1: '17.51', Mgmt: '1.50', DMZ: '3.69', Cluster2: '73.73' };

describe('#1 SizingWorkshop-RVTools.xlsx (Nutanix sizing workshop)', () => {
  const file = 'nutanix-sizing-workshop/SizingWorkshop-RVTools.xlsx';

  it('805 VM rows: 10 templates never sized, 795 sized, 763 of them powered on; 34 hosts', async () => {
    const inv = await sample(file);
    expect(inv.vms.length).toBe(795);
    expect(reasons(inv)).toEqual(Array(10).fill('template'));
    expect(inv.vms.filter((v) => v.poweredOn).length).toBe(763);
    // The hosts' CPUs, by their cores: 432 + 48 + 36 + 12 = 528.
    expect(inv.hosts).toMatchObject({
      hosts: 34,
      cores: 528,
      ramMiB: 15_006_368,
      cpuModels: [
        { model: 'Intel(R) Xeon(R) CPU E5-2680 0 @ 2.70GHz', cores: 432 },
        { model: 'Intel(R) Xeon(R) CPU E5-2667 v3 @ 3.20GHz', cores: 48 },
        { model: 'Intel(R) Xeon(R) CPU X5675 @ 3.07GHz', cores: 36 },
        { model: 'Intel(R) Xeon(R) CPU X5690 @ 3.47GHz', cores: 12 },
      ],
    });
    // mjvincent's tests assert 763 rows for this data: the powered-on VMs.
    expect(applyImportOptions(inv, EXCLUDE).selection.vms.length).toBe(763);
  });

  it('per cluster: VMs, vCPU and memory as asserted; vPartition Consumed 17.51, 1.50, 3.69 and 73.73 TiB', async () => {
    const clusters = byCluster((await sample(file)).vms);
    expect(clusters).toEqual(WORKSHOP);
    for (const [name, figure] of Object.entries(WORKSHOP_TIB)) expect(tib(clusters[name]!.used.partitions![1])).toBe(figure);
    // Memory in GiB as the workshop answers state it: 1,195.5, 233.4, 447.5 and 8,606.
    expect(['Cluster1', 'Mgmt', 'DMZ', 'Cluster2'].map((c) => (clusters[c]!.ramMiB / 1024).toFixed(1))).toEqual([
      '1195.5',
      '233.4',
      '447.5',
      '8605.9',
    ]);
  });

  it('says that 33 of 795 VMs have no partition row and take vInfo In Use', async () => {
    const inv = await sample(file);
    expect(inv.joins).toEqual([partitionJoin(1_618, { name: 1_617 }, [762, 795], { 'in-use': 33 }, { notSized: 1 })]);
  });
});

describe('#2 SizingWorkshop-RVTools-Answers.xlsx: the workshop’s own answers, read from its Summary sheet', () => {
  const file = 'nutanix-sizing-workshop/SizingWorkshop-RVTools-Answers.xlsx';

  it('the same VMs as #1', async () => {
    expect(byCluster((await sample(file)).vms)).toEqual(WORKSHOP);
  });

  it('each cluster of the Summary sheet: VMs, vCPU, memory GiB, consumed TiB and consumed + memory TiB', async () => {
    const bytes = readFileSync(samplePath(file));
    const book = await readWorkbook(file, bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, 'all');
    if (!book.ok) throw new Error('unreadable');
    // The Summary sheet's rows as the workshop wrote them: cluster, VMs, vCPU, pCores (N−1),
    // ratio, memory GiB, consumed TiB, and total TiB, which adds each VM's memory for its swap.
    const summary = book.book.sheets
      .find((s) => s.name === 'Summary')!
      .rows.slice(1)
      .map((row) => row.slice(0, 8));
    expect(summary).toEqual([
      ['Cluster1', 47, 257, 64, 4.015625, 1195.4765625, 17.506114959716797, 18.673572540283203],
      ['DMZ', 41, 136, 36, 5.259787605008718, 447.53125, 3.685479164123535, 4.12252140045166],
      ['Mgmt', 22, 80, 32, 2.5, 233.3984375, 1.4959897994995117, 1.7239179611206055],
    ]);
    const clusters = byCluster((await sample(file)).vms);
    for (const [name, vms, vcpu, , , ramGiB, consumedTiB, totalTiB] of summary as [
      string,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ][]) {
      const c = clusters[name]!;
      const consumed = c.used.partitions![1];
      expect([c.vms, c.vcpu, c.ramMiB / 1024]).toEqual([vms, vcpu, ramGiB]);
      expect(consumed / TIB).toBeCloseTo(consumedTiB, 9);
      expect((consumed + c.ramMiB) / TIB).toBeCloseTo(totalTiB, 9);
    }
  });
});

describe('#3 automatic_sizing_rvtools.xlsx (a full RVTools 3.10 export)', () => {
  it('26 powered-on VMs (the 27th is a template): 52 vCPU, 210 GiB, all 26 on vPartition Consumed 0.96 TiB', async () => {
    const inv = await sample('nutanix-sizing-workshop/automatic_sizing_rvtools.xlsx');
    expect(reasons(inv)).toEqual(['template']);
    const t = vmTotals(applyImportOptions(inv, INCLUDE).selection.vms);
    // Computed here: 52 vCPU, 215,040 MiB RAM, Provisioned 2,795,268 MiB, vPartition Consumed
    // 1,009,240 MiB, larger than vInfo In Use (707,537 MiB): the partitions are taken.
    expect(t).toEqual({ vms: 26, vcpu: 52, ramMiB: 215_040, usedMiB: 1_009_240, provisionedMiB: 2_795_268, iops: 0 });
    expect(tib(t.usedMiB)).toBe('0.96');
    expect(inv.vms.every((v) => v.poweredOn && v.storageSource === 'partitions')).toBe(true);
    expect(inv.hosts).toMatchObject({
      hosts: 4,
      cores: 80,
      cpuModels: [{ model: 'Intel(R) Xeon(R) CPU E5-2660 v3 @ 2.60GHz', cores: 80 }],
      ramMiB: 1_048_152,
    });
    expect(inv.joins?.map((j) => [j.matchedVms, j.vms, j.notSized, j.unmatched])).toEqual([[26, 26, 2, 0]]);
  });
});

describe('#4 BillSampleNextRvtoolsFinal.xlsx: vPartition’s first header reads "NEXT Data Center", not "VM"', () => {
  const file = 'nutanix-sizing-workshop/BillSampleNextRvtoolsFinal.xlsx';

  it('joins partitions by VM ID: Production 17.40 TiB consumed (not vInfo In Use’s 36.09 TiB for all 111 VMs)', async () => {
    const inv = await sample(file);
    expect(byCluster(inv.vms)).toEqual({
      // Computed here: 111 VMs, 361 vCPU, 852 GiB, consumed 17.40 TiB (+ 0.83 TiB of swap = 18.24).
      // 20 VMs have no partition row (19 are powered off): they take their In Use.
      'Production Cluster': { vms: 111, vcpu: 361, ramMiB: 872_440, used: { partitions: [91, 18_248_813], 'in-use': [20, 3_454_380] } },
      // Computed here: 18 VMs, 75 vCPU, 126 GiB, consumed + swap 0.40 TiB.
      'Avaya Cluster': { vms: 18, vcpu: 75, ramMiB: 129_024, used: { partitions: [16, 287_607], 'in-use': [2, 240_774] } },
    });
    expect(tib(18_248_813)).toBe('17.40');
    expect(tib(18_248_813 + 872_440)).toBe('18.24');
    expect(tib(287_607 + 129_024)).toBe('0.40');
    expect((872_440 / 1024).toFixed(0)).toBe('852');
    // Before partitions were joined by VM ID every VM took In Use: Production 37,846,816 MiB = 36.09 TiB.
    const production = inv.vms.filter((v) => v.cluster === 'Production Cluster');
    expect(tib(production.reduce((s, v) => s + v.usedMiB, 0))).toBe('20.70');
  });

  it('131 VM rows: 2 templates, 109 powered on, 20 powered off; 8 hosts', async () => {
    const inv = await sample(file);
    expect(reasons(inv)).toEqual(['template', 'template']);
    expect([inv.vms.filter((v) => v.poweredOn).length, inv.vms.filter((v) => !v.poweredOn).length]).toEqual([109, 20]);
    expect(inv.hosts?.hosts).toBe(8);
  });

  it('counts the join: 284 of 286 rows by VM ID, 107 of 129 VMs, 22 on In Use, 2 rows of templates', async () => {
    const inv = await sample(file);
    expect(inv.joins).toEqual([partitionJoin(286, { 'vm-id': 284 }, [107, 129], { 'in-use': 22 }, { notSized: 2 })]);
  });
});

describe('#5 rvtools-small-complete.xlsx: no Template and no In Use column', () => {
  it('3 VMs (asserted), 2 on: totals as computed here, all used storage from vPartition Consumed', async () => {
    const inv = await sample('rvtools-to-ibm-cloud/rvtools-small-complete.xlsx');
    const all = vmTotals(applyImportOptions(inv, INCLUDE).selection.vms);
    const on = vmTotals(applyImportOptions(inv, EXCLUDE).selection.vms);
    expect(all).toEqual({ vms: 3, vcpu: 8, ramMiB: 28_672, usedMiB: 327_680, provisionedMiB: 532_480, iops: 0 });
    expect(on).toEqual({ vms: 2, vcpu: 6, ramMiB: 24_576, usedMiB: 317_440, provisionedMiB: 450_560, iops: 0 });
    expect(inv.vms.map((v) => v.storageSource)).toEqual(['partitions', 'partitions', 'partitions']);
    expect(inv.joins?.map((j) => [j.rows, j.matchedVms, j.vms])).toEqual([[5, 3, 3]]);
  });
});

describe('#6 test-rvtools.xlsx: a SheetJS fixture, Template = "FALSE" as text, no vPartition', () => {
  it('3 VMs (asserted), 14 vCPU, 44 GiB, In Use 332,800 and Provisioned 665,600 MiB (computed here)', async () => {
    const inv = await sample('vcf-migration/test-rvtools.xlsx');
    const outcome = applyImportOptions(inv, INCLUDE);
    expect(vmTotals(outcome.selection.vms)).toEqual({
      vms: 3,
      vcpu: 14,
      ramMiB: 45_056,
      usedMiB: 332_800,
      provisionedMiB: 665_600,
      iops: 0,
    });
    expect(inv.vms.map((v) => [v.poweredOn, v.storageSource])).toEqual(Array(3).fill([true, 'in-use']));
    // No vPartition: nothing to join, nothing to warn about.
    expect(inv.joins).toEqual([]);
    expect(inv.report).toEqual([]);
  });
});

describe('every sample: the groups hold exactly the VMs sized', () => {
  const files = [
    'nutanix-sizing-workshop/SizingWorkshop-RVTools.xlsx',
    'nutanix-sizing-workshop/SizingWorkshop-RVTools-Answers.xlsx',
    'nutanix-sizing-workshop/automatic_sizing_rvtools.xlsx',
    'nutanix-sizing-workshop/BillSampleNextRvtoolsFinal.xlsx',
    'rvtools-to-ibm-cloud/rvtools-small-complete.xlsx',
    'vcf-migration/test-rvtools.xlsx',
  ];
  for (const file of files)
    it(file, async () => {
      const outcome = applyImportOptions(await sample(file), INCLUDE);
      expect(groupTotals(outcome.grouping.groups)).toEqual(vmTotals(outcome.selection.vms));
    });
});
