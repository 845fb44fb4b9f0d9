/**
 * English text of saved sessions and share links: part of the page's one table (`EN.sessions`,
 * `EN.share` in page.ts), kept in a file of its own like the warnings. Same rules: `{name}`
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
  dismiss: 'Dismiss',
};
