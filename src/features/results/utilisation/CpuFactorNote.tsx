import { CPU_FACTOR_EN } from '../../../i18n/en/cpuFactor';
import type { CpuFactor } from '../../../model/cpuFactor';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { SourceCpuList } from '../../../ui/cpu/SourceCpuList';

/**
 * How each node type's cores are weighted against the source hosts', and why a factor is 1; then
 * the source hosts' CPUs themselves (the same for every node type), each with its cores and figure.
 */
export default function CpuFactorNote({ factors }: { factors: readonly CpuFactor[] }) {
  const { fmt } = useLocale();
  const w = useFeatureTable('cpuFactor', CPU_FACTOR_EN);
  const sources = factors[0]?.sources ?? [];
  return (
    <>
      {factors.map((f) => (
        <div key={f.nodeTypeId} data-testid="cpu-factor">
          {t(w.cpuFactor, {
            factor: fmt.number(f.factor, 3),
            how: t(w.cpuHow[f.basis], {
              model: f.targetModel ?? '',
              target: fmt.number(f.targetPerCore ?? 0, 2),
              source: fmt.number(f.sourcePerCore ?? 0, 2),
              missing: f.sourceMissing.join(', '),
            }),
          })}
        </div>
      ))}
      {sources.length > 0 && (
        <div data-testid="cpu-factor-sources">
          {w.sourcesHeading}
          <SourceCpuList cpus={sources} />
        </div>
      )}
    </>
  );
}
