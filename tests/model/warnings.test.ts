import { describe, expect, it } from 'vitest';
import { WARNING_MESSAGES_EN } from '../../src/i18n/en/warnings';
import { cluster, codes, evaluate, nodeType, vm } from './helpers';

const hybrid = nodeType({
  id: 'h',
  drives: [
    { tier: 'ssd', count: 2, sizeTB: 1.92, selfEncrypting: false },
    { tier: 'hdd', count: 4, sizeTB: 8, selfEncrypting: false },
  ],
});
const flash = nodeType({ id: 'f', drives: [{ tier: 'ssd', count: 4, sizeTB: 3.84, selfEncrypting: false }] });
const nvme = nodeType({ id: 'v', drives: [{ tier: 'nvme', count: 4, sizeTB: 3.84, selfEncrypting: false }] });
const mixed = (nodes: { nodeTypeId: string; count: number }[]) => cluster(0, { nodes, recommendNodeTypeId: nodes[0]!.nodeTypeId });

describe('node-type mixing rules (Nutanix sizing bootcamp)', () => {
  it('NVMe nodes cannot be mixed with hybrid nodes', () => {
    const r = evaluate(
      mixed([
        { nodeTypeId: 'h', count: 3 },
        { nodeTypeId: 'v', count: 3 },
      ]),
      [hybrid, nvme],
    );
    expect(r.warnings.find((w) => w.code === 'mix-nvme-hybrid')).toMatchObject({
      severity: 'critical',
      target: { clusterId: 'c1', field: 'nodes' },
    });
  });
  it('a hybrid mix needs at least 2 all-flash nodes', () => {
    expect(
      codes(
        evaluate(
          mixed([
            { nodeTypeId: 'h', count: 4 },
            { nodeTypeId: 'f', count: 1 },
          ]),
          [hybrid, flash],
        ),
      ),
    ).toContain('mix-hybrid-needs-all-flash');
    expect(
      codes(
        evaluate(
          mixed([
            { nodeTypeId: 'h', count: 4 },
            { nodeTypeId: 'f', count: 2 },
          ]),
          [hybrid, flash],
        ),
      ),
    ).not.toContain('mix-hybrid-needs-all-flash');
  });
  it('each all-flash or storage-heavy type needs at least RF nodes of its own, named by id', () => {
    const r = evaluate(
      mixed([
        { nodeTypeId: 'h', count: 4 },
        { nodeTypeId: 'f', count: 2 },
      ]),
      [hybrid, flash],
    );
    expect(r.warnings.filter((w) => w.code === 'mix-type-below-rf')).toEqual([]);
    const rf3 = evaluate(
      {
        ...mixed([
          { nodeTypeId: 'h', count: 4 },
          { nodeTypeId: 'f', count: 2 },
        ]),
        protection: { rf: 3, ecx: { enabled: false, coldShare: 0, savingsRealised: 0 } },
      },
      [hybrid, flash],
    );
    expect(rf3.warnings.find((w) => w.code === 'mix-type-below-rf')).toMatchObject({
      target: { nodeTypeId: 'f' },
      params: { count: 2, rf: 3 },
    });
  });
  it('every storage node needs a flash device', () => {
    const hddOnly = nodeType({ drives: [{ tier: 'hdd', count: 4, sizeTB: 8, selfEncrypting: false }] });
    expect(codes(evaluate(cluster(4), [hddOnly]))).toContain('no-flash-device');
  });
});

