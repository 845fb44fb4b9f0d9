import { MODEL_VERSION } from '../../../model/version';
import { useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';

/** The printed report's first lines: what it is, when it was made and the link that opens it again. */
export function ReportHeader({ name }: { name: string }) {
  const { m, fmt } = useLocale();
  const link = window.location.href;
  return (
    <header className="report-header print-only-block">
      <p className="report-title">
        {m.report.title}: {name}
      </p>
      <p>{t(m.report.preparedOn, { date: new Date().toLocaleDateString(fmt.locale), version: MODEL_VERSION })}</p>
      <p>
        {m.report.linkLabel}: <a href={link}>{link}</a>
      </p>
    </header>
  );
}
