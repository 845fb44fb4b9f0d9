/**
 * English text of saved sessions and of the copy link button: part of the page's one table
 * (`EN.sessions`, `EN.share` in page.ts; the link banner's words load with it, en/shareBanner.ts),
 * kept in a file of its own like the warnings. Same rules: `{name}` placeholders, no markup.
 * Components read it through the locale context.
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
};
