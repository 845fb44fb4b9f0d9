import { describeInEnglish } from '../i18n/describeInEnglish';
import { describeProblem } from '../i18n/describeProblem';
import { DOCUMENT_PROBLEMS_JA } from '../i18n/ja/documentProblems';
import { PROBLEMS_JA } from '../i18n/ja/problems';
import type { ProblemDetail } from '../schema/issues';
import type { Lang } from '../schema/lang';

/** The commands' problem lines follow the locale, as other commands' do: LC_ALL, then LC_MESSAGES, then LANG. */
export function cliLang(env: NodeJS.ProcessEnv = process.env): Lang {
  return /^ja/i.test(env.LC_ALL || env.LC_MESSAGES || env.LANG || '') ? 'ja' : 'en';
}

let japaneseNumber: Intl.NumberFormat | undefined;

/** A problem of the schema in the commands' language. */
export function cliProblem(p: ProblemDetail, lang: Lang = cliLang()): string {
  if (lang === 'en') return describeInEnglish(p);
  japaneseNumber ??= new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 6 });
  return describeProblem(p, PROBLEMS_JA, (n) => japaneseNumber!.format(n), DOCUMENT_PROBLEMS_JA);
}
