import type { LanguageDetectorModule } from 'i18next';

/** Where the language is kept: the identity provider's login page reads the same cookie. */
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Letters, digits and `-`/`_` only: a detected code ends up in `<html lang>`. */
const isLanguageCode = (code: string) => /^[A-Za-z0-9_-]{1,35}$/.test(code);

function cookieValue(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function stored(storage: () => Storage): string | undefined {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    // Storage can be switched off; the next source decides.
    return undefined;
  }
}

/**
 * The languages a visitor asked for, most wanted first: `?lng=`, the cookie, local then session
 * storage, the browser's languages, `<html lang>`. i18next takes the first it supports and
 * keeps a change in local storage and the cookie (a session cookie, as the provider expects).
 * A small stand-in for i18next-browser-languagedetector, whose nine sources and options cost
 * about 2 KB gzip of the login page's budget; these are the sources this app used of them.
 */
export function createLanguageDetector(): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    init() {},
    detect() {
      const found = [
        new URLSearchParams(window.location.search).get('lng') ?? undefined,
        cookieValue(LANGUAGE_COOKIE),
        stored(() => window.localStorage),
        stored(() => window.sessionStorage),
        ...navigator.languages,
        document.documentElement.lang,
      ];
      return found.filter((code): code is string => !!code && isLanguageCode(code));
    },
    cacheUserLanguage(language: string) {
      if (!isLanguageCode(language)) return;
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // Storage switched off: the cookie still keeps it.
      }
      document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; SameSite=Strict`;
    },
  };
}
