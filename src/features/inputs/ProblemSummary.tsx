import type { SizingConfig } from '../../model/config';
import type { Problem } from '../../schema/issues';
import { useLocale } from '../../ui/locale/LocaleContext';
import { problemText } from '../../ui/locale/problemText';
import { t } from '../../ui/locale/t';
import { focusField } from '../../ui/focusField';
import { labelForPath } from './labels';
import { parsePath } from '../../schema/paths';
import { domIdForKey } from '../../ui/fieldIds';

/** While inputs are invalid: says the results are stale and links to every problem. */
export function ProblemSummary({ problems, draft }: { problems: readonly Problem[]; draft: SizingConfig }) {
  const locale = useLocale();
  const { m } = locale;
  return (
    <div className="stale-banner" role="status">
      {problems.length > 0 && (
        <>
          <p>{problems.length === 1 ? m.app.staleBannerOne : t(m.app.staleBanner, { count: problems.length })}</p>
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
                  {labelForPath(parsePath(p.path), draft, m)}
                </a>{' '}
                {problemText(p, locale)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
