import type { ShareLinkIssue } from '../../schema/shareLink';
/**
 * English text of saved sessions and share links: part of the page's one table (`EN.sessions`,
 * `EN.share` in en.ts), kept in a file of its own like the warnings. Same rules: `{name}`
 * placeholders, no markup. Components read it through the locale context.
 */
export const SESSIONS_EN = {
  heading: 'Scenarios',
  loading: 'Loading scenarios…',
  untitled: 'Untitled',
  /** Names the store gives scenarios it makes. */
  names: {
    copy: '{name} (copy)',
    keptUnsaved: '{name} (unsaved changes, {when})',
    exportedUnsaved: '{name} (unsaved)',
    imported: '{name} (imported)',
  },
  /** What is wrong with stored data or an imported file, after its field path. */
  problems: {
    tooLarge: 'is larger than {mb} MB',
    newerVersion: 'is {version}, newer than this sizer understands ({current}): open it in a newer release',
    notScenario: 'must be a saved scenario (an object), not {kind}',
    movedConflict: 'was left in this browser’s older storage by an earlier release and differs from the record kept now; both are kept',
    kinds: { list: 'a list', null: 'null', text: 'text', number: 'a number', boolean: 'true or false', other: 'something else' },
  },
};

export const SHARE_EN = {
  copyLink: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Could not copy. The link is in the address bar.',
  tooLarge: 'This sizing is too large for a link; export the session as a file instead.',
  bannerPartial: 'This link had problems. What was valid is open; the rest is reset to the defaults:',
  bannerDefaults: 'This link could not be opened, so the default sizing is open instead:',
  bannerMigrated: 'This link was made by an older release; its inputs were carried forward to this one.',
  bannerUnsaved: 'Opened from a link as a new, unsaved scenario. Your saved scenarios are unchanged.',
  theLink: 'The link',
  moreProblems: '…and {n} more problems.',
  moreProblemsAtLeast: '…and at least {n} more problems: the link is damaged all over, so it was not read to its end.',
  /** What is wrong with the link as a whole, after "The link". */
  issues: {
    empty: 'is empty',
    'too-long': 'is longer than {max} characters, more than any sizing needs',
    'future-format': 'was made by a newer release of the sizer (link format {version}; this one reads up to {current}): open it there',
    'unknown-format': 'does not start with a link format this sizer knows (expected "{prefix}")',
    'not-base64': 'contains characters a share link never has: it may have been mistyped or changed',
    corrupt: 'is cut short or damaged: it may have been truncated when it was copied',
    'too-large': 'unpacks to more than {kb} KB, more than any sizing needs',
    'not-json': 'is damaged: its content is not a sizing document',
  } satisfies Record<Exclude<ShareLinkIssue, 'invalid-config'>, string>,
  dismiss: 'Dismiss',
};
