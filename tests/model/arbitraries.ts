import fc from 'fast-check';
import type { Cluster, DriveGroup, FailurePlan, FailureScope, NodeType, SizingConfig, VmGroup } from '../../src/model/config';

/** Random valid configs: every value inside the schema's ranges, every cross-reference sound. */

const drive: fc.Arbitrary<DriveGroup> = fc.record({
  tier: fc.constantFrom('nvme', 'ssd', 'hdd'),
  count: fc.integer({ min: 0, max: 12 }),
  sizeTB: fc.constantFrom(0.96, 1.92, 3.84, 7.68, 15.36, 4, 8, 18),
  selfEncrypting: fc.boolean(),
});

export const nodeTypeArb = (id: string, role?: NodeType['role']): fc.Arbitrary<NodeType> =>
  fc
    .record({
      id: fc.constant(id),
      name: fc.constant(`Type ${id}`),
      sockets: fc.integer({ min: 1, max: 2 }),
      coresPerSocket: fc.integer({ min: 8, max: 64 }),
      ghz: fc.double({ min: 2, max: 3.8, noNaN: true }),
      cpuFactor: fc.double({ min: 0.5, max: 2, noNaN: true }),
      ramGiB: fc.integer({ min: 128, max: 2048 }),
      // At least one flash device, as the platform requires.
      drives: fc
        .tuple(
          fc.record({
            tier: fc.constantFrom<'nvme' | 'ssd'>('nvme', 'ssd'),
            count: fc.integer({ min: 1, max: 8 }),
            sizeTB: fc.constantFrom(1.92, 3.84, 7.68),
            selfEncrypting: fc.boolean(),
          }),
          fc.array(drive, { maxLength: 2 }),
        )
        .map(([flash, rest]) => [flash, ...rest]),
      nicGbps: fc.constantFrom(10, 25, 50, 100),
      role: role ? fc.constant(role) : fc.constantFrom<NodeType['role']>('hci', 'hci', 'hci', 'storage-only', 'compute-only'),
      performance: fc.option(fc.record({ iops: fc.integer({ min: 10_000, max: 300_000 }) }), { nil: undefined }),
    })
    .map((t) => {
      if (t.performance === undefined) delete (t as Partial<NodeType>).performance;
      return t;
    });

export const vmGroupArb = (id: string): fc.Arbitrary<VmGroup> =>
  fc
    .record({
      id: fc.constant(id),
      name: fc.constant(`Group ${id}`),
      count: fc.integer({ min: 0, max: 200 }),
      vcpu: fc.integer({ min: 1, max: 32 }),
      ramGiB: fc.integer({ min: 1, max: 256 }),
      usedGiB: fc.integer({ min: 0, max: 4000 }),
      extraGiB: fc.integer({ min: 0, max: 4000 }),
      iops: fc.integer({ min: 0, max: 5000 }),
      hotShare: fc.double({ min: 0, max: 1, noNaN: true }),
      kind: fc.constantFrom<VmGroup['kind']>('server', 'database', 'vdi', 'files', 'exchange', 'analytics'),
      vcpuPerCore: fc.option(fc.double({ min: 0.5, max: 8, noNaN: true }), { nil: undefined }),
    })
    .map(({ extraGiB, vcpuPerCore, ...g }) => ({
      ...g,
      provisionedGiB: g.usedGiB + extraGiB,
      ...(vcpuPerCore === undefined ? {} : { vcpuPerCore }),
    }));

