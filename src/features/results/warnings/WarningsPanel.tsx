import type { SizingConfig } from '../../../model/config';
import type { ClusterResult } from '../../../model/evaluate';
import { SOURCES } from '../../../model/sources';
import type { Warning } from '../../../model/warnings';
import { interpolate } from '../../../i18n/format';
import { focusField } from '../../inputs/focusField';
import { domIdForKey, pathKey } from '../../inputs/paths';
import { useLocale, type Locale } from '../../locale/LocaleContext';
import { t } from '../../locale/t';
import { warningPath } from './warningTarget';
import './warnings.css';

const CAPACITY_PARAMS = new Set(['bytes', 'workingSet', 'flash', 'provisioned', 'effective']);
const SHARE_PARAMS = new Set(['share', 'threshold']);
const ORDER = { critical: 0, warning: 1, info: 2 } as const;

function param({ m, fmt }: Locale, name: string, value: number | string): string {
  if (typeof value === 'number') {
    if (CAPACITY_PARAMS.has(name)) return fmt.bytes(value);
    if (SHARE_PARAMS.has(name)) return fmt.percent(value);
    return fmt.number(value);
  }
  if (name === 'awareness') return m.domainNames[value as keyof typeof m.domainNames] ?? value;
  if (name === 'goal') return m.selfHealGoals[value as keyof typeof m.selfHealGoals] ?? value;
  if (name === 'status') return m.performanceStatus[value as keyof typeof m.performanceStatus] ?? value;
  return value;
}

/** Every warning in words, most severe first, each linking to the input it concerns. */
export function WarningsPanel({ result, config }: { result: ClusterResult; config: SizingConfig }) {
  const locale = useLocale();
  const { m } = locale;
  const warnings = [...result.warnings].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  if (!warnings.length) return <p className="panel-note">{m.warnings.none}</p>;
  const text = (w: Warning) => interpolate(m.warningMessages[w.code], w.params, (name, value) => param(locale, name, value));
  return (
    <ul className="warnings">
      {warnings.map((w, i) => {
        const key = pathKey(warningPath(config, w.target));
        const source = SOURCES[w.source];
        return (
          <li key={`${w.code}-${i}`} className={`warning warning--${w.severity}`} data-code={w.code}>
            <span className="warning-severity">{m.severities[w.severity]}</span>
            <span className="warning-text">{text(w)}</span>
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
              <span className={`source-kind source-kind--${source.kind}`}>{m.sourceKinds[source.kind]}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
