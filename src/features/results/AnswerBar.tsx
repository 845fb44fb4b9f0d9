import type { ClusterResult } from '../../model/evaluate';
import { clusterVerdict } from '../../model/verdict';
import { useLocale } from '../../ui/locale/LocaleContext';
import { t } from '../../ui/locale/t';
import { nodesWord } from './nodesWord';

/** The answer in one line, with a link to the recommendation: on a phone the inputs come first, so it is said on the first screen too. */
export function AnswerBar({ result }: { result: ClusterResult }) {
  const locale = useLocale();
  const { m } = locale;
  return (
    <p className="answer-bar" data-testid="answer-bar">
      {t(m.plan.answer, {
        recommended: result.recommendation?.status === 'feasible' ? nodesWord(locale, result.recommendation.nodes) : '—',
        configured: nodesWord(locale, result.nodeCount),
        verdict: m.plan.answerVerdicts[clusterVerdict(result)],
      })}{' '}
      <a href="#recommendation">{m.plan.answerLink}</a>
    </p>
  );
}
