import { describe, expect, it } from 'vitest';
import { applyIntent } from '../../src/document/edit';
import { profileGroup, WORKLOAD_PROFILES } from '../../src/inventory/profiles';
import { defaultConfig } from '../../src/model/defaultConfig';
import { SOURCE_KINDS } from '../../src/model/sources';
import { configSchemas } from '../../src/schema/config';
import { parseConfig } from '../../src/schema/parse';

const { VmGroupSchema } = configSchemas();

describe('workload profiles', () => {
  it('each gives a valid VM group, every figure with a known source', () => {
    for (const p of WORKLOAD_PROFILES) {
      expect(VmGroupSchema.safeParse({ id: 'g1', name: p.id, ...profileGroup(p, 10) }).success).toBe(true);
      for (const f of [p.vcpu, p.ramGiB, p.usedGiB, p.provisionedGiB, p.iops, p.hotShare]) expect(SOURCE_KINDS[f.source]).toBeDefined();
    }
  });

  it('takes the seeds’ figures where they exist: 216 IOPS per Exchange mailbox VM, 4 vCPU and 8 GB per Postgres VM', () => {
    const exchange = WORKLOAD_PROFILES.find((p) => p.id === 'exchange')!;
    expect(exchange.iops).toEqual({ value: 216, source: 'seedResiliency' });
    const postgres = WORKLOAD_PROFILES.find((p) => p.id === 'postgres')!;
    expect([postgres.vcpu, postgres.ramGiB]).toEqual([
      { value: 4, source: 'seedDensity' },
      { value: 8, source: 'seedDensity' },
    ]);
  });
});

describe('intents the import applies', () => {
  it('adds a group from a profile with a fresh id', () => {
    const doc = applyIntent(defaultConfig(), {
      type: 'addVmGroup',
      clusterIndex: 0,
      name: 'Exchange mailbox servers',
      values: profileGroup(
        WORKLOAD_PROFILES.find((p) => p.id === 'exchange')!,
        4,
      ),
    });
    const groups = doc.clusters[0]!.workload.vmGroups;
    const before = defaultConfig().clusters[0]!.workload.vmGroups;
    expect(groups.length).toBe(before.length + 1);
    expect(groups.at(-1)).toMatchObject({ name: 'Exchange mailbox servers', count: 4, iops: 216, kind: 'exchange' });
    expect(new Set(groups.map((g) => g.id)).size).toBe(groups.length);
  });

  it('replaces a cluster’s groups in one step, with ids no other cluster uses', () => {
    const base = defaultConfig();
    const two = { ...base, clusters: [base.clusters[0]!, { ...base.clusters[0]!, id: 'c2', name: 'Second' }] };
    const g = { name: 'a', count: 1, vcpu: 2, ramGiB: 4, usedGiB: 10, provisionedGiB: 20, iops: 0, hotShare: 0.2, kind: 'server' as const };
    const doc = applyIntent(two, { type: 'replaceVmGroups', clusterIndex: 1, vmGroups: [g, { ...g, name: 'b' }] });
    const ids = doc.clusters.flatMap((c) => c.workload.vmGroups.map((x) => x.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.clusters[1]!.workload.vmGroups.map((x) => x.name)).toEqual(['a', 'b']);
    expect(doc.clusters[0]).toBe(two.clusters[0]);
    expect(parseConfig(doc).ok).toBe(true);
  });
});
