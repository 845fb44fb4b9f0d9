import type { SizingConfig } from '../../../model/config';
import { MODEL_VERSION } from '../../../model/version';
import { REPORT_EN } from '../../../i18n/en/report';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { reportDate } from './reportDate';

/**
 * The printed proposal's first lines: its title and whom it is for (the proposal details, as far as
 * given), the day it is dated (today without one) and the model that sized it. The link that opens
 * it again closes the report.
 */
export function ReportHeader({ config }: { config: SizingConfig }) {
  const { fmt } = useLocale();
  const w = useFeatureTable('report', REPORT_EN);
  const p = config.proposal ?? {};
  const date = reportDate(config, fmt.locale);
  const rows: [string, string | undefined][] = [
    [w.customer, p.customer],
    [w.project, p.project],
    [w.preparedBy, p.preparedBy],
    [w.date, date],
    [w.version, p.version],
  ];
  return (
    <header className="report-header print-only-block">
      <p className="report-kicker">{w.title}</p>
      <p className="report-title">{config.name || p.project || w.title}</p>
      <dl className="report-details">
        {rows.map(
          ([k, v]) =>
            v && (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ),
        )}
      </dl>
      <p className="report-model">{t(w.model, { version: MODEL_VERSION })}</p>
    </header>
  );
}
