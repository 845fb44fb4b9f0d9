import { useLocale } from '../../ui/locale/LocaleContext';
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
  const type = draft.nodeTypes[index]!;
  const p = ['nodeTypes', index] as const;
  const u = m.fieldUnits;
  const name = type.name || type.id;
  return (
    <div className="type-fields" id={fieldId(p)} tabIndex={-1}>
      <TextField path={[...p, 'name']} label={m.nodeType.name} maxLength={LIMITS.name} />
      <div className="field-grid">
        <SelectField
          path={[...p, 'role']}
          label={m.nodeType.role}
          options={(['hci', 'storage-only', 'compute-only'] as const).map((r) => ({ value: r, label: m.roles[r] }))}
        />
        <NumberField path={[...p, 'sockets']} label={m.nodeType.sockets} />
        <NumberField path={[...p, 'coresPerSocket']} label={m.nodeType.coresPerSocket} />
        <NumberField path={[...p, 'ghz']} label={m.nodeType.ghz} unit={u.ghz} />
        {type.cpu ? (
          // A CPU named: the factor comes from the per-core figures; removing the CPU makes it typed by hand again.
          <p>
            {t(m.nodeType.cpuFromTable, { model: type.cpu.model })}{' '}
            <button type="button" onClick={() => dispatch({ type: 'setField', path: [...p, 'cpu'], value: undefined })}>
              {m.nodeType.typeFactor}
            </button>
          </p>
        ) : (
          <NumberField path={[...p, 'cpuFactor']} label={m.nodeType.cpuFactor} hint={m.nodeType.cpuFactorHint} />
        )}
        <NumberField path={[...p, 'ramGiB']} label={m.nodeType.ramGiB} unit={u.gib} />
        <NumberField path={[...p, 'nicGbps']} label={m.nodeType.nicGbps} unit={u.gbit} />
        <NumberField
          path={[...p, 'performance', 'iops']}
          label={m.nodeType.iops}
          clearPath={[...p, 'performance']}
          hint={m.nodeType.iopsHint}
        />
      </div>
      <fieldset className="drives" id={fieldId([...p, 'drives'])} tabIndex={-1}>
        <legend>{m.nodes.drives}</legend>
        {type.drives.map((_, di) => (
          <fieldset key={di} className="drive-row">
            <legend>{t(m.nodes.drive, { n: di + 1 })}</legend>
            <SelectField
              path={[...p, 'drives', di, 'tier']}
              label={m.nodeType.tier}
              options={(['nvme', 'ssd', 'hdd'] as const).map((x) => ({ value: x, label: m.tiers[x] }))}
            />
            <NumberField path={[...p, 'drives', di, 'count']} label={m.nodeType.driveCount} />
            <NumberField path={[...p, 'drives', di, 'sizeTB']} label={m.nodeType.sizeTB} unit={u.tb} />
            <CheckboxField path={[...p, 'drives', di, 'selfEncrypting']} label={m.nodeType.selfEncrypting} />
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
