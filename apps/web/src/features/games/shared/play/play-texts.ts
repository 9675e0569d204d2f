// The play page's texts, bundled (public/locales/{en,de}/play.json): the page needs no i18next,
// no extra request, and keeps working offline once loaded. The language is the browser's
// (`?lng=` overrides it, as in the app), English when it is neither English nor German.
import { createContext, use } from 'react';
import de from '../../../../../public/locales/de/play.json';
import en from '../../../../../public/locales/en/play.json';

export type PlayTexts = typeof en;
export type PlayLanguage = 'en' | 'de';

const TEXTS: Record<PlayLanguage, PlayTexts> = { en, de };

/** The first supported language of `?lng=` and then the browser's list. */
export function pickLanguage(search: string, browserLanguages: readonly string[]): PlayLanguage {
  const asked = new URLSearchParams(search).get('lng');
  for (const tag of [asked, ...browserLanguages]) {
    const base = tag?.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'de') return base;
  }
  return 'en';
}

export function playTexts(language: PlayLanguage): PlayTexts {
  return TEXTS[language];
}

/** Fills `{{name}}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** 'one' or 'other' texts of a count (English and German agree). */
export function plural(forms: { one: string; other: string }, count: number): string {
  return fill(count === 1 ? forms.one : forms.other, { count });
}

/** For the adult: how many answers wait on this device, and that the page must stay open. */
export function savedOnDevice(texts: PlayTexts, pending: number): string {
  return plural({ one: texts.pending.saved_one, other: texts.pending.saved_other }, pending);
}

/**
 * What the end screen tells the adult: answers still waiting come first (the page must stay
 * open); then answers the server refused for good (given on another device first, or after the
 * session ended there), which are not in the data; only then that everything is saved.
 */
export function endStatus(texts: PlayTexts, pending: number, refused: number): string {
  const { end } = texts;
  if (pending > 0) return savedOnDevice(texts, pending);
  if (refused > 0) return plural({ one: end.refused_one, other: end.refused_other }, refused);
  return end.saved;
}

/**
 * The demonstration's heading, for the groups it shows: "these fit, those do not" only when it
 * has examples of both; one group alone gets a heading of its own.
 */
export function demonstrationHeading(
  texts: PlayTexts,
  items: readonly { matchesRule: boolean }[],
): string {
  const fits = items.some((item) => item.matchesRule);
  const doesNotFit = items.some((item) => !item.matchesRule);
  if (fits && !doesNotFit) return texts.demo.headingFits;
  if (doesNotFit && !fits) return texts.demo.headingDoesNotFit;
  return texts.demo.heading;
}

export const PlayTextsContext = createContext<{ language: PlayLanguage; texts: PlayTexts }>({
  language: 'en',
  texts: en,
});

export function usePlayTexts() {
  return use(PlayTextsContext);
}
