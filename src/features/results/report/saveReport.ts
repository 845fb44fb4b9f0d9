import { exportFileName } from '../../../document/fileName';
import { downloadText } from '../../../ui/download';
import { reportCsv, type ReportInput, reportMarkdown } from './exports';
import { reportDate } from './reportDate';

/** Saves the report as Markdown or CSV, named as every export of the document is named. */
export function saveReport(kind: 'md' | 'csv', input: Omit<ReportInput, 'link' | 'date'>): void {
  const { config, clusterIndex, locale } = input;
  // The address bar always holds the whole sizing: it is the share link.
  const full: ReportInput = { ...input, link: window.location.href, date: reportDate(config, locale.fmt.locale) };
  const fileName = exportFileName(config, kind, config.clusters[clusterIndex]!.name);
  if (kind === 'md') downloadText(fileName, reportMarkdown(full), 'text/markdown');
  else downloadText(fileName, reportCsv(full), 'text/csv');
}
