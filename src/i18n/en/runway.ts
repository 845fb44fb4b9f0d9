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
  neededBy: 'Needed in month',
  buyingHeading: 'How the nodes are bought',
  buyingIntro:
    'Buying as needed means a purchase in each month the cluster would first fail. Fewer, larger purchases buy nodes before they are needed: each costs node-months bought early (a node bought 6 months before the as-needed plan buys it counts 6).',
  cadence: 'Buy',
  cadences: { 1: 'as needed, any month', 3: 'every 3 months', 6: 'every 6 months', 12: 'yearly', 24: 'every 2 years' } as Record<
    number,
    string
  >,
  cadenceOther: 'every {n} months',
  allToday: 'all today',
  minStep: 'At least per purchase',
  minStepBlocks: 'Block- or rack-aware: rounded up to whole blocks of {n} nodes.',
  buyingShown: 'Bought {cadence}, at least {nodes} a purchase.',
  choicesCaption: 'Ways of buying the expansion against buying as needed',
  choice: 'Buying',
  events: 'Purchases',
  nodesAtEnd: 'Nodes at the end',
  earlyNodeMonths: 'Node-months bought early',
  extraNodes: 'Nodes beyond as needed',
  chosen: 'chosen',
  choiceFails: 'does not hold',
};
