import { describe, expect, it } from 'vitest';
import { cluster, codes, evaluate, GB, GiB, nodeType, step, TB } from './helpers';

describe('capacity pipeline (domain.md section 3)', () => {
  it("reproduces the Bible's example: 4 x 1 TB HDD give about 3.4 TiB of extent store", () => {
    // raw 4 TB; formatting 5% = 0.2 TB; curator 80 GiB per 4 TB of HDD.
    // 4e12 - 0.2e12 - 80 x 2^30 = 3.714100e12 bytes = 3.378 TiB
    const hddOnly = nodeType({ drives: [{ tier: 'hdd', count: 4, sizeTB: 1, selfEncrypting: false }] });
    const r = evaluate(cluster(1), [hddOnly]);
    const extent = step(r, 'extentStore');
    expect(extent).toBeCloseTo(4e12 - 0.2e12 - 80 * GiB, 0);
    expect(extent / 1024 ** 4).toBeCloseTo(3.378, 3);
  });

  it('takes every reservation from a hybrid node, each on its own line', () => {
    // One node: 2 x 1.92 TB SSD (not self-encrypting) + 4 x 4 TB HDD; four of them.
    const hybrid = nodeType({
      drives: [
        { tier: 'ssd', count: 2, sizeTB: 1.92, selfEncrypting: false },
        { tier: 'hdd', count: 4, sizeTB: 4, selfEncrypting: false },
      ],
    });
    const r = evaluate(cluster(4), [hybrid]);
    const raw = 4 * (3.84 + 16) * TB; // 79.36 TB
    const formatting = 4 * (0.0938 * 3.84 + 0.05 * 16) * TB; // flash 9.38%, HDD 5%: 4.640768 TB
    const downstroke = 4 * 2 * 80 * GiB; // 80 GiB per SSD
    const home = 4 * 2 * 60 * GiB; // two flash devices per node
    const metadata = 4 * 2 * 15 * GiB; // only 2 flash devices, fewer than the 4 allowed
    // Flash left per node: 3.84 TB x 0.9062 - 160 - 120 - 30 GiB = 3.147475 TB; 25% of it is more than 400 GiB.
    const oplog = 4 * 400 * GiB;
    const curator = 4 * 16 * 20 * GiB; // 80 GiB per 4 TB of HDD
    expect(step(r, 'raw')).toBeCloseTo(raw, 0);
    expect(step(r, 'formatting')).toBeCloseTo(formatting, 0);
    expect(step(r, 'downstroke')).toBeCloseTo(downstroke, 0);
    expect(step(r, 'home')).toBeCloseTo(home, 0);
    expect(step(r, 'metadata')).toBeCloseTo(metadata, 0);
    expect(step(r, 'oplog')).toBeCloseTo(oplog, 0);
    expect(step(r, 'curator')).toBeCloseTo(curator, 0);
    const extent = raw - formatting - downstroke - home - metadata - oplog - curator; // 70.2954 TB
    expect(extent / TB).toBeCloseTo(70.2954, 4);
    expect(step(r, 'extentStore')).toBeCloseTo(extent, 0);
    // RF2 auto = N+1: one node's extent store held back, the rest mirrored, filled to 90%.
    expect(step(r, 'rebuildReserve')).toBeCloseTo(extent / 4, 0);
    expect(step(r, 'usablePhysical')).toBeCloseTo((extent * 3) / 4, 0);
    expect(step(r, 'stranded')).toBeCloseTo(0, 0);
    expect(step(r, 'logical')).toBeCloseTo((extent * 3) / 4 / 2, 0);
    expect(step(r, 'mayUse')).toBeCloseTo(((extent * 3) / 4 / 2) * 0.9, 0);
  });

  it('reserves metadata on at most 4 flash devices and home on the first 2; NVMe and self-encrypting SSDs are not downstroked', () => {
    const t = nodeType({
      drives: [
        { tier: 'nvme', count: 2, sizeTB: 3.84, selfEncrypting: false },
        { tier: 'ssd', count: 3, sizeTB: 3.84, selfEncrypting: false },
        { tier: 'ssd', count: 1, sizeTB: 3.84, selfEncrypting: true },
      ],
    });
    const r = evaluate(cluster(1), [t]);
    expect(step(r, 'home')).toBeCloseTo(2 * 60 * GiB, 0);
    expect(step(r, 'metadata')).toBeCloseTo(4 * 15 * GiB, 0);
    expect(step(r, 'downstroke')).toBeCloseTo(3 * 80 * GiB, 0);
  });

  it('reserves the oplog at RF ÷ 2 × 400 GiB per node, or RF ÷ 2 × 25% of the flash left when that is less', () => {
    const big = nodeType({ drives: [{ tier: 'nvme', count: 4, sizeTB: 3.84, selfEncrypting: false }] });
    expect(step(evaluate(cluster(5), [big]), 'oplog')).toBeCloseTo(5 * 400 * GiB, 0);
    expect(step(evaluate(cluster(5, { protection: { rf: 3 } }), [big]), 'oplog')).toBeCloseTo(5 * 600 * GiB, 0);
    // One 480 GB SSD: 480 GB x 0.9062 = 434.976 GB, less 80 GiB downstroke, 60 GiB home and
    // 15 GiB metadata = 268.546 GB left; 25% of that (67.137 GB) is less than 400 GiB.
    const small = nodeType({ drives: [{ tier: 'ssd', count: 1, sizeTB: 0.48, selfEncrypting: false }] });
    const left = 0.48 * 0.9062 * TB - (80 + 60 + 15) * GiB;
    expect(left / GB).toBeCloseTo(268.546, 3);
    expect(step(evaluate(cluster(3), [small]), 'oplog')).toBeCloseTo(3 * 0.25 * left, 0);
    // RF3 takes 37.5% of what is left.
    expect(step(evaluate(cluster(5, { protection: { rf: 3 } }), [small]), 'oplog')).toBeCloseTo(5 * 0.375 * left, 0);
  });

  it('applies data reduction after RF and maximum fill last; TDE voids compression and dedup alike', () => {
    const base = cluster(4, { dataReduction: { compressionRatio: 2, dedupRatio: 1.5 } });
    const r = evaluate(base);
    expect(r.capacity.reduction.value).toBe(3);
    expect(step(r, 'effective')).toBeCloseTo(step(r, 'logical') * 3, 0);
    expect(step(r, 'mayUse')).toBeCloseTo(step(r, 'effective') * 0.9, 0);
    const tde = evaluate(cluster(4, { dataReduction: { compressionRatio: 2, dedupRatio: 1.5, applicationEncryption: true } }));
    expect(tde.capacity.reduction.value).toBe(1);
    expect(codes(tde)).toContain('tde-voids-compression');
  });

  it('adds snapshots and growth to the storage demand', () => {
    // 10 VMs x 100 GiB, 2% daily change kept 7 days, 20% a year for 2 years:
    // used = 1000 GiB x 1.44 = 1440 GiB; snapshots = 1440 x 0.02 x 7 = 201.6 GiB
    const r = evaluate(
      cluster(4, {
        workload: {
          vmGroups: [
            {
              id: 'g1',
              name: 'VMs',
              count: 10,
              vcpu: 2,
              ramGiB: 4,
              usedGiB: 100,
              provisionedGiB: 100,
              iops: 0,
              hotShare: 0.2,
              kind: 'server',
            },
          ],
          snapshots: { dailyChangeShare: 0.02, retentionDays: 7 },
          growth: { yearlyShare: 0.2, years: 2 },
        },
      }),
    );
    expect(r.demand.growthFactor.value).toBeCloseTo(1.44, 12);
    expect(r.demand.used.value).toBeCloseTo(1440 * GiB, 0);
    expect(r.demand.snapshots.value).toBeCloseTo(201.6 * GiB, 0);
    expect(step(r, 'workload')).toBeCloseTo(1641.6 * GiB, 0);
  });
});

