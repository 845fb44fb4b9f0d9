import { RATIO_RULES_OF_THUMB } from '../../model/ratioRules';
import { SOURCE_KINDS } from '../../model/sources';
import { type MeasuredRatio, offeredRatio } from '../../inventory/ratio';
import { IMPORT_PANEL_EN } from '../../i18n/en/import';
import { useFeatureTable, useLocale } from '../../ui/locale/LocaleContext';
import { t } from '../../ui/locale/t';

interface Props {
  measured: MeasuredRatio;
  clusterName: string;
  /** Whether the cluster takes the ratio offered on applying; otherwise its own is left as it is. */
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
}

/** Today's vCPU:core ratio of the VMs imported, offered as the cluster's, with the rules of thumb beside it. */
export function MeasuredRatioNote({ measured: r, clusterName, chosen, onChoose }: Props) {
  const { fmt, m } = useLocale();
  const P = useFeatureTable('importPanel', IMPORT_PANEL_EN);
  const n = (x: number, digits = 0) => fmt.number(x, digits);
  const offered = offeredRatio(r);
  const figures = { vcpu: n(r.vcpu), cores: n(r.cores), hosts: n(r.hosts), lost: n(r.coresLost) };
  return (
    <div className="import-ratio" data-testid="import-ratio">
      <p>
        {r.ratio === null
          ? t(P.ratio.noRatio, figures)
          : t(P.ratio.measured, { ...figures, left: n(r.cores - r.coresLost), ratio: n(r.ratio, 2) })}{' '}
        <span className="source-tag">
          ({m.sourceTitles.workshopRatio}, {m.sourceKinds[SOURCE_KINDS.workshopRatio]})
        </span>
      </p>
      {offered !== null && (
        <label>
          <input type="checkbox" checked={chosen} onChange={(e) => onChoose(e.target.checked)} />{' '}
          {t(P.ratio.use, { ratio: n(offered, 2), cluster: clusterName })}
        </label>
      )}
      <details>
        <summary>{P.ratio.rulesHeading}</summary>
        <ul>
          {RATIO_RULES_OF_THUMB.map((rule) => (
            <li key={rule.id}>
              {t(P.ratio.rules[rule.id], {
                range: rule.range[0] === rule.range[1] ? `${n(rule.range[0])}:1` : `${n(rule.range[0])}:1–${n(rule.range[1])}:1`,
              })}{' '}
              <span className="source-tag">({P.ratio.sourceTitles[rule.source]})</span>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
