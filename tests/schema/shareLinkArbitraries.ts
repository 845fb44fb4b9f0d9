import fc from 'fast-check';
import { BUILT_IN_NODE_TYPES } from '../../src/model/catalogue';
import type { Cluster, NodeType, SizingConfig } from '../../src/model/config';
import { clusterArb, configArb, nodeTypeArb } from '../model/arbitraries';

/**
 * Valid configs with more variety than the engine's generator needs, for the share-link codec:
 * any text in names (emoji, quotes, lone surrogates), built-in node types kept, edited or
 * dropped, optional fields present and absent, several clusters, ids in and out of sequence.
 */

const text = (max: number) => fc.oneof(fc.string({ maxLength: max }), fc.string({ unit: 'binary', maxLength: Math.floor(max / 2) }));
const idText = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);

const builtInVariant: fc.Arbitrary<NodeType[]> = fc
  .tuple(
    fc.subarray([...BUILT_IN_NODE_TYPES.keys()], { minLength: 1 }),
    fc.array(
      fc.record(
        { ramGiB: fc.constantFrom(256, 512, 2048), dropCatalogue: fc.boolean(), name: text(60).filter((s) => s.trim() !== '') },
        { requiredKeys: [] },
      ),
      {
        maxLength: 5,
      },
    ),
  )
  .map(([indices, edits]) =>
    indices.map((i, k) => {
      const t: NodeType = structuredClone(BUILT_IN_NODE_TYPES[i]!);
      const e = edits[k];
      if (e?.ramGiB !== undefined) t.ramGiB = e.ramGiB;
      if (e?.name !== undefined) t.name = e.name;
      if (e?.dropCatalogue) delete t.catalogueId;
      return t;
    }),
  )
  .filter((types) => types.some((t) => t.role === 'hci'));

const withBuiltIns: fc.Arbitrary<SizingConfig> = fc
  .tuple(builtInVariant, fc.option(nodeTypeArb('custom-1'), { nil: undefined }))
  .map(([types, extra]) => (extra ? [...types, extra] : types))
  .chain((nodeTypes) =>
    clusterArb(nodeTypes).map((c): SizingConfig => ({ schemaVersion: 6, name: 'Built-ins', nodeTypes, clusters: [c] })),
  );

const renamed = (cfg: SizingConfig, names: string[], ids: (string | null)[]): SizingConfig => {
  const out = structuredClone(cfg);
  let n = 0;
  const next = () => names[n++ % names.length] ?? '';
  // Node types and VM groups need a name that is not blank; the sizing and clusters may have none.
  const nonBlank = () => {
    const s = next();
    return s.trim() === '' ? `x${s}`.slice(0, 120) : s;
  };
  out.name = next();
  for (const t of out.nodeTypes) t.name = nonBlank();
  for (const c of out.clusters) {
    c.name = next();
    const used = new Set<string>();
    c.workload.vmGroups.forEach((g, i) => {
      g.name = nonBlank();
      const id = ids[i % Math.max(1, ids.length)];
      if (id && !used.has(id) && !c.workload.vmGroups.some((o) => o.id === id)) g.id = id;
      used.add(g.id);
    });
  }
  return out;
};

const moreClusters = (cfg: SizingConfig, extra: Cluster[]): SizingConfig => ({
  ...cfg,
  clusters: [...cfg.clusters, ...extra.map((c, i) => ({ ...c, id: `c${i + 2}` }))],
});

export const shareConfigArb: fc.Arbitrary<SizingConfig> = fc
  .oneof(configArb, withBuiltIns)
  .chain((cfg) =>
    fc
      .tuple(
        fc.array(text(120), { minLength: 1, maxLength: 8 }),
        fc.array(fc.option(idText, { nil: null }), { maxLength: 6 }),
        fc.array(clusterArb(cfg.nodeTypes), { maxLength: 2 }),
      )
      .map(([names, ids, extra]) => moreClusters(renamed(cfg, names, ids), extra)),
  );
