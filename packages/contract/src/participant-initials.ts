import type { Participant } from './participants.ts';

/** The first character of `text`, whole even when it is an emoji or another surrogate pair. */
function firstCharacter(text: string): string {
  return Array.from(text.trim())[0] ?? '';
}

/**
 * The card's initials: the first letters of first and last name in upper case; if a
 * name is empty, the first two letters of the subject ID in upper case; if that is too short, 'XX'.
 */
export function participantInitials({
  firstName,
  lastName,
  subjectId,
}: Pick<Participant, 'firstName' | 'lastName' | 'subjectId'>): string {
  const first = firstCharacter(firstName);
  const last = firstCharacter(lastName);
  if (first && last) return `${first}${last}`.toUpperCase();
  const subject = Array.from(subjectId.trim());
  if (subject.length >= 2) return subject.slice(0, 2).join('').toUpperCase();
  return 'XX';
}
