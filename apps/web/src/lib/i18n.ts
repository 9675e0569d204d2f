import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createLanguageDetector } from './language-detector';
import { createLocaleBackend } from './locale-backend';

export const SUPPORTED_LANGUAGES = ['en', 'de'] as const;

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** The supported language the texts are shown in; English until i18next has resolved one. */
export function shownLanguage(resolved: string | undefined): SupportedLanguage {
  return SUPPORTED_LANGUAGES.find((lng) => lng === resolved) ?? 'en';
}

/** Translations are fetched per language and namespace from the server. */
export function initI18n() {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });

  return i18n
    .use(createLocaleBackend())
    .use(createLanguageDetector())
    .use(initReactI18next)
    .init({
      ns: ['common'],
      defaultNS: 'common',
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_LANGUAGES],
      // 'de-AT' from the browser loads 'de'.
      load: 'languageOnly',
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}
