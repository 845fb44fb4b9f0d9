import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Cluster } from '../../src/model/config';
import { defaultConfig } from '../../src/model/defaultConfig';
import { CURRENT_SCHEMA_VERSION, MIGRATIONS, migrate } from '../../src/schema/migrate';
import { oldestEquivalent } from '../../src/schema/oldestEquivalent';
import { BASE_V1 } from '../../src/schema/shareLinkV1';
import { parseConfig } from '../../src/schema/parse';
import { salvageConfig } from '../../src/schema/salvage';
import { describeInEnglish } from '../../src/i18n/describeInEnglish';
import { growthFactor, workloadDemand } from '../../src/model/workload';

const v1 = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(`tests/fixtures/share-links/v1/${name}.json`, 'utf8')) as Record<string, unknown>;

describe('migrations', () => {
  it('there is one step from every earlier version to the current one', () => {
    for (let v = 1; v < CURRENT_SCHEMA_VERSION; v++) expect(MIGRATIONS[v], `migration from ${v}`).toBeTypeOf('function');
  });
  it('future versions are refused with the version named', () => {
    const r = migrate({ schemaVersion: CURRENT_SCHEMA_VERSION + 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(describeInEnglish(r.problems[0]!)).toContain(`${CURRENT_SCHEMA_VERSION + 1}`);
  });
});

describe('version 1 to 2: the failure plan', () => {
  it('gives every cluster an empty plan and the 30-minute ring removal, and changes nothing else', () => {
    const doc = v1('every-field');
    expect(doc.schemaVersion).toBe(1);
    const v2 = MIGRATIONS[1]!(doc);
    const before = doc.clusters as { rebuild: Record<string, unknown> }[];
    const after = v2.clusters as { rebuild: Record<string, unknown>; failurePlan: unknown }[];
    expect(after).toHaveLength(2);
    after.forEach((c, i) => {
      expect(c.failurePlan).toEqual({ steps: [] });
      // 30 minutes = 1,800 s, the community blog's figure.
      expect(c.rebuild).toEqual({ ...before[i]!.rebuild, ringRemovalSeconds: 1800 });
      expect({ ...c, failurePlan: undefined, rebuild: undefined }).toEqual({ ...before[i], rebuild: undefined });
    });
    expect(v2.nodeTypes).toEqual(doc.nodeTypes);
    expect(v2.name).toBe(doc.name);
  });

  it('never fails on a document it cannot map: clusters that are not objects are left for validation to name', () => {
    expect(MIGRATIONS[1]!({ schemaVersion: 1, clusters: [null, { rebuild: 5 }], name: 'x' })).toEqual({
      schemaVersion: 1,
      name: 'x',
      clusters: [null, { rebuild: 5, failurePlan: { steps: [] } }],
    });
    expect(MIGRATIONS[1]!({ schemaVersion: 1, clusters: 'none' })).toEqual({ schemaVersion: 1, clusters: 'none' });
  });
});

describe('version 2 to 3: the storage reservations of the vendor calculator', () => {
  // Version 2 kept the overheads of version 1, whose base document format 1 of the links froze.
  const v1Overheads = (BASE_V1.clusters as { overheads: Record<string, unknown> }[])[0]!.overheads;
  const v2Overheads = (formattingShare: number, downstrokeGBPerSsd: number) => ({ ...v1Overheads, formattingShare, downstrokeGBPerSsd });
  const migrated = (o: ReturnType<typeof v2Overheads>) =>
    (MIGRATIONS[2]!({ schemaVersion: 2, clusters: [{ id: 'c1', overheads: o }] }).clusters as { overheads: Record<string, unknown> }[])[0]!
      .overheads;
  const kept: Record<string, unknown> = v2Overheads(0.05, 80);
  delete kept.formattingShare;
  delete kept.downstrokeGBPerSsd;

  it("the defaults become the calculator's: 9.38% on flash, 5% on HDD, 80 GiB downstroke, 400 GiB and 25% oplog", () => {
    expect(migrated(v2Overheads(0.05, 80))).toEqual({
      ...kept,
      downstrokeGiBPerSsd: 80,
      flashFormattingShare: 0.0938,
      hddFormattingShare: 0.05,
      oplogGiBAtRf2: 400,
      oplogShareAtRf2: 0.25,
    });
  });

  it('a share the user set applies to both tiers, and a downstroke the user set keeps its size in GiB', () => {
    const o = migrated(v2Overheads(0.07, 100));
    expect(o.flashFormattingShare).toBe(0.07);
    expect(o.hddFormattingShare).toBe(0.07);
    // 100 GB = 93.132 GiB
    expect(o.downstrokeGiBPerSsd).toBeCloseTo(93.1323, 4);
    expect(migrated(v2Overheads(0, 0))).toMatchObject({ downstrokeGiBPerSsd: 0, flashFormattingShare: 0, hddFormattingShare: 0 });
  });

  it('every committed version 1 link document opens at version 3 with its own settings carried over', () => {
    const doc = v1('every-field');
    const r = parseConfig(doc);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.migratedFrom).toBe(1);
    expect(r.config.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    // The fixture's second cluster set formatting to 7%; the first kept the default.
    expect(r.config.clusters.map((c) => [c.overheads.flashFormattingShare, c.overheads.hddFormattingShare])).toEqual([
      [0.0938, 0.05],
      [0.07, 0.07],
    ]);
  });

  it('never fails on a cluster without overheads: validation names what is missing', () => {
    expect(MIGRATIONS[2]!({ schemaVersion: 2, clusters: [{ id: 'c1' }, 7] })).toEqual({ schemaVersion: 2, clusters: [{ id: 'c1' }, 7] });
  });
});

describe('version 3 to 4: the cluster ratio and the hypervisor', () => {
  it('a version 4 document passes through unchanged but for its version', () => {
    const doc = { schemaVersion: 4, clusters: [{ failurePlan: { steps: [{ atMinutes: 5, targets: [] }] } }] };
    expect(migrate(doc)).toEqual({ ok: true, from: 4, document: { ...doc, schemaVersion: 6 } });
  });

  it('3 to 4: a cluster gains no ratio of its own, so each group keeps the ratio it had', () => {
    const v3 = { ...defaultConfig(), schemaVersion: 3 };
    const r = parseConfig(v3);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.config.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(r.config.clusters[0]!.workload.vcpuPerCore).toBeUndefined();
    // Every cluster runs AHV, whose defaults take nothing beyond the CVM: sized as version 3 sized it.
    expect(r.config.clusters.map((c) => c.hypervisor)).toEqual([{ kind: 'ahv' }]);
    // 8 VMs of 4 vCPU at the server kind's 3:1 are 32 ÷ 3 cores before growth, as version 3 sized them.
    const group = { ...r.config.clusters[0]!.workload.vmGroups[0]!, count: 8, vcpu: 4, kind: 'server' as const };
    delete group.vcpuPerCore;
    const w = { ...r.config.clusters[0]!.workload, vmGroups: [group] };
    expect(workloadDemand(w).cores).toBeCloseTo((32 / 3) * growthFactor(w), 12);
  });
});

describe('version 3 to 4: per-core performance', () => {
  it('names no CPU: every node type keeps the factor typed by hand, every cluster no source hosts', () => {
    const doc = v1('every-field');
    const r = parseConfig(doc);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.config.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(r.config.nodeTypes.map((t) => [t.cpuFactor, t.cpu])).toEqual(
      (doc.nodeTypes as { cpuFactor: number }[]).map((t) => [t.cpuFactor, undefined]),
    );
    expect(r.config.clusters.map((c) => c.sourceCpus)).toEqual([undefined, undefined]);
  });

  it('a version 4 document passes through unchanged but for its version', () => {
    const doc = { schemaVersion: 4, clusters: [{ sourceCpus: [{ model: 'Intel Xeon E5-2690 v4', cores: 280 }] }] };
    expect(migrate(doc)).toEqual({ ok: true, from: 4, document: { ...doc, schemaVersion: 6 } });
  });
});

describe('version 4 to 5: licences and facilities', () => {
  it('a version 4 document gains nothing: no prices, no switches, the same sizing', () => {
    const v4 = { ...defaultConfig(), schemaVersion: 4 };
    const r = parseConfig(v4);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.migratedFrom).toBe(4);
    expect(r.config).toEqual({ ...v4, schemaVersion: 6 });
  });

  it('a document with prices or switches is not written back as version 4', () => {
    const priced = { ...defaultConfig(), licensing: { prices: { currency: 'EUR', nciPerCore: 100 } } };
    expect(oldestEquivalent(priced).schemaVersion).toBe(5);
    const base = defaultConfig();
    const racked = { ...base, clusters: base.clusters.map((c) => ({ ...c, rack: { torSwitches: 2, torSwitchRackUnits: 1 } })) };
    expect(oldestEquivalent(racked).schemaVersion).toBe(5);
  });
});

describe('the oldest equivalent version, as share links are written', () => {
  it('the default sizing is written as version 1, and opens to the same document', () => {
    const doc = defaultConfig();
    const oldest = oldestEquivalent(doc);
    expect(oldest.schemaVersion).toBe(1);
    const back = migrate(oldest);
    expect(back.ok && back.document).toEqual(doc);
  });

  it('a setting only version 3 can say keeps version 3: an oplog or a flash share the user set', () => {
    const doc = defaultConfig();
    const c = doc.clusters[0]!;
    for (const overheads of [
      { ...c.overheads, oplogGiBAtRf2: 300 },
      { ...c.overheads, flashFormattingShare: 0.05 },
      { ...c.overheads, downstrokeGiBPerSsd: 70 },
    ]) {
      const changed = { ...doc, clusters: [{ ...c, overheads }] };
      const oldest = oldestEquivalent(changed);
      const back = migrate(oldest);
      expect(back.ok && back.document).toEqual(changed);
      if (overheads.downstrokeGiBPerSsd === 70) expect(oldest.schemaVersion).toBe(1);
      else expect(oldest.schemaVersion).toBe(3);
    }
  });
});

describe('a cluster ratio or another hypervisor in a link', () => {
  it.each([
    ['a cluster ratio', (c: Cluster): Cluster => ({ ...c, workload: { ...c.workload, vcpuPerCore: 5.35 } })],
    ['ESXi', (c: Cluster): Cluster => ({ ...c, hypervisor: { kind: 'esxi' } })],
    ['an AHV setting', (c: Cluster): Cluster => ({ ...c, hypervisor: { kind: 'ahv', hostCores: 1 } })],
  ])('%s keeps version 4, since version 3 has no place for it, and opens to the same document', (_, change) => {
    const doc = defaultConfig();
    const changed = { ...doc, clusters: [change(doc.clusters[0]!)] };
    const oldest = oldestEquivalent(changed);
    expect(oldest.schemaVersion).toBe(4);
    const back = migrate(oldest);
    expect(back.ok && back.document).toEqual(changed);
  });
});

describe('the oldest equivalent of a sizing that names CPUs', () => {
  it('keeps version 4 with a source CPU or a node type CPU, and opens to the same document', () => {
    const doc = defaultConfig();
    const withSource = {
      ...doc,
      clusters: [{ ...doc.clusters[0]!, sourceCpus: [{ model: 'Intel Xeon Gold 6248', cores: 80, perCoreRate: 5.8 }] }],
    };
    const withCpu = { ...doc, nodeTypes: doc.nodeTypes.map((t, i) => (i === 0 ? { ...t, cpu: { model: 'Intel Xeon Gold 6442Y' } } : t)) };
    for (const changed of [withSource, withCpu]) {
      const oldest = oldestEquivalent(changed);
      expect(oldest.schemaVersion).toBe(4);
      const back = migrate(oldest);
      expect(back.ok && back.document).toEqual(changed);
    }
  });
});

describe('a damaged failure plan in a document', () => {
  it('loses only the damaged step: salvage keeps the rest of the plan and every other input', () => {
    const doc = defaultConfig();
    const good = { atMinutes: 30, targets: [{ nodeTypeId: 'all-flash', index: 2, scope: 'node' as const }] };
    const damaged = { ...doc, clusters: [{ ...doc.clusters[0]!, failurePlan: { steps: [{ atMinutes: -5, targets: [] }, good] } }] };
    expect(parseConfig(damaged).ok).toBe(false);
    const s = salvageConfig(damaged);
    expect(s?.config.clusters[0]!.failurePlan.steps).toEqual([good]);
    expect(s?.config.clusters[0]!.nodes).toEqual(doc.clusters[0]!.nodes);
  });
});

describe('version 4 to 5: the expansion buying policy', () => {
  it('a version 4 document gains nothing: its clusters buy as needed, as before', () => {
    const doc = { schemaVersion: 4, clusters: [{ sourceCpus: [{ model: 'Intel Xeon E5-2690 v4', cores: 280 }] }] };
    expect(migrate(doc)).toEqual({ ok: true, from: 4, document: { ...doc, schemaVersion: 6 } });
  });

  it('a buying policy keeps version 5, and opens to the same document; none goes back to version 1', () => {
    const doc = defaultConfig();
    const changed = { ...doc, clusters: [{ ...doc.clusters[0]!, expansion: { cadenceMonths: 12, minStepNodes: 2 } }] };
    const oldest = oldestEquivalent(changed);
    expect(oldest.schemaVersion).toBe(5);
    const back = migrate(oldest);
    expect(back.ok && back.document).toEqual(changed);
    expect(oldestEquivalent(doc).schemaVersion).toBe(1);
  });

  it('refuses a cadence or a step out of range, naming the field', () => {
    const doc = defaultConfig();
    const bad = { ...doc, clusters: [{ ...doc.clusters[0]!, expansion: { cadenceMonths: 0, minStepNodes: 65 } }] };
    const r = parseConfig(bad);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems.map((p) => p.path).sort()).toEqual(['clusters[0].expansion.cadenceMonths', 'clusters[0].expansion.minStepNodes']);
  });
});

