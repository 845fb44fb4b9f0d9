import { memo, useLayoutEffect, useRef } from 'react';
import { KIND_PROFILES } from '../../model/defaults';
import type { VmGroup, WorkloadKind } from '../../model/config';
import { LIMITS } from '../../schema/limits';
import { INPUTS_EN, type InputWords } from '../../i18n/en/inputs';
import { useFeatureTable, useLocale } from '../../ui/locale/LocaleContext';
import { t } from '../../ui/locale/t';
import { useDraftActions, useDraftSelector } from './DraftContext';
import { NumberField } from './fields/NumberField';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import { labelForPath } from './labels';

const KINDS: readonly WorkloadKind[] = ['server', 'database', 'vdi', 'files', 'exchange', 'analytics'];

export const numberColumns = (words: InputWords) =>
  [
    ['count', words.workload.count],
    ['vcpu', words.workload.vcpu],
    ['ramGiB', words.workload.ramGiB],
    ['usedGiB', words.workload.usedGiB],
    ['provisionedGiB', words.workload.provisionedGiB],
    ['iops', words.workload.iops],
  ] as const;

interface Props {
  /** The group as typed: a new object only when one of its inputs changed. */
  group: VmGroup;
  index: number;
  clusterIndex: number;
}

/** One VM group of the workload table; re-rendered only when that group changes. */
export const VmGroupRow = memo(function VmGroupRow({ group: g, index: gi, clusterIndex: ci }: Props) {
  const { dispatch, source } = useDraftActions();
  const { m } = useLocale();
  const words = useFeatureTable('inputs', INPUTS_EN);
  const p = ['clusters', ci, 'workload', 'vmGroups', gi] as const;
  const name = g.name || t(words.workload.unnamed, { n: gi + 1 });
  // Labels name the group: read with the row, which re-renders whenever the group does.
  const draft = source.getDraft();
  const cell = (key: string) => labelForPath([...p, key], draft, m, { inputs: words });
  // The group's default: the cluster's ratio where it has one, else the kind's.
  const clusterRatio = useDraftSelector((d) => d.clusters[ci]?.workload.vcpuPerCore);
  const inherited = typeof clusterRatio === 'number' ? clusterRatio : KIND_PROFILES[g.kind]?.vcpuPerCore;
  // The row's elements are reused for another group as pages turn (rowKeys.ts): a field focused
  // as its group left the page would be typed into as the group now shown, so it is left (the
  // focus goes to the page, as when a row is removed). After the commit: leaving a field takes
  // what was typed into it (SizingView), which React does not do within one.
  const row = useRef<HTMLTableRowElement>(null);
  const shownId = useRef(g.id);
  useLayoutEffect(() => {
    if (shownId.current === g.id) return;
    shownId.current = g.id;
    const focused = row.current?.ownerDocument.activeElement;
    if (focused instanceof HTMLElement && row.current?.contains(focused)) queueMicrotask(() => focused.blur());
  }, [g.id]);
  return (
    <tr ref={row}>
      <td data-label={words.workload.name}>
        <TextField path={[...p, 'name']} label={cell('name')} hideLabel maxLength={LIMITS.name} />
      </td>
      <td data-label={words.workload.kind}>
        <SelectField
          path={[...p, 'kind']}
          label={cell('kind')}
          hideLabel
          options={KINDS.map((k) => ({ value: k, label: words.kinds[k] }))}
        />
      </td>
      {/* An import's per-VM averages (224.48712890625 GiB) read rounded until edited, the counts beside them alike. */}
      {numberColumns(words).map(([key, label]) => (
        <td key={key} data-label={label}>
          <NumberField path={[...p, key]} label={cell(key)} hideLabel rounded />
        </td>
      ))}
      <td data-label={words.workload.hotShare}>
        <NumberField path={[...p, 'hotShare']} label={cell('hotShare')} hideLabel />
      </td>
      <td data-label={words.workload.vcpuPerCore}>
        <NumberField
          path={[...p, 'vcpuPerCore']}
          label={cell('vcpuPerCore')}
          clearPath={[...p, 'vcpuPerCore']}
          placeholder={inherited === undefined ? undefined : t(words.workload.vcpuPerCoreDefault, { n: inherited })}
          hideLabel
        />
      </td>
      <td className="row-actions">
        <button
          type="button"
          aria-label={t(words.workload.duplicateLabel, { name })}
          onClick={() =>
            dispatch({ type: 'duplicateVmGroup', clusterIndex: ci, vmGroupId: g.id, name: t(words.workload.copyName, { name }) })
          }
        >
          {words.workload.duplicate}
        </button>
        <button
          type="button"
          aria-label={t(words.workload.removeLabel, { name })}
          onClick={() => dispatch({ type: 'removeVmGroup', clusterIndex: ci, vmGroupId: g.id })}
        >
          {words.workload.remove}
        </button>
      </td>
    </tr>
  );
});