describe('data-reduction and workload warnings', () => {
  it('dedup outside clones and VDI points at the VM group', () => {
    const r = evaluate(
      cluster(4, {
        dataReduction: { dedupRatio: 1.5 },
        workload: { vmGroups: [vm({ id: 'db', kind: 'database' }), vm({ id: 'desk', kind: 'vdi' })] },
      }),
    );
    expect(r.warnings.filter((w) => w.code === 'dedup-outside-clones').map((w) => w.target.vmGroupId)).toEqual(['db']);
  });
  it('EC-X on write-heavy data (VDI) points at the VM group', () => {
    const r = evaluate(cluster(6, { protection: { ecx: { enabled: true } }, workload: { vmGroups: [vm({ id: 'desk', kind: 'vdi' })] } }));
    expect(r.warnings.find((w) => w.code === 'ecx-write-heavy')!.target.vmGroupId).toBe('desk');
  });
  it('a combined ratio above 3:1 is flagged, 3:1 itself is not', () => {
    expect(codes(evaluate(cluster(4, { dataReduction: { compressionRatio: 3.99 } })))).toContain('reduction-above-3');
    expect(codes(evaluate(cluster(4, { dataReduction: { compressionRatio: 3 } })))).not.toContain('reduction-above-3');
    // 2 x 2 = 4:1 although neither ratio alone is above 3:1
    const both = evaluate(cluster(4, { dataReduction: { compressionRatio: 2, dedupRatio: 2 } }));
    expect(both.warnings.find((w) => w.code === 'reduction-above-3')!.params).toMatchObject({ ratio: 4 });
  });
  it('a VM larger than any node after the CVM is critical and names the group', () => {
    // 32 cores - 4 CVM = 28 usable: a 30 vCPU VM does not fit.
    const r = evaluate(cluster(4, { overheads: { cvmCores: 4 }, workload: { vmGroups: [vm({ id: 'big', vcpu: 30 })] } }));
    expect(r.warnings.find((w) => w.code === 'vm-larger-than-node')).toMatchObject({ severity: 'critical', target: { vmGroupId: 'big' } });
    expect(codes(evaluate(cluster(4, { overheads: { cvmCores: 4 }, workload: { vmGroups: [vm({ vcpu: 28 })] } })))).not.toContain(
      'vm-larger-than-node',
    );
  });
  it('a working set larger than the flash of hybrid nodes is flagged', () => {
    // 4 hybrid nodes, 3 left after N+1 with about 3.2 TB of flash extent store each; 20 TB hot x 2 copies does not fit.
    const r = evaluate(
      cluster(4, {
        recommendNodeTypeId: 'h',
        nodes: [{ nodeTypeId: 'h', count: 4 }],
        workload: { vmGroups: [vm({ usedGiB: 20_000, provisionedGiB: 20_000, hotShare: 1 })] },
      }),
      [hybrid],
    );
    expect(codes(r)).toContain('working-set-exceeds-flash');
    expect(r.performance.workingSet!.fits).toBe(false);
  });
  it('every exceeded threshold is reported', () => {
    const heavy = vm({ count: 200, vcpu: 8, ramGiB: 128, usedGiB: 1000, provisionedGiB: 1000 });
    const r = evaluate(cluster(4, { workload: { vmGroups: [heavy] } }));
    expect(codes(r)).toEqual(expect.arrayContaining(['threshold-cpu', 'threshold-ram', 'threshold-storage']));
  });
});

