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
    expect(pickLanguage({ uiLocales: 'fr de', cookie: 'en', accepted: 'en' })).toBe('de');
    expect(pickLanguage({ uiLocales: 'fr', cookie: 'de-CH', accepted: 'en' })).toBe('de');
    expect(pickLanguage({ cookie: 'fr', accepted: 'de' })).toBe('de');
    expect(pickLanguage({ accepted: false })).toBe('en');
    expect(pickLanguage({})).toBe('en');
  });
});
