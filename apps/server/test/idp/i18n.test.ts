import { describe, expect, it } from 'vitest';
import { pickLanguage, translator } from '../../src/idp/i18n.ts';
import de from '../../src/idp/locales/de.json' with { type: 'json' };
import en from '../../src/idp/locales/en.json' with { type: 'json' };

describe('provider page texts', () => {
  it('have the same keys in English and German, none empty', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(en), ...Object.values(de)])
      expect(text.trim()).not.toBe('');
  });

  it('name the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(String).sort();
    for (const [key, text] of Object.entries(en))
      expect(placeholders(de[key as keyof typeof de]), key).toEqual(placeholders(text));
  });

  it('fill every placeholder of a text, as given, and leave unknown ones', () => {
    const t = translator('en');
    expect(t('invitation.accept.staff', { email: 'a@b.org', name: 'Q$&' })).toBe(
      'You have been invited as a@b.org to join the staff of the school “Q$&”.',
    );
    expect(t('login.retryInSeconds', { count: 30 })).toBe(
      'Too many sign-in attempts. Please try again in 30 seconds.',
    );
    expect(t('invitation.passwordHint')).toBe('At least {min} characters.');
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
