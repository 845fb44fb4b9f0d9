import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyIntent } from '../../src/document/edit';
import { takeQuickSizing } from '../../src/document/quick';
import { stepValue } from '../../src/model/capacityResult';
import { defaultConfig } from '../../src/model/defaultConfig';
import { evaluate } from '../../src/model/evaluate';
import { defaultQuickInput, type QuickInput, type HeadroomOption, quickRows } from '../../src/model/quick';
import { parseConfig } from '../../src/schema/parse';
import { expectSameFigure, GiB } from './helpers';

const rowValues = (input: QuickInput) =>
  quickRows(input, evaluate).map((r) => ({
    headroom: r.headroom,
    extentStore: r.extentStore.value,
    usable: r.usable.value,
    effective: r.effective.value,
    mayUse: r.mayUse.value,
  }));

describe('the quick calculator', () => {
  it('worked by hand: 4 nodes of 6 × 3.84 TB SSD, RF2, 1.5:1, downstroked', () => {
    const input: QuickInput = { ...defaultQuickInput(), nodes: 4 };
    // Per node: 23.04 TB raw − 9.38% flash formatting (2.161152 TB) − 6 × 80 GiB downstroke − home 2 × 60 GiB
    // − metadata 4 × 15 GiB − oplog 400 GiB (1,060 GiB = 1.138166 TB) = 19.7407 TB of extent store; 78.9627 TB for four.
    const node = 23.04e12 - 2.161152e12 - 1060 * GiB;
    const rows = rowValues(input);
    const expected = (held: number) => {
      const usable = ((4 - held) * node) / 2;
      return { extentStore: 4 * node, usable, effective: usable * 1.5, mayUse: usable * 1.5 * 0.9 };
    };
    // N+0 39.48 TB usable, N+1 29.61 TB, N+2 19.74 TB; the auto rule holds back one node at RF2.
    for (const [i, held] of [0, 1, 2, 1].entries()) {
      const e = expected(held);
      expect(rows[i]!.extentStore).toBeCloseTo(e.extentStore, -3);
      expect(rows[i]!.usable).toBeCloseTo(e.usable, -3);
      expect(rows[i]!.effective).toBeCloseTo(e.effective, -3);
      expect(rows[i]!.mayUse).toBeCloseTo(e.mayUse, -3);
    }
    expect(rows[1]!.usable / 1e12).toBeCloseTo(29.611, 3);
    expect(quickRows(input, evaluate).map((r) => [r.headroom, r.heldBack, r.rule])).toEqual([
      [0, 0, 'fixed'],
      [1, 1, 'fixed'],
      [2, 2, 'fixed'],
      ['auto', 1, 'rf2-n1'],
    ]);
  });

  it('gives the full sizer’s figures: the default sizing with its all-flash nodes set to the same count and settings', () => {
    // Entered in the full form: the default document, 8 all-flash nodes (6 × 3.84 TB SSD), RF3, EC-X on 40% cold data,
    // 2:1 compression, N+2 fixed.
    const full = defaultConfig();
    const c = full.clusters[0]!;
    c.nodes[0]!.count = 8;
    c.protection = { rf: 3, ecx: { ...c.protection.ecx, enabled: true, coldShare: 0.4 } };
    c.dataReduction.compressionRatio = 2;
    c.headroom = { ...c.headroom, mode: 'fixed', fixedDomains: 2 };
    const r = evaluate(c, full.nodeTypes, {});
    const quick = quickRows({ ...defaultQuickInput(), nodes: 8, rf: 3, ecx: true, coldShare: 0.4, efficiency: 2 }, evaluate)[2]!;
    expect(quick.headroom).toBe(2);
    expectSameFigure(quick.extentStore.value, stepValue(r.capacity, 'extentStore'));
    expectSameFigure(quick.usable.value, stepValue(r.capacity, 'logical'));
    expectSameFigure(quick.effective.value, stepValue(r.capacity, 'effective'));
    expectSameFigure(quick.mayUse.value, stepValue(r.capacity, 'mayUse'));
    expect(quick.usable.derivation).toEqual(r.capacity.waterfall.find((s) => s.id === 'logical')!.figure.derivation);
  });

  const tier = fc.record({ count: fc.integer({ min: 0, max: 24 }), sizeTB: fc.constantFrom(0.96, 1.92, 3.84, 7.68, 8, 18) });
  const quickArb: fc.Arbitrary<QuickInput> = fc.record({
    drives: fc.record({ nvme: tier, ssd: tier, hdd: tier }),
    nodes: fc.integer({ min: 1, max: 40 }),
    rf: fc.constantFrom<2 | 3>(2, 3),
    ecx: fc.boolean(),
    coldShare: fc.double({ min: 0, max: 1, noNaN: true }),
    efficiency: fc.constantFrom(1, 1.5, 2),
    downstroked: fc.boolean(),
  });

  it('sizes with the reservations of the cluster it is taken into, so that taking it gives the figures shown', () => {
    // The document's own reservations: no oplog, no flash formatting, a 40 GiB downstroke.
    const start = defaultConfig();
    const overheads = { ...start.clusters[0]!.overheads, oplogGiBAtRf2: 0, flashFormattingShare: 0, downstrokeGiBPerSsd: 40 };
    start.clusters[0]!.overheads = overheads;
    const input: QuickInput = { ...defaultQuickInput(), nodes: 5 };
    const row = quickRows(input, evaluate, overheads).find((x) => x.headroom === 0)!;
    // 5 nodes of 6 × 3.84 TB SSD: 23.04 TB each, less 6 × 40 GiB downstroke and 180 GiB home and metadata.
    expect(row.extentStore.value).toBeCloseTo(5 * (23.04e12 - 420 * GiB), 0);
    const doc = applyIntent(start, takeQuickSizing(start, 0, input, 0, 'Quick node')!);
    const c = doc.clusters[0]!;
    expect(c.overheads).toEqual(overheads);
    const r = evaluate(c, doc.nodeTypes, {});
    expectSameFigure(row.extentStore.value, stepValue(r.capacity, 'extentStore'));
    expectSameFigure(row.mayUse.value, stepValue(r.capacity, 'mayUse'));
    // Unticked, the downstroke is 0; ticked again, the cluster's own 40 GiB, not the default 80.
    const off = applyIntent(start, takeQuickSizing(start, 0, { ...input, downstroked: false }, 0, 'Quick node')!);
    expect(off.clusters[0]!.overheads.downstrokeGiBPerSsd).toBe(0);
  });

  it('taken into the full sizing, the document sizes to the same figures, row by row, whatever its workload', () => {
    fc.assert(
      fc.property(quickArb, fc.constantFrom<HeadroomOption>(0, 1, 2, 'auto'), (input, headroom) => {
        const start = defaultConfig();
        const doc = applyIntent(start, takeQuickSizing(start, 0, input, headroom, 'Quick node')!);
        const parsed = parseConfig(doc);
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
        const c = parsed.config.clusters[0]!;
        expect(c.workload).toEqual(defaultConfig().clusters[0]!.workload);
        const r = evaluate(c, parsed.config.nodeTypes, {});
        const row = quickRows(input, evaluate).find((x) => x.headroom === headroom)!;
        expectSameFigure(row.extentStore.value, stepValue(r.capacity, 'extentStore'));
        expectSameFigure(row.usable.value, stepValue(r.capacity, 'logical'));
        expectSameFigure(row.effective.value, stepValue(r.capacity, 'effective'));
        expectSameFigure(row.mayUse.value, stepValue(r.capacity, 'mayUse'));
        expect(row.heldBack).toBe(r.headroom.nodes);
      }),
      { numRuns: 60 },
    );
  });
});
