import type { ClusterResult, FailureScenario } from '../../../model/evaluate';
import { FigureValue } from '../../../ui/derivation/Why';
import { useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { VerdictCell } from '../VerdictCell';

/** Every failure scenario the model ran, with the two verdicts kept apart: re-protected and self-healed. */
export function ResiliencyPanel({ result }: { result: ClusterResult }) {
  const { m } = useLocale();
  const aw = result.layout.effective;
  const name = (s: FailureScenario) => {
    const domains = s.lostDomains === 1 ? m.domainNames[aw] : m.domainNamesPlural[aw];
    if (s.lostDomains === 1) return t(m.resiliency.one, { domain: domains });
    return t(s.mode === 'at-once' ? m.resiliency.atOnce : m.resiliency.oneAfterAnother, { n: s.lostDomains, domains });
  };
  const verdict = (ok: boolean, label: string) => (
    <VerdictCell verdict={ok ? 'yes' : 'no'} text={ok ? m.resiliency.yes : m.resiliency.no} label={label} />
  );
  return (
    <div className="resiliency">
      <table className="scenarios stack-table">
        <caption className="visually-hidden">{m.resiliency.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.resiliency.scenario}</th>
            <th scope="col">{m.resiliency.available}</th>
            <th scope="col">{m.resiliency.reprotected}</th>
            <th scope="col">{m.resiliency.selfHealed}</th>
            <th scope="col">{m.resiliency.vmsRestart}</th>
            <th scope="col">{m.resiliency.next}</th>
            <th scope="col">{m.resiliency.rebuild}</th>
          </tr>
        </thead>
        <tbody>
          {result.resiliency.scenarios.map((s) => (
            <tr key={`${s.lostDomains}-${s.mode}`} className={s.withinReserve ? 'scenario--sized' : undefined}>
              <th scope="row">
                {name(s)}
                {s.withinReserve && <span className="tag">{m.resiliency.sizedFor}</span>}
                <span className="scenario-lost">{t(m.resiliency.lost, { ids: s.lostDomainIds.join(', ') })}</span>
              </th>
              {verdict(s.dataAvailable, m.resiliency.available)}
              {verdict(s.reprotected, m.resiliency.reprotected)}
              {verdict(s.selfHealed, m.resiliency.selfHealed)}
              {verdict(s.vmsRestart, m.resiliency.vmsRestart)}
              {verdict(s.canTakeNext, m.resiliency.next)}
              <td className="num" data-label={m.resiliency.rebuild}>
                {s.rebuildSeconds ? (
                  <FigureValue figure={s.rebuildSeconds} label={`${m.figures.rebuildTime}, ${name(s)}`} />
                ) : (
                  m.resiliency.notApplicable
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="panel-note">{m.resiliency.legend}</p>
    </div>
  );
}
