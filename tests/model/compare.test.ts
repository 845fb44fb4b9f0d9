import { describe, expect, it } from 'vitest';
import { bindingConstraint, compare, type ComparedCluster, comparedFigures, configDiff } from '../../src/model/compare';
import type { SizingConfig } from '../../src/model/config';
import type { ConstraintCheck } from '../../src/model/constraints';
import { defaultConfig } from '../../src/model/defaultConfig';
import { evaluate } from '../../src/model/evaluate';
import { recommend } from '../../src/model/recommend';
import { applyVariant, variantApplies, type VariantId } from '../../src/model/variants';

const TB = 1e12;
const of = (c: SizingConfig): ComparedCluster => ({ cluster: c.clusters[0]!, nodeTypes: c.nodeTypes });
const result = (c: SizingConfig) => evaluate(c.clusters[0]!, c.nodeTypes, { recommendation: recommend });
/** The default sizing (six all-flash nodes of 6 × 3.84 TB, RF2, 1.5:1) with `nodes` nodes. */
const withNodes = (nodes: number) => {
  const c = defaultConfig();
  c.clusters[0]!.nodes[0]!.count = nodes;
  return c;
};

describe('the inputs a scenario changes', () => {
  it('names each changed input with its two values, in the form’s order', () => {
    const a = withNodes(6);
    const b = withNodes(8);
    b.clusters[0]!.protection.rf = 3;
    b.clusters[0]!.dataReduction.compressionRatio = 2;
    b.clusters[0]!.headroom = { ...b.clusters[0]!.headroom, mode: 'fixed', fixedDomains: 2 };
    expect(configDiff(of(a), of(b))).toEqual([
      { id: 'nodes', kind: 'count', from: 6, to: 8 },
      { id: 'rf', kind: 'count', from: 2, to: 3 },
      { id: 'headroom', kind: 'text', from: 'auto', to: 'N+2' },
      { id: 'compression', kind: 'ratio', from: 1.5, to: 2 },
    ]);
  });

  it('finds nothing between a document and itself, and counts nodes per type only in a mix', () => {
    expect(configDiff(of(withNodes(6)), of(withNodes(6)))).toEqual([]);
    const mixed = withNodes(4);
    mixed.clusters[0]!.nodes.push({ nodeTypeId: 'all-nvme', count: 2 });
    mixed.nodeTypes.push(applyVariant(withNodes(6), 0, 'all-nvme').nodeTypes.find((t) => t.id === 'all-nvme')!);
    const [mix, more] = configDiff(of(withNodes(6)), of(mixed));
    // 4 + 2 = 6 nodes: the count is unchanged, the mix is not.
    expect(mix!.id).toBe('nodeTypes');
    expect(more).toBeUndefined();
    expect(mix!.from).toBe('All-flash 2×24c, 768 GiB, 6×3.84 TB SSD');
    expect(mix!.to).toBe('4 × All-flash 2×24c, 768 GiB, 6×3.84 TB SSD + 2 × All-NVMe 2×32c, 1024 GiB, 8×7.68 TB NVMe');
  });
});

describe('quick variants', () => {
  it('change one decision, in a new document of the one cluster, and leave the original alone', () => {
    const base = withNodes(6);
    const before = structuredClone(base);
    expect(configDiff(of(base), of(applyVariant(base, 0, 'rf3')))).toEqual([{ id: 'rf', kind: 'count', from: 2, to: 3 }]);
    expect(configDiff(of(base), of(applyVariant(base, 0, 'plus-node')))).toEqual([{ id: 'nodes', kind: 'count', from: 6, to: 7 }]);
    const nvme = applyVariant(base, 0, 'all-nvme');
    // Six nodes still, all of the built-in all-NVMe type, which the recommendation now sizes with too.
    expect(nvme.clusters[0]!.nodes).toEqual([{ nodeTypeId: 'all-nvme', count: 6 }]);
    expect(configDiff(of(base), of(nvme)).map((c) => c.id)).toEqual(['nodeTypes', 'recommendType']);
    expect(base).toEqual(before);
  });

  it('apply only where they change something', () => {
    const rf3 = applyVariant(withNodes(6), 0, 'rf3');
    const all: VariantId[] = ['rf3', 'rf2', 'all-nvme', 'ecx', 'plus-node'];
    for (const v of all) expect(variantApplies(rf3, 0, v), v).toBe(configDiff(of(rf3), of(applyVariant(rf3, 0, v))).length > 0);
    expect(variantApplies(rf3, 0, 'rf3')).toBe(false);
    expect(variantApplies(withNodes(6), 0, 'rf3')).toBe(true);
  });
});

