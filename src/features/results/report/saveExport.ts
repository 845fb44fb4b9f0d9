import { exportFileName } from '../../../document/fileName';
import { appliedImport } from '../../../ui/appliedImport';
import { downloadBlob, downloadText } from '../../../ui/download';
import { reportCsv, reportMarkdown, type ReportInput } from './exports';
import { reportDate } from './reportDate';

export type ExportKind = 'md' | 'csv' | 'xlsx';

/**
 * Writes one export and hands it to the browser's download, named as every export of the
 * document is named; loaded on the first click on an export button.
 */
export async function saveExport(kind: ExportKind, page: Omit<ReportInput, 'link' | 'date'>): Promise<void> {
  const { config, clusterIndex, locale } = page;
  // The address bar always holds the whole sizing: it is the share link.
  const input: ReportInput = { ...page, link: window.location.href, date: reportDate(config, locale.fmt.locale) };
  const fileName = exportFileName(config, kind, config.clusters[clusterIndex]!.name);
  if (kind === 'md') {
    // A plan of several clusters: every cluster's report after the plan at a glance, each sized now.
    const text =
      config.clusters.length > 1
        ? await Promise.all([import('./handover'), import('./planMarkdown')]).then(([{ handover }, { planReportMarkdown }]) =>
            planReportMarkdown({ ...input, handover: handover(config) }),
          )
        : reportMarkdown(input);
    downloadText(fileName, text, 'text/markdown');
  } else if (kind === 'csv') downloadText(fileName, reportCsv(input), 'text/csv');
  else {
    // The workbook's writer and the whole plan's sizing load only now, when asked for.
    const [{ workbookBlob }, { handover }] = await Promise.all([import('./workbook'), import('./handover')]);
    downloadBlob(fileName, await workbookBlob({ ...input, handover: handover(input.config), applied: appliedImport() }));
  }
}
