/**
 * English text of the runway panel, loaded with it (another language's with that language).
 * `{name}` placeholders, no markup. The page's table (`EN.runway`) holds only what shows before
 * the panel's code arrives.
 */
export const RUNWAY_EN = {
  intro:
    'The configured cluster ({nodes}) as the workload grows {growth} a year, compounded monthly, over {months} months. Each resource is held to its threshold of what is left after losing the reserve.',
  noHorizon: 'The growth horizon is 0 years: there is no runway to show. Set the years of growth to see one.',
  resources: { storage: 'Storage', cpu: 'CPU', ram: 'RAM', iops: 'IOPS' },
  limits: { storage: 'fill', cpu: 'target', ram: 'target', iops: 'target' },
  reaches: '{resource} reaches the {threshold} {limit} in month {month}.',
  alreadyToday: '{resource} is already beyond the {threshold} {limit} today.',
  holds: '{resource} stays within the {threshold} {limit} through the horizon (month {months}).',
  noIops: 'IOPS are not checked: the node types have no per-node figures.',
  caption: 'Demand against what each resource may use, today and at the end of the horizon',
  resource: 'Resource',
  mayUse: 'May use',
  today: 'Demand today',
  atHorizon: 'Demand in month {months}',
  firstBreach: 'First month over',
  never: 'Holds',
  chartLabel: 'Demand as a share of each resource after losing the reserve, month by month, against its threshold',
  chartMonth: 'Month',
  thresholdLine: '{resource} threshold {threshold}',
  expansionHeading: 'Expansion plan',
  expansionNone: 'The configured cluster meets every constraint through month {months}: nothing needs to be added.',
  expansionIntro:
    'An alternative to buying every node on day one: add {type} nodes as below ({unit}), the headroom recomputed at each size. Every constraint then holds through month {months}.',
  expansionFails: 'From month {month} no size up to 64 nodes of {type} meets every constraint (fails: {failing}).',
  expansionNoType: 'No node type is chosen for the recommendation, so no expansion can be planned.',
  unitNodes: 'whole nodes',
  unitBlocks: 'whole blocks of {n} nodes',
  expansionCaption: 'When to add how many nodes',
  month: 'By month',
  add: 'Add',
  nodesAfter: 'Nodes',
  headroom: 'Headroom',
  holdsThrough: 'Holds through month',
  failingBefore: 'Would fail',
  addNodes: { one: '{n} node', other: '{n} nodes' },
};
