import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { INPUTS_EN } from '../../i18n/en/inputs';
import { useFeatureTable, useLocale } from '../../ui/locale/LocaleContext';
import { useDraftActions, useDraftSelector } from './DraftContext';
import { SectionProblems } from './fields/SectionProblems';
import { NumberField } from './fields/NumberField';
import { fieldId } from '../../ui/fieldIds';
import { numberColumns, VmGroupRow } from './VmGroupRow';
import { t } from '../../ui/locale/t';
import { REVEAL_FIELD } from '../../ui/focusField';
import { formatPath } from '../../schema/paths';
import { recycledKeys, type RowKeys, sameKeys } from './rowKeys';

/**
 * Groups shown at once: an inventory brings up to 1,000, and drawing all of their 10,000 inputs
 * takes seconds on a modest laptop.
 */
const PAGE = 25;

/** The workload as a table of VM groups; each cell's accessible name says column and group. */
export function WorkloadSection({ extra }: { extra?: ReactNode }) {
  const { clusterIndex: ci, dispatch } = useDraftActions();
  const { m, fmt } = useLocale();
  const words = useFeatureTable('inputs', INPUTS_EN);
  const w = ['clusters', ci, 'workload'] as const;
  // Only the list: a keystroke elsewhere does not lay the table out again.
  const groups = useDraftSelector((d) => d.clusters[ci]!.workload.vmGroups);
  const columns = numberColumns(words);
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(groups.length / PAGE));
  const shownPage = Math.min(page, pages - 1);
  const first = shownPage * PAGE;
  const shown = groups.slice(first, first + PAGE);
  // The keys given when the page was last drawn: kept as React keeps state from an earlier render.
  const [rowKeys, setRowKeys] = useState<RowKeys>(() => new Map());
  const { keys, byId } = recycledKeys(
    rowKeys,
    shown.map((g) => g.id),
  );
  if (!sameKeys(byId, rowKeys)) setRowKeys(byId);
  // A page holds more or fewer rows than the last (25 cards on a phone are 7,000 px), so the pager
  // moves: once turned, it is brought back into view, and a button disabled under the focus (the
  // first or last page reached) hands the focus to the other one instead of dropping it.
  const pager = useRef<HTMLParagraphElement>(null);
  const turnedBy = useRef<HTMLButtonElement | null>(null);
  const turn = (to: number, by: HTMLButtonElement) => {
    turnedBy.current = by;
    setPage(to);
  };
  useLayoutEffect(() => {
    const by = turnedBy.current;
    turnedBy.current = null;
    const bar = pager.current;
    if (!by || !bar) return;
    const focus = bar.ownerDocument.activeElement;
    if (by.disabled && (focus === by || focus === bar.ownerDocument.body))
      bar.querySelector<HTMLButtonElement>('button:enabled')?.focus({ preventScroll: true });
    bar.scrollIntoView?.({ block: 'nearest' });
  }, [shownPage]);
  // "Go to the input" for a group on another page turns to that page before the input is looked for.
  useEffect(() => {
    const prefix = `${formatPath(['clusters', ci, 'workload', 'vmGroups'])}[`;
    const reveal = (e: Event) => {
      const key = (e as CustomEvent<string>).detail;
      if (!key.startsWith(prefix)) return;
      const index = Number.parseInt(key.slice(prefix.length), 10);
      if (Number.isInteger(index)) flushSync(() => setPage(Math.floor(index / PAGE)));
    };
    document.addEventListener(REVEAL_FIELD, reveal);
    return () => document.removeEventListener(REVEAL_FIELD, reveal);
  }, [ci]);
  return (
    <fieldset className="group" id={fieldId(w)} tabIndex={-1}>
      <legend>{m.sections.workload}</legend>
      {extra}
      <NumberField
        path={[...w, 'vcpuPerCore']}
        label={words.workload.clusterVcpuPerCore}
        clearPath={[...w, 'vcpuPerCore']}
        placeholder={words.workload.clusterVcpuPerCorePlaceholder}
      />
      {groups.length === 0 ? (
        <p className="group-hint">{words.workload.empty}</p>
      ) : (
        <p className="group-hint" id="workload-kind-hint">
          {words.workload.kindHint}
        </p>
      )}
      {groups.length > 0 && (
        <div className="table-scroll workload" role="region" aria-label={words.workload.caption} tabIndex={0}>
          <table className="workload-table">
            <caption className="visually-hidden">{words.workload.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{words.workload.name}</th>
                <th scope="col">{words.workload.kind}</th>
                {columns.map(([key, label]) => (
                  <th key={key} scope="col">
                    {label}
                  </th>
                ))}
                <th scope="col">{words.workload.hotShare}</th>
                <th scope="col">{words.workload.vcpuPerCore}</th>
                <th scope="col">
                  <span className="visually-hidden">{words.workload.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((g, i) => (
                <VmGroupRow key={keys[i]} group={g} index={first + i} clusterIndex={ci} />
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <p className="workload-pager" ref={pager}>
              <button type="button" disabled={shownPage === 0} onClick={(e) => turn(shownPage - 1, e.currentTarget)}>
                {words.workload.previousPage}
              </button>{' '}
              <span role="status">
                {t(words.workload.page, {
                  from: fmt.number(first + 1, 0),
                  to: fmt.number(Math.min(groups.length, first + PAGE), 0),
                  total: fmt.number(groups.length, 0),
                })}
              </span>{' '}
              <button type="button" disabled={shownPage === pages - 1} onClick={(e) => turn(shownPage + 1, e.currentTarget)}>
                {words.workload.nextPage}
              </button>
            </p>
          )}
        </div>
      )}
      <SectionProblems path={[...w, 'vmGroups']} label={words.workload.caption} />
      <button
        type="button"
        className="add-button"
        onClick={() => {
          dispatch({ type: 'addVmGroup', clusterIndex: ci, name: words.workload.newName });
          // The new group is the last one: show its page.
          setPage(Math.floor(groups.length / PAGE));
        }}
      >
        {words.workload.add}
      </button>
    </fieldset>
  );
}
