import type { PanelContext } from '../registry';
import type { Runway, RunwayResource } from '../../../model/runway';
import { nodeStep } from '../../../model/layout';
import { FigureValue } from '../../../ui/derivation/Why';
import { RUNWAY_EN } from '../../../i18n/en/runway';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { plural } from '../../../ui/locale/plural';
import { LazyChart } from '../LazyChart';
import { lazyPart } from '../../../ui/reveal/lazyPart';
import { runwayStatement } from './statements';
import { BuyingChoices } from './BuyingChoices';
import './runway.css';

/** A part, not a plain React.lazy: once its code is in (fetched by `loadRunwayChart`), a print draws it at once, in its `beforeprint`. */
const RunwayChart = lazyPart(() => import('./RunwayChart').then((c) => c.default));

/** The chart's code, fetched before a print draws it (registry.tsx). */
export const loadRunwayChart = RunwayChart.load;

interface Props {
  runway: Runway;
  nodeCount: number;
  /** The cluster on screen and its node types; its buying policy is set from here, except on paper. */
  ctx: Pick<PanelContext, 'evaluated' | 'clusterIndex' | 'printing' | 'store'>;
}

/** When the configured cluster runs out, resource by resource, and the nodes to add on the way. */
export function RunwayPanel({ runway: r, nodeCount, ctx }: Props) {
  const { cluster, nodeTypes } = ctx.evaluated;
  const step = nodeStep(cluster.faultDomains);
  const yearlyGrowth = cluster.workload.growth.yearlyShare;
  const locale = useLocale();
  const { m, fmt } = locale;
  const w = useFeatureTable('runway', RUNWAY_EN);
  const months = r.horizonMonths;
  const nodes = (n: number) => t(plural(w.addNodes, n), { n: fmt.number(n) });
  if (months === 0) return <p>{w.noHorizon}</p>;
  const at = (resource: RunwayResource, month: number) => r.months[month]![resource];
  const demand = (resource: RunwayResource, value: number) =>
    resource === 'storage'
      ? fmt.bytes(value)
      : resource === 'ram'
        ? fmt.memory(value)
        : resource === 'cpu'
          ? fmt.cores(value)
          : fmt.iops(value);
  const e = r.expansion;
  const typeName = nodeTypes.find((x) => x.id === e.nodeTypeId)?.name ?? '';
  // Bought ahead of need (a cadence): the month each purchase is needed is said beside it.
  const early = e.steps.some((s) => s.neededMonth !== s.month);
  return (
    <div className="runway" data-testid="runway">
      <p>{t(w.intro, { nodes: nodes(nodeCount), growth: fmt.percent(yearlyGrowth), months })}</p>
      <ul className="runway-statements">
        {r.thresholds.map((x) => (
          <li key={x.resource} className={x.firstBreachMonth ? 'fit fit--short' : 'fit fit--ok'} data-resource={x.resource}>
            {runwayStatement(locale, r, x)}
          </li>
        ))}
        {!r.thresholds.some((x) => x.resource === 'iops') && <li className="runway-note">{w.noIops}</li>}
      </ul>
      <LazyChart height={300}>
        <RunwayChart.Part runway={r} />
      </LazyChart>
      <table className="runway-table stack-table">
        <caption className="visually-hidden">{w.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{w.resource}</th>
            <th scope="col" className="num">
              {w.mayUse}
            </th>
            <th scope="col" className="num">
              {w.today}
            </th>
            <th scope="col" className="num">
              {t(w.atHorizon, { months })}
            </th>
            <th scope="col" className="num">
              {w.firstBreach}
            </th>
          </tr>
        </thead>
        <tbody>
          {r.thresholds.map((x) => (
            <tr key={x.resource} data-resource={x.resource}>
              <th scope="row">{w.resources[x.resource]}</th>
              <td className="num" data-label={w.mayUse}>
                <FigureValue figure={x.allowed} label={`${w.mayUse}, ${w.resources[x.resource]}`} />
              </td>
              <td className="num" data-label={w.today}>
                {demand(x.resource, at(x.resource, 0))}
              </td>
              <td className="num" data-label={t(w.atHorizon, { months })}>
                {demand(x.resource, at(x.resource, months))}
              </td>
              <td className="num" data-label={w.firstBreach}>
                {x.firstBreachMonth ? (
                  <FigureValue figure={x.firstBreachMonth} label={`${w.firstBreach}, ${w.resources[x.resource]}`} />
                ) : (
                  w.never
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{w.expansionHeading}</h3>
      {e.steps.length === 0 && e.holds && <p className="fit fit--ok">{t(w.expansionNone, { months })}</p>}
      {e.steps.length > 0 && (
        <>
          <p>
            {t(w.expansionIntro, {
              type: typeName,
              unit: step === 1 ? w.unitNodes : t(w.unitBlocks, { n: step }),
              months: e.holds ? months : (e.failsAtMonth ?? months) - 1,
            })}
          </p>
          <table className="expansion-table stack-table">
            <caption className="visually-hidden">{w.expansionCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{w.month}</th>
                {early && (
                  <th scope="col" className="num">
                    {w.neededBy}
                  </th>
                )}
                <th scope="col">{w.add}</th>
                <th scope="col" className="num">
                  {w.nodesAfter}
                </th>
                <th scope="col">{w.headroom}</th>
                <th scope="col" className="num">
                  {w.holdsThrough}
                </th>
                <th scope="col">{w.failingBefore}</th>
              </tr>
            </thead>
            <tbody>
              {e.steps.map((s) => (
                <tr key={s.month} data-month={s.month}>
                  <th scope="row">{fmt.number(s.month)}</th>
                  {early && (
                    <td className="num" data-label={w.neededBy}>
                      {fmt.number(s.neededMonth)}
                    </td>
                  )}
                  <td data-label={w.add}>{nodes(s.addNodes)}</td>
                  <td className="num" data-label={w.nodesAfter}>
                    {fmt.number(s.nodesBefore)} → {fmt.number(s.nodesAfter)}
                  </td>
                  <td data-label={w.headroom}>N+{s.headroomNodes}</td>
                  <td className="num" data-label={w.holdsThrough}>
                    {fmt.number(s.holdsThroughMonth)}
                  </td>
                  <td data-label={w.failingBefore}>{s.failing.map((id) => m.constraints[id]).join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {!e.holds &&
        (e.nodeTypeId === null ? (
          <p className="fit fit--short">{w.expansionNoType}</p>
        ) : (
          <p className="fit fit--short">
            {t(w.expansionFails, {
              month: e.failsAtMonth ?? 0,
              type: typeName,
              failing: e.failing.map((id) => m.constraints[id]).join('; '),
            })}
          </p>
        ))}
      {e.nodeTypeId !== null && (e.steps.length > 0 || cluster.expansion) && (
        <BuyingChoices
          cluster={cluster}
          horizonMonths={months}
          choices={r.expansionChoices}
          edit={
            ctx.printing
              ? undefined
              : (policy) => ctx.store.dispatch({ type: 'setField', path: ['clusters', ctx.clusterIndex, 'expansion'], value: policy })
          }
        />
      )}
    </div>
  );
}
