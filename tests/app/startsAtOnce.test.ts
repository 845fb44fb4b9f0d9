import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { startsAtOnce } from '../../src/app/startsAtOnce';
import { KEYS } from '../../src/persistence/keys';
import { memoryStorage } from '../../src/persistence/storage';

/** A first visit from an English browser in the United States: nothing kept, no link. */
function firstVisit(over: { hash?: string; languages?: string[]; language?: string; saved?: boolean } = {}) {
  return {
    location: { hash: over.hash ?? '' },
    navigator: { languages: over.languages ?? ['en-US', 'en'], language: over.language ?? 'en-US' },
    localStorage: memoryStorage(over.saved ? { [KEYS.current]: '{}' } : {}) as unknown as Storage,
    sessionStorage: memoryStorage() as unknown as Storage,
    indexedDB: new IDBFactory(),
  };
}

describe('when the app takes the prerendered page over', () => {
  it('a first visit waits to be used: the page is already what the app would show', async () => {
    expect(await startsAtOnce(firstVisit(), 'en')).toBe(false);
    // Philippine English writes the page's numbers alike; British English does not ("3.3 hrs").
    expect(await startsAtOnce(firstVisit({ languages: ['en-PH'], language: 'en-PH' }), 'en')).toBe(false);
    expect(await startsAtOnce(firstVisit({ languages: ['en-GB'], language: 'en-GB' }), 'en')).toBe(true);
  });

  it('at once where the page must show something else', async () => {
    // A share link or a comparison link.
    expect(await startsAtOnce(firstVisit({ hash: '#v1.abc' }), 'en')).toBe(true);
    expect(await startsAtOnce(firstVisit({ hash: '#compare.abc' }), 'en')).toBe(true);
    // Work this browser keeps.
    expect(await startsAtOnce(firstVisit({ saved: true }), 'en')).toBe(true);
    // Japanese, and numbers written another way (German: 1.234.567,89).
    expect(await startsAtOnce(firstVisit({ languages: ['ja-JP'], language: 'ja-JP' }), 'en')).toBe(true);
    expect(await startsAtOnce(firstVisit({ languages: ['de-DE'], language: 'de-DE' }), 'en')).toBe(true);
    // A page without its prerendered locale was not prerendered as this build writes it.
    expect(await startsAtOnce(firstVisit(), undefined)).toBe(true);
  });
});
