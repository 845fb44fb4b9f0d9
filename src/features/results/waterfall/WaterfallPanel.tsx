import type { ClusterResult } from '../../../model/evaluate';
import { FigureValue } from '../../../ui/derivation/Why';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { PANELS_EN } from '../../../i18n/en/panels';
import { t } from '../../../ui/locale/t';
import { LazyChart } from '../LazyChart';
import { lazyPart } from '../../../ui/reveal/lazyPart';

/** A part, not a plain React.lazy: once its code is in (fetched by `loadWaterfallChart`), a print draws it at once, in its `beforeprint`. */
const WaterfallChart = lazyPart(() => import('./WaterfallChart').then((c) => c.default));

/** The chart's code, fetched before a print draws it (registry.tsx). */
export const loadWaterfallChart = WaterfallChart.load;

/** Capacity from raw to what the workload may use: a chart, and a table whose every figure explains itself. */
export function Waterfall({ result }: { result: ClusterResult }) {
  const { m, fmt } = useLocale();
  const w = useFeatureTable('panels', PANELS_EN);
  const steps = result.capacity.waterfall;
  const need = steps.find((s) => s.id === 'workload');
  const may = steps.find((s) => s.id === 'mayUse');
  const h = result.headroom;
  return (
    <div className="waterfall">
      <LazyChart height={380}>
        <WaterfallChart.Part steps={steps} />
      </LazyChart>
      {need && may && (
        <p className={need.figure.value <= may.figure.value ? 'fit fit--ok' : 'fit fit--short'}>
          {t(need.figure.value <= may.figure.value ? w.waterfall.workloadFits : w.waterfall.workloadExceeds, {
            need: fmt.figure(need.figure),
            may: fmt.figure(may.figure),
          })}
        </p>
      )}
      <table className="steps">
        <caption>{w.waterfall.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{w.waterfall.step}</th>
            <th scope="col" className="col-stage">
              {w.waterfall.stage}
            </th>
            <th scope="col" className="num">
              {w.waterfall.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {steps.map((s) => (
            <tr key={s.id} className={`step step--${s.kind}${s.id === 'rebuildReserve' ? ' step--reserve' : ''}`} data-step={s.id}>
              <th scope="row">
                {s.kind === 'minus' && <span aria-hidden="true">− </span>}
                {w.steps[s.id]}
                {s.id === 'rebuildReserve' && (
                  <span className="step-note">
                    {' '}
                    (N+{h.nodes}: {h.domains} {h.domains === 1 ? m.domainNames[h.awareness] : m.domainNamesPlural[h.awareness]})
                  </span>
                )}
              </th>
              <td className="col-stage">{s.stage === 'physical' ? w.waterfall.physical : w.waterfall.logical}</td>
              <td className="num">
                <FigureValue figure={s.figure} label={w.steps[s.id]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="figures-line">
        {m.figures.overhead}: <FigureValue figure={result.capacity.overhead} label={m.figures.overhead} /> · {m.figures.reduction}:{' '}
        <FigureValue figure={result.capacity.reduction} label={m.figures.reduction} /> · {m.figures.growth}:{' '}
        <FigureValue figure={result.demand.growthFactor} label={m.figures.growth} />
      </p>
    </div>
  );
}
