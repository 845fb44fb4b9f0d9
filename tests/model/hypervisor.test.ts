import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cluster } from '../../src/model/config';
import { clusterArb } from './arbitraries';
import { cluster, evaluate, GiB, nodeType, step, vm } from './helpers';

/** 2 × 16 cores at 2.0 GHz, 512 GiB; 100 VMs of 8 GiB RAM and 50 GiB used; no growth, no snapshots. */
const node = nodeType({ ghz: 2 });
const vms = [vm({ count: 100, vcpu: 2, ramGiB: 8, usedGiB: 50, provisionedGiB: 50 })];
const on = (hypervisor: Cluster['hypervisor']) => evaluate(cluster(4, { workload: { vmGroups: vms }, hypervisor }), [node]);

describe('the hypervisor', () => {
  it('AHV takes nothing beyond the CVM: no swap files, no hypervisor share of cores or RAM', () => {
    const r = on({ kind: 'ahv' });
    expect(r.nodeFacts.n).not.toHaveProperty('hypervisorRam');
    expect(r.nodeFacts.n).not.toHaveProperty('cvmReservedCores');
    expect(r.capacity.waterfall.map((s) => s.id)).not.toContain('swapFiles');
    // 100 × 50 GiB used.
    expect(step(r, 'workload')).toBe(5000 * GiB);
    // 32 cores less Sizer's 4 for servers; 512 GiB less the CVM's 32.
    expect(r.nodeFacts.n!.vmCores).toBe(28);
    expect(r.nodeFacts.n!.usableRam).toBe(480 * GiB);
  });

  it('ESXi: each VM’s swap file is its RAM less its reservation, a step of its own in the waterfall and part of the workload', () => {
    const r = on({ kind: 'esxi' });
    // Reservation 0 unless known: 100 × 8 GiB = 800 GiB of swap files beside 5,000 GiB used.
    expect(step(r, 'swapFiles')).toBe(800 * GiB);
    expect(step(r, 'workload')).toBe(5800 * GiB);
    const ids = r.capacity.waterfall.map((s) => s.id);
    expect(ids.indexOf('swapFiles')).toBe(ids.indexOf('workload') - 1);
    expect(r.demand.swap?.derivation).toMatchObject({ formula: 'swapFiles', source: 'vmwareSwap', inputs: { reservedShare: 0 } });
    // A quarter reserved leaves 6 GiB a VM: 600 GiB.
    expect(step(on({ kind: 'esxi', vmMemoryReservedShare: 0.25 }), 'swapFiles')).toBe(600 * GiB);
  });

  it('ESXi: the host keeps 6% of its RAM and the CVM reserves 10,000 MHz, 5 cores at 2.0 GHz', () => {
    const r = on({ kind: 'esxi' });
    // 512 GiB × 6% = 30.72 GiB; usable 512 − 32 − 30.72 = 449.28 GiB.
    expect(r.nodeFacts.n!.hypervisorRam).toBeCloseTo(30.72 * GiB, 0);
    expect(r.nodeFacts.n!.usableRam).toBeCloseTo(449.28 * GiB, 0);
    expect(r.compute.hypervisorRamPerNode?.derivation).toMatchObject({ formula: 'hypervisorRam', source: 'vsphereMinFree' });
    // 10,000 MHz ÷ 2,000 MHz = 5 cores, more than Sizer's 4: 32 − 5 = 27 cores for VMs.
    expect(r.nodeFacts.n!.cvmCores).toBe(5);
    expect(r.nodeFacts.n!.vmCores).toBe(27);
    expect(r.compute.cvmCoresPerNode.derivation).toMatchObject({
      formula: 'cvmCoresReserved',
      source: 'cvmReservation',
      inputs: { reservationMHz: 10_000, ghz: 2 },
    });
    // At 3.0 GHz the reservation is 3.33 cores: Sizer's 4 stand.
    const fast = evaluate(cluster(4, { workload: { vmGroups: vms }, hypervisor: { kind: 'esxi' } }), [nodeType({ ghz: 3 })]);
    expect(fast.nodeFacts.n!.cvmCores).toBe(4);
    expect(fast.compute.cvmCoresPerNode.derivation.formula).toBe('cvmCoresAuto');
  });

  it('ESXi: usable RAM’s derivation takes the hypervisor’s RAM off as the sum does, with its source', () => {
    const r = on({ kind: 'esxi' });
    // 4 nodes: 4 × 512 = 2,048 GiB, less 4 × 32 = 128 GiB of CVM and 4 × 30.72 = 122.88 GiB the
    // host keeps (6%): 2,048 − 128 − 122.88 = 1,797.12 GiB. Without the host's share the formula
    // would read 1,920 GiB, not the figure shown.
    expect(r.compute.ram.supply.value).toBeCloseTo(1797.12 * GiB, 0);
    const d = r.compute.ram.supply.derivation;
    expect(d).toMatchObject({ formula: 'usableRamHypervisor', source: 'vsphereMinFree', inputs: { nodes: 4, share: 0.06 } });
    expect(d.inputs.nodeRam).toBe(2048 * GiB);
    expect(d.inputs.cvmRam).toBe(128 * GiB);
    expect(d.inputs.hypervisorRam).toBeCloseTo(122.88 * GiB, 0);
    // On AHV, where the host keeps nothing, the derivation reads as before.
    expect(on({ kind: 'ahv' }).compute.ram.supply.derivation).toEqual({ formula: 'usableRam', source: 'sizerWiki', inputs: { nodes: 4 } });
  });

  it('cores the hypervisor keeps come off what VMs may use, with their own line in the derivation', () => {
    const r = on({ kind: 'ahv', hostCores: 2 });
    expect(r.nodeFacts.n!.vmCores).toBe(26);
    expect(r.compute.hypervisorCoresPerNode?.derivation).toMatchObject({ formula: 'hypervisorCores', inputs: { hypervisor: 'ahv' } });
  });

  it('AHV applies no CVM reservation, even one entered', () => {
    expect(on({ kind: 'ahv', cvmCpuReservationMHz: 20_000 }).nodeFacts.n!.cvmCores).toBe(4);
  });
});

describe('the hypervisor, on any cluster (property, fixed seed)', () => {
  it('ESXi never asks less storage nor leaves more RAM or cores to VMs than AHV with nothing set', () => {
    fc.assert(
      fc.property(clusterArb([nodeType()]), (c) => {
        const ahv = evaluate({ ...c, hypervisor: { kind: 'ahv' } });
        const esxi = evaluate({ ...c, hypervisor: { kind: 'esxi' } });
        expect(step(esxi, 'workload')).toBeGreaterThanOrEqual(step(ahv, 'workload'));
        expect(esxi.nodeFacts.n!.usableRam).toBeLessThanOrEqual(ahv.nodeFacts.n!.usableRam);
        expect(esxi.nodeFacts.n!.vmCores).toBeLessThanOrEqual(ahv.nodeFacts.n!.vmCores);
      }),
    );
  });
});
