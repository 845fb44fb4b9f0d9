/**
 * Mixed-capacity placement [src: Sizer's mixed-capacity algorithm; general form infer]: copies of
 * one piece of data sit in different fault domains, so with capacities c_i the largest logical
 * data D that fits with r copies is the largest D with sum_i min(c_i, D) >= r * D.
 *
 * With c sorted descending and T_k the sum without the k largest, sum_i min(c_i, D) equals
 * min over k of (k * D + T_k), so D = min over k < r of T_k / (r - k).
 */
export function largestPlaceable(capacities: readonly number[], copies: number): number {
  const c = [...capacities].sort((a, b) => b - a);
  let tail = 0;
  for (const x of c) tail += x;
  let best = Infinity;
  for (let k = 0; k < copies; k++) {
    if (k >= c.length) return 0;
    best = Math.min(best, tail / (copies - k));
    tail -= c[k]!;
  }
  return Number.isFinite(best) ? Math.max(0, best) : 0;
}

export interface Stranding {
  /** Physical capacity that can hold copies. */
  placeable: number;
  stranded: number;
  /** Indices of domains whose capacity exceeds one copy of everything, with what they strand. */
  byDomain: { index: number; stranded: number }[];
}

export function stranding(capacities: readonly number[], copies: number): Stranding {
  const d = largestPlaceable(capacities, copies);
  let total = 0;
  const byDomain: Stranding['byDomain'] = [];
  capacities.forEach((c, index) => {
    total += c;
    if (c > d) byDomain.push({ index, stranded: c - d });
  });
  const placeable = Math.min(total, copies * d);
  return { placeable, stranded: total - placeable, byDomain };
}
