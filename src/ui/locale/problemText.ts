import { type DocumentProblemWords, describeProblem } from '../../i18n/describeProblem';
import type { ProblemDetail } from '../../schema/issues';
import type { Locale } from './LocaleContext';

/**
 * A problem of the schema in the page's language, its numbers in the user's locale. What reads
 * whole documents (files, stored records, links) passes their problems' words, a lazy table.
 */
export const problemText = (p: ProblemDetail, { m, fmt }: Pick<Locale, 'm' | 'fmt'>, documents?: DocumentProblemWords): string =>
  describeProblem(p, m.problems, (n) => fmt.number(n, 6), documents);
