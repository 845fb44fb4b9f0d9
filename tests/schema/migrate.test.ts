import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { CURRENT_SCHEMA_VERSION, MIGRATIONS, migrate } from '../../src/schema/migrate';
import { parseConfig } from '../../src/schema/parse';
import { salvageConfig } from '../../src/schema/salvage';

const v1 = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(`tests/fixtures/share-links/v1/${name}.json`, 'utf8')) as Record<string, unknown>;

describe('migrations', () => {
  it('there is one step from every earlier version to the current one', () => {
    for (let v = 1; v < CURRENT_SCHEMA_VERSION; v++) expect(MIGRATIONS[v], `migration from ${v}`).toBeTypeOf('function');
  });
  it('future versions are refused with the version named', () => {
    const r = migrate({ schemaVersion: CURRENT_SCHEMA_VERSION + 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]!.message).toContain(`${CURRENT_SCHEMA_VERSION + 1}`);
  });
});

describe('version 1 to 2: the failure plan', () => {
  it('gives every cluster an empty plan and the 30-minute ring removal, and changes nothing else', () => {
    const doc = v1('every-field');
    expect(doc.schemaVersion).toBe(1);
    const r = parseConfig(doc);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.migratedFrom).toBe(1);
    expect(r.config.schemaVersion).toBe(2);
    const before = doc.clusters as { rebuild: Record<string, unknown> }[];
    expect(r.config.clusters).toHaveLength(2);
    r.config.clusters.forEach((c, i) => {
      expect(c.failurePlan).toEqual({ steps: [] });
      // 30 minutes = 1,800 s, the community blog's figure.
      expect(c.rebuild).toEqual({ ...before[i]!.rebuild, ringRemovalSeconds: 1800 });
      expect({ ...c, failurePlan: undefined, rebuild: undefined }).toEqual({ ...before[i], rebuild: undefined });
    });
    expect(r.config.nodeTypes).toEqual(doc.nodeTypes);
    expect(r.config.name).toBe(doc.name);
  });

  it('never fails on a document it cannot map: clusters that are not objects are left for validation to name', () => {
    const r = migrate({ schemaVersion: 1, clusters: [null, { rebuild: 5 }], name: 'x' });
    expect(r).toEqual({
      ok: true,
      from: 1,
      document: { schemaVersion: 2, name: 'x', clusters: [null, { rebuild: 5, failurePlan: { steps: [] } }] },
    });
    expect(migrate({ schemaVersion: 1, clusters: 'none' })).toEqual({
      ok: true,
      from: 1,
      document: { schemaVersion: 2, clusters: 'none' },
    });
  });

  it('a version 2 document passes through unchanged', () => {
    const doc = { schemaVersion: 2, clusters: [{ failurePlan: { steps: [{ atMinutes: 5, targets: [] }] } }] };
    expect(migrate(doc)).toEqual({ ok: true, from: 2, document: doc });
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
