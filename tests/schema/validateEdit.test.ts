import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SizingConfig } from '../../src/model/config';
import { defaultConfig } from '../../src/model/defaultConfig';
import { configSchemas } from '../../src/schema/config';
import { validateConfig, validateEdit } from '../../src/schema/parse';
import { type DocPath, setAt } from '../../src/schema/paths';
import { editDocument, openDocument } from '../../src/document/draft';
import { configArb } from '../model/arbitraries';

/** A valid document of two clusters, the second a copy of the first (its VM groups too) under another id. */
const twoClusters: fc.Arbitrary<SizingConfig> = configArb.map((c) => ({
  ...c,
  clusters: [c.clusters[0]!, { ...structuredClone(c.clusters[0]!), id: 'other' }],
}));

/** What a field may be given: numbers in and out of range, text half typed, a key removed. */
const value = fc.oneof(
  fc.integer({ min: -10, max: 2_000_000 }),
  fc.double({ min: -1, max: 30_000 }),
  fc.constantFrom(Number.NaN, Infinity, '', '12a', 'x', undefined, ' ', true, null),
);
const groupKey = fc.constantFrom(
  'name',
  'count',
  'vcpu',
  'ramGiB',
  'usedGiB',
  'provisionedGiB',
  'iops',
  'hotShare',
  'kind',
  'vcpuPerCore',
  'id',
);

/** Edits the editor makes: a VM group's field (its id too), a node count, a cluster's name, a whole group replaced. */
const editArb = (doc: SizingConfig): fc.Arbitrary<{ path: DocPath; value: unknown }> => {
  const clusterIndex = fc.integer({ min: 0, max: doc.clusters.length - 1 });
  const groups = doc.clusters[0]!.workload.vmGroups.length;
  const groupEdits =
    groups === 0
      ? []
      : [
          fc.tuple(clusterIndex, fc.nat({ max: groups - 1 }), groupKey, value).map(([ci, g, key, v]) => ({
            path: ['clusters', ci, 'workload', 'vmGroups', g, key],
            value: key === 'id' && typeof v === 'number' ? `g${v}` : v,
          })),
          fc.tuple(clusterIndex, fc.nat({ max: groups - 1 }), fc.constantFrom(null, 'x', {})).map(([ci, g, v]) => ({
            path: ['clusters', ci, 'workload', 'vmGroups', g],
            value: v,
          })),
        ];
  return fc.oneof(
    ...groupEdits,
    fc.tuple(clusterIndex, value).map(([ci, v]) => ({ path: ['clusters', ci, 'nodes', 0, 'count'], value: v })),
    fc.tuple(clusterIndex, value).map(([ci, v]) => ({ path: ['clusters', ci, 'name'], value: v })),
  );
};

const outcome = (r: ReturnType<typeof validateConfig>) =>
  r.ok ? { ok: true } : { ok: false, problems: r.problems, count: r.problemCount };

describe('a draft checked against the valid document it was edited from', () => {
  it('says exactly what checking the whole draft says, after any few edits', () => {
    fc.assert(
      fc.property(
        twoClusters.chain((doc) => fc.tuple(fc.constant(doc), fc.array(editArb(doc), { minLength: 1, maxLength: 3 }))),
        fc.constantFrom(undefined, 1, 3),
        ([before, edits], limit) => {
          const draft = edits.reduce((d, e) => setAt(d, e.path, e.value), before);
          const options = limit === undefined ? {} : { limit };
          expect(outcome(validateEdit(before, draft, options))).toEqual(outcome(validateConfig(draft, options)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('names a problem in the 1,000th group at its place in the draft', () => {
    const before = largeDocument();
    const draft = setAt(before, ['clusters', 0, 'workload', 'vmGroups', 999, 'provisionedGiB'], 1);
    const checked = validateEdit(before, draft);
    expect(checked.ok ? [] : checked.problems.map((p) => `${p.path} ${p.code}`)).toEqual([
      'clusters[0].workload.vmGroups[999].provisionedGiB below-used',
    ]);
  });
});

/** 1,000 VM groups, as an inventory brings them. */
function largeDocument(): SizingConfig {
  const config = defaultConfig();
  const template = config.clusters[0]!.workload.vmGroups[0]!;
  config.clusters[0]!.workload.vmGroups = Array.from({ length: 1000 }, (_, i) => ({ ...template, id: `g${i}`, name: `Group ${i + 1}` }));
  return config;
}

/** How many VM groups each check of a document against the schema is given, from now on. */
function groupsChecked(): number[] {
  const schema = configSchemas().ConfigSchema;
  const seen: number[] = [];
  const safeParse = schema.safeParse.bind(schema);
  vi.spyOn(schema, 'safeParse').mockImplementation((input, params) => {
    seen.push((input as SizingConfig).clusters.reduce((n, c) => n + c.workload.vmGroups.length, 0));
    return safeParse(input, params);
  });
  return seen;
}

describe('a keystroke in a workload of 1,000 VM groups', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks the group typed in, not the other 999', () => {
    const seen = groupsChecked();
    let doc = openDocument(largeDocument());
    const problems: string[][] = [];
    for (const count of [1, 12, 'x', 7]) {
      doc = editDocument(doc, { type: 'setField', path: ['clusters', 0, 'workload', 'vmGroups', 500, 'count'], value: count });
      problems.push(doc.problems.map((p) => p.path));
    }
    // Text that is no number too: its problem is found in the group alone.
    expect(seen).toEqual([1, 1, 1, 1]);
    expect(problems).toEqual([[], [], ['clusters[0].workload.vmGroups[500].count'], []]);
    expect(doc.valid.clusters[0]!.workload.vmGroups[500]!.count).toBe(7);
  });

  it('checks no group when a node count is typed', () => {
    const seen = groupsChecked();
    const doc = editDocument(openDocument(largeDocument()), { type: 'setField', path: ['clusters', 0, 'nodes', 0, 'count'], value: 9 });
    expect(seen).toEqual([0]);
    expect(doc.valid.clusters[0]!.nodes[0]!.count).toBe(9);
  });
});
