import { describe, expect, it } from 'vitest';
import { typeSummary } from '../../../src/features/inputs/NodesSection';
import { EN } from '../../../src/i18n/en/page';
import { INPUTS_EN } from '../../../src/i18n/en/inputs';
import { BUILT_IN_NODE_TYPES } from '../../../src/model/catalogue';
import { KIND_PROFILES } from '../../../src/model/defaults';

describe('what a new user reads', () => {
  it('the node summary shows the CPU factor beside the cores (All-NVMe: 1.1)', () => {
    const nvme = BUILT_IN_NODE_TYPES.find((t) => t.cpuFactor !== 1)!;
    expect(typeSummary(nvme, EN)).toContain(`2×32 cores (CPU factor 1.1)`);
  });

  it('the workload says what the kind sets, with the ratios the model uses', () => {
    // servers 3, files 3, VDI 6, databases 1, Exchange 1, analytics 1 (vCPU per core).
    expect(KIND_PROFILES.server.vcpuPerCore).toBe(3);
    expect(KIND_PROFILES.vdi.vcpuPerCore).toBe(6);
    expect(KIND_PROFILES.database.vcpuPerCore).toBe(1);
    expect(INPUTS_EN.workload.kindHint).toContain('servers and files 3:1, VDI 6:1, databases, Exchange and analytics 1:1');
    expect(INPUTS_EN.workload.kindHint).toContain('Hot share and IOPS stay as entered');
  });
});
