import type { ProblemDetail } from '../schema/issues';
import { describeProblem } from './describeProblem';
import { DOCUMENT_PROBLEMS_EN } from './en/documentProblems';
import { PROBLEMS_EN } from './en/problems';

// Built on first use: the first number formatter of a page loads the locale's data.
let english: Intl.NumberFormat | undefined;

/**
 * A problem in English as the CLI, the widget's messages to its host and the embed loader's
 * warnings have always written it: numbers as `en-US` writes them, up to six decimals.
 */
export const describeInEnglish = (p: ProblemDetail): string =>
  describeProblem(
    p,
    PROBLEMS_EN,
    (n) => (english ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 })).format(n),
    DOCUMENT_PROBLEMS_EN,
  );
