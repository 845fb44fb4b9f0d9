import { describe, expect, it } from 'vitest';
import { readPrefs, startLang, writePrefs } from '../../src/app/prefs';
import { defaultConfig } from '../../src/model/defaultConfig';
import { langFromTags } from '../../src/schema/lang';
import { decodeShareLink, encodeShareLink, withLang } from '../../src/schema/shareLink';

describe('the language a link carries', () => {
  it('rides after the payload for Japanese, and an English link is unchanged', async () => {
    const encoded = await encodeShareLink(defaultConfig());
    if (!encoded.ok) throw new Error('the default config makes a link');
    expect(withLang(encoded.fragment, 'en')).toBe(encoded.fragment);
    const ja = withLang(encoded.fragment, 'ja');
    expect(ja).toBe(`${encoded.fragment}&lang=ja`);
    const decoded = await decodeShareLink(`https://sizer.example/#${ja}`);
    expect(decoded).toMatchObject({ ok: true, lang: 'ja', config: defaultConfig() });
    // A link made before languages, or with one this sizer does not speak, opens as before.
    expect((await decodeShareLink(encoded.fragment)).lang).toBeUndefined();
    const unknown = await decodeShareLink(`${encoded.fragment}&lang=fr`);
    expect(unknown).toMatchObject({ ok: true, config: defaultConfig() });
    expect(unknown.lang).toBeUndefined();
  });

  it('keeps the language of a damaged link, which still opens with its banner', async () => {
    expect(await decodeShareLink('v1.!!!&lang=ja')).toMatchObject({ ok: false, issue: 'not-base64', lang: 'ja' });
  });
});

describe('the language the page starts in', () => {
  it('follows the browser’s first language the sizer speaks', () => {
    expect(langFromTags(['ja-JP', 'en-US'])).toBe('ja');
    expect(langFromTags(['fr-FR', 'ja'])).toBe('ja');
    expect(langFromTags(['de-DE', 'fr'])).toBe('en');
    expect(langFromTags([])).toBe('en');
  });

  it('puts a link’s language first, then the choice kept in the browser, then the browser’s languages', () => {
    expect(startLang('ja', { lang: 'en' }, ['en-US'])).toBe('ja');
    expect(startLang(undefined, { lang: 'en' }, ['ja-JP'])).toBe('en');
    expect(startLang(undefined, {}, ['ja-JP'])).toBe('ja');
  });

  it('keeps the choice with the capacity unit, and reads anything damaged as no choice', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
    writePrefs({ lang: 'ja', capacityUnit: 'TB' }, storage);
    expect(readPrefs(storage)).toEqual({ lang: 'ja', capacityUnit: 'TB' });
    kept.set('hci-sizer.prefs', '{"lang":"xx"');
    expect(readPrefs(storage)).toEqual({});
    kept.set('hci-sizer.prefs', '{"lang":"fr","capacityUnit":"TB"}');
    expect(readPrefs(storage)).toEqual({});
  });
});
