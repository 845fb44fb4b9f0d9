import type { Cluster, SizingConfig } from '../../../model/config';
import { type ClusterResult, evaluate } from '../../../model/evaluate';
import { planRow } from '../../../model/plan';
import { recommend } from '../../../model/recommend';
import type { Runway } from '../../../model/runway';
import { MODEL_VERSION } from '../../../model/version';
import { csvText, type CsvValue } from '../../../schema/csv';
import type { CapacityUnit } from '../../../schema/shareLink';
import { REPORT_EN } from '../../../i18n/en/report';
import { RUNWAY_EN } from '../../../i18n/en/runway';
import { PANELS_EN } from '../../../i18n/en/panels';
import { INPUTS_EN } from '../../../i18n/en/inputs';
import { featureTable, type Locale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { buyingText, runwayStatement } from '../runway/statements';
import { buyingPolicy } from '../../../model/buyingPolicy';
import { constraintStatus } from '../constraintStatus';
import { warningText } from '../../../ui/locale/warningText';
import { inputRows, overriddenDefaults } from './inputs';

/** Everything a report is made of: the document, the cluster on screen, its results and where to open it again. */
export interface ReportInput {
  locale: Locale;
  config: SizingConfig;
  clusterIndex: number;
  result: ClusterResult & { runway: Runway };
  link: string;
  /** The day the report is made, as the reader's calendar shows it. */
  date: string;
  capacityUnit: CapacityUnit;
}

export function recommendationText({ m }: Locale, config: SizingConfig, r: ClusterResult): string {
  const rec = r.recommendation;
  const type = config.nodeTypes.find((x) => x.id === rec?.nodeTypeId)?.name ?? '';
  if (!rec) return m.recommendation.noRecommendation;
  if (rec.status === 'infeasible')
    return t(m.recommendation.infeasible, { type, failing: rec.failing.map((id) => m.constraints[id]).join('; ') });
  const text = `${t(m.recommendation.recommend, { nodes: `${rec.nodes} ${m.domainNamesPlural.node}` })} ${t(m.recommendation.ofType, { type })}, N+${rec.headroomNodes}`;
  // What was asked for with a headroom below the rule is named beside it, never in its place.
  const asked = rec.asked
    ? ` ${t(m.recommendation.asked, { k: rec.asked.headroomNodes, nodes: `${rec.asked.nodes} ${m.domainNamesPlural.node}` })}`
    : '';
  return text + asked;
}

const nodeTypeName = (config: SizingConfig, id: string) => config.nodeTypes.find((x) => x.id === id)?.name ?? id;

const bytesIn = (unit: CapacityUnit, bytes: number) => bytes / (unit === 'TB' ? 1e12 : 2 ** 40);

// Markdown: user text may hold table pipes or markup; it is shown as written.
const md = (s: string) => s.replace(/([\\`*_[\]<>|#])/g, '\\$1').replace(/\r?\n/g, ' ');
const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => ' --- ').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

/** The report as Markdown, for a wiki page or a ticket. */
/** Whom the document is for, as every report and export names it: the details given, each with its label. */
export function proposalDetails(locale: Locale, config: SizingConfig): [label: string, value: string][] {
  const rep = featureTable(locale, 'report', REPORT_EN);
  const p = config.proposal ?? {};
  const all: [string, string | undefined][] = [
    [rep.customer, p.customer],
    [rep.project, p.project],
    [rep.preparedBy, p.preparedBy],
    [rep.version, p.version],
  ];
  return all.flatMap(([k, v]) => (v ? [[k, v]] : []));
}

export function reportMarkdown(input: ReportInput): string {
  const { locale, config, clusterIndex, result: r, link, date } = input;
  const { m, fmt } = locale;
  const words = featureTable(locale, 'inputs', INPUTS_EN);
  const rep = featureTable(locale, 'report', REPORT_EN);
  const w = featureTable(locale, 'panels', PANELS_EN);
  const c = config.clusters[clusterIndex]!;
  const overridden = overriddenDefaults(locale, c);
  const rw = r.runway;
  const yes = (b: boolean) => (b ? w.resiliency.yes : w.resiliency.no);
  const typeName = (id: string) => nodeTypeName(config, id);
  const details = proposalDetails(locale, config).map(([k, v]) => `- **${k}:** ${md(v)}`);
  const parts = [
    `# ${rep.title}: ${md(config.name || c.name)}`,
    ...(details.length > 0 ? [details.join('\n')] : []),
    `${t(rep.preparedOn, { date, version: MODEL_VERSION })} [${rep.link}](${link})`,
    `## ${rep.inputs} (${rep.cluster} ${md(c.name || c.id)})`,
    inputRows(locale, config.nodeTypes, c)
      .map(([k, v]) => `- **${k}:** ${md(v)}`)
      .join('\n'),
    `### ${rep.overridden}`,
    overridden.length === 0 ? rep.overriddenNone : overridden.map((o) => `- ${md(t(rep.overriddenLine, o))}`).join('\n'),
    `### ${rep.vmGroups}`,
    table(
      [
        words.workload.name,
        words.workload.kind,
        words.workload.count,
        words.workload.vcpu,
        words.workload.ramGiB,
        words.workload.usedGiB,
        words.workload.iops,
      ],
      c.workload.vmGroups.map((g, i) => [
        md(g.name || t(words.workload.unnamed, { n: i + 1 })),
        words.kinds[g.kind],
        fmt.number(g.count, 0),
        fmt.number(g.vcpu, 0),
        fmt.number(g.ramGiB),
        fmt.number(g.usedGiB),
        fmt.number(g.iops, 0),
      ]),
    ),
    `## ${rep.recommendation}`,
    md(recommendationText(locale, config, r)),
    `## ${rep.waterfall}`,
    table(
      [w.waterfall.step, w.waterfall.amount],
      r.capacity.waterfall.map((s) => [`${s.kind === 'minus' ? '− ' : ''}${w.steps[s.id]}`, fmt.figure(s.figure)]),
    ),
    `## ${rep.constraints}`,
    table(
      [m.recommendation.constraint, m.recommendation.status, rep.margin],
      r.constraints.map((k) => [m.constraints[k.id], constraintStatus(m, r, k), k.checked ? fmt.percent(k.margin) : '']),
    ),
    `## ${rep.resiliency}`,
    table(
      [
        w.resiliency.scenario,
        w.resiliency.available,
        w.resiliency.reprotected,
        w.resiliency.selfHealed,
        w.resiliency.vmsRestart,
        w.resiliency.next,
        w.resiliency.rebuild,
      ],
      r.resiliency.scenarios.map((s) => [
        scenarioName(locale, r, s),
        ...scenarioVerdicts(s).map(yes),
        s.rebuildSeconds ? fmt.figure(s.rebuildSeconds) : w.resiliency.notApplicable,
      ]),
    ),
    `## ${rep.runway}`,
    rw.horizonMonths === 0
      ? featureTable(locale, 'runway', RUNWAY_EN).noHorizon
      : rw.thresholds.map((x) => `- ${runwayStatement(locale, rw, x)}`).join('\n'),
    `### ${rep.expansion}`,
    expansionMarkdown(locale, config, c, rw),
    `## ${rep.rackLayout}`,
    [
      ...(r.layout.effective === 'rack' ? [w.diagram.installNote] : []),
      table(
        [rep.rackColumn, rep.blockColumn, rep.nodesColumn],
        r.layout.blocks.map((b) => [b.rackId, b.id, b.nodes.map((n) => `${n.id} (${md(typeName(n.nodeTypeId))})`).join(', ')]),
      ),
    ].join('\n\n'),
    `## ${rep.warnings}`,
    r.warnings.length === 0
      ? rep.warningsNone
      : r.warnings.map((x) => `- **${w.severities[x.severity]}:** ${md(warningText(locale, x))}`).join('\n'),
  ];
  return `${parts.join('\n\n')}\n`;
}

function expansionMarkdown(locale: Locale, config: SizingConfig, cluster: Cluster, rw: Runway): string {
  const { m } = locale;
  const w = featureTable(locale, 'runway', RUNWAY_EN);
  const e = rw.expansion;
  const type = md(config.nodeTypes.find((x) => x.id === e.nodeTypeId)?.name ?? '');
  const lines: string[] = [];
  if (e.steps.length === 0 && e.holds) lines.push(t(w.expansionNone, { months: rw.horizonMonths }));
  // A buying policy of the cluster's own is said, and the month each purchase is needed beside the month it is made.
  if (cluster.expansion) lines.push(buyingText(locale, buyingPolicy(cluster), rw.horizonMonths));
  const early = e.steps.some((s) => s.neededMonth !== s.month);
  if (e.steps.length > 0)
    lines.push(
      table(
        [w.month, ...(early ? [w.neededBy] : []), w.add, w.nodesAfter, w.headroom, w.holdsThrough, w.failingBefore],
        e.steps.map((s) => [
          String(s.month),
          ...(early ? [String(s.neededMonth)] : []),
          String(s.addNodes),
          `${s.nodesBefore} → ${s.nodesAfter}`,
          `N+${s.headroomNodes}`,
          String(s.holdsThroughMonth),
          s.failing.map((id) => m.constraints[id]).join('; '),
        ]),
      ),
    );
  if (!e.holds)
    lines.push(
      e.nodeTypeId === null
        ? w.expansionNoType
        : t(w.expansionFails, { month: e.failsAtMonth ?? 0, type, failing: e.failing.map((id) => m.constraints[id]).join('; ') }),
    );
  return lines.join('\n\n');
}

/** A scenario's five verdicts in the resiliency table's order: available, re-protected, self-healed, VMs restart, takes the next. */
export const scenarioVerdicts = (s: ClusterResult['resiliency']['scenarios'][number]): boolean[] => [
  s.dataAvailable,
  s.reprotected,
  s.selfHealed,
  s.vmsRestart,
  s.canTakeNext,
];

export function scenarioName(locale: Locale, r: ClusterResult, s: ClusterResult['resiliency']['scenarios'][number]): string {
  const { m } = locale;
  const w = featureTable(locale, 'panels', PANELS_EN);
  const aw = r.layout.effective;
  const domains = s.lostDomains === 1 ? m.domainNames[aw] : m.domainNamesPlural[aw];
  if (s.lostDomains === 1) return t(w.resiliency.one, { domain: domains });
  return t(s.mode === 'at-once' ? w.resiliency.atOnce : w.resiliency.oneAfterAnother, { n: s.lostDomains, domains });
}

/**
 * The tables as one CSV in long form (table, item, measure, value, unit): VM groups, waterfall,
 * constraints, resiliency and runway. Values are unrounded, storage in the unit chosen on the page.
 */
export function reportCsv(input: ReportInput): string {
  const { config, clusterIndex, result: r, capacityUnit: unit } = input;
  const c = config.clusters[clusterIndex]!;
  const rows: CsvValue[][] = [];
  const add = (table: string, item: string, measure: string, value: CsvValue, u = '') => rows.push([table, item, measure, value, u]);
  for (const g of c.workload.vmGroups) {
    const item = g.name || g.id;
    add('vm-groups', item, 'kind', g.kind);
    add('vm-groups', item, 'count', g.count);
    add('vm-groups', item, 'vcpu', g.vcpu);
    add('vm-groups', item, 'ram', g.ramGiB, 'GiB');
    add('vm-groups', item, 'used', g.usedGiB, 'GiB');
    add('vm-groups', item, 'provisioned', g.provisionedGiB, 'GiB');
    add('vm-groups', item, 'iops', g.iops);
    add('vm-groups', item, 'hot-share', g.hotShare);
  }
  for (const s of r.capacity.waterfall) add('waterfall', s.id, s.kind, bytesIn(unit, s.figure.value), unit);
  for (const k of r.constraints) {
    add('constraints', k.id, 'status', k.checked ? (k.ok ? 'met' : 'not met') : 'not checked');
    add('constraints', k.id, 'margin', k.margin);
  }
  for (const s of r.resiliency.scenarios) {
    const item = `lose ${s.lostDomains} ${s.mode}`;
    add('resiliency', item, 'data-available', String(s.dataAvailable));
    add('resiliency', item, 're-protected', String(s.reprotected));
    add('resiliency', item, 'self-healed', String(s.selfHealed));
    add('resiliency', item, 'vms-restart', String(s.vmsRestart));
    add('resiliency', item, 'takes-another', String(s.canTakeNext));
    if (s.rebuildSeconds) add('resiliency', item, 'rebuild', s.rebuildSeconds.value, 's');
  }
  const rw = r.runway;
  const units = { storage: unit, cpu: 'cores', ram: 'GiB', iops: 'IOPS' } as const;
  const inUnit = (resource: keyof typeof units, v: number) =>
    resource === 'storage' ? bytesIn(unit, v) : resource === 'ram' ? v / 2 ** 30 : v;
  for (const x of rw.thresholds) {
    add('runway', x.resource, 'threshold', x.threshold);
    add('runway', x.resource, 'may-use', inUnit(x.resource, x.allowed.value), units[x.resource]);
    add('runway', x.resource, 'first-breach-month', x.firstBreachMonth?.value ?? '');
  }
  for (const month of rw.months)
    for (const x of rw.thresholds)
      add('runway-demand', String(month.month), x.resource, inUnit(x.resource, month[x.resource]), units[x.resource]);
  // The layout the figures assume, as the way to rack the nodes.
  for (const b of r.layout.blocks)
    for (const n of b.nodes) {
      add('layout', n.id, 'rack', b.rackId);
      add('layout', n.id, 'block', b.id);
      add('layout', n.id, 'node-type', nodeTypeName(config, n.nodeTypeId));
    }
  for (const s of rw.expansion.steps) {
    add('expansion', String(s.month), 'add-nodes', s.addNodes);
    if (s.neededMonth !== s.month) add('expansion', String(s.month), 'needed-month', s.neededMonth);
    add('expansion', String(s.month), 'nodes-after', s.nodesAfter);
    add('expansion', String(s.month), 'headroom-nodes', s.headroomNodes);
    add('expansion', String(s.month), 'holds-through-month', s.holdsThroughMonth);
  }
  // The answer for every cluster of the plan, not only the one on screen.
  config.clusters.forEach((pc, i) => {
    const pr = i === clusterIndex ? r : evaluate(pc, config.nodeTypes, { recommendation: recommend });
    const row = planRow(pr);
    const item = pc.name || pc.id;
    add('plan', item, 'nodes', row.nodes);
    add('plan', item, 'node-type', pc.nodes.map((n) => nodeTypeName(config, n.nodeTypeId)).join('; '));
    add('plan', item, 'headroom-nodes', row.headroomNodes, 'N+k');
    add('plan', item, 'verdict', row.verdict);
    add('plan', item, 'recommended-nodes', row.recommendedNodes ?? '');
    add('plan', item, 'recommendation', recommendationText(input.locale, config, pr));
  });
  return csvText([featureTable(input.locale, 'report', REPORT_EN).csvHeader, ...rows]);
}
