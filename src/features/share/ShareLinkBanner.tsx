import type { DecodeResult } from '../../schema/shareLink';
import { interpolate } from '../../i18n/format';
import { DOCUMENT_PROBLEMS_EN } from '../../i18n/en/documentProblems';
import { SHARE_BANNER_EN } from '../../i18n/en/shareBanner';
import { useFeatureTable, useLocale } from '../../ui/locale/LocaleContext';
import { problemText } from '../../ui/locale/problemText';
import './share.css';

/**
 * What opening a link did: problems (by field path) when it was damaged, a note when it came from
 * an older release, and that it opened as a new, unsaved scenario.
 */
export function ShareLinkBanner({ result, onDismiss }: { result: DecodeResult; onDismiss: () => void }) {
  const { m, fmt } = useLocale();
  const documents = useFeatureTable('documentProblems', DOCUMENT_PROBLEMS_EN);
  const messages = useFeatureTable('shareBanner', SHARE_BANNER_EN);
  const failed = !result.ok;
  return (
    <div className={`share-banner${failed ? ' share-banner--problem' : ''}`} role={failed ? 'alert' : 'status'}>
      <div className="share-banner__text">
        {result.ok ? (
          <p>
            {result.migratedFrom !== null && <>{messages.bannerMigrated} </>}
            {messages.bannerUnsaved}
          </p>
        ) : (
          <>
            <p>{result.recovered === 'partial' ? messages.bannerPartial : messages.bannerDefaults}</p>
            <ul>
              {result.problems.map((p, i) => (
                <li key={i}>
                  {p.path ? <code>{p.path}</code> : messages.theLink} {problemText(p, { m, fmt }, documents)}
                </li>
              ))}
              {result.problemCount > result.problems.length && (
                <li>
                  {interpolate(result.countIsLowerBound ? messages.moreProblemsAtLeast : messages.moreProblems, {
                    n: fmt.number(result.problemCount - result.problems.length, 0),
                  })}
                </li>
              )}
            </ul>
          </>
        )}
      </div>
      <button type="button" onClick={onDismiss}>
        {messages.dismiss}
      </button>
    </div>
  );
}
