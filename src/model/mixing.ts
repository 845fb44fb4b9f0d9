import type { ReplicationFactor } from './config';
import { MIN_ALL_FLASH_IN_HYBRID_MIX } from './defaults';
import type { NodeFacts } from './node';

/** The nodes of one type in a cluster. */
export interface TypeCount {
  facts: NodeFacts;
  count: number;
}

/** A rule of the platform the cluster breaks: it is then unsupported, whatever its capacity. */
export type SupportProblem =
  | { code: 'no-flash-device'; typeId: string }
  | { code: 'mix-nvme-hybrid' }
  | { code: 'mix-hybrid-needs-all-flash'; allFlash: number; add: number }
  | { code: 'mix-type-below-rf'; typeId: string; count: number; add: number };

/**
 * Hardware and mixing rules [src: Bible "Drive Breakdown", Nutanix sizing bootcamp]: every storage
 * node needs a flash device for its CVM; in a cluster of several types, NVMe never mixes with
 * hybrid, a hybrid mix needs at least 2 all-flash nodes, and each storage-heavy or all-flash type
 * needs at least RF nodes of its own.
 */
export function supportProblems(types: readonly TypeCount[], rf: ReplicationFactor): SupportProblem[] {
  const present = types.filter((t) => t.count > 0);
  const out: SupportProblem[] = [];
  for (const t of present) {
    if (t.facts.role !== 'compute-only' && t.facts.flashDevices === 0) out.push({ code: 'no-flash-device', typeId: t.facts.typeId });
  }
  if (present.length < 2) return out;
  const countOf = (cls: NodeFacts['storageClass']) =>
    present.filter((t) => t.facts.storageClass === cls && t.facts.role !== 'compute-only').reduce((s, t) => s + t.count, 0);
  const nvme = countOf('nvme');
  const hybrid = countOf('hybrid');
  const allFlash = countOf('all-flash') + nvme;
  const minAllFlash = MIN_ALL_FLASH_IN_HYBRID_MIX.value;
  if (nvme > 0 && hybrid > 0) out.push({ code: 'mix-nvme-hybrid' });
  else if (hybrid > 0 && allFlash > 0 && allFlash < minAllFlash) {
    out.push({ code: 'mix-hybrid-needs-all-flash', allFlash, add: minAllFlash - allFlash });
  }
  for (const t of present) {
    const f = t.facts;
    const heavy = f.role === 'storage-only' || f.storageClass === 'all-flash' || f.storageClass === 'nvme';
    if (heavy && t.count < rf) out.push({ code: 'mix-type-below-rf', typeId: f.typeId, count: t.count, add: rf - t.count });
  }
  return out;
}

/** Node types of a placed cluster with their counts, in the order they first appear. */
export function typeCounts(nodes: readonly { facts: NodeFacts }[]): TypeCount[] {
  const byType = new Map<string, TypeCount>();
  for (const n of nodes) {
    const t = byType.get(n.facts.typeId);
    if (t) t.count++;
    else byType.set(n.facts.typeId, { facts: n.facts, count: 1 });
  }
  return [...byType.values()];
}
