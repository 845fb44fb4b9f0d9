import { describeInEnglish } from '../i18n/describeInEnglish';
import { type Problem, toProblems } from '../schema/issues';
import type { WordedProblem } from './toHost';

/**
 * What the widget needs only once a link or a host's config is involved: config validation and
 * the share-link codec. Loaded on demand (loadCodec.ts), so the first paint carries neither.
 */
export { parseHostConfig } from './hostConfig';
export { decodeShareLink, encodeShareLink } from '../schema/shareLink';
export { HostMessageSchema } from './fromHost';
/** Problems in words; one at the document's root is the link's, or `root`'s. */
export const wordProblems = (problems: readonly Problem[], root = ''): WordedProblem[] =>
  problems.map((p) => ({ path: p.path || root, message: describeInEnglish(p) }));

/** Settings' Zod issues in words. */
export const settingProblems = (issues: Parameters<typeof toProblems>[0]): WordedProblem[] => wordProblems(toProblems(issues));
