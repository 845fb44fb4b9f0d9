import { isLang, LANGS, type Lang } from '../schema/lang';
import { useLocale } from '../ui/locale/LocaleContext';

/** Each language is named in itself, so a reader of either finds their own. */
const NAMES: Record<Lang, string> = { en: 'English', ja: '日本語' };

/** The language of every text on the page, the report and the links it copies. */
export function LangSwitch({ lang, onChange }: { lang: Lang; onChange: (lang: Lang) => void }) {
  const { m } = useLocale();
  return (
    <div className="field lang-switch">
      <label htmlFor="lang-select">{m.app.language}</label>
      <select id="lang-select" value={lang} onChange={(e) => isLang(e.target.value) && onChange(e.target.value)}>
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
