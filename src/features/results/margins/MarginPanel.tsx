import type { ClusterResult } from '../../../model/evaluate';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { PANELS_EN } from '../../../i18n/en/panels';
import { t } from '../../../ui/locale/t';
import { LazyChart } from '../LazyChart';
import { lazyPart } from '../../../ui/reveal/lazyPart';
import { marginPoints } from './rows';

/** A part, not a plain React.lazy: once its code is in (fetched by `loadMarginChart`), a print draws it at once, in its `beforeprint`. */
const MarginChart = lazyPart(() => import('./MarginChart').then((c) => c.default));

/** The chart's code, fetched before a print draws it (registry.tsx). */
export const loadMarginChart = MarginChart.load;

/** How the margins move with the node count: why the recommendation lands where it does. */
export function MarginPanel({ result }: { result: ClusterResult }) {
  const { m, fmt } = useLocale();
  const w = useFeatureTable('panels', PANELS_EN);
  const rec = result.recommendation;
  if (!rec) return <p>{m.recommendation.noRecommendation}</p>;
  const recommended = rec.status === 'feasible' ? rec.nodes : null;
  const upTo = Math.max(recommended ?? 0, result.nodeCount, 6) + 6;
  const points = marginPoints(rec.rows, upTo);
  return (
    <div className="margins">
      <p className="panel-note">
        {w.margins.explain}{' '}
        {t(w.margins.range, { upTo: fmt.number(Math.min(upTo, rec.rows.length), 0), max: fmt.number(rec.rows.length, 0) })}
      </p>
      <LazyChart height={300}>
        <MarginChart.Part points={points} recommended={recommended} configured={result.nodeCount} />
      </LazyChart>
      <details className="margin-table">
        <summary>{w.margins.showTable}</summary>
        <table>
          <caption className="visually-hidden">{w.margins.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{w.margins.nodes}</th>
              <th scope="col">{w.margins.tightest}</th>
              <th scope="col" className="num">
                {w.margins.margin}
              </th>
              <th scope="col">{w.margins.feasible}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.nodes} className={p.nodes === recommended ? 'row--recommended' : undefined}>
                <th scope="row">
                  {p.nodes}
                  {p.nodes === recommended && ` (${w.margins.recommended})`}
                  {p.nodes === result.nodeCount && ` (${w.margins.configured})`}
                </th>
                <td>{p.tightest ? m.constraints[p.tightest.id] : '—'}</td>
                <td className="num">{p.tightest ? fmt.percent(p.tightest.margin) : '—'}</td>
                <td>{p.feasible ? w.resiliency.yes : w.resiliency.no}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
