import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { createLocaleBackend } from './locale-backend';

export const SUPPORTED_LANGUAGES = ['en', 'de'] as const;

/** Translations are fetched per language and namespace from the server. */
export function initI18n() {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });

  return i18n
    .use(createLocaleBackend())
    .use(LanguageDetector)
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
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        // The identity provider's login page reads the same 'i18next' cookie.
        lookupCookie: 'i18next',
        caches: ['localStorage', 'cookie'],
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}
