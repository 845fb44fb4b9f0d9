import { useEffect } from 'react';
import { getAt } from '../../schema/paths';
import { fieldId } from '../../ui/fieldIds';
import { INPUTS_EN } from '../../i18n/en/inputs';
import { useFeatureTable, useLocale } from '../../ui/locale/LocaleContext';
import { useDraft } from './DraftContext';
import { CheckboxField } from './fields/CheckboxField';
import { HypervisorFields } from './HypervisorFields';
import { LicenceFields } from './LicenceFields';
import { NumberField } from './fields/NumberField';

/**
 * The advanced settings' fields, loaded once the page runs: the section opens collapsed, so the
 * first screen's script does not carry them. `onReady` runs once they are on the page.
 */
export function AdvancedFields({ onReady }: { onReady: () => void }) {
  const { draft, clusterIndex: ci } = useDraft();
  const { m } = useLocale();
  const words = useFeatureTable('inputs', INPUTS_EN);
  const o = ['clusters', ci, 'overheads'] as const;
  const th = ['clusters', ci, 'thresholds'] as const;
  const rb = ['clusters', ci, 'rebuild'] as const;
  const autoCores = getAt(draft, [...o, 'cvmCores']) === 'auto';
  useEffect(onReady, [onReady]);
  return (
    <>
      <HypervisorFields />
      <LicenceFields />
      <fieldset className="subgroup">
        <legend>{m.sections.cvm}</legend>
        <CheckboxField
          path={[...o, 'cvmCores']}
          label={words.overheads.cvmCoresAuto}
          values={{ on: 'auto', off: 4 }}
          domId={`${fieldId([...o, 'cvmCores'])}-auto`}
        />
        <div className="field-grid">
          {!autoCores && <NumberField path={[...o, 'cvmCores']} label={words.overheads.cvmCores} />}
          <NumberField path={[...o, 'cvmRamGiB']} label={words.overheads.cvmRamGiB} />
        </div>
        <CheckboxField path={[...o, 'cvmRamAddOns']} label={words.overheads.cvmRamAddOns} />
      </fieldset>
      <fieldset className="subgroup">
        <legend>{m.sections.reservations}</legend>
        <div className="field-grid">
          <NumberField path={[...o, 'homeGiBPerDevice']} label={words.overheads.homeGiBPerDevice} />
          <NumberField path={[...o, 'homeDevices']} label={words.overheads.homeDevices} />
          <NumberField path={[...o, 'metadataGiBPerDevice']} label={words.overheads.metadataGiBPerDevice} />
          <NumberField path={[...o, 'metadataMaxDevices']} label={words.overheads.metadataMaxDevices} />
          <NumberField path={[...o, 'curatorGiBPerHddTB']} label={words.overheads.curatorGiBPerHddTB} />
          <NumberField path={[...o, 'oplogGiBAtRf2']} label={words.overheads.oplogGiBAtRf2} />
          <NumberField path={[...o, 'oplogShareAtRf2']} label={words.overheads.oplogShareAtRf2} />
          <NumberField path={[...o, 'downstrokeGiBPerSsd']} label={words.overheads.downstrokeGiBPerSsd} />
          <NumberField path={[...o, 'flashFormattingShare']} label={words.overheads.flashFormattingShare} />
          <NumberField path={[...o, 'hddFormattingShare']} label={words.overheads.hddFormattingShare} />
        </div>
      </fieldset>
      <fieldset className="subgroup">
        <legend>{m.sections.thresholds}</legend>
        <div className="field-grid">
          <NumberField path={[...th, 'cpu']} label={words.thresholds.cpu} />
          <NumberField path={[...th, 'ram']} label={words.thresholds.ram} />
          <NumberField path={[...th, 'storageFill']} label={words.thresholds.storageFill} />
          <NumberField path={[...th, 'iops']} label={words.thresholds.iops} />
        </div>
      </fieldset>
      <fieldset className="subgroup">
        <legend>{m.sections.rebuild}</legend>
        <div className="field-grid">
          <NumberField path={[...rb, 'rateGBpsPerNode']} label={words.rebuild.rateGBpsPerNode} hint={words.rebuild.rateHint} />
          <NumberField path={[...rb, 'startDelaySeconds']} label={words.rebuild.startDelaySeconds} />
          <NumberField path={[...rb, 'ringRemovalSeconds']} label={words.rebuild.ringRemovalSeconds} hint={words.rebuild.ringRemovalHint} />
        </div>
      </fieldset>
    </>
  );
}
