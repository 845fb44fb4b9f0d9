import type { WaterfallStep } from '../../../model/evaluate';

export interface Bar {
  id: WaterfallStep['id'];
  kind: WaterfallStep['kind'];
  stage: WaterfallStep['stage'];
  /** Bottom and top of the bar in bytes: `minus` bars float where they are taken from. */
  range: [number, number];
  reserve: boolean;
}

/**
 * Chart geometry only: a step that takes capacity away hangs from the running total it reduces.
 * The amounts themselves are the model's.
 */
export function waterfallBars(steps: readonly WaterfallStep[]): Bar[] {
  let level = 0;
  return steps.map((s) => {
    const v = s.figure.value;
    if (s.kind === 'total') {
      level = v;
      return { id: s.id, kind: s.kind, stage: s.stage, range: [0, v], reserve: false };
    }
    const top = level;
    level = Math.max(0, level - v);
    return { id: s.id, kind: s.kind, stage: s.stage, range: [level, top], reserve: s.id === 'rebuildReserve' };
  });
}
