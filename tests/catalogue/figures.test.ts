import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/catalogue/catalogue';
import { catalogueFigures } from '../../src/features/inputs/catalogueFigures';
import { CATALOGUE_PICKER_EN } from '../../src/i18n/en/catalogue';

const rows = (model: string) =>
  Object.fromEntries(
    catalogueFigures(
      CATALOGUE.platforms.find((p) => p.model === model)!,
      CATALOGUE,
      CATALOGUE_PICKER_EN,
    ).map((r) => [r.label, r.value]),
  );

describe('the figures the catalogue picker lists', () => {
  it('words a tested configuration as tested, and leaves what no source gave undefined ("not in the source")', () => {
    expect(rows('NX-8155-G8')).toEqual({
      CPU: '2 × Intel Xeon Silver 4310 (12 cores, 2.1 GHz) (tested); Intel Xeon (Ice Lake)',
      Memory: '256 GB (tested); DDR4',
      Drives: '4 × 7.68 TB SSD (tested); 8 × 18 TB HDD (tested)',
      Network: '2 × 25 GbE (25 GbE Dual SFP+); 2 × 25 GbE (Mellanox CX5 25 GbE (RDMA-capable))',
      'Rack units': '2 U per node',
      'Power supplies': undefined,
      Weight: undefined,
    });
  });

  it('gives a secondhand model its bays, memory limit and supplies', () => {
    expect(rows('ThinkAgile HX630 V4')).toMatchObject({
      Memory: 'up to 8192 GB; 32 DIMM slots',
      Drives: '10 bays (2.5in, NVME) / 16 bays (E3.S, NVME)',
      'Rack units': '1 U',
      'Power supplies': '2 bays, 800/1300/2000 W',
      Network: undefined,
    });
  });
});
