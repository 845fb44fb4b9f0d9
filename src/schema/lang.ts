/**
 * The languages the sizer speaks. Kept in the schema layer because a share link and the widget's
 * attributes carry the choice, and both are validated here.
 */
export const LANGS = ['en', 'ja'] as const;
export type Lang = (typeof LANGS)[number];

export const isLang = (v: unknown): v is Lang => (LANGS as readonly unknown[]).includes(v);

/** The first of the browser's preferred languages the sizer speaks; English otherwise. */
export function langFromTags(tags: readonly string[]): Lang {
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}
