import type { SizingConfig } from '../../model/config';
import type { Problem } from '../../schema/issues';
import { HANDOVER_EN } from '../../i18n/en/handover';
import { HYPERVISOR_EN } from '../../i18n/en/hypervisor';
import { INPUTS_EN } from '../../i18n/en/inputs';
import { featureTable, useLocale } from '../../ui/locale/LocaleContext';
import { problemText } from '../../ui/locale/problemText';
import { focusField } from '../../ui/focusField';
import { labelForPath } from './labels';
import { parsePath } from '../../schema/paths';
import { domIdForKey } from '../../ui/fieldIds';

/** Every problem of the inputs, each linked to its field: its code loads with the first problem. */
export function ProblemList({ problems, draft }: { problems: readonly Problem[]; draft: SizingConfig }) {
  const locale = useLocale();
  const words = {
    inputs: featureTable(locale, 'inputs', INPUTS_EN),
    hypervisor: featureTable(locale, 'hypervisor', HYPERVISOR_EN),
    handover: featureTable(locale, 'handover', HANDOVER_EN),
  };
  return (
    <ul>
      {problems.map((p, i) => (
        <li key={`${p.path}-${i}`}>
          <a
            href={`#${domIdForKey(p.path)}`}
            onClick={(e) => {
              e.preventDefault();
              focusField(p.path);
            }}
          >
            {labelForPath(parsePath(p.path), draft, locale.m, words)}
          </a>{' '}
          {problemText(p, locale)}
        </li>
      ))}
    </ul>
  );
}
