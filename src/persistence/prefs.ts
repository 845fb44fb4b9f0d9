import * as z from 'zod/mini';
import { LANGS, type Lang, langFromTags } from '../schema/lang';

/** The page's preferences, kept apart from the sizing: they belong to the browser, not the document. */
const KEY = 'hci-sizer.prefs';

const StoredPrefsSchema = z.object({
  lang: z.optional(z.enum(LANGS)),
  capacityUnit: z.optional(z.enum(['TB', 'TiB'])),
});
export type StoredPrefs = z.infer<typeof StoredPrefsSchema>;

/** What this browser chose before; anything unreadable counts as no choice. */
export function readPrefs(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): StoredPrefs {
  try {
    const r = StoredPrefsSchema.safeParse(JSON.parse(storage?.getItem(KEY) ?? '{}'));
    return r.success ? r.data : {};
  } catch {
    return {};
  }
}

export function writePrefs(prefs: Required<StoredPrefs>, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ lang: prefs.lang, capacityUnit: prefs.capacityUnit }));
  } catch {
    // A full or refused storage only loses the preference: the page works on.
  }
}

/** The language a link was made in, and whether the tab opening it is being reloaded. */
export interface LinkLang {
  lang: Lang | undefined;
  reloadedTab: boolean;
}

/**
 * A link's language first, then the browser's earlier choice, then its preferred languages. A link
 * holding what this browser already has open (the default sizing, say) still opens in its language;
 * only a reloaded tab keeps a language chosen since the link was opened.
 */
export function startLang(link: LinkLang, stored: StoredPrefs, browser: readonly string[]): Lang {
  const chosenSince = link.reloadedTab ? stored.lang : undefined;
  return chosenSince ?? link.lang ?? stored.lang ?? langFromTags(browser);
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
