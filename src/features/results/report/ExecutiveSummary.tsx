import type { Cluster, SizingConfig } from '../../../model/config';
import { stepValue } from '../../../model/capacityResult';
import { clusterVerdict, type Verdict } from '../../../model/verdict';
import { PLAN_SUMMARY_EN } from '../../../i18n/en/planSummary';
import { REPORT_EN } from '../../../i18n/en/report';
import { HANDOVER_EN } from '../../../i18n/en/handover';
import { INPUTS_EN } from '../../../i18n/en/inputs';
import { featureTable, type Locale, useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { licencesAndFacilities, type LicencesAndFacilities } from './licencesAndFacilities';
import { t } from '../../../ui/locale/t';
import type { ShownResult } from '../registry';

/** One column of the executive summary: its heading, a cluster's cell and the plan's total. */
interface SummaryColumn {
  heading(locale: Locale): string;
  cell(locale: Locale, result: ShownResult, cluster: Cluster): string;
  total(locale: Locale, results: readonly ShownResult[]): string;
}

/**
 * The licence quantities and the power and rack space of each cluster as configured, and of the
 * plan, from the licence and facilities model (docs/model.md, sections 11 and 12): "unknown" where
 * the catalogue has no figure.
 */
function licenceAndPowerColumns(config: SizingConfig): readonly SummaryColumn[] {
  const words = (locale: Locale) => featureTable(locale, 'handover', HANDOVER_EN);
  const plan = licencesAndFacilities(config);
  // Each cluster's figures once, read by every column.
  const byCluster = new Map(config.clusters.map((c) => [c, licencesAndFacilities(config, [c])]));
  const ofCluster = (c: Cluster) => byCluster.get(c) ?? licencesAndFacilities(config, [c]);
  const figure = (locale: Locale, x: number | null, digits = 0) => (x === null ? words(locale).unknown : locale.fmt.number(x, digits));
  const column = (heading: (w: ReturnType<typeof words>) => string, value: (f: LicencesAndFacilities) => number | null, digits = 0) => ({
    heading: (locale: Locale) => heading(words(locale)),
    cell: (locale: Locale, _r: ShownResult, c: Cluster) => figure(locale, value(ofCluster(c)), digits),
    total: (locale: Locale) => figure(locale, value(plan), digits),
  });
  return [
    column(
      (w) => w.colLicensedCores,
      (f) => f.licences.total.licensedCores,
    ),
    column(
      (w) => w.colFlashTiB,
      (f) => f.licences.total.flashTiB,
      2,
    ),
    column(
      (w) => w.typicalW,
      (f) => f.facilitiesTotal.typicalW,
    ),
    column(
      (w) => w.rackUnits,
      (f) => f.facilitiesTotal.rackUnits,
    ),
  ];
}

const HYPERVISOR_NAMES = { ahv: 'AHV', esxi: 'ESXi' } as const;

const recommendedNodes = (r: ShownResult) => (r.recommendation?.status === 'feasible' ? r.recommendation.nodes : null);

/**
 * What the proposal comes to, first in the report: every cluster of the plan with its
 * configuration, N+k and the rule that set it, verdict and capacity, and the plan's totals.
 */
export function ExecutiveSummary({ config, results }: { config: SizingConfig; results: readonly ShownResult[] | null }) {
  const locale = useLocale();
  const { m, fmt } = locale;
  const words = featureTable(locale, 'inputs', INPUTS_EN);
  const w = useFeatureTable('report', REPORT_EN);
  const S = useFeatureTable('planSummary', PLAN_SUMMARY_EN);
  if (!results) return null;
  const columns = licenceAndPowerColumns(config);
  const typeName = (id: string) => config.nodeTypes.find((x) => x.id === id)?.name ?? id;
  const configuration = (c: Cluster) =>
    [
      c.nodes.map((n) => `${n.count} × ${typeName(n.nodeTypeId)}`).join(' + '),
      HYPERVISOR_NAMES[c.hypervisor.kind],
      `RF${c.protection.rf}${c.protection.ecx.enabled ? ' + EC-X' : ''}`,
      `${words.faultDomains.awareness}: ${m.awareness[c.faultDomains.awareness]}`,
    ].join(' · ');
  const n = (x: number) => fmt.number(x, 0);
  const sum = (f: (r: ShownResult) => number) => results.reduce((a, r) => a + f(r), 0);
  const usable = (r: ShownResult) => stepValue(r.capacity, 'usablePhysical');
  const effective = (r: ShownResult) => stepValue(r.capacity, 'effective');
  const verdicts: Record<Verdict, number> = { ok: 0, caution: 0, short: 0 };
  for (const r of results) verdicts[clusterVerdict(r)] += 1;
  const recommended = results.map(recommendedNodes);
  return (
    <section className="executive-summary print-only-block" aria-labelledby="executive-summary-title">
      <h2 id="executive-summary-title">{w.executiveSummary}</h2>
      <table>
        <caption className="visually-hidden">{w.summaryCaption}</caption>
        <thead>
          <tr>
            {(
              [
                [w.colCluster, false],
                [w.colConfiguration, false],
                [w.colNodes, true],
                [w.colHeadroom, false],
                [w.colVerdict, false],
                [w.colUsable, true],
                [w.colEffective, true],
                [w.colRecommended, true],
                ...columns.map((col): [string, boolean] => [col.heading(locale), true]),
              ] satisfies [string, boolean][]
            ).map(([heading, num]) => (
              <th key={heading} scope="col" className={num ? 'num' : undefined}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {results.map((r, i) => {
            const c = config.clusters[i]!;
            const rec = recommendedNodes(r);
            return (
              <tr key={c.id}>
                <th scope="row">{c.name || c.id}</th>
                <td>{configuration(c)}</td>
                <td className="num">{n(r.nodeCount)}</td>
                <td>{t(S.headroom, { k: r.headroom.nodes })}</td>
                <td>{S.verdicts[clusterVerdict(r)]}</td>
                <td className="num">{fmt.bytes(usable(r))}</td>
                <td className="num">{fmt.bytes(effective(r))}</td>
                <td className="num">{rec === null ? S.noRecommendation : n(rec)}</td>
                {columns.map((col) => (
                  <td key={col.heading(locale)} className="num">
                    {col.cell(locale, r, c)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{w.planTotal}</th>
            <td />
            <td className="num">{n(sum((r) => r.nodeCount))}</td>
            <td>{t(S.headroom, { k: sum((r) => r.headroom.nodes) })}</td>
            <td>{t(S.verdictCounts, { ok: n(verdicts.ok), caution: n(verdicts.caution), short: n(verdicts.short) })}</td>
            <td className="num">{fmt.bytes(sum(usable))}</td>
            <td className="num">{fmt.bytes(sum(effective))}</td>
            <td className="num">{recommended.includes(null) ? S.noRecommendation : n(sum((r) => recommendedNodes(r)!))}</td>
            {columns.map((col) => (
              <td key={col.heading(locale)} className="num">
                {col.total(locale, results)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
      <h3>{w.headroomRules}</h3>
      <ul className="headroom-rules">
        {results.map((r, i) => (
          <li key={config.clusters[i]!.id}>
            <strong>{config.clusters[i]!.name || config.clusters[i]!.id}:</strong>{' '}
            {t(m.headroomRules[r.headroom.rule], { k: r.headroom.nodes, f: r.headroom.domains })}
          </li>
        ))}
      </ul>
    </section>
  );
}
