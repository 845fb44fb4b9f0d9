import { INPUTS_EN } from '../../i18n/en/inputs';
import { useFeatureTable, useLocale } from '../../ui/locale/LocaleContext';
import { t } from '../../ui/locale/t';
import { useDraft } from './DraftContext';
import { CheckboxField } from './fields/CheckboxField';
import { NumberField } from './fields/NumberField';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import { fieldId } from '../../ui/fieldIds';
import { LIMITS } from '../../schema/limits';

/** Every property of one node type; types are shared by all clusters of the document. */
export function NodeTypeEditor({ index }: { index: number }) {
  const { draft, dispatch } = useDraft();
  const { m } = useLocale();
  const words = useFeatureTable('inputs', INPUTS_EN);
  const type = draft.nodeTypes[index]!;
  const p = ['nodeTypes', index] as const;
  const name = type.name || type.id;
  return (
    <div className="type-fields" id={fieldId(p)} tabIndex={-1}>
      <TextField path={[...p, 'name']} label={words.nodeType.name} maxLength={LIMITS.name} />
      <div className="field-grid">
        <SelectField
          path={[...p, 'role']}
          label={words.nodeType.role}
          options={(['hci', 'storage-only', 'compute-only'] as const).map((r) => ({ value: r, label: m.roles[r] }))}
        />
        <NumberField path={[...p, 'sockets']} label={words.nodeType.sockets} />
        <NumberField path={[...p, 'coresPerSocket']} label={words.nodeType.coresPerSocket} />
        <NumberField path={[...p, 'ghz']} label={words.nodeType.ghz} />
        {type.cpu ? (
          // A CPU named: the factor comes from the per-core figures; removing the CPU makes it typed by hand again.
          <p>
            {t(words.nodeType.cpuFromTable, { model: type.cpu.model })}{' '}
            <button type="button" onClick={() => dispatch({ type: 'setField', path: [...p, 'cpu'], value: undefined })}>
              {words.nodeType.typeFactor}
            </button>
          </p>
        ) : (
          <NumberField path={[...p, 'cpuFactor']} label={words.nodeType.cpuFactor} hint={words.nodeType.cpuFactorHint} />
        )}
        <NumberField path={[...p, 'ramGiB']} label={words.nodeType.ramGiB} />
        <NumberField path={[...p, 'nicGbps']} label={words.nodeType.nicGbps} />
        <NumberField
          path={[...p, 'performance', 'iops']}
          label={words.nodeType.iops}
          clearPath={[...p, 'performance']}
          hint={words.nodeType.iopsHint}
        />
      </div>
      <fieldset className="drives" id={fieldId([...p, 'drives'])} tabIndex={-1}>
        <legend>{m.nodes.drives}</legend>
        {type.drives.map((_, di) => (
          <fieldset key={di} className="drive-row">
            <legend>{t(m.nodes.drive, { n: di + 1 })}</legend>
            <SelectField
              path={[...p, 'drives', di, 'tier']}
              label={words.nodeType.tier}
              options={(['nvme', 'ssd', 'hdd'] as const).map((x) => ({ value: x, label: m.tiers[x] }))}
            />
            <NumberField path={[...p, 'drives', di, 'count']} label={words.nodeType.driveCount} />
            <NumberField path={[...p, 'drives', di, 'sizeTB']} label={words.nodeType.sizeTB} />
            <CheckboxField path={[...p, 'drives', di, 'selfEncrypting']} label={words.nodeType.selfEncrypting} />
            <button type="button" className="icon-button" onClick={() => dispatch({ type: 'removeDrive', nodeTypeId: type.id, index: di })}>
              <span aria-hidden="true">✕</span>
              <span className="visually-hidden">{t(m.nodes.removeDrive, { n: di + 1, type: name })}</span>
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          aria-label={t(m.nodes.addDriveLabel, { type: name })}
          onClick={() => dispatch({ type: 'addDrive', nodeTypeId: type.id })}
        >
          {m.nodes.addDrive}
        </button>
      </fieldset>
    </div>
  );
}
