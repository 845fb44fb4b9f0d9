import { useState } from 'react';
import type { SizingConfig } from '../../../model/config';
import type { CapacityUnit } from '../../../schema/shareLink';
import type { Dispatch } from '../../../document/intents';
import { useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import type { ReportInput } from './exports';
import type { ExportKind } from './saveExport';

const EXPORTS = ['md', 'csv', 'xlsx'] as const;

interface Props {
  config: SizingConfig;
  clusterIndex: number;
  result: ReportInput['result'] | null;
  capacityUnit: CapacityUnit;
  dispatch: Dispatch;
}

/** The proposal details, and Markdown, CSV and the Excel workbook of the sizing; their code loads on the first click. */
export function ExportButtons({ config, clusterIndex, result, capacityUnit, dispatch }: Props) {
  const locale = useLocale();
  const { m } = locale;
  const [failed, setFailed] = useState<string | null>(null);
  const save = async (kind: ExportKind) => {
    if (!result) return;
    try {
      const { saveExport } = await import('./saveExport');
      await saveExport(kind, { locale, config, clusterIndex, result, capacityUnit });
      setFailed(null);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <>
      {/* Whom the document is for, named in every export: the dialog's code loads when it is opened. */}
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => void import('./openProposal').then((p) => p.openProposal(locale, config, dispatch))}
      >
        {m.app.proposalDetails}
      </button>
      {EXPORTS.map((kind) => (
        <button key={kind} type="button" disabled={!result} onClick={() => void save(kind)}>
          {{ md: m.report.exportMarkdown, csv: m.report.exportCsv, xlsx: m.report.exportExcel }[kind]}
        </button>
      ))}
      {failed && <span role="alert">{t(m.report.exportFailed, { reason: failed })}</span>}
    </>
  );
}
