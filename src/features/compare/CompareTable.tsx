import { COMPARE_EN } from '../../i18n/en/compare';
import { PANELS_EN } from '../../i18n/en/panels';
import type { Comparison, FigureId } from '../../model/compare';
import type { ClusterResult } from '../../model/evaluate';
import { useFeatureTable, useLocale } from '../../ui/locale/LocaleContext';
import { warningText } from '../../ui/locale/warningText';
import { figureText } from './format';
import type { CompareScenario } from './scenarios';

const GROUPS: { id: keyof typeof COMPARE_EN.groups; rows: FigureId[] }[] = [
  { id: 'size', rows: ['nodes', 'headroom', 'headroomNodes', 'recommendedNodes', 'binding'] },
  { id: 'capacity', rows: ['raw', 'usable', 'effective', 'mayUse', 'demand'] },
  {
    id: 'utilisation',
    rows: ['storageNormal', 'storageAfterLoss', 'cpuNormal', 'cpuAfterLoss', 'ramNormal', 'ramAfterLoss', 'iopsNormal', 'iopsAfterLoss'],
  },
  { id: 'verdicts', rows: ['feasible', 'dataAvailable', 'reprotected', 'selfHealed', 'vmsRestart'] },
];

interface Props {
  scenarios: readonly CompareScenario[];
  results: readonly ClusterResult[];
  comparison: Comparison;
}

/** The results side by side: one column per scenario, one row per figure, what differs from the baseline marked in words. */
export function CompareTable({ scenarios, results, comparison }: Props) {
  const locale = useLocale();
  const { m, fmt } = locale;
  const w = useFeatureTable('compare', COMPARE_EN);
  const panels = useFeatureTable('panels', PANELS_EN);
  const changed = <span className="compare-changed">{w.changed}</span>;
  const rows = new Map(comparison.rows.map((r) => [r.id, r]));
  const head = (
    <thead>
      <tr>
        <th scope="col">{w.figure}</th>
        {scenarios.map((s, i) => (
          <th scope="col" key={s.key}>
            {s.name}
            {i === 0 && <span className="tag">{w.baseline}</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
  return (
    <>
      <div className="compare-scroll" role="region" aria-labelledby="compare-results-caption" tabIndex={0}>
        <table className="compare-table" data-testid="compare-results">
          <caption id="compare-results-caption">{w.resultsCaption}</caption>
          {head}
          {GROUPS.map((g) => (
            <tbody key={g.id}>
              <tr className="compare-group">
                <th scope="colgroup" colSpan={scenarios.length + 1}>
                  {w.groups[g.id]}
                </th>
              </tr>
              {g.rows.map((id) => {
                const row = rows.get(id)!;
                const shown = row.values.map((v) => figureText(row.kind, v, w, m, fmt));
                // A change is marked only where the reader can see it: 48.1% against 48.3% both read 48%.
                const seen = row.differs.map((d, i) => d && shown[i] !== shown[0]);
                return (
                  <tr key={id} data-figure={id}>
                    <th scope="row">{w.figures[id]}</th>
                    {shown.map((text, i) => (
                      <td key={scenarios[i]!.key} className={seen[i] ? 'compare-cell--changed' : undefined}>
                        <span className="compare-value">{text}</span>
                        {seen[i] && changed}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </div>
      <h3>{w.warningsHeading}</h3>
      {comparison.warnings.length === 0 ? (
        <p>{w.noWarnings}</p>
      ) : (
        <div className="compare-scroll" role="region" aria-label={w.warningsHeading} tabIndex={0}>
          <table className="compare-table compare-warnings" data-testid="compare-warnings">
            <caption className="visually-hidden">{w.warningsHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{m.warnings.heading}</th>
                {scenarios.map((s) => (
                  <th scope="col" key={s.key}>
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparison.warnings.map((cw) => {
                const first = cw.at.findIndex((x) => x !== null);
                const title = warningText(locale, results[first]!.warnings[cw.at[first]!]!);
                return (
                  <tr key={cw.code} data-warning={cw.code}>
                    <th scope="row">
                      <span className={`compare-severity compare-severity--${cw.severity}`}>{panels.severities[cw.severity]}</span> {title}
                    </th>
                    {cw.at.map((x, i) => {
                      const own = x === null ? null : warningText(locale, results[i]!.warnings[x]!);
                      return (
                        <td key={scenarios[i]!.key} className={cw.differs[i] ? 'compare-cell--changed' : undefined}>
                          {own === null ? w.warningAbsent : own === title ? w.warningApplies : own}
                          {cw.differs[i] && changed}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
