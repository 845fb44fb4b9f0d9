import { INPUTS_EN } from '../../i18n/en/inputs';
import { useFeatureTable, useLocale } from '../../ui/locale/LocaleContext';
import { useDraft } from './DraftContext';
import { CheckboxField } from './fields/CheckboxField';
import { NumberField } from './fields/NumberField';
import { SelectField } from './fields/SelectField';
import { getAt } from '../../schema/paths';
import { fieldId } from '../../ui/fieldIds';

export function FaultDomainsSection() {
  const { clusterIndex: ci } = useDraft();
  const { m } = useLocale();
  const words = useFeatureTable('inputs', INPUTS_EN);
  const p = ['clusters', ci, 'faultDomains'] as const;
  return (
    <fieldset className="group" id={fieldId(p)} tabIndex={-1}>
      <legend>{m.sections.faultDomains}</legend>
      <SelectField
        path={[...p, 'awareness']}
        label={words.faultDomains.awareness}
        hint={words.faultDomains.awarenessHint}
        options={(['node', 'block', 'rack'] as const).map((a) => ({ value: a, label: m.awareness[a] }))}
      />
      <div className="field-grid">
        <SelectField
          path={[...p, 'nodesPerBlock']}
          label={words.faultDomains.nodesPerBlock}
          options={[1, 2, 4].map((n) => ({ value: n, label: String(n) }))}
        />
        <NumberField path={[...p, 'blocksPerRack']} label={words.faultDomains.blocksPerRack} />
      </div>
    </fieldset>
  );
}

export function ProtectionSection() {
  const { draft, clusterIndex: ci } = useDraft();
  const { m } = useLocale();
  const words = useFeatureTable('inputs', INPUTS_EN);
  const p = ['clusters', ci, 'protection'] as const;
  const h = ['clusters', ci, 'headroom'] as const;
  const ecx = getAt(draft, [...p, 'ecx', 'enabled']) === true;
  const fixed = getAt(draft, [...h, 'mode']) === 'fixed';
  return (
    <fieldset className="group" id={fieldId(p)} tabIndex={-1}>
      <legend>{m.sections.protection}</legend>
      <SelectField
        path={[...p, 'rf']}
        label={words.protection.rf}
        options={[
          { value: 2, label: words.protection.rf2 },
          { value: 3, label: words.protection.rf3 },
        ]}
      />
      <CheckboxField path={[...p, 'ecx', 'enabled']} label={words.protection.ecx} />
      {ecx && (
        <div className="field-grid">
          <NumberField path={[...p, 'ecx', 'coldShare']} label={words.protection.coldShare} />
          <NumberField
            path={[...p, 'ecx', 'savingsRealised']}
            label={words.protection.savingsRealised}
            hint={words.protection.savingsRealisedHint}
          />
        </div>
      )}
      <fieldset className="subgroup" id={fieldId(h)} tabIndex={-1}>
        <legend>{m.sections.headroom}</legend>
        <SelectField
          path={[...h, 'mode']}
          label={words.headroom.mode}
          options={[
            { value: 'auto', label: words.headroom.auto },
            { value: 'fixed', label: words.headroom.fixed },
          ]}
        />
        {fixed ? (
          <NumberField path={[...h, 'fixedDomains']} label={words.headroom.fixedDomains} hint={words.headroom.fixedDomainsHint} />
        ) : (
          <CheckboxField path={[...h, 'surviveSecondFailure']} label={words.headroom.surviveSecondFailure} />
        )}
        <SelectField
          path={[...h, 'selfHealGoal']}
          label={words.headroom.selfHealGoal}
          options={(['restore-fault-tolerance', 'reprotect-data'] as const).map((g) => ({ value: g, label: m.selfHealGoals[g] }))}
        />
      </fieldset>
    </fieldset>
  );
}

const PRESETS = [1, 1.5, 2] as const;

export function DataReductionSection() {
  const { draft, clusterIndex: ci, dispatch } = useDraft();
  const { m } = useLocale();
  const words = useFeatureTable('inputs', INPUTS_EN);
  const p = ['clusters', ci, 'dataReduction'] as const;
  const ratio = getAt(draft, [...p, 'compressionRatio']);
  const preset = PRESETS.find((x) => x === ratio);
  const labels = { 1: words.dataReduction.presetNone, 1.5: words.dataReduction.preset15, 2: words.dataReduction.preset2 } as const;
  return (
    <fieldset className="group" id={fieldId(p)} tabIndex={-1}>
      <legend>{m.sections.dataReduction}</legend>
      <div className="field-grid">
        <div className="field">
          <label htmlFor="compression-preset">{words.dataReduction.preset}</label>
          <select
            id="compression-preset"
            value={preset === undefined ? 'custom' : String(preset)}
            onChange={(e) =>
              e.target.value !== 'custom' && dispatch({ type: 'setField', path: [...p, 'compressionRatio'], value: Number(e.target.value) })
            }
          >
            {PRESETS.map((x) => (
              <option key={x} value={String(x)}>
                {labels[x]}
              </option>
            ))}
            <option value="custom">{words.dataReduction.presetCustom}</option>
          </select>
        </div>
        <NumberField path={[...p, 'compressionRatio']} label={words.dataReduction.compressionRatio} />
        <NumberField path={[...p, 'dedupRatio']} label={words.dataReduction.dedupRatio} hint={words.dataReduction.dedupHint} />
      </div>
      <CheckboxField
        path={[...p, 'applicationEncryption']}
        label={words.dataReduction.applicationEncryption}
        hint={words.dataReduction.applicationEncryptionHint}
      />
    </fieldset>
  );
}

export function SnapshotsGrowthSection() {
  const { clusterIndex: ci } = useDraft();
  const { m } = useLocale();
  const words = useFeatureTable('inputs', INPUTS_EN);
  const w = ['clusters', ci, 'workload'] as const;
  return (
    <fieldset className="group">
      <legend>
        {m.sections.snapshots} · {m.sections.growth}
      </legend>
      <div className="field-grid">
        <NumberField path={[...w, 'snapshots', 'dailyChangeShare']} label={words.snapshots.dailyChangeShare} />
        <NumberField path={[...w, 'snapshots', 'retentionDays']} label={words.snapshots.retentionDays} />
        <NumberField path={[...w, 'growth', 'yearlyShare']} label={words.growth.yearlyShare} />
        <NumberField path={[...w, 'growth', 'years']} label={words.growth.years} />
      </div>
    </fieldset>
  );
}