describe('the binding constraint of a configured cluster', () => {
  const check = (id: ConstraintCheck['id'], margin: number, checked = true): ConstraintCheck => ({ id, checked, ok: margin >= 0, margin });
  it('is the one with least room when all are met, the worst failing one otherwise, self-healing last', () => {
    expect(bindingConstraint([check('storage', 0.4), check('cpu', 0.1), check('ram', 0.3)])).toBe('cpu');
    expect(bindingConstraint([check('storage', -0.2), check('cpu', 0.1), check('ram', -0.05)])).toBe('storage');
    // Self-healing fails at -1 whenever another fails: the other is the cause.
    expect(bindingConstraint([check('self-heal', -1), check('ram', -0.05)])).toBe('ram');
    expect(bindingConstraint([check('self-heal', -1), check('ram', 0.2)])).toBe('self-heal');
    // Unchecked IOPS (margin 0, no figures) never binds.
    expect(bindingConstraint([check('iops', 0, false), check('ram', 0.2)])).toBe('ram');
  });
});

describe('a comparison of results', () => {
  it('shows eight against six all-flash nodes with the figures worked out by hand', () => {
    const eight = result(withNodes(8));
    const six = result(withNodes(6));
    const c = compare([eight, six]);
    const row = (id: string) => c.rows.find((r) => r.id === id)!;
    // Raw: 8 × 6 × 3.84 TB = 184.32 TB against 6 × 6 × 3.84 TB = 138.24 TB.
    expect(row('raw').values[0]).toBeCloseTo(184.32 * TB, -3);
    expect(row('raw').values[1]).toBeCloseTo(138.24 * TB, -3);
    expect(row('raw').differs).toEqual([false, true]);
    expect(row('nodes')).toMatchObject({ values: [8, 6], differs: [false, true] });
    // RF2 below 25 nodes holds back one node either way (N+1).
    expect(row('headroom')).toMatchObject({ values: [1, 1], differs: [false, false] });
    // The same workload: the demand does not change, the share of capacity it takes does.
    expect(row('demand').differs).toEqual([false, false]);
    expect(row('storageNormal').differs).toEqual([false, true]);
    // Utilisation after loss: six nodes lose one of six, eight one of eight, so six are fuller.
    expect(row('cpuAfterLoss').values[1] as number).toBeGreaterThan(row('cpuAfterLoss').values[0] as number);
  });

  it('reads storage utilisation as demand over what the cluster has, normally and after the loss', () => {
    const r = result(withNodes(6));
    const f = comparedFigures(r);
    expect(f.storageNormal).toBeCloseTo(r.capacity.normal.demand / r.capacity.normal.supply, 12);
    expect(f.storageAfterLoss).toBeCloseTo(r.capacity.afterLoss.demand / r.capacity.afterLoss.supply, 12);
    // All-flash types have no IOPS figures: not checked, so null rather than 0%.
    expect(f.iopsNormal).toBeNull();
    expect(f.usable).toBeLessThan(f.raw);
  });

  it('marks a warning where it applies in one scenario and not the baseline', () => {
    const flash = withNodes(6);
    const nvme = applyVariant(flash, 0, 'all-nvme');
    const c = compare([result(flash), result(nvme)]);
    // All-flash has no IOPS figures ("performance not checked"); the all-NVMe type has them.
    const unchecked = c.warnings.find((w) => w.code === 'performance-unchecked')!;
    expect(unchecked.at[0]).not.toBeNull();
    expect(unchecked.at[1]).toBeNull();
    expect(unchecked.differs).toEqual([false, true]);
    expect(c.rows.find((r) => r.id === 'iopsNormal')!.values[1]).not.toBeNull();
  });
});
