// Imported by the route file, which is part of the first page load: keep it this small (no zod:
// route validators load with /login too, see games/shared/items-search.ts).

import { parsePageNumber } from '@/lib/page-number';

/** The state of /participants in the URL: page, filters and the subject ID search. */
export type ParticipantsSearch = {
  page?: number;
  /** A school's id. */
  school?: number;
  /** A group label, matched exactly. */
  group?: string;
  /** Part of a subject ID, matched case-insensitively. */
  q?: string;
};

/** Longest filter text kept (a group label has at most 32 characters, a subject ID 64). */
const MAX_TEXT = 64;

/** Text as typed in the URL (a number-like value arrives as a number); blank or too long is none. */
function text(value: unknown): string | undefined {
  const raw = typeof value === 'number' ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  return trimmed !== '' && trimmed.length <= MAX_TEXT ? trimmed : undefined;
}

/**
 * validateSearch of /participants: a value that does not fit is dropped, not an error page;
 * defaults (page 1, no filter) stay out of the URL.
 */
export function parseParticipantsSearch(search: Record<string, unknown>): ParticipantsSearch {
  const page = parsePageNumber(search.page);
  const school = typeof search.school === 'string' ? Number(search.school) : search.school;
  const group = text(search.group);
  const q = text(search.q);
  return {
    ...(page > 1 && { page }),
    ...(typeof school === 'number' && Number.isSafeInteger(school) && school >= 1 && { school }),
    ...(group !== undefined && { group }),
    ...(q !== undefined && { q }),
  };
}
