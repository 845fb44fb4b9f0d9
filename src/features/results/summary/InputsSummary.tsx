import { memo } from 'react';
import type { Cluster, NodeType, VmGroup } from '../../../model/config';
import { REPORT_EN } from '../../../i18n/en/report';
import { type Locale, useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { inputRows, overriddenDefaults } from '../report/inputs';

/**
 * What the sizing assumed, in one compact block: shown only in print, where the input form is
 * left out, so the report can be read and checked on its own.
 */
export function InputsSummary({ cluster, nodeTypes }: { cluster: Cluster; nodeTypes: readonly NodeType[] }) {
  const locale = useLocale();
  const { m } = locale;
  const w = useFeatureTable('report', REPORT_EN);
  const rows = inputRows(locale, nodeTypes, cluster);
  const overridden = overriddenDefaults(cluster);
  return (
    <section className="inputs-summary print-only-block" aria-labelledby="inputs-summary-title">
      <h2 id="inputs-summary-title">{m.app.inputsHeading}</h2>
      <dl>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <h3>{w.overridden}</h3>
      {overridden.length === 0 ? (
        <p>{w.overriddenNone}</p>
      ) : (
        <ul className="overridden">
          {overridden.map((o) => (
            <li key={o.setting}>{t(w.overriddenLine, { setting: o.setting, value: o.value, default: o.default })}</li>
          ))}
        </ul>
      )}
      <table>
        <caption>{m.workload.caption}</caption>
        <thead>
          <tr>
            {[
              m.workload.name,
              m.workload.kind,
              m.workload.count,
              m.workload.vcpu,
              m.workload.ramGiB,
              m.workload.usedGiB,
              m.workload.iops,
            ].map((c, i) => (
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
  function GroupRow({ g, n, locale: { m, fmt } }: RowProps) {
    return (
      <tr>
        <th scope="row">{g.name || t(m.workload.unnamed, { n })}</th>
        <td>{m.kinds[g.kind]}</td>
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
