import { useState } from 'react';
import type { SizingConfig } from '../../../model/config';
import type { CapacityUnit } from '../../../schema/shareLink';
import type { Dispatch } from '../../../document/intents';
import { useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import type { ReportInput } from './exports';

interface Props {
  config: SizingConfig;
  clusterIndex: number;
  result: ReportInput['result'] | null;
  capacityUnit: CapacityUnit;
  dispatch: Dispatch;
}

/** The proposal details, and Markdown and CSV of the report; their code loads on the first click. */
export function ExportButtons({ config, clusterIndex, result, capacityUnit, dispatch }: Props) {
  const locale = useLocale();
  const { m } = locale;
  const [failed, setFailed] = useState<string | null>(null);
  const save = (kind: 'md' | 'csv') => {
    if (!result) return;
    import('./saveReport')
      .then((s) => s.saveReport(kind, { locale, config, clusterIndex, result, capacityUnit }))
      .then(
        () => setFailed(null),
        // An error reads as its name and message: "TypeError: …".
        (error: unknown) => setFailed(String(error)),
      );
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
      <button type="button" disabled={!result} onClick={() => save('md')}>
        {m.report.exportMarkdown}
      </button>
      <button type="button" disabled={!result} onClick={() => save('csv')}>
        {m.report.exportCsv}
      </button>
      {failed && <span role="alert">{t(m.report.exportFailed, { reason: failed })}</span>}
    </>
  );
}
