import type { ConstraintId } from '../../../model/constraints';
import type { CandidateRow } from '../../../model/recommend';

export interface MarginPoint {
  nodes: number;
  feasible: boolean;
  /** The checked constraints' margins, by id, as the model computed them. */
  margins: Partial<Record<ConstraintId, number>>;
  tightest: { id: ConstraintId; margin: number } | null;
}

/** The candidate rows worth showing: eligible counts, up to a little past the larger of the two clusters. */
export function marginPoints(rows: readonly CandidateRow[], upTo: number): MarginPoint[] {
  return rows
    .filter((r) => r.eligible && r.nodes <= upTo)
    .map((r) => {
      // Hardware support does not change with the count: a line only when it fails.
      const checked = r.constraints.filter((k) => k.checked && (k.id !== 'supported' || !k.ok));
      const margins: MarginPoint['margins'] = {};
      for (const k of checked) margins[k.id] = k.margin;
      const tightest = checked.reduce<MarginPoint['tightest']>(
        (w, k) => (!w || k.margin < w.margin ? { id: k.id, margin: k.margin } : w),
        null,
      );
      return { nodes: r.nodes, feasible: r.feasible, margins, tightest };
    });
}
