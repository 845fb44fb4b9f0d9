import { createContext, useContext } from 'react';
import { EN, type Messages } from '../../i18n/en';
import { createFormatter, type Formatter } from '../../i18n/numbers';

export interface Locale {
  m: Messages;
  fmt: Formatter;
}

const LocaleContext = createContext<Locale>({ m: EN, fmt: createFormatter('en', 'TiB', EN) });

export const LocaleProvider = LocaleContext.Provider;

/** Messages and number formatting for the user's language, locale and capacity unit. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}
