import type { Messages } from '../../i18n/en/page';
import type { Formatter } from '../../i18n/numbers';
import type { Problem } from '../../schema/issues';
import type { DecodeResult } from '../../schema/shareLink';
import { SHARE_LINK_FORMAT, SHARE_LINK_LIMITS, SHARE_LINK_PREFIX } from '../../schema/shareLinkLimits';
import { interpolate } from '../../i18n/format';
import { useLocale } from '../../ui/locale/LocaleContext';
import './share.css';

/**
 * What opening a link did: problems (by field path) when it was damaged, a note when it came from
 * an older release, and that it opened as a new, unsaved scenario.
 */
export function ShareLinkBanner({ result, onDismiss }: { result: DecodeResult; onDismiss: () => void }) {
  const { m, fmt } = useLocale();
  const messages = m.share;
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
                  {p.path ? <code>{p.path}</code> : messages.theLink} {problemWords(result, p, m, fmt)}
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

/**
 * A problem in the page's language: the link's own from the table, a range from the input
 * problems' words; anything else as the schema worded it (English), since it names the field.
 */
function problemWords(result: DecodeResult, p: Problem, m: Messages, fmt: Formatter): string {
  if (result.ok) return p.message;
  if (result.issue !== 'invalid-config')
    return interpolate(m.share.issues[result.issue], {
      max: fmt.number(SHARE_LINK_LIMITS.maxChars, 0),
      kb: fmt.number(SHARE_LINK_LIMITS.maxInflatedBytes / 1024, 0),
      version: result.linkFormat ?? '',
      current: SHARE_LINK_FORMAT,
      prefix: SHARE_LINK_PREFIX,
    });
  if ((p.code !== 'too-small' && p.code !== 'too-big') || !p.params) return p.message;
  const { limit, inclusive } = p.params;
  const bound =
    p.code === 'too-small' ? (inclusive ? m.problems.atLeast : m.problems.moreThan) : inclusive ? m.problems.atMost : m.problems.lessThan;
  return interpolate(m.problems.mustBe, { range: interpolate(bound, { limit: fmt.number(limit, 6) }) });
}
