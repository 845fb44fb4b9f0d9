import { describe, expect, it } from 'vitest';
import { formatsAlike, numberSample } from '../../src/app/formatsAlike';
import { ENGLISH_NUMBER_LOCALES } from '../../src/i18n/englishNumbers';

describe('whether a browser locale writes numbers as the prerendered page does', () => {
  it('every locale taken as English without sampling does write numbers as English', () => {
    for (const locale of ENGLISH_NUMBER_LOCALES) expect(numberSample(locale)).toBe('1,234,567.89|59%|3.3 hr|12 min');
  });

  it('samples other locales: British English writes "3.3 hrs", German "1.234.567,89": neither is alike', () => {
    expect(formatsAlike('en', 'en-GB')).toBe(false);
    expect(formatsAlike('en', 'de-DE')).toBe(false);
    expect(formatsAlike('en-US', 'en')).toBe(true);
  });

  it('a locale the browser cannot read is not alike', () => {
    expect(formatsAlike('en', 'not a locale!')).toBe(false);
  });
});
