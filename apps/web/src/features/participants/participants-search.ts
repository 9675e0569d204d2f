// Imported by the route file, which is part of the first page load: keep it this small (no zod:
// route validators load with /login too, see games/shared/items-search.ts).

import type { ConsentStatus } from '@cogniplay/contract';
import { parsePageNumber } from '@/lib/page-number';
import { searchText } from '@/lib/search-text';

/** The state of /participants in the URL: page, filters and the subject ID search. */
export type ParticipantsSearch = {
  page?: number;
  /** A school's id. */
  school?: number;
  /** A group label, matched exactly. */
  group?: string;
  /** Part of a subject ID, matched case-insensitively. */
  q?: string;
  /** A consent status. */
  consent?: ConsentStatus;
};

/** The consent statuses (the contract's, kept here: route validators load with /login). */
const CONSENT_STATUSES: readonly ConsentStatus[] = ['not_asked', 'given', 'refused', 'withdrawn'];

/** Longest filter text kept (a group label has at most 32 characters, a subject ID 64). */
const MAX_TEXT = 64;
const fitsFilter = (text: string) => text.length <= MAX_TEXT;

/**
 * validateSearch of /participants: a value that does not fit is dropped, not an error page;
 * defaults (page 1, no filter) stay out of the URL.
 */
export function parseParticipantsSearch(search: Record<string, unknown>): ParticipantsSearch {
  const page = parsePageNumber(search.page);
  const school = typeof search.school === 'string' ? Number(search.school) : search.school;
  const group = searchText(search.group, fitsFilter);
  const q = searchText(search.q, fitsFilter);
  const consent = CONSENT_STATUSES.find((status) => status === search.consent);
  return {
    ...(page > 1 && { page }),
    ...(typeof school === 'number' && Number.isSafeInteger(school) && school >= 1 && { school }),
    ...(group !== undefined && { group }),
    ...(q !== undefined && { q }),
    ...(consent !== undefined && { consent }),
  };
}
