import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/catalogue/catalogue';
import type { Platform } from '../../src/catalogue/types';
import { describeInEnglish } from '../../src/i18n/describeInEnglish';
import { parseCatalogue } from '../../src/schema/catalogue';

const byModel = (model: string): Platform => {
  const p = CATALOGUE.platforms.find((x) => x.model === model);
  if (!p) throw new Error(`no ${model} in the catalogue`);
  return p;
};
const withPlatform = (model: string, change: (p: Platform) => unknown): unknown => ({
  ...CATALOGUE,
  platforms: CATALOGUE.platforms.map((p) => (p.model === model ? change(p) : p)),
});
const messages = (input: unknown) => {
  const r = parseCatalogue(input);
  return r.ok ? [] : r.problems.map((p) => `${p.where}: ${describeInEnglish(p)}`);
};

describe('no figure without a source', () => {
  it('refuses a figure added to an entry without naming where it was read', () => {
    expect(messages(withPlatform('XC760', (p) => ({ ...p, weightKg: 28 })))).toEqual([
      'platform XC760, weightKg: holds a figure but names no source for it in "cite"',
    ]);
    expect(messages(withPlatform('NX-8150-G10', (p) => ({ ...p, memory: { ...p.memory, dimmSlots: 32 } })))).toEqual([
      'platform NX-8150-G10, memory.dimmSlots: holds a figure but names no source for it in "cite"',
    ]);
    expect(
      messages(
        withPlatform('NX-3060-G9', (p) => ({ ...p, cite: Object.fromEntries(Object.entries(p.cite).filter(([k]) => k !== 'nics')) })),
      ),
    ).toEqual(['platform NX-3060-G9, nics: holds a figure but names no source for it in "cite"']);
  });

  it('refuses a citation of a source the entry does not list, and one for a field left empty', () => {
    expect(messages(withPlatform('XC760', (p) => ({ ...p, cite: { ...p.cite, driveBays: ['ntnx-nx-hardware-admin-guide'] } })))).toEqual([
      'platform XC760, cite.driveBays[0]: "ntnx-nx-hardware-admin-guide" is not one of the entry\'s sources',
    ]);
    expect(messages(withPlatform('XC760', (p) => ({ ...p, cite: { ...p.cite, weightKg: ['redfish-chassis-db'] } })))).toEqual([
      'platform XC760, cite.weightKg: names a source for a field left empty',
    ]);
  });

  it('refuses a range whose smallest is above its largest', () => {
    expect(messages(withPlatform('NX-1175S-G10', (p) => ({ ...p, coresPerNode: { min: 36, max: 8 } })))).toEqual([
      'platform NX-1175S-G10, coresPerNode: the smallest (36) is above the largest (8)',
    ]);
  });

  it('refuses "verified" on a third party\'s paraphrase', () => {
    expect(messages(withPlatform('XC760', (p) => ({ ...p, verified: true })))).toEqual([
      'platform XC760, verified: cannot be true: source "redfish-chassis-db" is a third-party-compilation, not a spec-sheet or vendor-guide',
    ]);
  });
});

