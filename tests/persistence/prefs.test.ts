import { describe, expect, it } from 'vitest';
import { readPrefs, startLang, writePrefs } from '../../src/persistence/prefs';

describe('the preferences kept in the browser', () => {
  it('puts a link’s language first, then the choice kept in the browser, then the browser’s languages', () => {
    const opened = (lang?: 'ja' | 'en') => ({ lang, reloadedTab: false });
    expect(startLang(opened('ja'), { lang: 'en' }, ['en-US'])).toBe('ja');
    expect(startLang(opened(), { lang: 'en' }, ['ja-JP'])).toBe('en');
    expect(startLang(opened(), {}, ['ja-JP'])).toBe('ja');
  });

  it('opens a reloaded tab in the language chosen there since, or else in the link’s', () => {
    expect(startLang({ lang: 'ja', reloadedTab: true }, { lang: 'en' }, ['ja-JP'])).toBe('en');
    expect(startLang({ lang: 'ja', reloadedTab: true }, {}, ['en-US'])).toBe('ja');
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
