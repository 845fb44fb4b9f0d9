import { CPU_FACTOR_EN } from '../../i18n/en/cpuFactor';
import type { SourceCpu } from '../../model/config';
import { useFeatureTable, useLocale } from '../locale/LocaleContext';
import { t } from '../locale/t';

/** Source CPUs, each with its cores and its per-core figure or the want of one. */
export function SourceCpuList({ cpus }: { cpus: readonly SourceCpu[] }) {
  const { fmt } = useLocale();
  const w = useFeatureTable('cpuFactor', CPU_FACTOR_EN);
  return (
    <ul className="source-cpus">
      {cpus.map((c) => (
        <li key={c.model}>
          {t(w.sourceCpu, {
            model: c.model,
            cores: fmt.number(c.cores, 0),
            figure: c.perCoreRate === undefined ? w.noFigure : t(w.perCore, { rate: fmt.number(c.perCoreRate, 2) }),
          })}
        </li>
      ))}
    </ul>
  );
}
