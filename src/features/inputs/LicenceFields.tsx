import { HANDOVER_EN } from '../../i18n/en/handover';
import { useFeatureTable } from '../../ui/locale/LocaleContext';
import { useDraft } from './DraftContext';
import { PRICE_NAMES } from './labels';
import { NumberField } from './fields/NumberField';
import { TextField } from './fields/TextField';

const PRICES = ['nciPerCore', 'ncmPerCore', 'nciPerFlashTiB', 'nusPerTiB'] as const;

/**
 * The licences' unit prices and per-CPU minimum (the whole plan's) and the cluster's top-of-rack
 * switches: every one optional, an empty field removes it, so nothing is priced or counted by default.
 */
export function LicenceFields() {
  const { clusterIndex: ci } = useDraft();
  const w = useFeatureTable('handover', HANDOVER_EN);
  const lic = ['licensing'] as const;
  const rack = ['clusters', ci, 'rack'] as const;
  return (
    <>
      <fieldset className="subgroup">
        <legend>{w.prices}</legend>
        <div className="field-grid">
          <TextField path={[...lic, 'prices', 'currency']} label={w.currency} />
          {PRICES.map((key) => (
            <NumberField key={key} path={[...lic, 'prices', key]} clearPath={[...lic, 'prices', key]} label={w.names[PRICE_NAMES[key]]} />
          ))}
          <NumberField path={[...lic, 'minCoresPerCpu']} clearPath={[...lic, 'minCoresPerCpu']} label={w.minCoresPerCpu} />
        </div>
      </fieldset>
      <fieldset className="subgroup">
        <legend>{w.torSwitches}</legend>
        <div className="field-grid">
          <NumberField path={[...rack, 'torSwitches']} clearPath={[...rack, 'torSwitches']} label={w.torSwitches} />
          <NumberField path={[...rack, 'torSwitchRackUnits']} clearPath={[...rack, 'torSwitchRackUnits']} label={w.torSwitchRackUnits} />
        </div>
      </fieldset>
    </>
  );
}
