import type { Formatter } from '../../i18n/numbers';

/**
 * A share and its target as percentages, told apart: with the decimals that show the difference
 * where both would round to the same whole figure (80.4 % against an 80 % target, not "80 %, above
 * the 80 % target"); as every other percentage where they differ whole.
 */
export function percentsApart(fmt: Formatter, share: number, target: number): { share: string; target: string } {
  let digits: number | undefined;
  if (fmt.percent(share) === fmt.percent(target))
    for (let d = 1; d <= 3 && digits === undefined; d++) if (fmt.percent(share, d) !== fmt.percent(target, d)) digits = d;
  return { share: fmt.percent(share, digits), target: fmt.percent(target, digits) };
}
