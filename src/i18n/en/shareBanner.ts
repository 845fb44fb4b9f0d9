/**
 * English text of the banner a share link opens with (src/features/share/ShareLinkBanner.tsx): a
 * feature table, loaded with the banner, as a link that opened or failed to is shown.
 */
export const SHARE_BANNER_EN = {
  bannerPartial: 'This link had problems. What was valid is open; the rest is reset to the defaults:',
  bannerDefaults: 'This link could not be opened, so the default sizing is open instead:',
  bannerMigrated: 'This link was made by an older release; its inputs were carried forward to this one.',
  bannerUnsaved: 'Opened from a link as a new, unsaved scenario. Your saved scenarios are unchanged.',
  theLink: 'The link',
  moreProblems: '…and {n} more problems.',
  moreProblemsAtLeast: '…and at least {n} more problems: the link is damaged all over, so it was not read to its end.',
  dismiss: 'Dismiss',
};
