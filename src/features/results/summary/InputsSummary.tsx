import { memo } from 'react';
import type { SizingConfig, VmGroup } from '../../../model/config';
import { INPUTS_EN } from '../../../i18n/en/inputs';
import { REPORT_EN } from '../../../i18n/en/report';
import { featureTable, type Locale, useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { inputRows, overriddenDefaults } from '../report/inputs';

/**
 * What the sizing assumed, every cluster in turn: its inputs in summary and the settings it changed
 * from the model's defaults, in words with their units. Printed only, where the input form is left
 * out, so the report can be read and checked on its own.
 */
export function Assumptions({ config }: { config: SizingConfig }) {
  const locale = useLocale();
  const w = useFeatureTable('report', REPORT_EN);
  const several = config.clusters.length > 1;
  return (
    <section className="inputs-summary print-only-block" aria-labelledby="inputs-summary-title">
      <h2 id="inputs-summary-title">{w.assumptions}</h2>
      {config.clusters.map((cluster) => {
        const overridden = overriddenDefaults(locale, cluster);
        return (
          <div key={cluster.id} className="assumptions-cluster">
            {several && <h3>{cluster.name || cluster.id}</h3>}
            <dl>
              {inputRows(locale, config.nodeTypes, cluster).map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
            <h4>{w.overridden}</h4>
            {overridden.length === 0 ? (
              <p>{w.overriddenNone}</p>
            ) : (
              <ul className="overridden">
                {overridden.map((o) => (
                  <li key={o.setting}>{t(w.overriddenLine, o)}</li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** Every VM group of every cluster, in the report's appendix: the longest part, after everything it explains. */
export function VmGroupsAppendix({ config }: { config: SizingConfig }) {
  const locale = useLocale();
  const words = useFeatureTable('inputs', INPUTS_EN);
  const w = useFeatureTable('report', REPORT_EN);
  const columns = [
    words.workload.name,
    words.workload.kind,
    words.workload.count,
    words.workload.vcpu,
    words.workload.ramGiB,
    words.workload.usedGiB,
    words.workload.iops,
  ];
  return (
    <section className="vm-groups-appendix print-only-block" aria-labelledby="vm-groups-appendix-title">
      <h2 id="vm-groups-appendix-title">{w.appendix}</h2>
      {config.clusters.map((cluster) => (
        <table key={cluster.id}>
          <caption>{`${words.workload.caption}: ${cluster.name || cluster.id}`}</caption>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th key={c} scope="col" className={i > 1 ? 'num' : undefined}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cluster.workload.vmGroups.map((g, i) => (
              <GroupRow key={g.id} g={g} n={i + 1} locale={locale} />
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}

interface RowProps {
  g: VmGroup;
  n: number;
  locale: Locale;
}

/**
 * One VM group's line. Validation gives every group a new object on each edit, so rows compare
 * the group's fields: with 1,000 groups a keystroke redraws only the group it changed.
 */
const GroupRow = memo(
  function GroupRow({ g, n, locale }: RowProps) {
    const { fmt } = locale;
    const words = featureTable(locale, 'inputs', INPUTS_EN);
    return (
      <tr>
        <th scope="row">{g.name || t(words.workload.unnamed, { n })}</th>
        <td>{words.kinds[g.kind]}</td>
        <td className="num">{fmt.number(g.count, 0)}</td>
        <td className="num">{fmt.number(g.vcpu, 0)}</td>
        <td className="num">{fmt.number(g.ramGiB)}</td>
        <td className="num">{fmt.number(g.usedGiB)}</td>
        <td className="num">{fmt.number(g.iops, 0)}</td>
      </tr>
    );
  },
  (a, b) =>
    a.n === b.n &&
    a.locale === b.locale &&
    (Object.keys(a.g) as (keyof VmGroup)[]).length === Object.keys(b.g).length &&
    (Object.keys(a.g) as (keyof VmGroup)[]).every((k) => a.g[k] === b.g[k]),
);
