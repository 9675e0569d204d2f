import { describe, expect, it } from 'vitest';
import { pickLanguage } from '../../src/idp/i18n.ts';
import de from '../../src/idp/locales/de.json' with { type: 'json' };
import en from '../../src/idp/locales/en.json' with { type: 'json' };

describe('provider page texts', () => {
  it('have the same keys in English and German, none empty', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(en), ...Object.values(de)])
      expect(text.trim()).not.toBe('');
  });

  it('use the product headline', () => {
    expect(en.headline).toBe('Transform cognitive assessment through game-based evaluation.');
  });
});

describe('pickLanguage', () => {
  it('puts the choice of the language switch first', () => {
    expect(pickLanguage({ choice: 'de', uiLocales: 'en', cookie: 'en' })).toBe('de');
    expect(pickLanguage({ choice: 'fr', uiLocales: 'en', cookie: 'de' })).toBe('en');
    expect(pickLanguage({ choice: ['de'], cookie: 'en' })).toBe('en');
  });

  it('prefers ui_locales, then the i18next cookie, then Accept-Language, then English', () => {
    expect(pickLanguage({ uiLocales: 'fr de', cookie: 'en', acceptLanguage: 'en' })).toBe('de');
    expect(pickLanguage({ uiLocales: 'fr', cookie: 'de-CH', acceptLanguage: 'en' })).toBe('de');
    expect(pickLanguage({ cookie: 'fr', acceptLanguage: 'fr, de;q=0.9, en;q=0.8' })).toBe('de');
    expect(pickLanguage({ acceptLanguage: 'en;q=0.1, de;q=0.9' })).toBe('de');
    expect(pickLanguage({ acceptLanguage: 'de;q=0' })).toBe('en');
    expect(pickLanguage({})).toBe('en');
  });
});
