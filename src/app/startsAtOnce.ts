import { mayHoldWork } from '../persistence/mayHoldWork';
import { langFromTags } from '../schema/lang';
import { formatsAlike } from './formatsAlike';

/** What of the browser the decision reads. */
interface Page extends Pick<Window, 'localStorage' | 'sessionStorage' | 'indexedDB'> {
  location: Pick<Location, 'hash'>;
  navigator: Pick<Navigator, 'language'> & { languages?: readonly string[] };
}

/**
 * Whether the app must take the page over at once: where it shows something other than the
 * prerendered default (a link, share or comparison; work this browser may keep; another language;
 * numbers written another way). Otherwise the prerendered page is exactly what the app would
 * show, and it may wait to be used.
 */
export async function startsAtOnce(win: Page, prerenderedLocale: string | undefined): Promise<boolean> {
  if (win.location.hash !== '') return true;
  const { languages, language } = win.navigator;
  if (langFromTags(languages?.length ? languages : [language]) !== 'en') return true;
  if (!prerenderedLocale || !formatsAlike(prerenderedLocale, language)) return true;
  return mayHoldWork(win);
}
