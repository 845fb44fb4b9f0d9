import type { Cluster, Licensing, LicencePrices, NodeType } from './config';
import { BYTES_PER } from './units';

/**
 * The quantities Nutanix licenses a cluster by, from its nodes as configured. Prices are the
 * user's (`Licensing.prices`); none is ever assumed. Rules and their sources: docs/model.md, section 11.
 *
 * - NCI (cloud infrastructure) and NCM (management) are sold per physical core: every core of every
 *   node the cluster runs, compute-only and storage-only nodes included (WhatMatrix, "Per Core +
 *   Flash TiB (AOS)", capacity-based licensing since September 2018; counting every node is an
 *   inference, the conservative one). A per-CPU minimum core count, where the user's quote states
 *   one, counts each CPU as at least that many cores; none was found in the stored sources, so
 *   none is applied until the user enters it.
 * - The flash TiB of the same licence, and NUS (unified storage), are counted in binary TiB of
 *   raw drive capacity as sold: flash (SSD and NVMe) for the former, every drive for the latter.
 *   Raw is the largest reading of a per-TiB licence and so the conservative one (an inference: the
 *   stored sources say "per Flash TB" and "per TB (Files)" without saying raw or usable).
 */
export const LICENCE_SOURCES = {
  perCoreAndFlash: {
    where: 'whatmatrix.com, Nutanix ECP HCI, Pricing: Software Pricing Model ("Per Core + Flash TiB (AOS)", "Per TB (Files)")',
    date: '2026-11-25',
    kind: 'src',
  },
  everyNodeCounted: { where: 'inference: every node runs AOS and its cores are counted', date: '2026-11-25', kind: 'infer' },
  rawTiB: { where: 'inference: raw capacity, the largest reading of a per-TiB licence', date: '2026-11-25', kind: 'infer' },
} as const;

export interface ClusterLicences {
  clusterId: string;
  name: string;
  nodes: number;
  cpus: number;
  /** Physical cores of every node. */
  physicalCores: number;
  /** Cores licensed: each CPU counted as at least the per-CPU minimum. */
  licensedCores: number;
  /** Raw SSD and NVMe capacity, binary TiB. */
  flashTiB: number;
  /** Raw capacity of every drive, binary TiB. */
  rawTiB: number;
}

/** A licence's quantity and, when the user gave its unit price, its cost. */
export interface LicenceLine {
  licence: 'nci' | 'ncm' | 'nciFlash' | 'nus';
  quantity: number;
  unit: 'cores' | 'TiB';
  unitPrice: number | null;
  cost: number | null;
}

export interface PlanLicences {
  clusters: ClusterLicences[];
  total: Omit<ClusterLicences, 'clusterId' | 'name'>;
  lines: LicenceLine[];
  currency: string | null;
  /** The sum of the lines the user priced; null when none is. */
  totalCost: number | null;
}

const TB_PER_TIB = BYTES_PER.TB / BYTES_PER.TiB;

export function clusterLicences(c: Cluster, nodeTypes: readonly NodeType[], licensing?: Licensing): ClusterLicences {
  const minCores = licensing?.minCoresPerCpu ?? 0;
  const out: ClusterLicences = {
    clusterId: c.id,
    name: c.name,
    nodes: 0,
    cpus: 0,
    physicalCores: 0,
    licensedCores: 0,
    flashTiB: 0,
    rawTiB: 0,
  };
  for (const n of c.nodes) {
    const t = nodeTypes.find((x) => x.id === n.nodeTypeId);
    if (!t) continue;
    out.nodes += n.count;
    out.cpus += n.count * t.sockets;
    out.physicalCores += n.count * t.sockets * t.coresPerSocket;
    out.licensedCores += n.count * t.sockets * Math.max(t.coresPerSocket, minCores);
    for (const d of t.drives) {
      const tib = n.count * d.count * d.sizeTB * TB_PER_TIB;
      out.rawTiB += tib;
      if (d.tier !== 'hdd') out.flashTiB += tib;
    }
  }
  return out;
}

const PRICE_OF: Record<LicenceLine['licence'], Exclude<keyof LicencePrices, 'currency'>> = {
  nci: 'nciPerCore',
  ncm: 'ncmPerCore',
  nciFlash: 'nciPerFlashTiB',
  nus: 'nusPerTiB',
};

/** Every cluster's quantities, their totals, and the cost of each licence the user priced. */
export function planLicences(clusters: readonly Cluster[], nodeTypes: readonly NodeType[], licensing?: Licensing): PlanLicences {
  const rows = clusters.map((c) => clusterLicences(c, nodeTypes, licensing));
  const total = { nodes: 0, cpus: 0, physicalCores: 0, licensedCores: 0, flashTiB: 0, rawTiB: 0 };
  for (const r of rows) for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += r[k];
  const quantities: [LicenceLine['licence'], number, LicenceLine['unit']][] = [
    ['nci', total.licensedCores, 'cores'],
    ['ncm', total.licensedCores, 'cores'],
    ['nciFlash', total.flashTiB, 'TiB'],
    ['nus', total.rawTiB, 'TiB'],
  ];
  const prices = licensing?.prices;
  const lines = quantities.map(([licence, quantity, unit]): LicenceLine => {
    const unitPrice = prices?.[PRICE_OF[licence]] ?? null;
    return { licence, quantity, unit, unitPrice, cost: typeof unitPrice === 'number' ? unitPrice * quantity : null };
  });
  const costs = lines.flatMap((l) => (l.cost === null ? [] : [l.cost]));
  return {
    clusters: rows,
    total,
    lines,
    currency: prices?.currency ?? null,
    totalCost: costs.length ? costs.reduce((s, x) => s + x, 0) : null,
  };
}
