import type { Participant } from '@cogniplay/contract';

/** First and last name as one line; empty when neither is given. */
export function participantFullName({
  firstName,
  lastName,
}: Pick<Participant, 'firstName' | 'lastName'>): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}
