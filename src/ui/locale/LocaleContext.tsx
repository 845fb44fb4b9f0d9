import { createContext, useContext } from 'react';
import { EN, type Messages } from '../../i18n/en/page';
import type { FeatureTables } from '../../i18n/locales';
import { createFormatter, type Formatter } from '../../i18n/numbers';
import type { Lang } from '../../schema/lang';

export interface Locale {
  lang: Lang;
  m: Messages;
  fmt: Formatter;
  /** The lazily loaded features' tables in a language other than English. */
  features?: FeatureTables;
}

const LocaleContext = createContext<Locale>({ lang: 'en', m: EN, fmt: createFormatter('en', 'TiB', EN) });

export const LocaleProvider = LocaleContext.Provider;

/** Messages and number formatting for the user's language, locale and capacity unit. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A lazily loaded feature's table: the language's own when loaded, the feature's English otherwise. */
export function useFeatureTable<K extends keyof FeatureTables>(key: K, en: FeatureTables[K]): FeatureTables[K] {
  return featureTable(useContext(LocaleContext), key, en);
}

/** The same, for code that is handed the locale rather than rendered (exports, statements). */
export const featureTable = <K extends keyof FeatureTables>(locale: Locale, key: K, en: FeatureTables[K]): FeatureTables[K] =>
  locale.features?.[key] ?? en;
