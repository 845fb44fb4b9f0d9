import { HANDOVER_EN } from '../../../i18n/en/handover';
import type { CapacityUnit } from '../../../schema/shareLink';
import { featureTable, type Locale } from '../../../ui/locale/LocaleContext';
import { reportMarkdown } from './exports';
import type { Handover } from './handover';

/** The plan at a glance, before each cluster's report. */
function planTable(locale: Locale, h: Handover): string {
  const w = featureTable(locale, 'handover', HANDOVER_EN);
  const cell = (text: string) => text.replace(/[|\\]/g, '\\$&');
  const rows = h.rows.map(
    (r) => `| ${cell(r.name)} | ${r.nodes} | N+${r.headroomNodes} | ${w.verdicts[r.verdict]} | ${r.recommendedNodes ?? '—'} |`,
  );
  return [
    `# ${w.sheets.summary}: ${cell(h.config.name)}`,
    `| ${w.clusterCol} | ${w.nodesCol} | ${w.headroomCol} | ${w.verdict} | ${w.recommendedNodes} |`,
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/**
 * The Markdown report of the whole plan: the plan at a glance, then every cluster's report, as
 * "Export Markdown" writes it for a plan of several clusters and `npm run export` for any.
 */
export function planReportMarkdown(input: {
  locale: Locale;
  handover: Handover;
  link: string;
  date: string;
  capacityUnit: CapacityUnit;
}): string {
  const { locale, handover: h, link, date, capacityUnit } = input;
  const clusters = h.config.clusters.map((_, clusterIndex) =>
    reportMarkdown({ locale, config: h.config, clusterIndex, result: h.sizing.clusters[clusterIndex]!, link, date, capacityUnit }),
  );
  return [planTable(locale, h), ...clusters].join('\n---\n\n');
}
