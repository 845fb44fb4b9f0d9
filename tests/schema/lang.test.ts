import { describe, expect, it } from 'vitest';
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
});
