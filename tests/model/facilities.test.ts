import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { BTU_PER_HOUR_PER_WATT, clusterFacilities, type PlatformFacilities, sumFacilities } from '../../src/model/facilities';

const cfg = defaultConfig();
const six = cfg.clusters[0]!; // 6 nodes of 'all-flash' (catalogueId generic-all-flash)
const known: PlatformFacilities = {
  nodesPerBlock: 4,
  rackUnitsPerBlock: 2,
  typicalWPerBlock: 2000,
  maxWPerBlock: 2800,
  weightKgPerBlock: 40,
};

describe('power, heat, space and weight', () => {
  it('1 W is 3.412 BTU/h (NIST SP 811)', () => {
    expect(BTU_PER_HOUR_PER_WATT).toBeCloseTo(3.41214, 5);
  });

  it('counts whole blocks: 6 nodes of 4 per block are 2 blocks', () => {
    const f = clusterFacilities(six, cfg.nodeTypes, () => known);
    expect(f).toMatchObject({ typicalW: 4000, maxW: 5600, rackUnits: 4, weightKg: 80, switchRackUnits: 0 });
    expect(f.typicalBtuPerHour).toBeCloseTo(13_648.57, 2);
    expect(f.maxBtuPerHour).toBeCloseTo(19_108.0, 1);
  });

  it('top-of-rack switches add their rack units', () => {
    const f = clusterFacilities({ ...six, rack: { torSwitches: 2, torSwitchRackUnits: 1 } }, cfg.nodeTypes, () => known);
    expect(f.rackUnits).toBe(6);
    expect(f.switchRackUnits).toBe(2);
  });

  it('rack units per node, where the catalogue gives them so, count per node', () => {
    expect(clusterFacilities(six, cfg.nodeTypes, () => ({ rackUnitsPerNode: 2 })).rackUnits).toBe(12);
  });

  it('a figure the catalogue lacks is unknown, named by node type, never guessed', () => {
    const f = clusterFacilities(six, cfg.nodeTypes, () => ({ nodesPerBlock: 1, rackUnitsPerBlock: 1 }));
    expect(f).toMatchObject({ typicalW: null, maxW: null, typicalBtuPerHour: null, weightKg: null, rackUnits: 6 });
    expect(f.unknownFor.typical).toEqual([cfg.nodeTypes.find((t) => t.id === 'all-flash')!.name]);
    const none = clusterFacilities(six, cfg.nodeTypes, () => undefined);
    expect(none.rackUnits).toBeNull();
  });

  it('a plan total is unknown when any cluster is', () => {
    const a = clusterFacilities(six, cfg.nodeTypes, () => known);
    const b = clusterFacilities(six, cfg.nodeTypes, () => undefined);
    expect(sumFacilities([a, a])).toMatchObject({ typicalW: 8000, rackUnits: 8 });
    expect(sumFacilities([a, b])).toMatchObject({ typicalW: null, rackUnits: null, switchRackUnits: 0 });
  });
});
