import { isLang, type Lang } from './lang';

/** The share-link part of a full URL, a `#fragment` or a bare fragment; null when there is none. */
export function findShareFragment(text: string): string | null {
  const hash = text.indexOf('#');
  const fragment = hash >= 0 ? text.slice(hash + 1) : text;
  return /^v\d+\./.test(fragment) ? fragment : null;
}

/**
 * A link's language rides after its payload as `&lang=ja`: `&` never occurs in base64url, so a
 * link without it (every link made before languages) reads exactly as before, and an unknown
 * language is ignored rather than spoiling the sizing.
 */
export function splitLang(fragment: string): { payload: string; lang: Lang | null } {
  const at = fragment.indexOf('&');
  if (at < 0) return { payload: fragment, lang: null };
  const lang = /^lang=([a-z]{2})$/.exec(fragment.slice(at + 1))?.[1];
  return { payload: fragment.slice(0, at), lang: isLang(lang) ? lang : null };
}

/** English is the default, so an English link stays exactly as it was. */
export const withLang = (fragment: string, lang: Lang): string => (lang === 'en' ? fragment : `${fragment}&lang=${lang}`);
