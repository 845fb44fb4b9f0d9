import { describe, expect, it } from 'vitest';
import { labelForPath } from '../../../src/features/inputs/labels';
import { HANDOVER_EN } from '../../../src/i18n/en/handover';
import { HYPERVISOR_EN } from '../../../src/i18n/en/hypervisor';
import { INPUTS_EN } from '../../../src/i18n/en/inputs';
import { EN } from '../../../src/i18n/en/page';
import { JA_FEATURES } from '../../../src/i18n/ja';
import { JA } from '../../../src/i18n/ja/page';
import { defaultConfig } from '../../../src/model/defaultConfig';

const doc = defaultConfig();
const english = { inputs: INPUTS_EN, hypervisor: HYPERVISOR_EN, handover: HANDOVER_EN };
const japanese = { inputs: JA_FEATURES.inputs, hypervisor: JA_FEATURES.hypervisor, handover: JA_FEATURES.handover };

describe('the problem list names the advanced section’s inputs as their fields do, not by their paths', () => {
  it('in English', () => {
    expect(labelForPath(['clusters', 0, 'hypervisor', 'hostCores'], doc, EN, english)).toBe('Cores per host kept by the hypervisor');
    expect(labelForPath(['clusters', 0, 'rack', 'torSwitches'], doc, EN, english)).toBe('Top-of-rack switches');
    expect(labelForPath(['clusters', 0, 'rack', 'torSwitchRackUnits'], doc, EN, english)).toBe('Rack units per switch');
    expect(labelForPath(['licensing', 'minCoresPerCpu'], doc, EN, english)).toBe('Minimum cores counted per CPU');
    expect(labelForPath(['licensing', 'prices', 'currency'], doc, EN, english)).toBe('Currency');
    expect(labelForPath(['licensing', 'prices', 'nciPerCore'], doc, EN, english)).toBe(HANDOVER_EN.names.nci);
  });

  it('in Japanese', () => {
    expect(labelForPath(['clusters', 0, 'hypervisor', 'hostCores'], doc, JA, japanese)).toBe(JA_FEATURES.hypervisor.hostCores);
    expect(labelForPath(['licensing', 'prices', 'nusPerTiB'], doc, JA, japanese)).toBe(JA_FEATURES.handover.names.nus);
  });

  it('and the sections’ own inputs as before', () => {
    expect(labelForPath(['clusters', 0, 'rebuild', 'rateGBpsPerNode'], doc, EN, english)).toBe('Rebuild rate per surviving node');
    const group = doc.clusters[0]!.workload.vmGroups[0]!.name;
    expect(labelForPath(['clusters', 0, 'workload', 'vmGroups', 0, 'count'], doc, EN, english)).toBe(`VMs, ${group}`);
  });
});
