import type { PerformanceStatus } from '../../model/constraints';
import type { WarningCode } from '../../model/warnings';

/**
 * English text of every warning. Parameters in braces come from the warning's params;
 * `bytes`-like params (bytes, workingSet, flash, provisioned, effective) are capacities and
 * `share`/`threshold` are fractions, formatted by the caller.
 */
export const WARNING_MESSAGES_EN: Record<WarningCode, string> = {
  'headroom-n0': 'N+0: no fault domain is held back, so a single failure leaves no room to re-protect data. Never size for N+0.',
  'headroom-below-rule':
    'N+k holds back {f} of the {rule} fault domains the rules ask for RF{rf} with these settings: after the failures it is meant to survive, the cluster may not re-protect or heal.',
  'block-failure-loses-data':
    'Node awareness with {perBlock} nodes per block: a chassis failure takes {perBlock} nodes at once, and with RF{rf} every copy of some data may sit in one chassis, so a single chassis failure can lose data. Use block awareness (and enough blocks for it).',
  'below-min-cluster': 'RF{rf} needs at least {min} nodes; this cluster has {nodes}.',
  'awareness-fallback':
    'With RF{rf}, {awareness} awareness needs at least {min} {awareness}s holding data; with {have} the cluster falls back to node awareness.',
  'ecx-below-minimum':
    'EC-X needs at least {min} fault domains with RF{rf} and this headroom ({domains} here): no erasure-coding saving is counted.',
  'ecx-write-heavy': '{group}: EC-X on write-heavy data (such as VDI) saves little and costs performance.',
  'dedup-outside-clones': '{group}: dedup ({ratio}:1) pays off for full clones and persistent desktops only, and this group is neither.',
  'tde-voids-compression':
    'Encryption inside the application makes data incompressible and unique: the {ratio}:1 data reduction is not counted, and dedup counts as off (no CVM RAM add-on for it).',
  'reduction-above-3':
    'A combined data-reduction ratio of {ratio}:1 (compression × dedup) is above {limit}:1; only synthetic benchmark data reduces like that.',
  'large-cluster-n1': '{nodes} nodes at N+1: above 24 nodes hold back two fault domains even with RF2 (or consider RF3).',
  'mix-nvme-hybrid': 'Unsupported: NVMe nodes cannot be mixed with hybrid (SSD+HDD) nodes.',
  'mix-hybrid-needs-all-flash':
    'Unsupported: a cluster mixing hybrid and all-flash nodes needs at least 2 all-flash nodes; it has {allFlash}: add {add} more, or remove the all-flash ones.',
  'mix-type-below-rf':
    'Unsupported: {type} is a storage-heavy or all-flash type, which needs at least {rf} nodes of its own in a mixed cluster (RF{rf}); it has {count}: add {add} more, or remove this type.',
  'stranded-capacity':
    'The {awareness} {domain} ({types}) strands {bytes}: every copy and strip member of a piece of data needs a fault domain of its own, and the other domains cannot hold enough of them (a larger domain, or too few domains).',
  'working-set-exceeds-flash':
    'The hot working set with its copies ({workingSet}) exceeds the flash tier left after a failure ({flash}): reads will come from HDD.',
  'vm-larger-than-node': 'A VM of {vcpu} vCPU and {ramGiB} GiB fits on no node after the CVM.',
  'no-supply-after-loss': 'After losing the reserve no {resource} is left at all: the domains held back hold all of it. Add nodes.',
  'threshold-cpu': 'CPU after losing the reserve is at {share}, above the {threshold} target.',
  'threshold-ram': 'RAM after losing the reserve is at {share}, above the {threshold} target.',
  'threshold-storage': 'Storage after losing the reserve is at {share} of effective capacity, above the {threshold} maximum fill.',
  'threshold-iops': 'IOPS after losing the reserve are at {share} of capability, above the {threshold} target.',
  'performance-unchecked':
    'Performance not checked ({status}): only NVMe node types have default IOPS figures. Enter per-node figures to check.',
  'no-flash-device': 'Unsupported: {type} has no SSD or NVMe device; every storage node needs one for its CVM.',
  'self-heal-goal-not-met': 'After losing the fault domains held back ({domains}) the cluster does not meet its goal ({goal}).',
  'thin-overcommit': 'Provisioned storage ({provisioned}) exceeds effective capacity ({effective}): thin provisioning is overcommitted.',
};

/** The words of a warning's parameters that are codes (a resource, a performance status), loaded with the warnings. */
export const WARNING_VALUES_EN = {
  resourceNames: { cpu: 'CPU', ram: 'RAM', storage: 'storage', iops: 'IOPS capability' },
  performanceStatus: {
    ok: 'every node type has figures',
    partial: 'some node types have no IOPS figures',
    'no-figures': 'no node type has IOPS figures',
  } satisfies Record<PerformanceStatus, string>,
};
