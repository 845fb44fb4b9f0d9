import { memo } from 'react';
import type { Cluster, NodeType, VmGroup } from '../../../model/config';
import { type Locale, useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';

/**
 * What the sizing assumed, in one compact block: shown only in print, where the input form is
 * left out, so the report can be read and checked on its own.
 */
export function InputsSummary({ cluster, nodeTypes }: { cluster: Cluster; nodeTypes: readonly NodeType[] }) {
  const locale = useLocale();
  const { m, fmt } = locale;
  const typeName = (id: string) => nodeTypes.find((x) => x.id === id)?.name ?? id;
  const h = cluster.headroom;
  const rows: [string, string][] = [
    [m.sections.nodes, cluster.nodes.map((n) => `${n.count} × ${typeName(n.nodeTypeId)}`).join('; ')],
    [
      m.faultDomains.awareness,
      `${m.awareness[cluster.faultDomains.awareness]} · ${m.faultDomains.nodesPerBlock} ${cluster.faultDomains.nodesPerBlock}`,
    ],
    [m.protection.rf, `RF${cluster.protection.rf}${cluster.protection.ecx.enabled ? ` · ${m.protection.ecx}` : ''}`],
    [m.headroom.mode, h.mode === 'auto' ? m.headroom.auto : `${m.headroom.fixed}: ${h.fixedDomains}`],
    [m.headroom.selfHealGoal, m.selfHealGoals[h.selfHealGoal]],
    [
      m.sections.dataReduction,
      `${m.dataReduction.compressionRatio} ${fmt.ratio(cluster.dataReduction.compressionRatio)} · ${m.dataReduction.dedupRatio} ${fmt.ratio(cluster.dataReduction.dedupRatio)}`,
    ],
    [
      m.sections.thresholds,
      `${m.thresholds.cpu} ${fmt.percent(cluster.thresholds.cpu)} · ${m.thresholds.ram} ${fmt.percent(cluster.thresholds.ram)} · ${m.thresholds.storageFill} ${fmt.percent(cluster.thresholds.storageFill)}`,
    ],
    [
      `${m.sections.snapshots} · ${m.sections.growth}`,
      `${fmt.percent(cluster.workload.snapshots.dailyChangeShare)} × ${cluster.workload.snapshots.retentionDays} ${m.fieldUnits.days} · ${fmt.percent(cluster.workload.growth.yearlyShare)} × ${cluster.workload.growth.years} ${m.fieldUnits.years}`,
    ],
  ];
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
