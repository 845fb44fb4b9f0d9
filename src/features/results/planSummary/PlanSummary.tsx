import { PLAN_SUMMARY_EN } from '../../../i18n/en/planSummary';
import type { PlanSummary as Summary, Verdict } from '../../../model/plan';
import { HANDOVER_EN } from '../../../i18n/en/handover';
import { LicencesPanel } from '../licences/LicencesPanel';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import type { PanelContext } from '../registry';
// Protection between clusters comes with the summary, which loads only for a plan of two clusters or
// more: one chunk, so a print that waits for the summary has it too.
import Protection from './Protection';
import './planSummary.css';

interface Props {
  summary: Summary | null;
  failed: boolean;
  /** The cluster on screen, marked in the table. */
  index: number;
  onSelect(index: number): void;
  /** The document and its store, for protection between the clusters. */
  ctx: Pick<PanelContext, 'evaluated' | 'store' | 'printing'>;
}

const MARK: Record<Verdict, string> = { ok: '✔ ', caution: '⚠ ', short: '✖ ' };
const CELL: Record<Verdict, string> = { ok: 'yes', caution: 'caution', short: 'no' };

/** Every cluster of the plan as configured, with its headroom, verdict and recommendation, and the totals. */
export function PlanSummary({ summary, failed, index, onSelect, ctx }: Props) {
  const { m, fmt } = useLocale();
  const S = useFeatureTable('planSummary', PLAN_SUMMARY_EN);
  const H = useFeatureTable('handover', HANDOVER_EN);
  const P = { ...m.plan, ...S };
  if (failed) return <p role="alert">{P.summaryFailed}</p>;
  if (!summary) return <p role="status">{P.summaryLoading}</p>;
  const n = (x: number) => fmt.number(x, 0);
  const { totals } = summary;
  return (
    <div className="plan-summary">
      <table className="stack-table" data-testid="plan-summary">
        <caption className="visually-hidden">{P.summaryCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{P.colCluster}</th>
            <th scope="col" className="num">
              {P.colNodes}
            </th>
            <th scope="col">{P.colHeadroom}</th>
            <th scope="col">{P.colVerdict}</th>
            <th scope="col" className="num">
              {P.colRecommended}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.rows.map((r, i) => (
            <tr key={r.clusterId} aria-current={i === index ? 'true' : undefined}>
              <th scope="row">
                {i === index ? (
                  r.name || r.clusterId
                ) : (
                  <>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={t(P.show, { name: r.name || r.clusterId })}
                      onClick={() => onSelect(i)}
                    >
                      {r.name || r.clusterId}
                    </button>
                    {/* Buttons do not print: the name does. */}
                    <span className="print-only" aria-hidden="true">
                      {r.name || r.clusterId}
                    </span>
                  </>
                )}
              </th>
              <td className="num" data-label={P.colNodes}>
                {n(r.nodes)}
              </td>
              <td data-label={P.colHeadroom}>{t(P.headroom, { k: r.headroomNodes })}</td>
              <td data-label={P.colVerdict} className={`verdict verdict--${CELL[r.verdict]}`}>
                <span>
                  <span aria-hidden="true">{MARK[r.verdict]}</span>
                  {P.verdicts[r.verdict]}
                </span>
              </td>
              <td className="num" data-label={P.colRecommended}>
                {r.recommendedNodes === null ? P.noRecommendation : n(r.recommendedNodes)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{P.total}</th>
            <td className="num" data-label={P.colNodes} data-testid="plan-total-nodes">
              {n(totals.nodes)}
            </td>
            <td data-label={P.colHeadroom}>{t(P.headroom, { k: totals.headroomNodes })}</td>
            <td data-label={P.colVerdict}>
              {t(P.verdictCounts, { ok: n(totals.verdicts.ok), caution: n(totals.verdicts.caution), short: n(totals.verdicts.short) })}
            </td>
            <td className="num" data-label={P.colRecommended}>
              {totals.recommendedNodes === null ? P.noRecommendation : n(totals.recommendedNodes)}
            </td>
          </tr>
        </tfoot>
      </table>
      <Protection config={ctx.evaluated.config} report={summary.protection} store={ctx.store} printing={ctx.printing} />
      <section className="plan-totals" aria-labelledby="plan-totals-title">
        <h3 id="plan-totals-title">{H.planTotals}</h3>
        <LicencesPanel config={ctx.evaluated.config} clusters={ctx.evaluated.config.clusters} heading="h4" />
      </section>
    </div>
  );
}
