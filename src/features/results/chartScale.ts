/**
 * A chart's value axis and the labels on its reference lines, worked out before Recharts draws
 * them: with the axis fixed here, how far apart two lines are in pixels is known, and labels that
 * would print over each other are joined into one.
 */

/** The steps an axis may take, per power of ten: the ones that read as round figures. */
const STEPS = [1, 2, 2.5, 5, 10];

/**
 * Ticks from 0 to the first round figure at or above `max`, at most `count` steps of 1, 2, 2.5 or
 * 5 times a power of ten: 0 to 100 % in quarters, 0 to 10,000 % in steps of 2,500 %.
 */
export function zeroBasedTicks(max: number, count = 4): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const power = 10 ** Math.floor(Math.log10(max / count));
  const step = STEPS.map((s) => s * power).find((s) => s * count >= max * (1 - 1e-12))!;
  const steps = Math.ceil(max / step - 1e-12);
  return Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/**
 * Values whose lines lie closer than `minGapPx` on an axis of `axisPx` pixels from 0 to `top`, in
 * groups from the lowest: each group's label is drawn once, above its highest line.
 */
export function closeGroups(values: readonly number[], top: number, axisPx: number, minGapPx: number): number[][] {
  const px = (v: number) => (v / top) * axisPx;
  const groups: number[][] = [];
  for (const v of [...new Set(values)].sort((a, b) => a - b)) {
    const last = groups[groups.length - 1];
    if (last && px(v) - px(last[last.length - 1]!) < minGapPx) last.push(v);
    else groups.push([v]);
  }
  return groups;
}
