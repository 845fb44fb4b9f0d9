import { downloadBlob, downloadText } from '../../../ui/download';
import { reportCsv, reportMarkdown, type ReportInput } from './exports';

export type ExportKind = 'md' | 'csv' | 'xlsx';

/** What every export file is named: the sizing's name (or the cluster's) in letters, digits and dashes. */
const fileBase = (name: string) => name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'sizing';

/** Writes one export and hands it to the browser's download; loaded on the first click on an export button. */
export async function saveExport(kind: ExportKind, page: Omit<ReportInput, 'link' | 'date'>): Promise<void> {
  const base = fileBase(page.config.name || page.config.clusters[page.clusterIndex]!.name);
  const input: ReportInput = {
    ...page,
    // The address bar always holds the whole sizing: it is the share link.
    link: window.location.href,
    date: new Date().toLocaleDateString(page.locale.fmt.locale),
  };
  if (kind === 'md') downloadText(`${base}.md`, reportMarkdown(input), 'text/markdown');
  else if (kind === 'csv') downloadText(`${base}.csv`, reportCsv(input), 'text/csv');
  else {
    // The workbook's writer and the whole plan's sizing load only now, when asked for.
    const [{ workbookBlob }, { handover }] = await Promise.all([import('./workbook'), import('./handover')]);
    downloadBlob(`${base}.xlsx`, await workbookBlob({ ...input, handover: handover(input.config) }));
  }
}