describe('version 4 to 5: proposal details', () => {
  const details = { customer: 'Example Trading KK', project: 'DC refresh 2027', preparedBy: 'A. Sato', date: '2026-11-25', version: '1.2' };

  it('a version 4 document gains nothing: the same document at version 5', () => {
    const v4 = { ...defaultConfig(), schemaVersion: 4 };
    const r = parseConfig(v4);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.config).toEqual({ ...v4, schemaVersion: 6 });
    expect(r.config.proposal).toBeUndefined();
  });

  it('a document without details goes back to the version it was before; one with them keeps version 5 and opens to the same document', () => {
    expect(oldestEquivalent(defaultConfig()).schemaVersion).toBe(1);
    for (const proposal of [details, { customer: 'Example Trading KK' }, { date: '2026-11-25' }]) {
      const changed = { ...defaultConfig(), proposal };
      const oldest = oldestEquivalent(changed);
      expect(oldest.schemaVersion).toBe(5);
      const back = migrate(oldest);
      expect(back.ok && back.document).toEqual(changed);
      expect(parseConfig(oldest).ok).toBe(true);
    }
  });

  it.each([
    [{ date: '25/11/2026' }, 'proposal.date', 'must be a date written year-month-day: 2026-11-25'],
    [{ date: '2026-02-30' }, 'proposal.date', 'must be a date written year-month-day: 2026-11-25'],
    [{ customer: 'x'.repeat(121) }, 'proposal.customer', 'must be at most 120 characters'],
    [{ version: 'v'.repeat(33) }, 'proposal.version', 'must be at most 32 characters'],
    [{ preparedBy: 7 }, 'proposal.preparedBy', 'must be text'],
    [{ author: 'A. Sato' }, 'proposal', 'has unknown field'],
  ])('refuses %j, naming %s', (proposal, path, words) => {
    const r = parseConfig({ ...defaultConfig(), proposal });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => p.path)).toEqual([path]);
    expect(describeInEnglish(r.problems[0]!)).toContain(words);
  });
});

