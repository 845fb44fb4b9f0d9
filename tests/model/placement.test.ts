import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepValue, type WaterfallStepId } from '../../src/model/capacityResult';
import { defaultConfig } from '../../src/model/defaultConfig';
import { ecxStrip } from '../../src/model/ecx';
import { size } from '../../src/model/headless';
import { placeData, type Protection } from '../../src/model/placement';
import { TB } from './helpers';

const rfOnly = (rf: number): Protection => ({ rf, width: 0, data: 0, maxEcShare: 0 });
const withStrip = (rf: 2 | 3, domains: number, maxEcShare: number): Protection => {
  const s = ecxStrip(domains, rf);
  return { rf, width: s.data + s.parity, data: s.data, maxEcShare };
};

describe('placement with RF copies only (Sizer mixed-capacity rule)', () => {
  it('finds the largest D with Σ min(Cᵢ, D) ≥ r × D and names what each domain strands', () => {
    // 10+10+10+40 with 2 copies: D = min(70/2, (70-40)/1) = 30, so 60 of 70 placeable.
    const p = placeData([10, 10, 10, 40], rfOnly(2));
    expect(p.logical).toBe(30);
    expect(p.stranding).toEqual({ placeable: 60, stranded: 10, byDomain: [{ index: 3, stranded: 10 }] });
    // Equal sizes strand nothing; 3 copies of 10+10+10+40: D = min(70/3, 30/2, 20/1) = 15.
    expect(placeData([5, 5, 5, 5], rfOnly(2)).logical).toBe(10);
    expect(placeData([10, 10, 10, 40], rfOnly(3)).logical).toBe(15);
    expect(placeData([10], rfOnly(2)).logical).toBe(0);
  });
});

describe('placement with EC-X strips and replicated data together (docs/model.md, EC-X on mixed sizes)', () => {
  it('leaves equal sizes at the strip overhead: six domains of 10, RF2 4/1, all cold: 60 ÷ 1.25 = 48', () => {
    const p = placeData([10, 10, 10, 10, 10, 10], withStrip(2, 6, 1));
    expect(p.logical).toBeCloseTo(48, 12);
    expect(p.ecShare).toBe(1);
    expect(p.stranding.stranded).toBeCloseTo(0, 12);
  });

  it('RF3 4/2 on one 40 and seven 10s, all cold: 56, where the strip and RF limits apart allowed 63', () => {
    // Strips of 6 (4 data): one member per strip per domain, E = D ÷ 4 each at most.
    // k = 1: the seven small domains must hold 5 members of each strip: 5E ≤ 70, so D ≤ 56.
    // Checked apart: RF3 places 35 × 3 = 105; strips fit 6 × 14 = 84; the old blend gave (105 + 84) ÷ 3 = 63.
    const p = placeData([40, 10, 10, 10, 10, 10, 10, 10], withStrip(3, 8, 1));
    expect(p.logical).toBeCloseTo(56, 12);
    expect(p.overhead).toBeCloseTo(1.5, 12);
    // The large domain holds one member of every strip, 14, and strands 26.
    expect(p.perDomainLimit).toBeCloseTo(14, 12);
    expect(p.stranding.byDomain).toEqual([{ index: 0, stranded: expect.closeTo(26, 12) }]);
    expect(p.stranding.stranded).toBeCloseTo(26, 12);
  });

  it('erasure-codes less than the cold share when that places more: two 122.88 TB and four 3.84 TB domains', () => {
    // RF2, 4/1 strips, all data cold. Lines in x (the share erasure-coded), 1/D ≥ L_k(x) ÷ T_k:
    //   k=0: (2 − 0.75x) ÷ 261.12   k=1: 1 ÷ 138.24   k=2: 0.75x ÷ 15.36   (k=3, 4 lower)
    // k=1 bounds D by 138.24 whatever x; k=0 and k=2 both reach it at x = 15.36 ÷ (0.75 × 138.24) = 4/27.
    const p = placeData([122.88, 122.88, 3.84, 3.84, 3.84, 3.84], withStrip(2, 6, 1));
    expect(p.logical).toBeCloseTo(138.24, 9);
    expect(p.ecShare).toBeCloseTo(4 / 27, 12);
    // Everything erasure-coded would fit only 15.36 ÷ 0.75 = 20.48; nothing erasure-coded 138.24 too.
    expect(placeData([122.88, 122.88, 3.84, 3.84, 3.84, 3.84], withStrip(2, 6, 1)).logical).toBeGreaterThanOrEqual(
      placeData([122.88, 122.88, 3.84, 3.84, 3.84, 3.84], rfOnly(2)).logical,
    );
  });

  it('the default node types, 5 hybrid + 2 storage-dense, RF2, EC-X on half the data, full saving: 253.83 TB, not 283.44', () => {
    const cfg = defaultConfig();
    const c = cfg.clusters[0]!;
    c.nodes = [
      { nodeTypeId: 'hybrid', count: 5 },
      { nodeTypeId: 'storage-dense', count: 2 },
    ];
    c.protection.ecx = { enabled: true, coldShare: 0.5, savingsRealised: 1 };
    const r = size(cfg).clusters[0]!;
    const at = (id: WaterfallStepId) => stepValue(r.capacity, id);
    // Extent store per node: hybrid 55.68 − 3.120384 formatting (9.38% of 7.68 TB flash, 5% of 48 TB
    // HDD) − 2 × 80 GiB downstroke − 2 × 60 GiB home − 2 × 15 GiB metadata − 400 GiB oplog − 48 × 20
    // GiB curator = 50.766467 TB; storage-dense 223.68 − 11.520384 − the same flash reservations
    // − 216 × 20 GiB = 206.758695 TB. N+1 holds back one storage-dense.
    const flash = (160 + 120 + 30 + 400) * 2 ** 30;
    const hybrid = 55.68e12 - 3.120384e12 - flash - 960 * 2 ** 30;
    const dense = 223.68e12 - 11.520384e12 - flash - 4320 * 2 ** 30;
    expect(at('rebuildReserve')).toBeCloseTo(dense, 0);
    expect(at('usablePhysical')).toBeCloseTo(5 * hybrid + dense, 0);
    // The storage-dense node holds at most one copy or strip member of each piece: the five hybrids
    // hold the rest, D ≤ T₁ = 5 × 50.766 = 253.83 TB. The strip and RF limits taken apart give
    // 460.59 ÷ 1.625 = 283.44 TB.
    expect(at('logical')).toBeCloseTo(5 * hybrid, 0);
    expect(at('logical') / TB).toBeCloseTo(253.83, 2);
    expect(at('stranded')).toBeCloseTo(5 * hybrid + dense - 5 * hybrid * 1.625, 0);
    expect(r.capacity.overhead.value).toBeCloseTo(1.625, 12);
  });
});