/** Figures checked against what each source says, written out here with the source named. */
describe('spot checks against the sources', () => {
  it('NX-8155-G8, Hybrid Cloud with AHV Unified Storage Design, Platform Selection (Nutanix Files column)', () => {
    // "Rackspace (per node) 2 RU"; "2 Intel Xeon Silver 4310 12-core 120 W, 2.1 GHz"; "8 × 32 GB 3,200 MHz DDR4
    // RDIMM (256 GB total)"; "SSD 4 × 7.68 TB"; "HDD 8 × 18 TB"; "NIC 25 GbE Dual SFP+".
    const p = byModel('NX-8155-G8');
    expect(p.rackUnitsPerNode).toBe(2);
    expect(p.cpuOptions).toEqual([{ cpu: 'intel-xeon-silver-4310', sockets: 2 }]);
    expect(CATALOGUE.cpus.find((c) => c.id === 'intel-xeon-silver-4310')).toMatchObject({ coresPerSocket: 12, baseGHz: 2.1 });
    expect(p.memory).toMatchObject({ testedPerNodeGB: 256, dimmSizesGiB: [32], type: 'DDR4' });
    expect(p.driveTiers).toEqual([
      { tier: 'ssd', sizesTB: [7.68], testedCount: 4 },
      { tier: 'hdd', sizesTB: [18], testedCount: 8 },
    ]);
    expect(p.nics[0]).toMatchObject({ ports: 2, gbps: 25 });
  });

  it('NX-8150-G9, Microsoft SQL Server Database Workloads on Nutanix 6.4, G9 cluster specification', () => {
    // "2 × Intel Xeon Gold 6442Y CPU 24 cores @ 2.6 GHz"; "Memory: 1TB"; "CX-6 - 2 × 100 GBE"; "20x NVME 3.84 TB".
    const p = byModel('NX-8150-G9');
    expect(p.cpuOptions).toEqual([{ cpu: 'intel-xeon-gold-6442y', sockets: 2 }]);
    expect(p.memory.testedPerNodeGB).toBe(1024);
    expect(p.driveTiers).toEqual([{ tier: 'nvme', sizesTB: [3.84], testedCount: 20 }]);
    expect(p.nics[0]).toMatchObject({ ports: 2, gbps: 100 });
  });

  it('NX-8170-G10 and NX-8150-G10, Nutanix Platform Design Blueprint for AI Solutions, Table 3', () => {
    // "1U1N" and "2U1N"; "Xeon 6736P (36 cores, 2.00 GHz)"; "Maximum Memory 4,096 GB"; "2, 4, 6, 8, 10, or 12 NVMe
    // 3.84 TB, 7.68 TB, or 15.36 TB"; for the NX-8150-G10 "4, 6, ... 20 NVMe" and "[2, 4, ... 12] x SSD: [3.84 TB, 7.68 TB]".
    const small = byModel('NX-8170-G10');
    const big = byModel('NX-8150-G10');
    expect([small.rackUnits, small.nodesPerBlock, big.rackUnits, big.nodesPerBlock]).toEqual([1, 1, 2, 1]);
    expect(CATALOGUE.cpus.find((c) => c.id === small.cpuOptions[0]!.cpu)).toMatchObject({
      name: 'Intel Xeon 6736P',
      coresPerSocket: 36,
      baseGHz: 2,
    });
    expect([small.memory.maxPerNodeGB, big.memory.maxPerNodeGB]).toEqual([4096, 4096]);
    expect(small.driveTiers).toEqual([{ tier: 'nvme', slots: 12, sizesTB: [3.84, 7.68, 15.36] }]);
    expect(big.driveTiers.map((d) => [d.tier, d.slots])).toEqual([
      ['nvme', 20],
      ['ssd', 12],
    ]);
    expect([small.verified, big.verified]).toEqual([true, true]);
  });

  it('NX-8170-G8, the same SQL Server document, G8 cluster specification', () => {
    // "2 × Intel Xeon Gold 6354, 18 cores per socket @ 3.0 GHz"; "1 TB (32 × 32 GB DDR4 DIMMs @ 3,200 MHz)";
    // "1 × NVIDIA Mellanox MT2892 Family [CX-6] dual-port 100 GbE"; "8x NVMe 3.84 TB".
    const p = byModel('NX-8170-G8');
    expect(p.cpuOptions).toEqual([{ cpu: 'intel-xeon-gold-6354', sockets: 2 }]);
    expect(p.memory).toMatchObject({ testedPerNodeGB: 1024, dimmSizesGiB: [32] });
    expect(p.driveTiers).toEqual([{ tier: 'nvme', sizesTB: [3.84], testedCount: 8 }]);
    expect(p.nics[0]).toMatchObject({ ports: 2, gbps: 100 });
  });

  it('NX G9 self-encrypting NVMe, NX Series Hardware Administration Guide (June 2026), Table 2', () => {
    // "NX-1150S-G9 and NX-1175S-G9 platforms support NVMe SED with either Sapphire Rapids or Emerald Rapids
    // CPUs. All other platforms support NVMe SED only with Emerald Rapids CPUs"; earlier than G9: none.
    expect(byModel('NX-1175S-G9').selfEncryptingNvme?.condition).toMatch(/Sapphire Rapids or Emerald Rapids/);
    expect(byModel('NX-8155-G9').selfEncryptingNvme?.condition).toMatch(/Emerald Rapids CPUs only/);
    expect(byModel('NX-3060-G9').selfEncryptingNvme?.offered).toBe(false);
    expect(byModel('NX-8155-G8').selfEncryptingNvme).toEqual({ offered: false });
  });

  it('NX DIMM rules and network cards, the same guide: DDR5 from G9, one capacity per node, CX7 200 GbE on G9 and G10', () => {
    expect(byModel('NX-8170-G10').memory).toMatchObject({ type: 'DDR5' });
    expect(byModel('NX-8170-G8').memory.balancedRule).toMatch(/one capacity/);
    expect(byModel('NX-8170-G10').nics.map((n) => n.gbps)).toContain(200);
    expect(byModel('NX-8150-G8').nics).toEqual([{ ports: 2, gbps: 25, name: 'Mellanox CX5 25 GbE (RDMA-capable)' }]);
  });

  it('Lenovo ThinkAgile HX665 V3 CN, Nutanix Citrix reference architecture draft, Virtual Desktop Cluster Specifications', () => {
    // "AMD EPYC 9274F 24-core processor", 2 per node, 24 cores per CPU; "Memory per node 1.5 TB";
    // "Disk config per node 6 × 1.2 TB SSD"; "Network 2 × 25 GbE"; 6 blocks, 6 nodes.
    const p = byModel('ThinkAgile HX665 V3 CN');
    expect([p.nodesPerBlock, p.memory.testedPerNodeGB, p.driveTiers, p.nics]).toEqual([
      1,
      1536,
      [{ tier: 'ssd', sizesTB: [1.2], testedCount: 6 }],
      [{ ports: 2, gbps: 25 }],
    ]);
  });

  it("Dell XC760 and HPE DX380 Gen12, a third party's chassis table: largest front-bay counts", () => {
    // "XC760": (24, ...); "DX380 GEN12": (24, "... 24 NVMe / 12 LFF").
    expect(byModel('XC760').driveBays).toEqual([{ count: 24, maximum: true }]);
    expect(byModel('ProLiant DX380 Gen12').driveBays?.map((b) => b.count)).toEqual([24, 12]);
  });
});