export const clusterArb = (nodeTypes: readonly NodeType[]): fc.Arbitrary<Cluster> => {
  const hci = nodeTypes.filter((t) => t.role === 'hci');
  return fc.record({
    id: fc.constant('c1'),
    name: fc.constant('Cluster'),
    nodes: fc
      .tuple(...nodeTypes.map((t) => fc.integer({ min: t.role === 'hci' ? 1 : 0, max: 12 }).map((count) => ({ nodeTypeId: t.id, count }))))
      .map((n) => n.filter((x, i) => x.count > 0 || i === 0)),
    faultDomains: fc.record({
      awareness: fc.constantFrom('node', 'block', 'rack'),
      nodesPerBlock: fc.constantFrom<1 | 2 | 4>(1, 2, 4),
      blocksPerRack: fc.integer({ min: 1, max: 8 }),
    }),
    protection: fc.record({
      rf: fc.constantFrom<2 | 3>(2, 3),
      ecx: fc.record({
        enabled: fc.boolean(),
        coldShare: fc.double({ min: 0, max: 1, noNaN: true }),
        savingsRealised: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
    }),
    headroom: fc.record({
      mode: fc.constantFrom('auto', 'fixed'),
      fixedDomains: fc.integer({ min: 0, max: 8 }),
      surviveSecondFailure: fc.boolean(),
      selfHealGoal: fc.constantFrom('restore-fault-tolerance', 'reprotect-data'),
    }),
    dataReduction: fc.record({
      compressionRatio: fc.double({ min: 1, max: 4, noNaN: true }),
      dedupRatio: fc.double({ min: 1, max: 2, noNaN: true }),
      applicationEncryption: fc.boolean(),
    }),
    overheads: fc.record({
      cvmCores: fc.oneof(fc.constant<'auto'>('auto'), fc.integer({ min: 0, max: 12 })),
      cvmRamGiB: fc.integer({ min: 16, max: 64 }),
      cvmRamAddOns: fc.boolean(),
      homeGiBPerDevice: fc.constant(60),
      homeDevices: fc.constant(2),
      metadataGiBPerDevice: fc.constant(15),
      metadataMaxDevices: fc.constant(4),
      curatorGiBPerHddTB: fc.constant(20),
      downstrokeGiBPerSsd: fc.constantFrom(0, 80),
      flashFormattingShare: fc.constantFrom(0, 0.0938, 0.1),
      hddFormattingShare: fc.constantFrom(0, 0.05, 0.1),
      oplogGiBAtRf2: fc.constantFrom(0, 400),
      oplogShareAtRf2: fc.constantFrom(0, 0.25),
    }),
    thresholds: fc.record({
      cpu: fc.double({ min: 0.5, max: 1, noNaN: true }),
      ram: fc.double({ min: 0.5, max: 1, noNaN: true }),
      storageFill: fc.double({ min: 0.5, max: 1, noNaN: true }),
      iops: fc.double({ min: 0.5, max: 1, noNaN: true }),
    }),
    rebuild: fc.record({
      rateGBpsPerNode: fc.double({ min: 0.1, max: 1, noNaN: true }),
      startDelaySeconds: fc.constant(60),
      ringRemovalSeconds: fc.constantFrom(0, 1800, 7200),
    }),
    workload: fc.record({
      vmGroups: fc.integer({ min: 0, max: 6 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => vmGroupArb(`g${i + 1}`)))),
      snapshots: fc.record({
        dailyChangeShare: fc.double({ min: 0, max: 0.1, noNaN: true }),
        retentionDays: fc.integer({ min: 0, max: 30 }),
      }),
      growth: fc.record({ yearlyShare: fc.double({ min: 0, max: 0.5, noNaN: true }), years: fc.integer({ min: 0, max: 5 }) }),
    }),
    recommendNodeTypeId: fc.constantFrom(...hci.map((t) => t.id)),
    failurePlan: failurePlanArb(nodeTypes),
    hypervisor: fc.record(
      {
        kind: fc.constantFrom('ahv', 'esxi'),
        hostCores: fc.integer({ min: 0, max: 4 }),
        hostRamShare: fc.double({ min: 0, max: 0.1, noNaN: true }),
        vmMemoryReservedShare: fc.double({ min: 0, max: 1, noNaN: true }),
        cvmCpuReservationMHz: fc.constantFrom(0, 10_000),
      },
      { requiredKeys: ['kind'] },
    ),
  });
};

/** A plan naming the cluster's node types, sometimes a node past a type's count (it fails nothing). */
export const failurePlanArb = (nodeTypes: readonly NodeType[]): fc.Arbitrary<FailurePlan> =>
  fc.record({
    steps: fc.array(
      fc.record({
        atMinutes: fc.integer({ min: 0, max: 600 }),
        targets: fc.array(
          fc.record({
            nodeTypeId: fc.constantFrom(...nodeTypes.map((t) => t.id)),
            index: fc.integer({ min: 1, max: 14 }),
            scope: fc.constantFrom<FailureScope>('node', 'block', 'rack'),
          }),
          { minLength: 1, maxLength: 3 },
        ),
      }),
      { maxLength: 4 },
    ),
  });

export const configArb: fc.Arbitrary<SizingConfig> = fc
  .tuple(nodeTypeArb('t1', 'hci'), fc.array(fc.constantFrom('t2', 't3'), { maxLength: 2 }))
  .chain(([first, others]) => fc.tuple(fc.constant(first), ...[...new Set(others)].map((id) => nodeTypeArb(id))))
  .chain((nodeTypes) =>
    clusterArb(nodeTypes).map((cluster): SizingConfig => ({ schemaVersion: 6, name: 'Random', nodeTypes, clusters: [cluster] })),
  );
