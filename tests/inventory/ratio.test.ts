import { describe, expect, it } from 'vitest';
import { applyImportOptions, previewImport } from '../../src/inventory/pipeline';
import { measureRatio, offeredRatio } from '../../src/inventory/ratio';
import type { Inventory } from '../../src/inventory/types';
import { sample } from '../sharedSamples';
import { inventoryOf } from './helpers';

const measuredIn = (inv: Inventory, keep?: string) => {
  const all = [...new Set(inv.vms.map((v) => v.cluster))];
  const excluded = keep === undefined ? [] : all.filter((c) => c !== keep);
  const outcome = applyImportOptions(inv, { poweredOff: 'include', rightSize: false, excluded });
  return previewImport(outcome, inv.hosts, excluded).measured;
};

/*
 * The Nutanix sizing workshop's answers (rvtools-lab1-answers, ../shared/inventory-samples/README.md):
 * vCPU of the non-template VMs over the cores of the cluster's hosts less one, the largest.
 */
describe('today’s ratio, measured as the sizing workshop does', () => {
  it('SizingWorkshop-RVTools.xlsx: each cluster as the workshop answers it, and the estate as a whole', async () => {
    const inv = await inventoryOf('nutanix-sizing-workshop/SizingWorkshop-RVTools.xlsx', sample());
    // Cluster1: 257 vCPU over 80 − 16 = 64 cores = 4.0 (asserted 4.0).
    expect(measuredIn(inv, 'Cluster1')).toEqual({ vcpu: 257, hosts: 5, cores: 80, coresLost: 16, ratio: 257 / 64 });
    // Mgmt: 80 vCPU over 48 − 16 = 32 cores = 2.5 (asserted 2.5).
    expect(measuredIn(inv, 'Mgmt')?.ratio).toBe(2.5);
    // Cluster2: 2,248 vCPU over 352 − 16 = 336 cores = 6.69 (asserted: 352 cores, 336 if N−1).
    expect(measuredIn(inv, 'Cluster2')).toMatchObject({ vcpu: 2248, cores: 352, coresLost: 16 });
    // DMZ: 136 vCPU over 48 − 12 = 36 cores = 3.78; the workshop's 5.26 also scales by 1952/1402 (136 × 1952 ÷ 1402 ÷ 36).
    expect(measuredIn(inv, 'DMZ')?.ratio).toBeCloseTo(136 / 36, 12);
    // All 34 hosts, 528 cores, less one host of 16: 2,721 vCPU ÷ 512 = 5.31, offered as 5.31.
    const all = measuredIn(inv)!;
    expect(all).toEqual({ vcpu: 2721, hosts: 34, cores: 528, coresLost: 16, ratio: 2721 / 512 });
    expect(offeredRatio(all)).toBe(5.31);
  });

  it('BillSampleNextRvtoolsFinal.xlsx: Production 361 ÷ (160 − 28) = 2.73, Avaya 75 ÷ (32 − 16) = 4.69', async () => {
    const inv = await inventoryOf('nutanix-sizing-workshop/BillSampleNextRvtoolsFinal.xlsx', sample());
    expect(measuredIn(inv, 'Production Cluster')).toEqual({ vcpu: 361, hosts: 6, cores: 160, coresLost: 28, ratio: 361 / 132 });
    expect(measuredIn(inv, 'Avaya Cluster')).toEqual({ vcpu: 75, hosts: 2, cores: 32, coresLost: 16, ratio: 75 / 16 });
  });

  it('a file without a vHost sheet (a Collector export) offers no ratio', () => {
    const outcome = applyImportOptions(
      { file: 'x.xlsx', format: 'collector', vms: [], report: [] },
      { poweredOff: 'include', rightSize: true },
    );
    expect(previewImport(outcome).measured).toBeUndefined();
  });

  it('one host leaves none once the largest is lost: no ratio, none offered', () => {
    const m = measureRatio({ hosts: 1, cores: 32, ramMiB: 1, byCluster: [{ cluster: 'A', cores: [32] }] }, 40);
    expect(m).toEqual({ vcpu: 40, hosts: 1, cores: 32, coresLost: 32, ratio: null });
    expect(offeredRatio(m)).toBeNull();
  });

  it('hosts of a cluster left out are left out; hosts without a cluster always count', () => {
    const hosts = {
      hosts: 4,
      cores: 112,
      ramMiB: 1,
      byCluster: [
        { cluster: 'A', cores: [16, 16] },
        { cluster: 'B', cores: [48] },
        { cluster: '', cores: [32] },
      ],
    };
    // Without B: 16 + 16 + 32 = 64 cores less the largest (32) = 32; 96 vCPU ÷ 32 = 3.
    expect(measureRatio(hosts, 96, ['B'])).toEqual({ vcpu: 96, hosts: 3, cores: 64, coresLost: 32, ratio: 3 });
  });

  it('the ratio offered is rounded down to hundredths, and none outside what a cluster may be set to', () => {
    const at = (ratio: number | null) => offeredRatio({ vcpu: 0, hosts: 2, cores: 2, coresLost: 1, ratio });
    expect(at(4.015625)).toBe(4.01);
    expect(at(0.29)).toBe(0.29);
    expect(at(0.2)).toBeNull();
    expect(at(40)).toBeNull();
  });
});
