import { HYPERVISOR_DEFAULTS } from '../../model/hypervisor';
import type { HypervisorKind } from '../../model/config';
import { HYPERVISOR_EN } from '../../i18n/en/hypervisor';
import { getAt } from '../../schema/paths';
import { useFeatureTable, useLocale } from '../../ui/locale/LocaleContext';
import { t } from '../../ui/locale/t';
import { useDraft } from './DraftContext';
import { NumberField } from './fields/NumberField';
import { SelectField } from './fields/SelectField';

const KINDS: readonly HypervisorKind[] = ['ahv', 'esxi'];

/**
 * The cluster's hypervisor. Each setting left empty takes the hypervisor's default, shown with its
 * source, so that changing the hypervisor brings its own figures with it.
 */
export function HypervisorFields() {
  const { draft, clusterIndex: ci } = useDraft();
  const { m, fmt } = useLocale();
  const H = useFeatureTable('hypervisor', HYPERVISOR_EN);
  const p = ['clusters', ci, 'hypervisor'] as const;
  const kind = getAt(draft, [...p, 'kind']) === 'esxi' ? 'esxi' : 'ahv';
  const d = HYPERVISOR_DEFAULTS[kind];
  const byDefault = (value: string, source: keyof typeof m.sourceTitles) => t(H.byDefault, { value, source: m.sourceTitles[source] });
  const field = (key: 'hostCores' | 'hostRamShare' | 'vmMemoryReservedShare' | 'cvmCpuReservationMHz', shown: string) => (
    <NumberField path={[...p, key]} label={H[key]} clearPath={[...p, key]} placeholder={shown} hint={byDefault(shown, d[key].source)} />
  );
  return (
    <fieldset className="subgroup">
      <legend>{H.legend}</legend>
      <SelectField path={[...p, 'kind']} label={H.kind} hint={H.noHyperV} options={KINDS.map((k) => ({ value: k, label: H.kinds[k] }))} />
      <div className="field-grid">
        {field('hostCores', fmt.number(d.hostCores.value, 0))}
        {field('hostRamShare', fmt.percent(d.hostRamShare.value))}
        {kind === 'esxi' && field('vmMemoryReservedShare', fmt.percent(d.vmMemoryReservedShare.value))}
        {kind === 'esxi' && field('cvmCpuReservationMHz', fmt.number(d.cvmCpuReservationMHz.value, 0))}
      </div>
    </fieldset>
  );
}
