import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cluster, ProtectionRelation, SizingConfig } from '../../src/model/config';
import { size } from '../../src/model/headless';
import { summarisePlan } from '../../src/model/plan';
import { failovers, intervalBandwidth, protectionOn, relationResults, replicaDemands } from '../../src/model/replication';
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
  schemaVersion: 6,
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
    expect(protectionOn(doc, 'b')!.replicationBytes / GiB).toBeCloseTo(21_000, 9);
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

describe('the DR site holds room for the groups it starts (docs/model.md, "Sizing the DR site for a site failure")', () => {
  // The worked example above on nodes of 4 × 4 TB, so that storage does not bind: what Site B must start binds.
  const doc = (): SizingConfig => ({ ...plan(), nodeTypes: [nodeType()] });

  it('counts the groups Tokyo’s loss starts in Osaka’s core and RAM demand, each with its site', () => {
    const f = failovers(doc(), relationResults(doc())).get('b')!;
    // 100 VMs × 4 vCPU ÷ 3 vCPU per core = 133.33 cores; 100 × 16 GiB = 1,600 GiB.
    expect(f.cores).toBeCloseTo(133.333333, 5);
    expect(f.ramBytes / GiB).toBe(1600);
    expect(f).toMatchObject({ coresSite: 'Tokyo', ramSite: 'Tokyo', vms: 100 });
    const b = size(doc()).clusters[1]!;
    // Its own 10 VMs × 2 vCPU ÷ 3 = 6.67 cores, 80 GiB; with the failover 140 cores and 1,680 GiB.
    expect(b.compute.cores.demand.value).toBeCloseTo(140, 9);
    expect(b.compute.cores.demand.derivation).toMatchObject({
      formula: 'demandCoresFailover',
      inputs: { failoverSite: 'Tokyo', growth: 1 },
    });
    expect(b.compute.cores.demand.derivation.inputs.coresToday).toBeCloseTo(6.666667, 5);
    expect(b.compute.ram.demand.value / GiB).toBe(1680);
    expect(b.compute.ram.demand.derivation.formula).toBe('demandRamFailover');
    // Site A holds nothing for a site failure: its own demand is as without protection.
    expect(size(doc()).clusters[0]!.compute.cores.demand.derivation.formula).toBe('demandCores');
  });

  it('recommends 8 nodes for Osaka, not the 4 its own workload needs, and the site failure then fits', () => {
    // 28 cores a node (32 less 4 for the CVM), one node held back, 80% at most:
    // 7 nodes: 6 × 28 × 0.8 = 134.4 < 140 cores; 8 nodes: 7 × 28 × 0.8 = 156.8 ≥ 140.
    const withDr = size(doc()).clusters[1]!.recommendation!;
    expect(withDr).toMatchObject({ status: 'feasible', nodes: 8, binding: 'cpu' });
    expect(size({ ...doc(), protections: undefined }).clusters[1]!.recommendation).toMatchObject({ status: 'feasible', nodes: 4 });
    // As configured (6 nodes: 5 × 28 × 0.8 = 112 cores) the site failure does not fit; at 8 it does.
    const tokyo = (d: SizingConfig) => size(d).protection!.siteLosses.find((l) => l.site === 'Tokyo')!;
    expect(tokyo(doc()).targets[0]!.cores).toMatchObject({ allowed: 112, ok: false });
    expect(tokyo(doc()).targets[0]!.cores.own).toBeCloseTo(6.666667, 5);
    const eight = doc();
    eight.clusters[1] = siteB({ nodes: [{ nodeTypeId: 'n', count: 8 }] });
    expect(tokyo(eight).targets[0]!.cores).toMatchObject({ allowed: 156.8, ok: true });
    expect(tokyo(eight).ok).toBe(true);
  });

  it('holds the site that asks most of each resource, not their sum: one site is lost at a time', () => {
    // Site C (Nagoya) protects 30 VMs of 8 vCPU and 4 GiB on Osaka too: 80 cores and 120 GiB.
    const c = cluster(6, {
      id: 'c',
      name: 'Site C',
      site: 'Nagoya',
      workload: { vmGroups: [vm({ id: 'g3', count: 30, vcpu: 8, ramGiB: 4, usedGiB: 10, provisionedGiB: 10 })] },
    });
    const d = { ...doc(), clusters: [...doc().clusters, c] };
    d.protections = [async, { ...async, id: 'p2', sourceClusterId: 'c', drGroupIds: ['g3'] }];
    const f = failovers(d, relationResults(d)).get('b')!;
    expect(f.cores).toBeCloseTo(133.333333, 5);
    expect(f.ramBytes / GiB).toBe(1600);
    expect(f.coresSite).toBe('Tokyo');
    // Both sites' VM sizes may start in Osaka: the widest, 8 vCPU, must fit a node.
    expect(f.vmShapes.map((x) => x.vcpu).sort()).toEqual([4, 8]);
    // Were Nagoya the larger in cores, each resource would name its own site.
    d.clusters[2] = { ...c, workload: { ...c.workload, vmGroups: [vm({ id: 'g3', count: 60, vcpu: 8, ramGiB: 4 })] } };
    const g = failovers(d, relationResults(d)).get('b')!;
    expect(g).toMatchObject({ coresSite: 'Nagoya', ramSite: 'Tokyo', cores: 160 });
  });

  it('counts the started cores in the DR site’s source hosts’ cores where both clusters give their per-core figures', () => {
    const d = doc();
    d.clusters[0] = siteA({ sourceCpus: [{ model: 'Old', cores: 100, perCoreRate: 5 }] });
    d.clusters[1] = siteB({ sourceCpus: [{ model: 'New', cores: 100, perCoreRate: 10 }] });
    // A Tokyo core does half the work of an Osaka one: 133.33 ÷ 2 = 66.67.
    expect(failovers(d, relationResults(d)).get('b')!.cores).toBeCloseTo(66.666667, 5);
  });

  it('on ESXi the started VMs’ swap files are stored too', () => {
    const d = doc();
    d.clusters[1] = siteB({ hypervisor: { kind: 'esxi' } as Cluster['hypervisor'] });
    const b = size(d).clusters[1]!;
    // The swap step counts the RAM of every VM that may run here: 80 + 1,600 GiB, none reserved.
    const swap = b.capacity.waterfall.find((x) => x.id === 'swapFiles')!;
    expect(swap.figure.value / GiB).toBeCloseTo(1680, 6);
  });

  it('the DR site’s runway holds the room from today: as configured the CPU is short in month 0, and the expansion adds 2 nodes', () => {
    const b = size(doc()).clusters[1]!;
    const cpu = b.runway.thresholds.find((x) => x.resource === 'cpu')!;
    // 5 × 28 cores × 0.8 = 112 may be used against 140.
    expect(cpu.allowed.value).toBeCloseTo(112, 9);
    expect(cpu.firstBreachMonth!.value).toBe(0);
    expect(b.runway.months[0]!.cpu).toBeCloseTo(140, 9);
    expect(b.runway.expansion.steps[0]).toMatchObject({ month: 0, addNodes: 2, nodesAfter: 8 });
  });

  it('a failure plan step loses a site: its groups run here from then on, on the survivors the plan leaves', () => {
    const withPlan = (nodes: number): SizingConfig => {
      const d = doc();
      d.clusters[1] = siteB({
        nodes: [{ nodeTypeId: 'n', count: nodes }],
        failurePlan: {
          steps: [
            { atMinutes: 0, targets: [], sitesLost: ['Tokyo', 'Nagoya'] },
            { atMinutes: 60, targets: [{ nodeTypeId: 'n', index: 1, scope: 'node' }] },
          ],
        },
      });
      return d;
    };
    const [lose, fail] = size(withPlan(6)).failurePlans[1]!.steps;
    // Tokyo starts 100 VMs here; Osaka protects no group of Nagoya (no such site), which starts nothing.
    expect(lose).toMatchObject({ sitesLost: ['Tokyo'], unresolvedSites: ['Nagoya'], startedVms: 100, failedNodeIds: [] });
    // No node has failed: nothing to rebuild, ready for the next failure at once.
    expect(lose).toMatchObject({ nodesDown: 0, rebuildSeconds: null, rebuildEndsAtMinutes: null, readyAtMinutes: 0, readyAt: null });
    // 140 cores on all six nodes: 140 ÷ (6 × 28) = 83.3%, above the 80% target; RAM 1,680 of 6 × 480 GiB.
    expect(lose!.cpu.demand).toBeCloseTo(140, 9);
    expect(lose!.cpu.share).toBeCloseTo(140 / 168, 9);
    expect(lose!.cpu.ok).toBe(false);
    expect(lose!.vmsRestart).toBe(false);
    expect(lose!.ram.demand / GiB).toBe(1680);
    // The site stays lost: a node then fails, 140 ÷ (5 × 28) = 100%.
    expect(fail).toMatchObject({ sitesLost: [], startedVms: 100 });
    expect(fail!.cpu.share).toBeCloseTo(1, 9);
    // At the 8 nodes recommended: 140 ÷ 224 = 62.5%, then 140 ÷ 196 = 71.4%: the VMs restart both times.
    const [lose8, fail8] = size(withPlan(8)).failurePlans[1]!.steps;
    expect([lose8!.cpu.share, lose8!.vmsRestart, fail8!.cpu.share, fail8!.vmsRestart]).toEqual([0.625, true, 140 / 196, true]);
    // Before any site is lost the replica is stored: the storage demand holds the 21,000 GiB replication step.
    expect(fail8!.storage.demand / GiB).toBeCloseTo(1000 + 21_000, 6);
  });

  it('at its recommended size a DR site always starts what the site failure asks (property, fixed seed)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 1, max: 256 }),
        fc.integer({ min: 0, max: 100 }),
        (count, vcpu, ramGiB, own) => {
          const d = doc();
          d.clusters[0] = siteA({ workload: { ...siteA().workload, vmGroups: [vm({ id: 'g1', count, vcpu, ramGiB })] } });
          d.clusters[1] = siteB({ workload: { ...siteB().workload, vmGroups: [vm({ id: 'g2', count: own, vcpu: 2, ramGiB: 8 })] } });
          const rec = size(d).clusters[1]!.recommendation!;
          if (rec.status !== 'feasible') return;
          d.clusters[1] = { ...d.clusters[1]!, nodes: [{ nodeTypeId: 'n', count: rec.nodes }] };
          const loss = size(d).protection!.siteLosses[0]!;
          expect(loss.targets[0]!.cores.ok && loss.targets[0]!.ram.ok, JSON.stringify({ count, vcpu, ramGiB, own })).toBe(true);
        },
      ),
      { seed: 290_001, numRuns: 60 },
    );
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
