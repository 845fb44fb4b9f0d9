import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cluster, ProtectionRelation, SizingConfig } from '../../src/model/config';
import { size } from '../../src/model/headless';
import { summarisePlan } from '../../src/model/plan';
import { intervalBandwidth, relationResults, replicaDemands, replicationOn } from '../../src/model/replication';
import { bytes } from '../../src/model/units';
import { cluster, GiB, nodeType, TB, vm } from './helpers';

/** Site A: 100 VMs of 200 GiB used (20,000 GiB, no growth), 5% of it written anew each day. */
const siteA = (over: Partial<Cluster> = {}): Cluster =>
  cluster(6, {
    id: 'a',
    name: 'Site A',
    site: 'Tokyo',
    workload: {
      vmGroups: [vm({ id: 'g1', name: 'App', count: 100, vcpu: 4, ramGiB: 16, usedGiB: 200, provisionedGiB: 200 })],
      snapshots: { dailyChangeShare: 0.05, retentionDays: 0 },
    },
    ...over,
  });
const siteB = (over: Partial<Cluster> = {}): Cluster =>
  cluster(6, {
    id: 'b',
    name: 'Site B',
    site: 'Osaka',
    workload: { vmGroups: [vm({ id: 'g2', name: 'Local', count: 10, vcpu: 2, ramGiB: 8, usedGiB: 100, provisionedGiB: 100 })] },
    ...over,
  });

const async: ProtectionRelation = {
  id: 'p1',
  sourceClusterId: 'a',
  targetClusterId: 'b',
  mode: 'async',
  rpoMinutes: 60,
  localSnapshots: 24,
  remoteSnapshots: 24,
  drGroupIds: ['g1'],
};

const plan = (relations: ProtectionRelation[] = [async], a = siteA(), b = siteB()): SizingConfig => ({
  schemaVersion: 5,
  name: 'DR',
  nodeTypes: [nodeType({ drives: [{ tier: 'ssd', count: 4, sizeTB: 1.92, selfEncrypting: true }] })],
  clusters: [a, b],
  protections: relations,
});