describe('warning messages', () => {
  it('every code has an English message whose placeholders the warnings fill', () => {
    const r = [
      evaluate(
        cluster(2, { headroom: { mode: 'fixed', fixedDomains: 0 }, dataReduction: { compressionRatio: 5, applicationEncryption: true } }),
      ),
      evaluate(cluster(4, { faultDomains: { awareness: 'block', nodesPerBlock: 2 } })),
    ].flatMap((x) => x.warnings);
    for (const w of r) {
      const placeholders = [...WARNING_MESSAGES_EN[w.code].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      for (const p of placeholders) expect(w.params, `${w.code} needs ${p}`).toHaveProperty(p);
    }
    expect(r.length).toBeGreaterThan(3);
  });
});

describe('unsupported hardware blocks the sizing, not just warns', () => {
  it('a node type without flash is never recommended', () => {
    const hddOnly = nodeType({ drives: [{ tier: 'hdd', count: 4, sizeTB: 8, selfEncrypting: false }] });
    const r = evaluate(cluster(4), [hddOnly], true);
    expect(r.constraints.find((k) => k.id === 'supported')!.ok).toBe(false);
    expect(r.recommendation).toMatchObject({ status: 'infeasible', failing: ['supported'] });
  });
  it('a cluster mixing NVMe and hybrid nodes is not feasible', () => {
    const r = evaluate(
      mixed([
        { nodeTypeId: 'h', count: 3 },
        { nodeTypeId: 'v', count: 3 },
      ]),
      [hybrid, nvme],
    );
    expect(r.feasible).toBe(false);
    expect(r.constraints.find((k) => k.id === 'supported')!.ok).toBe(false);
  });
  const denseHybrid = nodeType({
    id: 'd',
    role: 'storage-only',
    drives: [
      { tier: 'ssd', count: 2, sizeTB: 3.84, selfEncrypting: false },
      { tier: 'hdd', count: 12, sizeTB: 18, selfEncrypting: false },
    ],
  });
  const cases = [
    [
      '4 hybrid + 1 all-flash',
      [
        { nodeTypeId: 'h', count: 4 },
        { nodeTypeId: 'f', count: 1 },
      ],
      ['mix-hybrid-needs-all-flash', 'mix-type-below-rf'],
    ],
    [
      '4 all-flash + 1 NVMe',
      [
        { nodeTypeId: 'f', count: 4 },
        { nodeTypeId: 'v', count: 1 },
      ],
      ['mix-type-below-rf'],
    ],
    [
      '4 hybrid + 1 storage-dense',
      [
        { nodeTypeId: 'h', count: 4 },
        { nodeTypeId: 'd', count: 1 },
      ],
      ['mix-type-below-rf'],
    ],
  ] as const;
  for (const [name, nodes, expected] of cases) {
    it(`${name} breaks the mixing rules: supported fails and a critical warning says what to add`, () => {
      const r = evaluate(mixed([...nodes]), [hybrid, flash, nvme, denseHybrid]);
      expect(r.constraints.find((k) => k.id === 'supported')!.ok).toBe(false);
      expect(r.feasible).toBe(false);
      const mixing = r.warnings.filter((w) => w.code.startsWith('mix-'));
      expect(mixing.map((w) => w.code)).toEqual(expected);
      for (const w of mixing) expect(w).toMatchObject({ severity: 'critical', params: { add: 1 } });
      const below = mixing.find((w) => w.code === 'mix-type-below-rf');
      if (below) expect(below.params).toMatchObject({ type: 'Test node', count: 1, rf: 2 });
    });
  }
  it('the same types with enough nodes each are supported', () => {
    const r = evaluate(
      mixed([
        { nodeTypeId: 'h', count: 4 },
        { nodeTypeId: 'f', count: 2 },
        { nodeTypeId: 'd', count: 2 },
      ]),
      [hybrid, flash, nvme, denseHybrid],
    );
    expect(r.constraints.find((k) => k.id === 'supported')!.ok).toBe(true);
    expect(codes(r).filter((c) => c.startsWith('mix-'))).toEqual([]);
  });
});

describe('encryption inside the application voids the reduction everywhere', () => {
  const tde = (applicationEncryption: boolean) =>
    evaluate(cluster(4, { dataReduction: { compressionRatio: 2, dedupRatio: 2, applicationEncryption } }));
  it('no 3:1 warning on a ratio that is not counted, and no dedup CVM RAM add-on', () => {
    const on = tde(true);
    expect(codes(on)).toContain('tde-voids-compression');
    expect(codes(on)).not.toContain('reduction-above-3');
    expect(codes(on)).not.toContain('dedup-outside-clones');
    // 32 GiB base, no add-on; without TDE dedup adds 16.
    expect(on.compute.cvmRamPerNode.value).toBe(32 * 2 ** 30);
    const off = tde(false);
    expect(codes(off)).toContain('reduction-above-3');
    expect(off.compute.cvmRamPerNode.value).toBe(48 * 2 ** 30);
  });
});

describe('nothing left is said as such', () => {
  it('RF3 on 4 nodes holds back 2: 2 survivors cannot hold 3 copies, so no storage is left, not "100%"', () => {
    const r = evaluate(cluster(4, { protection: { rf: 3 } }));
    expect(r.capacity.afterLoss.share).toBeNull();
    expect(r.warnings.filter((w) => w.code === 'no-supply-after-loss')).toMatchObject([
      { severity: 'critical', params: { resource: 'storage' }, target: { field: 'nodes' } },
    ]);
    expect(codes(r)).not.toContain('threshold-storage');
    expect(WARNING_MESSAGES_EN['no-supply-after-loss']).toContain('{resource}');
  });
});
