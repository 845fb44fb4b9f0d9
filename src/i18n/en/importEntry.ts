/** English words of the import's drop zone (the workload section's entry), loaded with it; another language's with that language. */
export const IMPORT_ENTRY_EN = {
  drop: 'Size from an inventory: drop an RVTools or Nutanix Collector export here, or',
  choose: 'choose a file',
  template: 'CSV template',
  profiles: 'or start from a workload profile',
  loading: 'Loading the import…',
};
