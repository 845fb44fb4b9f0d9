import { facilitiesLookup } from '../../../catalogue/facilities';
import { CATALOGUE } from '../../../catalogue/catalogue';
import type { SizingConfig } from '../../../model/config';
import { clusterFacilities, type Facilities, sumFacilities } from '../../../model/facilities';
import { type HeadlessResult, size } from '../../../model/headless';
import { planLicences, type PlanLicences } from '../../../model/licences';
import { planRow, type PlanRow } from '../../../model/plan';

/** Every cluster of the plan sized with everything, with its licences, power and space: what the hand-over files hold. */
export interface Handover {
  config: SizingConfig;
  sizing: HeadlessResult;
  rows: PlanRow[];
  licences: PlanLicences;
  facilities: Facilities[];
  facilitiesTotal: ReturnType<typeof sumFacilities>;
}

const lookup = facilitiesLookup(CATALOGUE);

/** Licences and facilities of every cluster, from the document alone: the panel, the plan totals and the exports share it. */
export function licencesAndFacilities(config: SizingConfig): Pick<Handover, 'licences' | 'facilities' | 'facilitiesTotal'> {
  const facilities = config.clusters.map((c) => clusterFacilities(c, config.nodeTypes, lookup));
  return {
    licences: planLicences(config.clusters, config.nodeTypes, config.licensing),
    facilities,
    facilitiesTotal: sumFacilities(facilities),
  };
}

/** The whole plan sized: on a click in the page (its code loads then), or by the export command. */
export function handover(config: SizingConfig): Handover {
  const sizing = size(config);
  return { config, sizing, rows: sizing.clusters.map(planRow), ...licencesAndFacilities(config) };
}
