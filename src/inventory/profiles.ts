import type { VmGroup } from '../model/config';
import type { Sourced } from '../model/defaults';
import type { SourceId } from '../model/sources';

/**
 * Per-VM starting points for sizing without an inventory. Each figure names its source; most are
 * inferences (typical sizes of the kind, editable once added), the seeds give a few: 216 IOPS per
 * Exchange mailbox VM (Jetstress, seed 003), 4 vCPU and 8 GB per Postgres VM (seed 002), and the
 * 20% hot share (seed 000).
 */
export type ProfileId = 'vdi-task' | 'vdi-knowledge' | 'vdi-power' | 'sql-server' | 'oracle' | 'postgres' | 'exchange' | 'server';

export interface WorkloadProfile {
  id: ProfileId;
  kind: VmGroup['kind'];
  vcpu: Sourced<number>;
  ramGiB: Sourced<number>;
  usedGiB: Sourced<number>;
  provisionedGiB: Sourced<number>;
  iops: Sourced<number>;
  hotShare: Sourced<number>;
}

const s = <T>(value: T, source: SourceId): Sourced<T> => ({ value, source });
const i = (value: number) => s(value, 'inferProfiles');
const HOT = s(0.2, 'seedCompression');

export const WORKLOAD_PROFILES: readonly WorkloadProfile[] = [
  { id: 'vdi-task', kind: 'vdi', vcpu: i(2), ramGiB: i(4), usedGiB: i(30), provisionedGiB: i(40), iops: i(10), hotShare: HOT },
  { id: 'vdi-knowledge', kind: 'vdi', vcpu: i(2), ramGiB: i(8), usedGiB: i(50), provisionedGiB: i(60), iops: i(20), hotShare: HOT },
  { id: 'vdi-power', kind: 'vdi', vcpu: i(4), ramGiB: i(16), usedGiB: i(80), provisionedGiB: i(100), iops: i(40), hotShare: HOT },
  { id: 'sql-server', kind: 'database', vcpu: i(8), ramGiB: i(64), usedGiB: i(500), provisionedGiB: i(750), iops: i(2000), hotShare: HOT },
  { id: 'oracle', kind: 'database', vcpu: i(8), ramGiB: i(64), usedGiB: i(500), provisionedGiB: i(750), iops: i(2000), hotShare: HOT },
  {
    id: 'postgres',
    kind: 'database',
    vcpu: s(4, 'seedDensity'),
    // Seed 002's VMs have 8 GB; read as 8 GiB, the binary unit hypervisors mean.
    ramGiB: s(8, 'seedDensity'),
    usedGiB: i(100),
    provisionedGiB: i(150),
    iops: i(1000),
    hotShare: HOT,
  },
  {
    id: 'exchange',
    kind: 'exchange',
    vcpu: i(8),
    ramGiB: i(48),
    usedGiB: i(1000),
    provisionedGiB: i(1500),
    iops: s(216, 'seedResiliency'),
    hotShare: HOT,
  },
  { id: 'server', kind: 'server', vcpu: i(2), ramGiB: i(8), usedGiB: i(80), provisionedGiB: i(120), iops: i(50), hotShare: HOT },
];

/** A profile as the values of a new VM group of `count` VMs. */
export function profileGroup(p: WorkloadProfile, count: number): Omit<VmGroup, 'id' | 'name'> {
  return {
    count,
    vcpu: p.vcpu.value,
    ramGiB: p.ramGiB.value,
    usedGiB: p.usedGiB.value,
    provisionedGiB: p.provisionedGiB.value,
    iops: p.iops.value,
    hotShare: p.hotShare.value,
    kind: p.kind,
  };
}
