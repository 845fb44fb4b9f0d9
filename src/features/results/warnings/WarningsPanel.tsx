import type { SizingConfig } from '../../../model/config';
import type { ClusterResult } from '../../../model/evaluate';
import { SOURCE_KINDS } from '../../../model/sources';
import type { Warning } from '../../../model/warnings';
import { focusField } from '../../../ui/focusField';
import { PANELS_EN } from '../../../i18n/en/panels';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { warningPath } from './warningTarget';
import { warningNode, warningText } from '../../../ui/locale/warningText';
import './warnings.css';
import { formatPath } from '../../../schema/paths';
import { domIdForKey } from '../../../ui/fieldIds';

const ORDER = { critical: 0, warning: 1, info: 2 } as const;

/** Every warning in words, most severe first, each linking to the input it concerns. */
export function WarningsPanel({ result, config }: { result: ClusterResult; config: SizingConfig }) {
  const locale = useLocale();
  const { m } = locale;
  const panels = useFeatureTable('panels', PANELS_EN);
  const warnings = [...result.warnings].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  if (!warnings.length) return <p className="panel-note">{m.warnings.none}</p>;
  const text = (w: Warning) => warningText(locale, w);
  return (
    <ul className="warnings">
      {warnings.map((w, i) => {
        const key = formatPath(warningPath(config, w.target));
        const kind = SOURCE_KINDS[w.source];
        return (
          <li key={`${w.code}-${i}`} className={`warning warning--${w.severity}`} data-code={w.code}>
            <span className="warning-severity">{panels.severities[w.severity]}</span>
            <span className="warning-text">{warningNode(locale, w)}</span>
            <span className="warning-meta">
              <a
                href={`#${domIdForKey(key)}`}
                onClick={(e) => {
                  e.preventDefault();
                  focusField(key);
                }}
              >
                {m.warnings.goTo}
                <span className="visually-hidden">: {text(w)}</span>
              </a>{' '}
              · {t(m.warnings.source, { title: m.sourceTitles[w.source] })}{' '}
              <span className={`source-kind source-kind--${kind}`}>{m.sourceKinds[kind]}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
