// Texts of the provider's own pages (login, logout, errors) in English and German.
// The language is the first supported one of: the page's language switch (`?lng=`, as in the
// app), the auth request's `ui_locales`, the SPA's `i18next` cookie, the browser's
// Accept-Language; English otherwise.
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export type MessageKey = keyof typeof en;
export type Language = 'en' | 'de';
/** Values of a text's `{name}` placeholders. */
export type TextValues = Record<string, string | number>;
/** The text of `key` with its `{name}` placeholders filled from `values` (unknown ones stay). */
export type Translate = (key: MessageKey, values?: TextValues) => string;

const catalogues: Record<Language, Record<MessageKey, string>> = { en, de };
export const SUPPORTED_LANGUAGES = Object.keys(catalogues) as Language[];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Cookie of i18next-browser-languagedetector, which the SPA uses. */
export const LANGUAGE_COOKIE = 'i18next';
/** Query parameter of the language switch; the SPA's detector reads the same one. */
export const LANGUAGE_QUERY = 'lng';
/** Each language in its own words, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };

export function translator(language: Language): Translate {
  return (key, values = {}) =>
    catalogues[language][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
}

function supported(tag: string | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.find((language) => language === primary);
}

export interface LanguageHints {
  /** The `lng` query parameter: a choice made with the page's language switch. */
  choice?: unknown;
  /** Space-separated `ui_locales` of the authorization request. */
  uiLocales?: unknown;
  /** Value of the `i18next` cookie. */
  cookie?: string | undefined;
  /**
   * The supported language the browser's Accept-Language prefers, as its negotiation gives it
   * (`languages(SUPPORTED_LANGUAGES)` of @fastify/accepts, `acceptsLanguages` of Koa).
   */
  accepted?: string | false | undefined;
}

export function pickLanguage({ choice, uiLocales, cookie, accepted }: LanguageHints): Language {
  const fromUiLocales =
    typeof uiLocales === 'string' ? uiLocales.split(' ').map(supported).find(Boolean) : undefined;
  return (
    (typeof choice === 'string' ? supported(choice) : undefined) ??
    fromUiLocales ??
    supported(cookie) ??
    supported(accepted || undefined) ??
    DEFAULT_LANGUAGE
  );
}

/** The supported language chosen with the switch (`?lng=` in `url`), if any. */
export function languageChoice(url: string): Language | undefined {
  return supported(new URL(url, 'http://localhost').searchParams.get(LANGUAGE_QUERY) ?? undefined);
}

/** The same page (path and query) with the language switch set to `language`. */
export function urlWithLanguage(url: string, language: Language): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.set(LANGUAGE_QUERY, language);
  return `${parsed.pathname}${parsed.search}`;
}
