import type { PlatformFacilities } from '../model/facilities';
import type { Catalogue, Platform } from './types';

/** What a platform's entry gives the power, heat and space figures: only the figures it cites. */
export function platformFacilities(p: Platform): PlatformFacilities {
  const f: PlatformFacilities = {};
  if (p.nodesPerBlock !== undefined) f.nodesPerBlock = p.nodesPerBlock;
  if (p.rackUnits !== undefined) f.rackUnitsPerBlock = p.rackUnits;
  if (p.rackUnitsPerNode !== undefined) f.rackUnitsPerNode = p.rackUnitsPerNode;
  if (p.powerSupplies?.typicalW !== undefined) f.typicalWPerBlock = p.powerSupplies.typicalW;
  if (p.powerSupplies?.maxW !== undefined) f.maxWPerBlock = p.powerSupplies.maxW;
  if (p.weightKg !== undefined) f.weightKgPerBlock = p.weightKg;
  return f;
}

/** The catalogue's figures by platform id, as the model's power and space figures look them up. */
export function facilitiesLookup(catalogue: Catalogue): (catalogueId: string) => PlatformFacilities | undefined {
  const byId = new Map(catalogue.platforms.map((p) => [p.id, platformFacilities(p)]));
  return (id) => byId.get(id);
}