describe('mixed node sizes (Sizer mixed-capacity algorithm)', () => {
  it('names the node that strands capacity in a mixed cluster, and the amount', () => {
    const small = nodeType({ id: 's', drives: [{ tier: 'ssd', count: 2, sizeTB: 2, selfEncrypting: true }] });
    const big = nodeType({ id: 'b', drives: [{ tier: 'ssd', count: 10, sizeTB: 8, selfEncrypting: true }] });
    const c = cluster(0, {
      nodes: [
        { nodeTypeId: 's', count: 4 },
        { nodeTypeId: 'b', count: 1 },
      ],
      headroom: { mode: 'fixed', fixedDomains: 0 },
      overheads: { flashFormattingShare: 0, hddFormattingShare: 0, homeGiBPerDevice: 0, metadataGiBPerDevice: 0, oplogGiBAtRf2: 0 },
      recommendNodeTypeId: 's',
    });
    const r = evaluate(c, [small, big]);
    // Four 4 TB nodes and one 80 TB node, RF2: D = min(96/2, 16/1) = 16 TB, so the big node strands 64 TB.
    expect(r.capacity.stranded).toEqual([{ domainId: 'n5', nodeIds: ['n5'], bytes: 64 * TB }]);
    const w = r.warnings.find((x) => x.code === 'stranded-capacity')!;
    expect(w.params).toEqual({ awareness: 'node', domain: 'n5', types: 'Test node', bytes: 64 * TB });
    expect(step(r, 'logical')).toBeCloseTo(16 * TB, 0);
  });
});
