import { useEffect } from 'react';
import { getAt } from '../../schema/paths';
import { fieldId } from '../../ui/fieldIds';
import { useLocale } from '../../ui/locale/LocaleContext';
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
  const o = ['clusters', ci, 'overheads'] as const;
  const th = ['clusters', ci, 'thresholds'] as const;
  const rb = ['clusters', ci, 'rebuild'] as const;
  const u = m.fieldUnits;
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
          label={m.overheads.cvmCoresAuto}
          values={{ on: 'auto', off: 4 }}
          domId={`${fieldId([...o, 'cvmCores'])}-auto`}
        />
        <div className="field-grid">
          {!autoCores && <NumberField path={[...o, 'cvmCores']} label={m.overheads.cvmCores} />}
          <NumberField path={[...o, 'cvmRamGiB']} label={m.overheads.cvmRamGiB} unit={u.gib} />
        </div>
        <CheckboxField path={[...o, 'cvmRamAddOns']} label={m.overheads.cvmRamAddOns} />
      </fieldset>
      <fieldset className="subgroup">
        <legend>{m.sections.reservations}</legend>
        <div className="field-grid">
          <NumberField path={[...o, 'homeGiBPerDevice']} label={m.overheads.homeGiBPerDevice} unit={u.gib} />
          <NumberField path={[...o, 'homeDevices']} label={m.overheads.homeDevices} />
          <NumberField path={[...o, 'metadataGiBPerDevice']} label={m.overheads.metadataGiBPerDevice} unit={u.gib} />
          <NumberField path={[...o, 'metadataMaxDevices']} label={m.overheads.metadataMaxDevices} />
          <NumberField path={[...o, 'curatorGiBPerHddTB']} label={m.overheads.curatorGiBPerHddTB} unit={u.gibPerTB} />
          <NumberField path={[...o, 'oplogGiBAtRf2']} label={m.overheads.oplogGiBAtRf2} unit={u.gib} />
          <NumberField path={[...o, 'oplogShareAtRf2']} label={m.overheads.oplogShareAtRf2} scale={100} unit={u.percent} />
          <NumberField path={[...o, 'downstrokeGiBPerSsd']} label={m.overheads.downstrokeGiBPerSsd} unit={u.gib} />
          <NumberField path={[...o, 'flashFormattingShare']} label={m.overheads.flashFormattingShare} scale={100} unit={u.percent} />
          <NumberField path={[...o, 'hddFormattingShare']} label={m.overheads.hddFormattingShare} scale={100} unit={u.percent} />
        </div>
      </fieldset>
      <fieldset className="subgroup">
        <legend>{m.sections.thresholds}</legend>
        <div className="field-grid">
          <NumberField path={[...th, 'cpu']} label={m.thresholds.cpu} scale={100} unit={u.percent} />
          <NumberField path={[...th, 'ram']} label={m.thresholds.ram} scale={100} unit={u.percent} />
          <NumberField path={[...th, 'storageFill']} label={m.thresholds.storageFill} scale={100} unit={u.percent} />
          <NumberField path={[...th, 'iops']} label={m.thresholds.iops} scale={100} unit={u.percent} />
        </div>
      </fieldset>
      <fieldset className="subgroup">
        <legend>{m.sections.rebuild}</legend>
        <div className="field-grid">
          <NumberField path={[...rb, 'rateGBpsPerNode']} label={m.rebuild.rateGBpsPerNode} unit={u.gbs} hint={m.rebuild.rateHint} />
          <NumberField path={[...rb, 'startDelaySeconds']} label={m.rebuild.startDelaySeconds} unit={u.seconds} />
          <NumberField
            path={[...rb, 'ringRemovalSeconds']}
            label={m.rebuild.ringRemovalSeconds}
            scale={1 / 60}
            unit={u.minutes}
            hint={m.rebuild.ringRemovalHint}
          />
        </div>
      </fieldset>
    </>
  );
}