/**
 * An independent check: max-flow of the replicated part (R per domain at most, r × R in all) and
 * the strip members (E per domain at most, w × E in all) into domain capacities.
 */
function perDomainAmounts(caps: readonly number[], rf: number, w: number, R: number, E: number) {
  // Nodes: 0 source, 1 replicated, 2 strips, 3..3+n domains, 3+n sink.
  const n = caps.length;
  const size = n + 4;
  const cap = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const sink = n + 3;
  cap[0]![1] = rf * R;
  cap[0]![2] = w * E;
  caps.forEach((c, i) => {
    cap[1]![3 + i] = R;
    cap[2]![3 + i] = E;
    cap[3 + i]![sink] = c;
  });
  const flow = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const tol = 1e-12 * (rf * R + w * E + 1);
  for (;;) {
    const prev = new Array<number>(size).fill(-1);
    prev[0] = 0;
    const queue = [0];
    while (queue.length && prev[sink] === -1) {
      const u = queue.shift()!;
      for (let v = 0; v < size; v++) {
        if (prev[v] === -1 && cap[u]![v]! - flow[u]![v]! > tol) {
          prev[v] = u;
          queue.push(v);
        }
      }
    }
    if (prev[sink] === -1) break;
    let push = Infinity;
    for (let v = sink; v !== 0; v = prev[v]!) push = Math.min(push, cap[prev[v]!]![v]! - flow[prev[v]!]![v]!);
    for (let v = sink; v !== 0; v = prev[v]!) {
      flow[prev[v]!]![v]! += push;
      flow[v]![prev[v]!]! -= push;
    }
  }
  return {
    total: flow[0]![1]! + flow[0]![2]!,
    replicated: caps.map((_, i) => flow[1]![3 + i]!),
    strips: caps.map((_, i) => flow[2]![3 + i]!),
  };
}

