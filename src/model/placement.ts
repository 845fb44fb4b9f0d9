export interface Stranding {
  /** Physical capacity that can hold copies. */
  placeable: number;
  stranded: number;
  /** Indices of domains whose capacity exceeds one copy of everything, with what they strand. */
  byDomain: { index: number; stranded: number }[];
}

/** How the data is protected: RF copies, and optionally EC-X strips for up to a share of it. */
export interface Protection {
  rf: number;
  /** Strip members (data + parity) and data members; 0 when no strip applies. */
  width: number;
  data: number;
  /** Share of the logical data that may be erasure-coded (cold share x savings realised). */
  maxEcShare: number;
}

export interface Placement {
  /** Largest logical data that fits. */
  logical: number;
  /** Share of it erasure-coded at that optimum (at most maxEcShare). */
  ecShare: number;
  /** Physical bytes per logical byte at that share. */
  overhead: number;
  /** Most physical bytes one domain can hold: one copy of the replicated part, one member per strip. */
  perDomainLimit: number;
  stranding: Stranding;
}

/**
 * Mixed-capacity placement [src: Sizer's mixed-capacity algorithm; general form infer]: copies of
 * one piece of data sit in different fault domains, so with capacities c_i the largest logical
 * data D that fits with r copies is the largest D with sum_i min(c_i, D) >= r * D. With c sorted
 * descending and T_k the sum without the k largest, sum_i min(c_i, D) = min over k of
 * (k * D + T_k), so D = min over k < r of T_k / (r - k).
 *
 * Largest logical data D that fits when a share x of it is erasure-coded in strips of w members
 * (d data) and the rest is replicated r times [derivation in docs/model.md, "EC-X on mixed
 * sizes"]. Per domain at most one copy of each replicated piece and one member of each strip:
 * with R = D(1 - x) and E = D x / d, a placement exists exactly when, for every k,
 *   (r - k)+ R + (w - k)+ E <= T_k        (k < w)
 * (Gale's supply-demand theorem on two kinds of data). Each k bounds 1/D from below by a line
 * in x, so 1/D(x) is their convex maximum: the best x in [0, maxEcShare] is an end or a crossing.
 * Cold data for which no strip fits stays replicated, so x may fall below the entered share
 * [infer: as the platform leaves data it cannot erasure-code at RF].
 */
export function placeData(capacities: readonly number[], p: Protection): Placement {
  const c = [...capacities].sort((a, b) => b - a);
  let total = 0;
  for (const x of c) total += x;
  const ec = p.width > 0 && p.data > 0 && p.maxEcShare > 0;
  const kMax = ec ? p.width : p.rf;
  // Line k: L_k(x) = alpha_k + beta_k x, against T_k.
  const lines: { alpha: number; beta: number; tail: number }[] = [];
  let tail = total;
  for (let k = 0; k < kMax; k++) {
    const rep = Math.max(0, p.rf - k);
    const alpha = rep;
    const beta = ec ? (p.width - k) / p.data - rep : 0;
    lines.push({ alpha, beta, tail: k < c.length ? tail : 0 });
    if (k < c.length) tail -= c[k]!;
  }
  const logicalAt = (x: number): number => {
    let best = Infinity;
    for (const l of lines) {
      const load = l.alpha + l.beta * x;
      if (load <= 0) continue;
      best = Math.min(best, l.tail / load);
    }
    return Number.isFinite(best) ? Math.max(0, best) : 0;
  };
  let x = 0;
  let logical = logicalAt(0);
  if (ec) {
    const candidates = [p.maxEcShare];
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const a = lines[i]!;
        const b = lines[j]!;
        const den = a.beta * b.tail - b.beta * a.tail;
        if (den === 0) continue;
        const cross = (b.alpha * a.tail - a.alpha * b.tail) / den;
        if (cross > 0 && cross < p.maxEcShare) candidates.push(cross);
      }
    }
    for (const cand of candidates) {
      const d = logicalAt(cand);
      if (d > logical) {
        logical = d;
        x = cand;
      }
    }
  }
  const overhead = ec ? p.rf * (1 - x) + (p.width / p.data) * x : p.rf;
  const perDomainLimit = ec ? logical * (1 - x + x / p.data) : logical;
  // Where everything is placeable, rounding must not show a few bytes as stranded.
  const fits = overhead * logical;
  const placeable = fits >= total * (1 - 1e-12) ? total : fits;
  const byDomain: Stranding['byDomain'] = [];
  capacities.forEach((cap, index) => {
    if (cap > perDomainLimit) byDomain.push({ index, stranded: cap - perDomainLimit });
  });
  return { logical, ecShare: x, overhead, perDomainLimit, stranding: { placeable, stranded: total - placeable, byDomain } };
}
