/**
 * English text of the best-fit view. It loads with the view (not with the first screen, whose
 * script budget is nearly spent); only the button that opens it is in the page's table.
 */
export const BEST_FIT_EN = {
  heading: 'Best fit from the catalogue',
  intro:
    'For this workload and these settings, each catalogue platform’s smallest configuration (CPU, memory, drives) and node count that meet every constraint, as the recommendation sizes them. Best first: fewest nodes, then least rack space, least maximum power, fewest cores; a figure the catalogue lacks counts as the worst.',
  verifiedNote:
    '{verified} of the catalogue’s {total} entries are verified: every figure read from the vendor’s own document. The others are marked “unverified”, here as in the catalogue: some figures come from a test configuration or a third party’s paraphrase. Check the configuration with the vendor before buying.',
  maxNodes: 'Most nodes per cluster',
  maxNodesInvalid:
    '{label}: a whole number from {min} (the smallest cluster at RF{rf}, source: {source}) to {max} (the most nodes a sizing holds in one cluster). The search keeps {kept} meanwhile.',
  maxNodesSource: 'Source: {source}. Beyond it the workload is split evenly over several clusters.',
  searching: 'Searching the catalogue…',
  failed: 'The search failed: {error}',
  noneFits: 'No platform of the catalogue fits this workload in one cluster.',
  caption: 'The best configurations ({n}), side by side',
  rows: {
    cpu: 'CPU',
    perNodeRam: 'Memory per node',
    perNodeDrives: 'Drives per node',
    nodes: 'Nodes',
    cores: 'Cores in all',
    ram: 'Memory in all',
    raw: 'Raw capacity',
    mayUse: 'Usable for the workload',
    headroom: 'Headroom',
    power: 'Power (maximum)',
    rackUnits: 'Rack units',
    binding: 'Sets the count',
    perCore: 'Per-core factor',
    verified: 'Catalogue entry',
  },
  verifiedYes: 'verified',
  verifiedNo: 'unverified',
  cpuLine: '{sockets} × {model}, {cores} cores',
  headroomValue: 'N+{k}',
  bindingNone: 'the smallest cluster',
  unknown: 'unknown',
  perCore: '×{factor} (per-core figures)',
  perCoreTyped: '×{factor}',
  perCoreMissing: '×1: a per-core figure is missing',
  apply: 'Use this',
  applyLabel: 'Use this: {nodes} × {name} for this cluster',
  noRoom: 'The sizing holds {max} node types already: remove one to take this.',
  applied: 'The cluster is now {nodes} × {name}.',
  appliedStale:
    'The best fit taken ({nodes} × {name}) is no longer the latest change: Undo and Redo in the toolbar step through the history.',
  undo: 'Undo',
  undone: 'The cluster is back as it was.',
  undoRefused: 'Later changes came first: step back through them with Undo in the toolbar.',
  othersHeading: 'The other platforms',
  split: '{name}: more than {max} nodes; {clusters} clusters of {nodes} nodes each.',
  splitInto: 'Split this cluster into {clusters}',
  splitName: '{name} {n}',
  splitDone:
    'The cluster is now {clusters} clusters of the same settings: its source clusters kept whole where they fit one, the rest by size.',
  splitStale: 'The split into {clusters} clusters is no longer the latest change: Undo and Redo in the toolbar step through the history.',
  noFit: '{name}: fits no cluster ({failing}).',
  incomplete: '{name}: not searched, the catalogue lacks its {missing}.',
  missing: { cpu: 'CPU cores or clock', memory: 'memory options', drives: 'drive options' },
  close: 'Close the best fit',
};
