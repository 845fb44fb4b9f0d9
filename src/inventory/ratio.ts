import { MEASURED_RATIO_HOSTS_LOST } from '../model/defaults';
import { VCPU_PER_CORE } from '../schema/config';
import type { HostSummary } from './types';

/** Today's vCPU:core ratio, measured as the Nutanix sizing workshop does: against one host fewer. */
export interface MeasuredRatio {
  vcpu: number;
  hosts: number;
  cores: number;
  /** Cores of the hosts left out: the largest ones, as many as the workshop loses. */
  coresLost: number;
  /** vCPU ÷ (cores − cores lost); null when no host would be left. */
  ratio: number | null;
}

/**
 * The vCPU of the VMs imported over the physical cores of their source hosts less the largest
 * [src: workshopRatio]. Hosts of clusters left out of the import are left out here too; hosts the
 * vHost sheet names no cluster for count whatever is left out, as the sheet cannot say.
 */
export function measureRatio(hosts: HostSummary, vcpu: number, excluded: readonly string[] = []): MeasuredRatio {
  const left = new Set(excluded);
  const cores = hosts.byCluster
    .filter((c) => c.cluster === '' || !left.has(c.cluster))
    .flatMap((c) => c.cores)
    .sort((a, b) => b - a);
  let total = 0;
  for (const c of cores) total += c;
  let coresLost = 0;
  for (const c of cores.slice(0, MEASURED_RATIO_HOSTS_LOST.value)) coresLost += c;
  const remaining = total - coresLost;
  return { vcpu, hosts: cores.length, cores: total, coresLost, ratio: remaining > 0 ? vcpu / remaining : null };
}

/**
 * The measured ratio as a cluster's setting: rounded down to hundredths, so that the cores sized
 * are never fewer than measured; none where it falls outside what a cluster may be set to.
 */
export function offeredRatio(m: MeasuredRatio): number | null {
  if (m.ratio === null) return null;
  // The small allowance keeps a ratio such as 0.29, held as 0.28999…, at 0.29.
  const r = Math.floor(m.ratio * 100 + 1e-9) / 100;
  return r >= VCPU_PER_CORE.min && r <= VCPU_PER_CORE.max ? r : null;
}
