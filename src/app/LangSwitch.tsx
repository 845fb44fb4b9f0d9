import { isLang, LANGS, type Lang } from '../schema/lang';
import { useLocale } from '../ui/locale/LocaleContext';
import { useEarlyInput } from '../ui/fields/earlyInput';

/** Each language is named in itself, so a reader of either finds their own. */
const NAMES: Record<Lang, string> = { en: 'English', ja: '日本語' };

/** The language of every text on the page, the report and the links it copies. */
export function LangSwitch({ lang, onChange }: { lang: Lang; onChange: (lang: Lang) => void }) {
  const { m } = useLocale();
  const choose = (value: string) => isLang(value) && onChange(value);
  // Chosen on the prerendered page before its script took over: taken, not dropped.
  const early = useEarlyInput<HTMLSelectElement>(lang, choose);
  return (
    <div className="field lang-switch">
      <label htmlFor="lang-select">{m.app.language}</label>
      <select id="lang-select" ref={early} value={lang} onChange={(e) => choose(e.target.value)}>
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
