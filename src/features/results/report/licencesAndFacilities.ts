import { facilitiesLookup } from '../../../catalogue/facilities';
import { CATALOGUE } from '../../../catalogue/catalogue';
import type { Cluster, SizingConfig } from '../../../model/config';
import { clusterFacilities, type Facilities, sumFacilities } from '../../../model/facilities';
import { planLicences, type PlanLicences } from '../../../model/licences';

export interface LicencesAndFacilities {
  licences: PlanLicences;
  facilities: Facilities[];
  facilitiesTotal: ReturnType<typeof sumFacilities>;
}

const lookup = facilitiesLookup(CATALOGUE);

/**
 * Licences, power and space of the clusters given (the plan's, or the one on screen alone), from the
 * document and the catalogue: the panel, the plan's totals and the exports share it.
 */
export function licencesAndFacilities(config: SizingConfig, clusters: readonly Cluster[] = config.clusters): LicencesAndFacilities {
  const facilities = clusters.map((c) => clusterFacilities(c, config.nodeTypes, lookup));
  return {
    licences: planLicences(clusters, config.nodeTypes, config.licensing),
    facilities,
    facilitiesTotal: sumFacilities(facilities),
  };
}
