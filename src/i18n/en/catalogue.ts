/** The platform catalogue picker's words: loaded with the picker. */
export const CATALOGUE_PICKER_EN = {
  model: 'Model',
  unverified: '{model} (unverified)',
  verified: "Verified: every figure shown was read from the vendor's own document.",
  notVerified: "Unverified: some figures come from a test configuration or a third party's paraphrase of the vendor's documents.",
  sources: 'Sources',
  read: '{title}, {publisher} (read {date})',
  fields: { cores: 'cores', clock: 'clock', memory: 'memory', drives: 'drives', network: 'network' },
  copy: 'Copy to my node types',
  copyLabel: 'Copy {model} to my node types',
  copied: 'Copied as the node type "{name}": add it to the cluster with "Add nodes of type", then edit it.',
  cannotCopy: 'Cannot be copied: {fields} not in the source. Add your own node type and type them in.',
  copyName: '{model} (from the catalogue)',
  notes: 'What the sources give, and what they leave empty',
} as const;
