import type { SizingConfig } from '../../model/config';
import type { Problem } from '../../schema/issues';
import { HANDOVER_EN } from '../../i18n/en/handover';
import { HYPERVISOR_EN } from '../../i18n/en/hypervisor';
import { INPUTS_EN } from '../../i18n/en/inputs';
import { featureTable, useLocale } from '../../ui/locale/LocaleContext';
import { interpolateNodes } from '../../ui/locale/interpolateNodes';
import { fieldProblemText } from '../../ui/rangeWords';
import { displayForPath } from './fieldDisplay';
import { focusField } from '../../ui/focusField';
import { labelForPath } from './labels';
import { parsePath } from '../../schema/paths';
import { domIdForKey } from '../../ui/fieldIds';

/**
 * Every problem of the inputs, each linked to its field and worded as the field words it (its
 * limits in its own scale and unit): its code loads with the first problem.
 */
export function ProblemList({ problems, draft }: { problems: readonly Problem[]; draft: SizingConfig }) {
  const locale = useLocale();
  const words = {
    inputs: featureTable(locale, 'inputs', INPUTS_EN),
    hypervisor: featureTable(locale, 'hypervisor', HYPERVISOR_EN),
    handover: featureTable(locale, 'handover', HANDOVER_EN),
  };
  return (
    <ul>
      {problems.map((p, i) => {
        const path = parsePath(p.path);
        const label = (
          <a
            href={`#${domIdForKey(p.path)}`}
            onClick={(e) => {
              e.preventDefault();
              focusField(p.path);
            }}
          >
            {labelForPath(path, draft, locale.m, words)}
          </a>
        );
        const message = fieldProblemText(p, displayForPath(path, locale.m.fieldUnits), locale.fmt, locale.m);
        return <li key={`${p.path}-${i}`}>{interpolateNodes(locale.m.problems.atField, { label, message })}</li>;
      })}
    </ul>
  );
}