/**
 * Lays per-domain amounts end to end and cuts the line into `copies` equal lengths (McNaughton's
 * wrap-around): each chunk's copies land at the same offset of each length, in distinct domains
 * because no domain holds more than one length. Returns the domains of each chunk.
 */
function chunksOf(amounts: readonly number[], copies: number, chunks: number): number[][] {
  const each = amounts.reduce((s, a) => s + a, 0) / copies;
  const starts: number[] = [];
  let at = 0;
  for (const a of amounts) {
    starts.push(at);
    at += a;
  }
  const domainAt = (pos: number) => {
    let d = 0;
    for (let i = 0; i < amounts.length; i++) if (amounts[i]! > 0 && starts[i]! <= pos) d = i;
    return d;
  };
  // A chunk whose copy falls on a boundary between two domains (within rounding) is measure zero: left out.
  const nearBoundary = (pos: number) => starts.some((s) => Math.abs(s - pos) < 1e-9 * (each + 1));
  return Array.from({ length: chunks }, (_, j) => {
    const offset = ((j + 0.5) / chunks) * each;
    const positions = Array.from({ length: copies }, (_, c) => c * each + offset);
    return positions.some(nearBoundary) ? [] : positions.map(domainAt);
  });
}

const capsArb = fc.array(fc.constantFrom(0, 1, 2, 3, 5, 8, 13, 40, 100), { minLength: 3, maxLength: 12 });

describe('placement properties', () => {
  it('what is reported fits: a placement built chunk by chunk holds it, one copy and one member per domain', () => {
    fc.assert(
      fc.property(capsArb, fc.constantFrom<2 | 3>(2, 3), fc.double({ min: 0, max: 1, noNaN: true }), (caps, rf, share) => {
        const p = withStrip(rf, caps.filter((c) => c > 0).length, share);
        const placed = placeData(caps, p.width ? p : rfOnly(rf));
        const ec = p.width ? placed.ecShare : 0;
        const R = placed.logical * (1 - ec);
        const E = p.width ? (placed.logical * ec) / p.data : 0;
        const amounts = perDomainAmounts(caps, rf, p.width, R, E);
        const need = rf * R + p.width * E;
        expect(amounts.total).toBeGreaterThanOrEqual(need * (1 - 1e-9));
        amounts.replicated.forEach((a, i) => expect(a + amounts.strips[i]!).toBeLessThanOrEqual(caps[i]! * (1 + 1e-9) + 1e-12));
        // Amounts too small to matter are left to the flow's rounding.
        const matters = (x: number) => x > 1e-9 * placed.logical;
        if (matters(R)) for (const chunk of chunksOf(amounts.replicated, rf, 97)) if (chunk.length) expect(new Set(chunk).size).toBe(rf);
        if (matters(E))
          for (const strip of chunksOf(amounts.strips, p.width, 97)) if (strip.length) expect(new Set(strip).size).toBe(p.width);
      }),
      { numRuns: 300 },
    );
  });

  it('nothing more fits: 0.1% more data has no placement at any share erasure-coded', () => {
    fc.assert(
      fc.property(capsArb, fc.constantFrom<2 | 3>(2, 3), fc.double({ min: 0.05, max: 1, noNaN: true }), (caps, rf, share) => {
        const p = withStrip(rf, caps.filter((c) => c > 0).length, share);
        if (!p.width) return;
        const more = placeData(caps, p).logical * 1.001;
        if (more === 0) return;
        for (let i = 0; i <= 20; i++) {
          const x = (share * i) / 20;
          const R = more * (1 - x);
          const E = (more * x) / p.data;
          expect(perDomainAmounts(caps, rf, p.width, R, E).total).toBeLessThan((rf * R + p.width * E) * (1 - 1e-9));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('turning EC-X on never places less than RF copies alone', () => {
    fc.assert(
      fc.property(capsArb, fc.constantFrom<2 | 3>(2, 3), fc.double({ min: 0, max: 1, noNaN: true }), (caps, rf, share) => {
        const p = withStrip(rf, caps.filter((c) => c > 0).length, share);
        expect(placeData(caps, p).logical).toBeGreaterThanOrEqual(placeData(caps, rfOnly(rf)).logical * (1 - 1e-12));
      }),
    );
  });
});
