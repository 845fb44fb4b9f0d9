import { type ReactNode, useState } from 'react';
import { KIND_PROFILES } from '../../model/defaults';
import type { WorkloadKind } from '../../model/config';
import { useLocale } from '../../ui/locale/LocaleContext';
import { t } from '../../ui/locale/t';
import { useDraft } from './DraftContext';
import { NumberField } from './fields/NumberField';
import { SectionProblems } from './fields/SectionProblems';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import { labelForPath } from './labels';
import { fieldId } from '../../ui/fieldIds';
import { LIMITS } from '../../schema/limits';

const KINDS: readonly WorkloadKind[] = ['server', 'database', 'vdi', 'files', 'exchange', 'analytics'];
/**
 * Groups shown at once. Every field follows the whole draft, so a keystroke redraws every row on
 * screen: 1,000 imported groups at once took seconds to draw and hundreds of ms per keystroke.
 */
const PAGE = 25;

/** The workload as a table of VM groups; each cell's accessible name says column and group. */
export function WorkloadSection({ extra }: { extra?: ReactNode }) {
  const { draft, clusterIndex: ci, dispatch } = useDraft();
  const { m, fmt } = useLocale();
  const w = ['clusters', ci, 'workload'] as const;
  const groups = draft.clusters[ci]!.workload.vmGroups;
  const u = m.fieldUnits;
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(groups.length / PAGE));
  const shownPage = Math.min(page, pages - 1);
  const first = shownPage * PAGE;
  const columns = [
    ['count', m.workload.count],
    ['vcpu', m.workload.vcpu],
    ['ramGiB', m.workload.ramGiB],
    ['usedGiB', m.workload.usedGiB],
    ['provisionedGiB', m.workload.provisionedGiB],
    ['iops', m.workload.iops],
  ] as const;
  return (
    <fieldset className="group" id={fieldId(w)} tabIndex={-1}>
      <legend>{m.sections.workload}</legend>
      {extra}
      {groups.length === 0 ? (
        <p className="group-hint">{m.workload.empty}</p>
      ) : (
        <div className="table-scroll workload" role="region" aria-label={m.workload.caption} tabIndex={0}>
          <table className="workload-table">
            <caption className="visually-hidden">{m.workload.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.workload.name}</th>
                <th scope="col">{m.workload.kind}</th>
                {columns.map(([key, label]) => (
                  <th key={key} scope="col">
                    {label}
                  </th>
                ))}
                <th scope="col">{m.workload.hotShare}</th>
                <th scope="col">{m.workload.vcpuPerCore}</th>
                <th scope="col">
                  <span className="visually-hidden">{m.workload.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {groups.slice(first, first + PAGE).map((g, i) => {
                const gi = first + i;
                const p = [...w, 'vmGroups', gi] as const;
                const name = g.name || t(m.workload.unnamed, { n: gi + 1 });
                const cell = (key: string) => labelForPath([...p, key], draft, m);
                const kindDefault = KIND_PROFILES[g.kind]?.vcpuPerCore;
                return (
                  <tr key={g.id}>
                    <td data-label={m.workload.name}>
                      <TextField path={[...p, 'name']} label={cell('name')} hideLabel maxLength={LIMITS.name} />
                    </td>
                    <td data-label={m.workload.kind}>
                      <SelectField
                        path={[...p, 'kind']}
                        label={cell('kind')}
                        hideLabel
                        options={KINDS.map((k) => ({ value: k, label: m.kinds[k] }))}
                      />
                    </td>
                    {columns.map(([key, label]) => (
                      <td key={key} data-label={label}>
                        <NumberField path={[...p, key]} label={cell(key)} hideLabel />
                      </td>
                    ))}
                    <td data-label={m.workload.hotShare}>
                      <NumberField path={[...p, 'hotShare']} label={cell('hotShare')} scale={100} unit={u.percent} hideLabel />
                    </td>
                    <td data-label={m.workload.vcpuPerCore}>
                      <NumberField
                        path={[...p, 'vcpuPerCore']}
                        label={cell('vcpuPerCore')}
                        clearPath={[...p, 'vcpuPerCore']}
                        placeholder={kindDefault === undefined ? undefined : t(m.workload.vcpuPerCoreDefault, { n: kindDefault })}
                        hideLabel
                      />
                    </td>
                    <td className="row-actions">
                      <button
                        type="button"
                        aria-label={t(m.workload.duplicateLabel, { name })}
                        onClick={() =>
                          dispatch({ type: 'duplicateVmGroup', clusterIndex: ci, vmGroupId: g.id, name: t(m.workload.copyName, { name }) })
                        }
                      >
                        {m.workload.duplicate}
                      </button>
                      <button
                        type="button"
                        aria-label={t(m.workload.removeLabel, { name })}
                        onClick={() => dispatch({ type: 'removeVmGroup', clusterIndex: ci, vmGroupId: g.id })}
                      >
                        {m.workload.remove}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {pages > 1 && (
            <p className="workload-pager">
              <button type="button" disabled={shownPage === 0} onClick={() => setPage(shownPage - 1)}>
                {m.workload.previousPage}
              </button>{' '}
              <span role="status">
                {t(m.workload.page, {
                  from: fmt.number(first + 1, 0),
                  to: fmt.number(Math.min(groups.length, first + PAGE), 0),
                  total: fmt.number(groups.length, 0),
                })}
              </span>{' '}
              <button type="button" disabled={shownPage === pages - 1} onClick={() => setPage(shownPage + 1)}>
                {m.workload.nextPage}
              </button>
            </p>
          )}
        </div>
      )}
      <SectionProblems path={[...w, 'vmGroups']} label={m.workload.caption} />
      <button
        type="button"
        className="add-button"
        onClick={() => {
          dispatch({ type: 'addVmGroup', clusterIndex: ci, name: m.workload.newName });
          // The new group is the last one: show its page.
          setPage(Math.floor(groups.length / PAGE));
        }}
      >
        {m.workload.add}
      </button>
    </fieldset>
  );
}
