import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitCluster } from '../../src/document/splitCluster';
import type { SizingConfig, VmGroup } from '../../src/model/config';
import { defaultConfig } from '../../src/model/defaultConfig';
import { parseConfig } from '../../src/schema/parse';

const group = (id: number, source: string, count: number, vcpu: number, ramGiB: number, usedGiB: number): VmGroup => ({
  id: `g${id}`,
  name: `${source} · General servers · ${vcpu} vCPU`,
  count,
  vcpu,
  ramGiB,
  usedGiB,
  provisionedGiB: usedGiB * 2,
  iops: 0,
  hotShare: 0.2,
  kind: 'server',
});

function planOf(groups: VmGroup[], sources: { name: string; vms: number }[]): SizingConfig {
  const doc = defaultConfig();
  const c = doc.clusters[0]!;
  return { ...doc, clusters: [{ ...c, name: 'Estate', workload: { ...c.workload, vmGroups: groups }, importedSources: sources }] };
}

const totals = (doc: SizingConfig) => {
  const gs = doc.clusters.flatMap((c) => c.workload.vmGroups);
  return ['count', 'vcpu', 'ramGiB', 'usedGiB', 'provisionedGiB'].map((k) =>
    gs.reduce((s, g) => s + g.count * (k === 'count' ? 1 : (g[k as keyof VmGroup] as number)), 0),
  );
};

describe('a cluster too big for one split over several', () => {
  // A and B are small source clusters, C is more than a third of the demand on its own.
  const groups = [
    group(1, 'A', 10, 4, 16, 100),
    group(2, 'B', 12, 4, 16, 100),
    group(3, 'C', 300, 8, 64, 500),
    group(4, 'C', 40, 16, 128, 1000),
  ];
  const doc = planOf(groups, [
    { name: 'A', vms: 10 },
    { name: 'B', vms: 12 },
    { name: 'C', vms: 340 },
  ]);

  it('into 3: small source clusters whole, the large one by its groups and VMs; the same totals, valid ids', () => {
    const split = splitCluster(doc, 0, 3, (n) => `Estate ${n}`);
    expect(split.clusters.map((c) => c.name)).toEqual(['Estate', 'Estate 2', 'Estate 3']);
    expect(split.clusters[0]!.id).toBe(doc.clusters[0]!.id);
    expect(totals(split)).toEqual(totals(doc));
    expect(parseConfig(split).ok).toBe(true);
    // A and B are each in one part only.
    for (const s of ['A', 'B'])
      expect(split.clusters.filter((c) => c.workload.vmGroups.some((g) => g.name.startsWith(`${s} ·`)))).toHaveLength(1);
    // Each part records the VMs of each source cluster it holds: 362 in all.
    expect(split.clusters.flatMap((c) => c.importedSources ?? []).reduce((n, s) => n + s.vms, 0)).toBe(362);
    // Each part holds some of C: the heaviest piece went first to the lightest part.
    expect(split.clusters.every((c) => c.workload.vmGroups.some((g) => g.name.startsWith('C ·')))).toBe(true);
  });

  it('never past the plan’s 32 clusters: the document as it was', () => {
    expect(splitCluster(doc, 0, 33, String)).toBe(doc);
    expect(splitCluster(doc, 0, 1, String)).toBe(doc);
  });

  it('keeps every total and gives unique ids, whatever the groups (property, seed 20261125)', () => {
    const arb = fc.array(
      fc.record({
        source: fc.constantFrom('A', 'B', 'C', 'D'),
        count: fc.integer({ min: 1, max: 500 }),
        vcpu: fc.integer({ min: 1, max: 32 }),
        ramGiB: fc.integer({ min: 1, max: 512 }),
        usedGiB: fc.integer({ min: 0, max: 4000 }),
      }),
      { minLength: 1, maxLength: 40 },
    );
    fc.assert(
      fc.property(arb, fc.integer({ min: 2, max: 8 }), (raw, parts) => {
        const d = planOf(
          raw.map((r, i) => group(i + 1, r.source, r.count, r.vcpu, r.ramGiB, r.usedGiB)),
          ['A', 'B', 'C', 'D'].map((name) => ({ name, vms: 1 })),
        );
        const split = splitCluster(d, 0, parts, (n) => `P${n}`);
        expect(split.clusters).toHaveLength(parts);
        expect(totals(split)).toEqual(totals(d));
        const ids = split.clusters.flatMap((c) => c.workload.vmGroups.map((g) => g.id));
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { seed: 20261125, numRuns: 80 },
    );
  });
});
