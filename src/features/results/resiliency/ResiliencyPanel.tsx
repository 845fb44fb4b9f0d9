import type { ClusterResult, FailureScenario } from '../../../model/evaluate';
import { FigureValue } from '../../../ui/derivation/Why';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { PANELS_EN } from '../../../i18n/en/panels';
import { t } from '../../../ui/locale/t';
import { VerdictCell } from '../VerdictCell';

/** Every failure scenario the model ran, with the two verdicts kept apart: re-protected and self-healed. */
export function ResiliencyPanel({ result }: { result: ClusterResult }) {
  const { m } = useLocale();
  const w = useFeatureTable('panels', PANELS_EN);
  const aw = result.layout.effective;
  const name = (s: FailureScenario) => {
    const domains = s.lostDomains === 1 ? m.domainNames[aw] : m.domainNamesPlural[aw];
    if (s.lostDomains === 1) return t(w.resiliency.one, { domain: domains });
    return t(s.mode === 'at-once' ? w.resiliency.atOnce : w.resiliency.oneAfterAnother, { n: s.lostDomains, domains });
  };
  const verdict = (ok: boolean, label: string) => (
    <VerdictCell verdict={ok ? 'yes' : 'no'} text={ok ? w.resiliency.yes : w.resiliency.no} label={label} />
  );
  return (
    <div className="resiliency">
      <table className="scenarios stack-table">
        <caption className="visually-hidden">{w.resiliency.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{w.resiliency.scenario}</th>
            <th scope="col">{w.resiliency.available}</th>
            <th scope="col">{w.resiliency.reprotected}</th>
            <th scope="col">{w.resiliency.selfHealed}</th>
            <th scope="col">{w.resiliency.vmsRestart}</th>
            <th scope="col">{w.resiliency.next}</th>
            <th scope="col">{w.resiliency.rebuild}</th>
          </tr>
        </thead>
        <tbody>
          {result.resiliency.scenarios.map((s) => (
            <tr key={`${s.lostDomains}-${s.mode}`} className={s.withinReserve ? 'scenario--sized' : undefined}>
              <th scope="row">
                {name(s)}
                {s.withinReserve && <span className="tag">{w.resiliency.sizedFor}</span>}
                <span className="scenario-lost">{t(w.resiliency.lost, { ids: s.lostDomainIds.join(', ') })}</span>
              </th>
              {verdict(s.dataAvailable, w.resiliency.available)}
              {verdict(s.reprotected, w.resiliency.reprotected)}
              {verdict(s.selfHealed, w.resiliency.selfHealed)}
              {verdict(s.vmsRestart, w.resiliency.vmsRestart)}
              {verdict(s.canTakeNext, w.resiliency.next)}
              <td className="num" data-label={w.resiliency.rebuild}>
                {s.rebuildSeconds ? (
                  <FigureValue figure={s.rebuildSeconds} label={`${m.figures.rebuildTime}, ${name(s)}`} />
                ) : (
                  w.resiliency.notApplicable
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="panel-note">{w.resiliency.legend}</p>
    </div>
  );
}
