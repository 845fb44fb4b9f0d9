import { Suspense } from 'react';
import type { SizingConfig } from '../../model/config';
import type { Problem } from '../../schema/issues';
import { useLocale } from '../../ui/locale/LocaleContext';
import { lazyPart } from '../../ui/reveal/lazyPart';
import { t } from '../../ui/locale/t';

const List = lazyPart(() => import('./ProblemList').then((l) => l.ProblemList));
export const loadProblemList = List.load;

/** While inputs are invalid: says the results are stale and links to every problem. */
export function ProblemSummary({ problems, draft }: { problems: readonly Problem[]; draft: SizingConfig }) {
  const { m } = useLocale();
  return (
    <div className="stale-banner" role="status">
      {problems.length > 0 && (
        <>
          <p>{problems.length === 1 ? m.app.staleBannerOne : t(m.app.staleBanner, { count: problems.length })}</p>
          <Suspense fallback={null}>
            <List.Part problems={problems} draft={draft} />
          </Suspense>
        </>
      )}
    </div>
  );
}
