/** Every key the page keeps in localStorage or sessionStorage starts with this. */
export const KEY_PREFIX = 'hci-sizer.';

/** The database of saved work (src/persistence/indexedStorage.ts). */
export const DATABASE_NAME = 'hci-sizer';

/** The storage keys of the page's work: apart from the store's code, which loads after the start. */
export const KEYS = {
  /** The working document last written by any tab: what a new tab opens. */
  current: 'hci-sizer.v1.current',
  scenarios: 'hci-sizer.v1.scenarios',
  quarantinePrefix: 'hci-sizer.quarantine.',
  /** Each tab's own working document, so that a reload brings back that tab's work. */
  tabPrefix: 'hci-sizer.v1.tab.',
} as const;
