import type { Cluster } from './config';

/**
 * How the runway's expansion plan buys nodes: apart from the plan itself, so the pages that show or
 * set a policy need none of the sizing's code. [infer: inferExpansion]
 */

/** The expansion plan's buying policy with its defaults: whole nodes or blocks, any month. */
export interface BuyingPolicy {
  /** The fewest nodes a purchase buys (rounded up to whole blocks when block- or rack-aware). */
  minStepNodes: number;
  /** Purchases fall only on months 0, c, 2c...: each buys what holds until the next one. */
  cadenceMonths: number;
}

export const AS_NEEDED: BuyingPolicy = { minStepNodes: 1, cadenceMonths: 1 };

/** The cluster's own policy; a setting left out buys as needed, as before the policy existed. */
export const buyingPolicy = (c: Pick<Cluster, 'expansion'>): BuyingPolicy => ({
  minStepNodes: c.expansion?.minStepNodes ?? AS_NEEDED.minStepNodes,
  cadenceMonths: c.expansion?.cadenceMonths ?? AS_NEEDED.cadenceMonths,
});

/** The buying policies the runway compares: as needed, every quarter, every half year, yearly, and all today. */
export const CADENCE_CHOICES_MONTHS = [1, 3, 6, 12] as const;