describe('async replication, worked example (docs/model.md, "Protection between clusters")', () => {
  const [r] = relationResults(plan());

  it('stores the replica and 24 hourly snapshots at the DR site', () => {
    // 20,000 GiB × 5% × 60 / 1,440 = 41.666… GiB changed per hourly interval.
    expect(r!.protectedBytes).toBe(20_000 * GiB);
    expect(r!.changePerIntervalBytes / GiB).toBeCloseTo(41.6666667, 6);
    // 24 snapshots × 41.67 GiB = 1,000 GiB on each side; the target also holds the 20,000 GiB replica.
    expect(r!.remoteSnapshotBytes / GiB).toBeCloseTo(1000, 9);
    expect(r!.localSnapshotBytes / GiB).toBeCloseTo(1000, 9);
    expect(r!.targetStorageBytes / GiB).toBeCloseTo(21_000, 9);
    expect(r!.sourceStorageBytes / GiB).toBeCloseTo(1000, 9);
  });

  it('needs the interval’s change on the wire within the interval: 109.36 Mbit/s', () => {
    // 44,739,242,666.7 bytes ÷ 1 (no compression counted) × 1.1 × 8 bits ÷ 3,600 s = 109,362,593.2 bit/s.
    expect(r!.bandwidth.intervalSeconds).toBe(3600);
    expect(r!.bandwidth.bitsPerSecond).toBeCloseTo(109_362_593.19, 1);
    expect(r!.rpo.ok).toBe(true);
    expect(r!.link).toBeNull();
  });

  it('checks the link when one is given', () => {
    expect(relationResults(plan([{ ...async, wanGbps: 0.1 }]))[0]!.link).toEqual({ gbps: 0.1, ok: false });
    expect(relationResults(plan([{ ...async, wanGbps: 0.2 }]))[0]!.link).toEqual({ gbps: 0.2, ok: true });
  });

  it('adds the replica to the DR cluster’s storage demand as its own waterfall step, so its recommendation grows', () => {
    const doc = plan();
    const without = summarisePlan(doc.clusters, doc.nodeTypes);
    const withDr = summarisePlan(doc.clusters, doc.nodeTypes, doc.protections);
    expect(withDr.rows[1]!.recommendedNodes!).toBeGreaterThan(without.rows[1]!.recommendedNodes!);
    expect(without.protection).toBeUndefined();
    const headless = size(doc);
    const steps = headless.clusters[1]!.capacity.waterfall;
    const replication = steps.find((s) => s.id === 'replication')!;
    expect(replication.figure.value / GiB).toBeCloseTo(21_000, 9);
    // Site B's own 1,000 GiB plus the replication step.
    expect(steps.at(-1)!.figure.value / GiB).toBeCloseTo(22_000, 9);
    // The protected cluster keeps its local snapshots: 1,000 GiB.
    expect(headless.clusters[0]!.capacity.waterfall.find((s) => s.id === 'replication')!.figure.value / GiB).toBeCloseTo(1000, 9);
    expect(replicationOn(doc, 'b') / GiB).toBeCloseTo(21_000, 9);
  });

  it('says whether the DR site can start site A’s groups after losing Tokyo', () => {
    const report = size(plan()).protection!;
    const tokyo = report.siteLosses.find((l) => l.site === 'Tokyo')!;
    expect(tokyo.lostClusterIds).toEqual(['a']);
    expect(tokyo.targets[0]!.clusterId).toBe('b');
    // 100 VMs × 4 vCPU at the server kind's 3:1 = 133.3 cores; 100 × 16 GiB = 1,600 GiB.
    expect(tokyo.targets[0]!.cores.incoming).toBeCloseTo(133.333333, 5);
    expect(tokyo.targets[0]!.ram.incoming / GiB).toBeCloseTo(1600, 9);
    // Six nodes of 32 cores, N+1 kept: the incoming cores do not fit within the 80% target.
    expect(tokyo.targets[0]!.cores.ok).toBe(false);
    expect(tokyo.ok).toBe(false);
    // Osaka protects nothing: losing it starts nothing elsewhere.
    expect(report.siteLosses.some((l) => l.site === 'Osaka')).toBe(false);
  });

  it('starts nothing where both ends stand at the lost site', () => {
    const loss = size(plan([async], siteA(), siteB({ site: 'Tokyo' }))).protection!.siteLosses[0]!;
    expect(loss.unprotectedRelationIds).toEqual(['p1']);
    expect(loss.ok).toBe(false);
  });
});

