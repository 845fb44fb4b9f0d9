/**
 * The share link's format and limits, apart from the codec so that the page can word a link's
 * problems without loading it.
 */
export const SHARE_LINK_FORMAT = 1;
export const SHARE_LINK_PREFIX = `v${SHARE_LINK_FORMAT}.`;
export const SHARE_LINK_LIMITS = {
  /** Characters of the fragment, prefix included. Browsers take far more; chat tools and mail do not. */
  maxChars: 64 * 1024,
  /** Bytes the payload may inflate to: far above any real sizing, far below a page's memory. */
  maxInflatedBytes: 1024 * 1024,
  /** Problems above which a link is not mended field by field: it opens the defaults, quickly. */
  maxMended: 500,
  /** Problems listed for the user; the rest are counted. */
  maxListed: 20,
} as const;
