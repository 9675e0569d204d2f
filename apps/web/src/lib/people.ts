import { compareText } from './compare-text';

/** What researchers and school staff members have in common. */
export type Person = { firstName: string; lastName: string; email: string };

/** 'First Last', without stray spaces; empty for someone who has not completed onboarding. */
export function fullName(person: Pick<Person, 'firstName' | 'lastName'>): string {
  return [person.firstName.trim(), person.lastName.trim()].filter(Boolean).join(' ');
}

/** Invited people have empty first and last names until they complete onboarding. */
export function isPendingOnboarding(person: Pick<Person, 'firstName' | 'lastName'>): boolean {
  return fullName(person) === '';
}

/**
 * People with names first, by full name case-insensitively; people without
 * names after them, by email.
 */
export function comparePeople(a: Person, b: Person): number {
  const nameA = fullName(a);
  const nameB = fullName(b);
  if (nameA && nameB) return compareText(nameA, nameB) || compareText(a.email, b.email);
  if (nameA) return -1;
  if (nameB) return 1;
  return compareText(a.email, b.email);
}

export function sortPeople<T extends Person>(people: readonly T[]): T[] {
  return [...people].sort(comparePeople);
}

/** Live search: the name or the email contains the query, case-insensitive. */
export function matchesPersonSearch(person: Person, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return (
    fullName(person).toLocaleLowerCase().includes(needle) ||
    person.email.toLocaleLowerCase().includes(needle)
  );
}
