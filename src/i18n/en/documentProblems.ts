import type { DocumentProblemCode, ValueKind } from '../../schema/issues';
import type { ShareLinkIssue } from '../../schema/shareLink';

/**
 * Problems of a document read whole (a file, a stored record, a link, a host's config), after
 * its path: loaded with what reads such documents (the share banner, the sessions, the
 * comparison, the widget's codec, the CLI), never with the first screen, whose fields meet none.
 */
export const DOCUMENT_PROBLEMS_EN = {
  codes: {
    'not-config': 'must be a sizing config object',
    'bad-version': 'must be a whole number from 1 to {current}',
    'newer-version': 'is {version}, newer than this sizer understands ({current}): open it in a newer release',
    'no-migration': 'has no migration from version {version}',
    'not-json': 'is not valid JSON ({reason})',
    'link-too-large': 'is too large for a link (over {limit} characters): export it as a file instead',
    'file-too-large': 'is larger than {mb} MB',
    'config-too-large': 'is larger than {mib} MiB as JSON, more than any sizing needs',
    'not-scenario': 'must be a saved scenario (an object), not {kind}',
    'moved-conflict': 'was left in this browser’s older storage by an earlier release and differs from the record kept now; both are kept',
    'compare-prefix': 'does not start with "{prefix}"',
    'compare-too-long': 'is longer than any comparison needs',
    'too-few-scenarios': 'holds fewer than {limit} scenarios',
    'too-many-scenarios': 'holds more than {limit} scenarios',
    'not-share-link': 'scenario {scenario} is not a share link',
    /** A problem worded by an earlier release, kept with what it set aside. */
    note: '{text}',
  } satisfies Record<Exclude<DocumentProblemCode, 'link'>, string>,
  kinds: {
    list: 'a list',
    null: 'null',
    text: 'text',
    number: 'a number',
    boolean: 'true or false',
    other: 'something else',
  } satisfies Record<ValueKind, string>,
  /** What is wrong with a share link as a whole, after "The link". */
  link: {
    empty: 'is empty',
    'too-long': 'is longer than {max} characters, more than any sizing needs',
    'future-format': 'was made by a newer release of the sizer (link format {version}; this one reads up to {current}): open it there',
    'unknown-format': 'does not start with a link format this sizer knows (expected "{prefix}")',
    'not-base64': 'contains characters a share link never has: it may have been mistyped or changed',
    corrupt: 'is cut short or damaged: it may have been truncated when it was copied',
    'too-large': 'unpacks to more than {kb} KB, more than any sizing needs',
    'not-json': 'is damaged: its content is not a sizing document',
  } satisfies Record<Exclude<ShareLinkIssue, 'invalid-config'>, string>,
} as const;
