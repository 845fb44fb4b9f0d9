import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { clusterLicences, planLicences } from '../../src/model/licences';

// The default sizing: 6 all-flash nodes of 2 × 24 cores and 6 × 3.84 TB SSD.
const cfg = defaultConfig();
const cluster = cfg.clusters[0]!;
// 6 × 6 × 3.84 TB = 138.24 TB = 138.24e12 / 2^40 TiB
const FLASH_TIB = 138.24e12 / 2 ** 40;

describe('licence quantities', () => {
  it('counts every physical core and the raw flash in TiB', () => {
    const l = clusterLicences(cluster, cfg.nodeTypes);
    expect(l).toMatchObject({ nodes: 6, cpus: 12, physicalCores: 288, licensedCores: 288 });
    expect(FLASH_TIB).toBeCloseTo(125.7285, 4);
    expect(l.flashTiB).toBeCloseTo(FLASH_TIB, 9);
    expect(l.rawTiB).toBeCloseTo(FLASH_TIB, 9);
  });

  it('a per-CPU minimum counts each CPU as at least that many cores, and never lowers a larger CPU', () => {
    expect(clusterLicences(cluster, cfg.nodeTypes, { minCoresPerCpu: 32 }).licensedCores).toBe(6 * 2 * 32);
    expect(clusterLicences(cluster, cfg.nodeTypes, { minCoresPerCpu: 16 }).licensedCores).toBe(288);
  });

  it('HDD counts for the raw TiB of unified storage, not for flash', () => {
    const hybrid = { ...cluster, nodes: [{ nodeTypeId: 'hybrid', count: 4 }] };
    const l = clusterLicences(hybrid, cfg.nodeTypes);
    // 4 nodes × (2 × 3.84 TB SSD + 6 × 8 TB HDD) = 30.72 TB flash, 222.72 TB raw
    expect(l.flashTiB).toBeCloseTo(30.72e12 / 2 ** 40, 9);
    expect(l.rawTiB).toBeCloseTo(222.72e12 / 2 ** 40, 9);
    expect(l.physicalCores).toBe(4 * 2 * 16);
  });

  it('adds the clusters up and prices only what the user priced', () => {
    const second = { ...cluster, id: 'c2', name: 'DR', nodes: [{ nodeTypeId: 'all-flash', count: 4 }] };
    const p = planLicences([cluster, second], cfg.nodeTypes, { prices: { currency: 'EUR', nciPerCore: 100, nusPerTiB: 10 } });
    expect(p.total.physicalCores).toBe(288 + 192);
    const nci = p.lines.find((l) => l.licence === 'nci')!;
    expect(nci).toMatchObject({ quantity: 480, unit: 'cores', unitPrice: 100, cost: 48_000 });
    expect(p.lines.find((l) => l.licence === 'ncm')).toMatchObject({ quantity: 480, unitPrice: null, cost: null });
    const rawTiB = (10 * 6 * 3.84e12) / 2 ** 40;
    expect(p.lines.find((l) => l.licence === 'nus')!.cost).toBeCloseTo(rawTiB * 10, 9);
    expect(p.totalCost).toBeCloseTo(48_000 + rawTiB * 10, 9);
    expect(p.currency).toBe('EUR');
  });

  it('no price entered: no cost at all, never a zero passing for one', () => {
    const p = planLicences(cfg.clusters, cfg.nodeTypes);
    expect(p.totalCost).toBeNull();
    expect(p.lines.every((l) => l.cost === null)).toBe(true);
  });
});
