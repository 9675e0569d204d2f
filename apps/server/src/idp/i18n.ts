// Texts of the provider's own pages (login, logout, errors) in English and German.
// The language is the first supported one of: the auth request's `ui_locales`, the SPA's
// `i18next` cookie, the browser's Accept-Language; English otherwise.
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export type MessageKey = keyof typeof en;
export type Language = 'en' | 'de';
export type Translate = (key: MessageKey) => string;

const catalogues: Record<Language, Record<MessageKey, string>> = { en, de };
export const SUPPORTED_LANGUAGES = Object.keys(catalogues) as Language[];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Cookie of i18next-browser-languagedetector, which the SPA uses. */
export const LANGUAGE_COOKIE = 'i18next';

export function translator(language: Language): Translate {
  return (key) => catalogues[language][key];
}

function supported(tag: string | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.find((language) => language === primary);
}

function fromAcceptLanguage(header: string): Language | undefined {
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ q }) => Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const language = supported(tag);
    if (language) return language;
  }
  return undefined;
}

export interface LanguageHints {
  /** Space-separated `ui_locales` of the authorization request. */
  uiLocales?: unknown;
  /** Value of the `i18next` cookie. */
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

export function pickLanguage({ uiLocales, cookie, acceptLanguage }: LanguageHints): Language {
  const fromUiLocales =
    typeof uiLocales === 'string' ? uiLocales.split(' ').map(supported).find(Boolean) : undefined;
  return (
    fromUiLocales ??
    supported(cookie) ??
    (acceptLanguage ? fromAcceptLanguage(acceptLanguage) : undefined) ??
    DEFAULT_LANGUAGE
  );
}
