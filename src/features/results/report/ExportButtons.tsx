import { useState } from 'react';
import type { SizingConfig } from '../../../model/config';
import type { CapacityUnit } from '../../../schema/shareLink';
import { useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import type { ReportInput } from './exports';

interface Props {
  config: SizingConfig;
  clusterIndex: number;
  result: ReportInput['result'] | null;
  capacityUnit: CapacityUnit;
}

const fileBase = (name: string) => name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'sizing';

/** Markdown, CSV and the Excel workbook of the sizing; their code loads on the first click. */
export function ExportButtons({ config, clusterIndex, result, capacityUnit }: Props) {
  const locale = useLocale();
  const { m } = locale;
  const [failed, setFailed] = useState<string | null>(null);
  const save = async (kind: 'md' | 'csv' | 'xlsx') => {
    if (!result) return;
    try {
      const [{ reportCsv, reportMarkdown }, { downloadText, downloadBlob }] = await Promise.all([
        import('./exports'),
        import('../../../ui/download'),
      ]);
      const input: ReportInput = {
        locale,
        config,
        clusterIndex,
        result,
        // The address bar always holds the whole sizing: it is the share link.
        link: window.location.href,
        date: new Date().toLocaleDateString(locale.fmt.locale),
        capacityUnit,
      };
      const base = fileBase(config.name || config.clusters[clusterIndex]!.name);
      if (kind === 'md') downloadText(`${base}.md`, reportMarkdown(input), 'text/markdown');
      else if (kind === 'csv') downloadText(`${base}.csv`, reportCsv(input), 'text/csv');
      else {
        // The workbook's writer and the whole plan's sizing load only now, when asked for.
        const [{ workbookBlob }, { handover }] = await Promise.all([import('./workbook'), import('./handover')]);
        downloadBlob(`${base}.xlsx`, await workbookBlob({ ...input, handover: handover(config) }));
      }
      setFailed(null);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <>
      <button type="button" disabled={!result} onClick={() => void save('md')}>
        {m.report.exportMarkdown}
      </button>
      <button type="button" disabled={!result} onClick={() => void save('csv')}>
        {m.report.exportCsv}
      </button>
      <button type="button" disabled={!result} onClick={() => void save('xlsx')}>
        {m.report.exportExcel}
      </button>
      {failed && <span role="alert">{t(m.report.exportFailed, { reason: failed })}</span>}
    </>
  );
}
