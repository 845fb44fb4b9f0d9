import { describe, expect, it } from 'vitest';
import { applyIntent } from '../../src/document/edit';
import { addProtection, removeProtection, setDrGroup, setProtectionMode } from '../../src/document/protection';
import type { SizingConfig } from '../../src/model/config';
import { defaultConfig } from '../../src/model/defaultConfig';
import { size } from '../../src/model/headless';
import { describeInEnglish } from '../../src/i18n/describeInEnglish';
import { migrate } from '../../src/schema/migrate';
import { oldestEquivalent } from '../../src/schema/oldestEquivalent';
import { parseConfig } from '../../src/schema/parse';

/** The default sizing with a second cluster, as "Add cluster" makes it. */
function twoClusters(): SizingConfig {
  const doc = defaultConfig();
  return applyIntent(doc, { type: 'addCluster', clusterIndex: 0, name: 'DR site' });
}

const problems = (doc: unknown) => {
  const r = parseConfig(doc);
  return r.ok ? [] : r.problems.map((p) => `${p.path}: ${describeInEnglish(p)}`);
};

describe('protection between clusters in the document (schema version 5)', () => {
  it('a version 4 document migrates without any protection and sizes with identical figures', () => {
    const doc = twoClusters();
    const v4 = { ...doc, schemaVersion: 4 };
    const migrated = migrate(v4);
    expect(migrated.ok && migrated.document).toEqual(doc);
    expect(size(doc).protection).toBeUndefined();
  });

  it('a document with a protection or a site stays at version 5 in a share link, and opens to the same document', () => {
    const doc = twoClusters();
    const [a, b] = doc.clusters;
    const withRelation = applyIntent(doc, addProtection(doc, a!.id, b!.id, 'async')!);
    const withSite = applyIntent(doc, { type: 'setField', path: ['clusters', 0, 'site'], value: 'Tokyo' });
    for (const changed of [withRelation, withSite]) {
      const oldest = oldestEquivalent(changed);
      expect(oldest.schemaVersion).toBe(5);
      const back = migrate(oldest);
      expect(back.ok && back.document).toEqual(changed);
      expect(problems(changed)).toEqual([]);
    }
    // Without them the link is written as before.
    expect(oldestEquivalent(doc).schemaVersion).toBeLessThan(5);
  });

  it('a relation to a cluster that is not in the plan is reported at its field, naming the clusters it may name', () => {
    const doc = twoClusters();
    const [a, b] = doc.clusters;
    const added = applyIntent(doc, addProtection(doc, a!.id, b!.id, 'async')!);
    const broken = { ...added, protections: [{ ...added.protections![0]!, targetClusterId: 'c9' }] };
    expect(problems(broken)).toEqual([`protections[0].targetClusterId: must be "${b!.id}"`]);
    const self = { ...added, protections: [{ ...added.protections![0]!, targetClusterId: a!.id }] };
    expect(problems(self)).toEqual([`protections[0].targetClusterId: must be "${b!.id}"`]);
    // The headless sizer never crashes on one: it sizes only the relations whose clusters exist.
    expect(size(broken as SizingConfig).protection!.relations).toEqual([]);
  });

  it('an RPO outside its mode’s range is reported with the range', () => {
    const doc = twoClusters();
    const [a, b] = doc.clusters;
    const added = applyIntent(doc, addProtection(doc, a!.id, b!.id, 'nearsync')!);
    const at = (rpo: number) => problems({ ...added, protections: [{ ...added.protections![0]!, rpoMinutes: rpo }] });
    expect(at(15)).toEqual([]);
    expect(at(30)[0]).toMatch(/^protections\[0\]\.rpoMinutes: .*15/);
    expect(at(0.5)[0]).toMatch(/^protections\[0\]\.rpoMinutes: .*1/);
  });
});

describe('protection intents', () => {
  it('adds a relation with the mode’s defaults and every group starting at DR, one undoable step', () => {
    const doc = twoClusters();
    const [a, b] = doc.clusters;
    const added = applyIntent(doc, addProtection(doc, a!.id, b!.id, 'async')!);
    expect(added.protections).toEqual([
      {
        id: 'p1',
        sourceClusterId: a!.id,
        targetClusterId: b!.id,
        mode: 'async',
        rpoMinutes: 60,
        localSnapshots: 24,
        remoteSnapshots: 24,
        drGroupIds: a!.workload.vmGroups.map((g) => g.id),
      },
    ]);
    expect(addProtection(doc, a!.id, a!.id, 'async')).toBeNull();
    expect(addProtection(doc, a!.id, 'gone', 'async')).toBeNull();
    // A mode's change takes the mode's RPO: an hourly RPO is no valid NearSync one.
    const near = applyIntent(added, setProtectionMode(added, 'p1', 'nearsync')!);
    expect(near.protections![0]).toMatchObject({ mode: 'nearsync', rpoMinutes: 1 });
    expect(problems(near)).toEqual([]);
    const oneGroup = applyIntent(added, setDrGroup(added, 'p1', a!.workload.vmGroups[0]!.id, false)!);
    expect(oneGroup.protections![0]!.drGroupIds).not.toContain(a!.workload.vmGroups[0]!.id);
    // The last relation removed takes the list with it: the document is a version 4 one again.
    const removed = applyIntent(added, removeProtection(added, 'p1'));
    expect(removed).not.toHaveProperty('protections');
  });

  it('removing a cluster removes its relations, so the plan stays valid', () => {
    const doc = twoClusters();
    const [a, b] = doc.clusters;
    const added = applyIntent(doc, addProtection(doc, a!.id, b!.id, 'async')!);
    const gone = applyIntent(added, { type: 'removeCluster', clusterIndex: 1 });
    expect(gone.protections).toEqual([]);
    expect(problems(gone)).toEqual([]);
  });
});
