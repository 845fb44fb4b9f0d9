import { MODEL_VERSION } from '../../../model/version';
import { REPORT_EN } from '../../../i18n/en/report';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';

/** The printed report's first lines: what it is, when it was made and the link that opens it again. */
export function ReportHeader({ name }: { name: string }) {
  const { fmt } = useLocale();
  const w = useFeatureTable('report', REPORT_EN);
  const link = window.location.href;
  return (
    <header className="report-header print-only-block">
      <p className="report-title">
        {w.title}: {name}
      </p>
      <p>{t(w.preparedOn, { date: new Date().toLocaleDateString(fmt.locale), version: MODEL_VERSION })}</p>
      <p>
        {w.linkLabel}: <a href={link}>{link}</a>
      </p>
    </header>
  );
}