describe('version 4 to 5: imported sources', () => {
  it('a version 4 document gains nothing: the same document at version 5, sized as before', () => {
    const v4 = { ...defaultConfig(), schemaVersion: 4 };
    const r = parseConfig(v4);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.config).toEqual({ ...v4, schemaVersion: 6 });
    expect(r.config.clusters.map((c) => c.importedSources)).toEqual([undefined]);
  });

  it('a sizing that records no import goes back as before; one that does keeps version 5 and opens to the same document', () => {
    const doc = defaultConfig();
    // The default sizing uses nothing of the later versions: version 1, as its link always was.
    expect(oldestEquivalent(doc).schemaVersion).toBe(1);
    const imported = { ...doc, clusters: [{ ...doc.clusters[0]!, importedSources: [{ name: 'Cluster1', vms: 47 }] }] };
    const oldest = oldestEquivalent(imported);
    expect(oldest.schemaVersion).toBe(5);
    const back = migrate(oldest);
    expect(back.ok && back.document).toEqual(imported);
  });
});

describe('version 5 to 6: site failures in the failure plan', () => {
  const withPlan = (steps: unknown[]) => {
    const doc = defaultConfig();
    return { ...doc, clusters: [{ ...doc.clusters[0]!, failurePlan: { steps } }] } as unknown as ReturnType<typeof defaultConfig>;
  };

  it('a version 5 document gains nothing: its failure plan loses no site, and it opens as the same document at 6', () => {
    const v5 = { ...withPlan([{ atMinutes: 0, targets: [{ nodeTypeId: 'all-flash', index: 1, scope: 'node' }] }]), schemaVersion: 5 };
    const r = parseConfig(v5);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.migratedFrom).toBe(5);
    expect(r.config).toEqual({ ...v5, schemaVersion: 6 });
    expect(r.config.clusters[0]!.failurePlan.steps[0]!.sitesLost).toBeUndefined();
  });

  it('a plan that loses no site goes back as before; one that loses a site keeps version 6 and opens to the same document', () => {
    const nodeOnly = withPlan([{ atMinutes: 0, targets: [{ nodeTypeId: 'all-flash', index: 1, scope: 'node' }] }]);
    expect(oldestEquivalent(nodeOnly).schemaVersion).toBeLessThan(6);
    const siteLost = withPlan([
      { atMinutes: 0, targets: [], sitesLost: ['Tokyo'] },
      { atMinutes: 60, targets: [{ nodeTypeId: 'all-flash', index: 1, scope: 'node' }] },
    ]);
    expect(parseConfig(siteLost).ok).toBe(true);
    const oldest = oldestEquivalent(siteLost);
    expect(oldest.schemaVersion).toBe(6);
    const back = migrate(oldest);
    expect(back.ok && back.document).toEqual(siteLost);
  });

  it('a step fails something: a step with no node and no site is refused at its targets, and a blank site list too', () => {
    const empty = parseConfig(withPlan([{ atMinutes: 5, targets: [] }]));
    expect(empty.ok).toBe(false);
    if (empty.ok) return;
    expect(empty.problems.map((p) => [p.path, describeInEnglish(p)])).toEqual([
      ['clusters[0].failurePlan.steps[0].targets', 'must have at least 1 item'],
    ]);
    const noSites = parseConfig(withPlan([{ atMinutes: 5, targets: [], sitesLost: [] }]));
    expect(noSites.ok).toBe(false);
    if (noSites.ok) return;
    expect(noSites.problems.map((p) => p.path)).toContain('clusters[0].failurePlan.steps[0].sitesLost');
  });
});
