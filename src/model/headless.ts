import type { SizingConfig } from './config';
import { size, type SizingResult } from './evaluate';
import { type FailurePlanReport, simulateFailurePlans } from './failurePlan';

/** The headless sizer's result: every cluster's sizing, and its failure plan replayed step by step. */
export interface HeadlessResult extends SizingResult {
  failurePlans: FailurePlanReport[];
}

// Kept apart from size() so that the widget, which sizes without plans, does not carry the simulator.
export function sizeHeadless(config: SizingConfig): HeadlessResult {
  return { ...size(config), failurePlans: simulateFailurePlans(config) };
}