describe('NearSync and Metro Availability', () => {
  it('NearSync: the 15-minute RPO, the flash reserve, and two SSDs of 1.2 TB per node', () => {
    const near = { ...async, mode: 'nearsync' as const, rpoMinutes: 15 };
    const [r] = relationResults(plan([near]));
    // 4 × 1.92 TB × 6 nodes = 46.08 TB of flash on each side, 10% held back.
    expect(r!.sourceFlashReserveBytes / TB).toBeCloseTo(4.608, 9);
    expect(r!.nearSync).toEqual({ nodeTypesShort: [], oneToOne: true });
    const small = plan([near]);
    small.nodeTypes = [nodeType({ drives: [{ tier: 'ssd', count: 4, sizeTB: 0.96, selfEncrypting: true }] })];
    expect(relationResults(small)[0]!.nearSync!.nodeTypesShort).toEqual(['n', 'n']);
    expect(relationResults(plan([{ ...near, rpoMinutes: 30 }]))[0]!.rpo).toEqual({ ok: false, min: 1, max: 15 });
    const twice = relationResults(plan([near, { ...near, id: 'p2' }]));
    expect(twice[0]!.nearSync!.oneToOne).toBe(false);
  });

  it('Metro Availability: every write on the wire, the replica without snapshots, and the 5 ms round trip', () => {
    const metro = { ...async, mode: 'metro' as const, rpoMinutes: 0, roundTripMs: 6 };
    const a = siteA({
      workload: {
        vmGroups: [vm({ id: 'g1', count: 100, usedGiB: 200, provisionedGiB: 200, iops: 500 })],
        snapshots: { dailyChangeShare: 0.05, retentionDays: 0 },
        growth: { yearlyShare: 0, years: 0 },
      },
    });
    const [r] = relationResults(plan([metro], a));
    // 50,000 IOPS × 50% writes × 8 KiB × 1.1 × 8 bits = 1,802,240,000 bit/s.
    expect(r!.bandwidth.bitsPerSecond).toBeCloseTo(1_802_240_000, 3);
    expect(r!.remoteSnapshotBytes).toBe(0);
    expect(r!.targetStorageBytes).toBe(20_000 * GiB);
    expect(r!.metro).toEqual({ roundTripMs: 6, maxMs: 5, ok: false, writesKnown: true });
    expect(relationResults(plan([{ ...metro, roundTripMs: undefined }], a))[0]!.metro!.ok).toBeNull();
  });

  it('Metro Availability of groups without IOPS (an RVTools import): the writes are unknown, not 0 Mbit/s, and no link is said to carry them', () => {
    const metro = { ...async, mode: 'metro' as const, rpoMinutes: 0, wanGbps: 1 };
    const a = siteA({
      workload: {
        vmGroups: [vm({ id: 'g1', count: 100, usedGiB: 200, provisionedGiB: 200, iops: 0 })],
        snapshots: { dailyChangeShare: 0.05, retentionDays: 0 },
        growth: { yearlyShare: 0, years: 0 },
      },
    });
    const [r] = relationResults(plan([metro], a));
    expect(r!.metro!.writesKnown).toBe(false);
    expect(r!.link).toEqual({ gbps: 1, ok: null });
  });
});

describe('without protection', () => {
  it('sizes every cluster exactly as on its own', () => {
    const doc = plan([]);
    const alone = size({ ...doc, protections: undefined });
    expect(size(doc)).toEqual(alone);
    expect(alone.protection).toBeUndefined();
    expect(replicaDemands(relationResults(doc)).size).toBe(0);
  });
});

describe('bandwidth (property, fixed seed)', () => {
  it('grows with the change rate, never NaN or Infinity', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 10_080 }),
        fc.integer({ min: 0, max: 1e6 }),
        (x, y, rpo, usedGiB) => {
          const [low, high] = x <= y ? [x, y] : [y, x];
          const at = (share: number) => {
            const a = siteA({
              workload: {
                vmGroups: [vm({ id: 'g1', usedGiB, provisionedGiB: usedGiB })],
                snapshots: { dailyChangeShare: share, retentionDays: 0 },
                growth: { yearlyShare: 0, years: 0 },
              },
            });
            return relationResults(
              plan([{ ...async, mode: rpo < 60 ? 'nearsync' : 'async', rpoMinutes: Math.min(rpo, rpo < 60 ? 15 : rpo) }], a),
            )[0]!;
          };
          const lo = at(low);
          const hi = at(high);
          for (const r of [lo, hi]) {
            expect(Number.isFinite(r.bandwidth.bitsPerSecond)).toBe(true);
            expect(Number.isFinite(r.targetStorageBytes)).toBe(true);
          }
          expect(hi.bandwidth.bitsPerSecond).toBeGreaterThanOrEqual(lo.bandwidth.bitsPerSecond);
          expect(hi.remoteSnapshotBytes).toBeGreaterThanOrEqual(lo.remoteSnapshotBytes);
        },
      ),
    );
  });

  it('an interval of zero seconds is read as one: never Infinity', () => {
    expect(intervalBandwidth(bytes(1e9), 0).bitsPerSecond).toBe(8.8e9);
  });
});
