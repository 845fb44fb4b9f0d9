import type { SizingConfig } from '../../../model/config';
import { type HeadlessResult, size } from '../../../model/headless';
import { planRow, type PlanRow } from '../../../model/plan';
import { type LicencesAndFacilities, licencesAndFacilities } from './licencesAndFacilities';

/** Every cluster of the plan sized with everything, with its licences, power and space: what the hand-over files hold. */
export interface Handover extends LicencesAndFacilities {
  config: SizingConfig;
  sizing: HeadlessResult;
  rows: PlanRow[];
}

/** The whole plan sized: on a click in the page (its code loads then), or by the export command. */
export function handover(config: SizingConfig): Handover {
  const sizing = size(config);
  return { config, sizing, rows: sizing.clusters.map(planRow), ...licencesAndFacilities(config) };
}
