import { useLocale } from '../../ui/locale/LocaleContext';
import { useDraftActions, useDraftSelector } from './DraftContext';
import { SectionProblems } from './fields/SectionProblems';
import { fieldId } from '../../ui/fieldIds';
import { numberColumns, VmGroupRow } from './VmGroupRow';

/** The workload as a table of VM groups; each cell's accessible name says column and group. */
export function WorkloadSection() {
  const { clusterIndex: ci, dispatch } = useDraftActions();
  const { m } = useLocale();
  const w = ['clusters', ci, 'workload'] as const;
  // Only the list: a keystroke elsewhere does not lay the table out again.
  const groups = useDraftSelector((d) => d.clusters[ci]!.workload.vmGroups);
  const columns = numberColumns(m);
  return (
    <fieldset className="group" id={fieldId(w)} tabIndex={-1}>
      <legend>{m.sections.workload}</legend>
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
              {groups.map((g, gi) => (
                <VmGroupRow key={g.id} group={g} index={gi} clusterIndex={ci} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SectionProblems path={[...w, 'vmGroups']} label={m.workload.caption} />
      <button
        type="button"
        className="add-button"
        onClick={() => dispatch({ type: 'addVmGroup', clusterIndex: ci, name: m.workload.newName })}
      >
        {m.workload.add}
      </button>
    </fieldset>
  );
}
