import type { Cluster, NodeType } from './config';

/**
 * Power, heat, rack space and weight of a cluster, from the figures the platform catalogue gives
 * for the model each node type was copied from (`catalogueId`). A figure the catalogue lacks is
 * `null`, "unknown": never estimated, and a total that would need it is unknown too, so no partial
 * sum passes for a total. Rules and sources: docs/model.md, section 12.
 */

/** What the catalogue says of one platform, per block (chassis) unless named per node. */
export interface PlatformFacilities {
  nodesPerBlock?: number;
  rackUnitsPerBlock?: number;
  rackUnitsPerNode?: number;
  typicalWPerBlock?: number;
  maxWPerBlock?: number;
  weightKgPerBlock?: number;
}

/** Watts to BTU per hour: 1 BTU(IT)/h = 0.293 071 1 W (NIST SP 811, 2008 edition, appendix B.9). */
export const BTU_PER_HOUR_PER_WATT = 1 / 0.2930711;

export const FACILITY_SOURCES = {
  btu: {
    where: 'NIST Special Publication 811 (2008), Guide for the Use of the SI, appendix B.9: 1 BTU_IT/h = 0.293 071 1 W',
    date: '2008-03',
  },
  wholeBlocks: {
    where:
      "inference: a node type's nodes fill whole blocks of the catalogue's size; power and weight are per block as the catalogue gives them",
    date: '2026-11-25',
  },
} as const;

export interface Facilities {
  typicalW: number | null;
  maxW: number | null;
  typicalBtuPerHour: number | null;
  maxBtuPerHour: number | null;
  /** Nodes' rack units plus the top-of-rack switches'. */
  rackUnits: number | null;
  switchRackUnits: number;
  weightKg: number | null;
  /** Node types whose figures the catalogue lacks (or that name no catalogue entry), by name. */
  unknownFor: { typical: string[]; max: string[]; rackUnits: string[]; weight: string[] };
}

type Lookup = (catalogueId: string) => PlatformFacilities | undefined;

const btu = (w: number | null) => (w === null ? null : w * BTU_PER_HOUR_PER_WATT);

export function clusterFacilities(c: Cluster, nodeTypes: readonly NodeType[], lookup: Lookup): Facilities {
  const sums = { typical: 0, max: 0, rackUnits: 0, weight: 0 };
  const unknownFor: Facilities['unknownFor'] = { typical: [], max: [], rackUnits: [], weight: [] };
  for (const n of c.nodes) {
    const t = nodeTypes.find((x) => x.id === n.nodeTypeId);
    if (!t || n.count <= 0) continue;
    const p = t.catalogueId ? lookup(t.catalogueId) : undefined;
    const blocks = p?.nodesPerBlock ? Math.ceil(n.count / p.nodesPerBlock) : null;
    const perBlock = (key: 'typical' | 'max' | 'weight', v: number | undefined) => {
      if (blocks === null || v === undefined) unknownFor[key].push(t.name);
      else sums[key] += blocks * v;
    };
    perBlock('typical', p?.typicalWPerBlock);
    perBlock('max', p?.maxWPerBlock);
    perBlock('weight', p?.weightKgPerBlock);
    if (p?.rackUnitsPerNode !== undefined) sums.rackUnits += n.count * p.rackUnitsPerNode;
    else if (blocks !== null && p?.rackUnitsPerBlock !== undefined) sums.rackUnits += blocks * p.rackUnitsPerBlock;
    else unknownFor.rackUnits.push(t.name);
  }
  const known = (key: keyof typeof sums) => (unknownFor[key].length ? null : sums[key]);
  const switchRackUnits = (c.rack?.torSwitches ?? 0) * (c.rack?.torSwitchRackUnits ?? 0);
  const nodeUnits = known('rackUnits');
  return {
    typicalW: known('typical'),
    maxW: known('max'),
    typicalBtuPerHour: btu(known('typical')),
    maxBtuPerHour: btu(known('max')),
    rackUnits: nodeUnits === null ? null : nodeUnits + switchRackUnits,
    switchRackUnits,
    weightKg: known('weight'),
    unknownFor,
  };
}

/** A plan's totals: a figure is unknown when any cluster's is. */
export function sumFacilities(list: readonly Facilities[]): Omit<Facilities, 'unknownFor'> {
  const add = (key: 'typicalW' | 'maxW' | 'typicalBtuPerHour' | 'maxBtuPerHour' | 'rackUnits' | 'weightKg') =>
    list.reduce<number | null>((s, f) => (s === null || f[key] === null ? null : s + f[key]), 0);
  return {
    typicalW: add('typicalW'),
    maxW: add('maxW'),
    typicalBtuPerHour: add('typicalBtuPerHour'),
    maxBtuPerHour: add('maxBtuPerHour'),
    rackUnits: add('rackUnits'),
    switchRackUnits: list.reduce((s, f) => s + f.switchRackUnits, 0),
    weightKg: add('weightKg'),
  };
}
